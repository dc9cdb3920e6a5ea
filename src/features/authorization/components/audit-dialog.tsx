import { authAudit, type OwnAuthorization } from '@contract/authorization';
import { useEffect } from 'react';
import { FormDialog } from '@/components/form/form-dialog';
import { TextareaField } from '@/components/form/textarea-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useAudit } from '../api/authorizations';

const REMARK_MAX = 200;

interface Values {
  remark: string;
}

/** Reviewing an ended authorisation: an optional remark, then the confirmation; a refusal stays in the dialog. */
export function AuditDialog({
  open,
  detail,
  onClose,
}: {
  open: boolean;
  detail: OwnAuthorization;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const audit = useAudit();
  const form = useZodForm<Values, Parameters<typeof audit.mutateAsync>[0]>({
    schema: authAudit.request,
    // An empty remark is left out.
    toInput: ({ remark }) => ({ id: detail.id, version: detail.version, remark: remark.trim() || undefined }),
    defaultValues: { remark: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ remark: '' });
  }, [open, reset]);
  const submit = async (request: Parameters<typeof audit.mutateAsync>[0]) => {
    await audit.mutateAsync(request);
    notify('success', t('authorization.actions.done.audit'));
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title={t('authorization.actions.auditTitle')}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      submitLabel={t('authorization.actions.auditSubmit')}
    >
      <p className="text-sm text-slate-600">{t('authorization.actions.auditHint')}</p>
      <TextareaField
        id="audit-remark"
        label={t('authorization.actions.auditRemark')}
        rows={3}
        maxLength={REMARK_MAX}
        text={form.watch('remark')}
        placeholder={t('authorization.actions.auditPlaceholder')}
        {...form.field('remark')}
      />
    </FormDialog>
  );
}
