import { resultCodes } from '@contract/envelope';
import type { Department } from '@contract/org';
import { FormDialog } from '@/components/form/form-dialog';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useAddDepartment, useUpdateDepartment } from '../api/departments';
import { departmentOptions } from './department-utils';

export type DepartmentEdit =
  | { kind: 'add'; parent: Department | null }
  | { kind: 'rename'; department: Department }
  | { kind: 'move'; department: Department };

interface Values {
  name: string;
  parentId: number | null;
}

/** Name 1-17 and a nullable parent: the rules of org/v1/add, which rename and move share. */
const schema = async () => (await import('@contract/org')).orgAdd.request;
const toParent = (v: string | number | null) => (v === '' || v === null ? null : Number(v));

/** Adds a department (at the top or below one), renames one, or moves one below another parent. */
export function DepartmentDialog({
  edit,
  tree,
  onClose,
}: {
  edit: DepartmentEdit;
  tree: Department[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddDepartment();
  const update = useUpdateDepartment();
  const form = useZodForm<Values>({
    schema,
    defaultValues:
      edit.kind === 'add'
        ? { name: '', parentId: edit.parent?.id ?? null }
        : { name: edit.department.name, parentId: edit.department.parentId },
  });

  const title =
    edit.kind === 'add'
      ? edit.parent
        ? t('unit.department.addChildTitle', { parent: edit.parent.name })
        : t('unit.department.addTitle')
      : edit.kind === 'rename'
        ? t('unit.department.renameTitle')
        : t('unit.department.moveTitle', { name: edit.department.name });

  const submit = async (values: Values) => {
    if (edit.kind === 'add') {
      await add.mutateAsync(values);
      notify('success', t('unit.department.added'));
    } else {
      await update.mutateAsync({
        id: edit.department.id,
        ...values,
        ...(edit.kind === 'rename' ? { sort: edit.department.sort } : {}),
      });
      notify('success', t(edit.kind === 'rename' ? 'unit.department.renamed' : 'unit.department.moved'));
    }
    onClose();
  };

  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      // A conflict means the name is taken among the siblings; a move shows it above the buttons (no name field).
      refusalFields={edit.kind === 'move' ? {} : { [resultCodes.conflict]: 'name' }}
    >
      {edit.kind === 'move' ? (
        <SelectField
          label={t('unit.department.parent')}
          placeholder={t('unit.department.root')}
          options={departmentOptions(tree, edit.department)}
          {...form.field('parentId', { setValueAs: toParent })}
        />
      ) : (
        <TextField
          label={t('unit.department.name')}
          placeholder={t('unit.department.namePlaceholder')}
          maxLength={17}
          autoFocus
          {...form.field('name')}
        />
      )}
    </FormDialog>
  );
}
