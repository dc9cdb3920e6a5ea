import { resultCodes } from '@contract/envelope';
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
import type { SysDepartment } from '@contract/sys-org';
import { flattenDepartments, useOrgTree, useSaveOrg, useUpdateOrg, type OrgSave, type OrgUpdate } from '../api/org';
import { QueryState } from '../components/query-state';
import { TextLink } from '@/components/text-link';

interface Values {
  parentId: string;
  name: string;
  leader: string;
  phone: string;
  sort: string;
}

const saveSchema = async () => (await import('@contract/sys-org')).orgSave.request;
const updateSchema = async () => (await import('@contract/sys-org')).orgUpdate.request;
const NAME_TAKEN = { [resultCodes.conflict]: 'name' } as const;

function find(tree: readonly SysDepartment[], id: number): SysDepartment | undefined {
  for (const d of tree) {
    if (d.id === id) return d;
    const below = find(d.children, id);
    if (below) return below;
  }
  return undefined;
}

function DepartmentForm({
  tree,
  editing,
  parentId,
}: {
  tree: SysDepartment[];
  editing?: SysDepartment;
  parentId: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveOrg();
  const change = useUpdateOrg();
  const form = useZodForm<Values, OrgSave | OrgUpdate>({
    schema: editing ? updateSchema : saveSchema,
    defaultValues: {
      parentId: editing ? String(editing.parentId ?? '') : parentId,
      name: editing?.name ?? '',
      leader: editing?.leader ?? '',
      phone: editing?.phone ?? '',
      sort: String(editing?.sort ?? 0),
    },
    toInput: (v) => ({
      ...v,
      parentId: v.parentId === '' ? null : Number(v.parentId),
      sort: v.sort === '' ? 0 : Number(v.sort),
      ...(editing ? { id: editing.id } : {}),
    }),
  });
  const back = `${paths.system.organization}${editing ? `?department=${editing.id}` : ''}`;
  const submit = async (values: OrgSave | OrgUpdate) => {
    if (editing) await change.mutateAsync(values as OrgUpdate);
    else await save.mutateAsync(values as OrgSave);
    notify('success', t('registry.saved'));
    navigate(back);
  };
  // A department never moves below itself: its own branch is not offered as parent.
  const options = flattenDepartments(tree, editing?.id).map((d) => ({
    value: String(d.id),
    label: `${'　'.repeat(d.depth)}${d.name}`,
  }));
  return (
    <Form
      form={form}
      onSubmit={submit}
      refusalFields={NAME_TAKEN}
      footer={<PageFormButtons back={back} submitLabel={t('registry.save')} />}
    >
      <SelectField
        label={t('registry.org.parent')}
        placeholder={t('registry.org.topLevel')}
        options={options}
        {...form.field('parentId')}
      />
      <TextField label={t('registry.org.name')} maxLength={32} {...form.field('name')} />
      <TextField label={t('registry.org.leader')} maxLength={32} {...form.field('leader')} />
      <TextField label={t('registry.org.phone')} inputMode="tel" maxLength={11} {...form.field('phone')} />
      <TextField label={t('registry.sort')} inputMode="numeric" maxLength={4} {...form.field('sort')} />
    </Form>
  );
}

/** /addOrg: add a department (?parentId= preselects its parent) or change one (?id=). */
export default function AddOrgPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tree = useOrgTree();
  const id = Number(params.get('id')) || 0;
  const editing = id && tree.data ? find(tree.data, id) : undefined;
  return (
    <section className="mx-auto max-w-2xl">
      <PageHeader
        title={t(id ? 'registry.org.editTitle' : 'registry.org.add')}
        actions={<TextLink to={paths.system.organization}>{t('registry.org.back')}</TextLink>}
      />
      <Card>
        <QueryState query={tree} className="py-6" />
        {tree.data && id && !editing ? (
          <p className="py-6 text-sm text-slate-500">{t('registry.org.notFound')}</p>
        ) : null}
        {tree.data && (!id || editing) ? (
          <DepartmentForm key={id} tree={tree.data} editing={editing} parentId={params.get('parentId') ?? ''} />
        ) : null}
      </Card>
    </section>
  );
}
