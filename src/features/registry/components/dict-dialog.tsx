import { resultCodes } from '@contract/envelope';
import type { DictItem } from '@contract/dictionary';
import { FormDialog } from '@/components/form/form-dialog';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useAddDict, useUpdateDict, type DictAdd, type DictUpdate } from '../api/dictionary';

interface Values {
  name: string;
  code: string;
  sort: string;
  remark: string;
}

const addSchema = async () => (await import('@contract/dictionary')).dictAdd.request;
const updateSchema = async () => (await import('@contract/dictionary')).dictUpdate.request;
const CODE_TAKEN = { [resultCodes.conflict]: 'code' } as const;

interface Props {
  /** The item to change; null: a new one. */
  item: DictItem | null;
  /** A new item's type (null: the new item is a type). */
  parentId: number | null;
  onClose: () => void;
}

/** Adds or changes a dictionary type (parentId null) or entry: name, code, order and remark. */
export function DictDialog({ item, parentId, onClose }: Props) {
  const { t } = useTranslation();
  const add = useAddDict();
  const update = useUpdateDict();
  const isType = item ? item.parentId === null : parentId === null;
  const form = useZodForm<Values, DictAdd | DictUpdate>({
    schema: item ? updateSchema : addSchema,
    defaultValues: {
      name: item?.name ?? '',
      code: item?.code ?? '',
      sort: String(item?.sort ?? 0),
      remark: item?.remark ?? '',
    },
    toInput: (v) => ({ ...v, sort: v.sort === '' ? 0 : Number(v.sort), ...(item ? { id: item.id } : { parentId }) }),
  });
  const submit = async (values: DictAdd | DictUpdate) => {
    if (item) await update.mutateAsync(values as DictUpdate);
    else await add.mutateAsync(values as DictAdd);
    notify('success', t('registry.saved'));
    onClose();
  };
  const title = isType
    ? t(item ? 'registry.dict.editType' : 'registry.dict.addType')
    : t(item ? 'registry.dict.editEntry' : 'registry.dict.addEntry');
  return (
    <FormDialog open title={title} onClose={onClose} form={form} onSubmit={submit} refusalFields={CODE_TAKEN}>
      <TextField label={t('registry.dict.name')} maxLength={32} {...form.field('name')} />
      <TextField
        label={t('registry.dict.code')}
        maxLength={32}
        placeholder={t('registry.dict.codeHint')}
        disabled={Boolean(item && isType)}
        {...form.field('code')}
      />
      <TextField label={t('registry.sort')} inputMode="numeric" maxLength={4} {...form.field('sort')} />
      <TextareaField
        label={t('registry.remark')}
        rows={2}
        maxLength={120}
        text={form.watch('remark')}
        {...form.field('remark')}
      />
    </FormDialog>
  );
}
