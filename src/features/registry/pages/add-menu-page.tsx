import { resultCodes } from '@contract/envelope';
import { STAFF_SYSTEM_CODE, type MenuEntry } from '@contract/menu';
import { Card } from '@tremor/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Form } from '@/components/form/form';
import { PageFormButtons } from '@/components/form/page-form-buttons';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { PageHeader } from '@/components/page-header';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { findMenu, useMenuTree, useSaveMenu, useUpdateMenu, type MenuSave, type MenuUpdate } from '../api/menus';
import { QueryState } from '../components/query-state';
import { TextLink } from '@/components/text-link';

interface Values {
  parentId: string;
  type: 'menu' | 'button';
  name: string;
  url: string;
  icon: string;
  routerList: string;
  buttonCode: string;
  sort: string;
}

const saveSchema = async () => (await import('@contract/menu')).menuSave.request;
const updateSchema = async () => (await import('@contract/menu')).menuUpdate.request;
const PARENT_REFUSED = { [resultCodes.badRequest]: 'parentId' } as const;

/** The menus (not buttons) of a tree as parent choices, without `except` and what lies below it. */
function parentOptions(
  tree: readonly MenuEntry[],
  except: number | undefined,
  depth = 0,
): Array<{ value: string; label: string }> {
  return tree.flatMap((m) =>
    m.type !== 'menu' || m.id === except
      ? []
      : [
          { value: String(m.id), label: `${'　'.repeat(depth)}${m.name}` },
          ...parentOptions(m.children, except, depth + 1),
        ],
  );
}

function MenuForm({
  tree,
  editing,
  systemCode,
  parentId,
}: {
  tree: MenuEntry[];
  editing?: MenuEntry;
  systemCode: string;
  parentId: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveMenu();
  const change = useUpdateMenu();
  const form = useZodForm<Values, MenuSave | MenuUpdate>({
    schema: editing ? updateSchema : saveSchema,
    defaultValues: {
      parentId: editing ? String(editing.parentId ?? '') : parentId,
      type: editing?.type ?? 'menu',
      name: editing?.name ?? '',
      url: editing?.url ?? '',
      icon: editing?.icon ?? '',
      routerList: editing?.routerList ?? '',
      buttonCode: editing?.buttonCode ?? '',
      sort: String(editing?.sort ?? 0),
    },
    toInput: (v) => ({
      ...v,
      systemCode,
      parentId: v.parentId === '' ? null : Number(v.parentId),
      sort: Number(v.sort) || 0,
      ...(editing ? { id: editing.id } : {}),
    }),
  });
  const back = `${paths.system.menu}?system=${systemCode}`;
  const submit = async (values: MenuSave | MenuUpdate) => {
    if (editing) await change.mutateAsync(values as MenuUpdate);
    else await save.mutateAsync(values as MenuSave);
    notify('success', t('registry.saved'));
    navigate(back);
  };
  const button = form.watch('type') === 'button';
  return (
    <Form
      form={form}
      onSubmit={submit}
      refusalFields={PARENT_REFUSED}
      footer={<PageFormButtons back={back} submitLabel={t('registry.save')} />}
    >
      <SelectField
        label={t('registry.menu.type')}
        options={[
          { value: 'menu', label: t('registry.menu.typeMenu') },
          { value: 'button', label: t('registry.menu.typeButton') },
        ]}
        {...form.field('type')}
      />
      <SelectField
        label={t('registry.menu.parent')}
        placeholder={t('registry.menu.topLevel')}
        options={parentOptions(tree, editing?.id)}
        {...form.field('parentId')}
      />
      <TextField label={t('registry.menu.name')} maxLength={16} {...form.field('name')} />
      {button ? (
        <TextField
          label={t('registry.menu.buttonCode')}
          placeholder="device:edit"
          maxLength={64}
          {...form.field('buttonCode')}
        />
      ) : (
        <>
          <TextField
            label={t('registry.menu.url')}
            placeholder="/sealManage/applyList"
            maxLength={120}
            {...form.field('url')}
          />
          <TextField
            label={t('registry.menu.routerList')}
            placeholder={t('registry.menu.routerListHint')}
            maxLength={500}
            {...form.field('routerList')}
          />
        </>
      )}
      <TextField label={t('registry.menu.icon')} maxLength={64} {...form.field('icon')} />
      <TextField label={t('registry.sort')} inputMode="numeric" maxLength={6} {...form.field('sort')} />
    </Form>
  );
}

/** /addMenu: add a menu entry or button (?parentId= preselects its parent) or change one (?id=), in ?systemCode=. */
export default function AddMenuPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const systemCode = params.get('systemCode') || STAFF_SYSTEM_CODE;
  const tree = useMenuTree(systemCode);
  const id = Number(params.get('id')) || 0;
  const editing = id && tree.data ? findMenu(tree.data, id) : undefined;
  return (
    <section className="mx-auto max-w-2xl">
      <PageHeader
        title={t(id ? 'registry.menu.editTitle' : 'registry.menu.add')}
        actions={<TextLink to={`${paths.system.menu}?system=${systemCode}`}>{t('registry.menu.back')}</TextLink>}
      />
      <Card>
        <QueryState query={tree} className="py-6" />
        {tree.data && id && !editing ? (
          <p className="py-6 text-sm text-slate-500">{t('registry.menu.notFound')}</p>
        ) : null}
        {tree.data && (!id || editing) ? (
          <MenuForm
            key={id}
            tree={tree.data}
            editing={editing}
            systemCode={systemCode}
            parentId={params.get('parentId') ?? ''}
          />
        ) : null}
      </Card>
    </section>
  );
}
