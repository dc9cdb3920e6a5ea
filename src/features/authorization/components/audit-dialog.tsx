import type { OwnAuthorization } from '@contract/authorization';
import { useEffect, useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useAudit } from '../api/authorizations';

const REMARK_MAX = 200;

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
  const [remark, setRemark] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setRemark('');
      setRefusal(null);
    }
  }, [open]);
  return (
    <FormDialog
      open={open}
      title={t('authorization.actions.auditTitle')}
      onClose={onClose}
      submitting={audit.isPending}
      error={refusal}
      submitLabel={t('authorization.actions.auditSubmit')}
      onSubmit={(e) => {
        e.preventDefault();
        const text = remark.trim();
        audit.mutate(
          { id: detail.id, version: detail.version, ...(text ? { remark: text } : {}) },
          {
            onSuccess: () => {
              notify('success', t('authorization.actions.done.audit'));
              onClose();
            },
            onError: (err) => {
              if (err instanceof ApiError && !err.handled) setRefusal(err.message);
              else onClose();
            },
          },
        );
      }}
    >
      <p className="text-sm text-slate-600">{t('authorization.actions.auditHint')}</p>
      <div className="space-y-1.5">
        <label htmlFor="audit-remark" className="block text-sm font-medium text-slate-700">
          {t('authorization.actions.auditRemark')}
        </label>
        <textarea
          id="audit-remark"
          rows={3}
          maxLength={REMARK_MAX}
          value={remark}
          placeholder={t('authorization.actions.auditPlaceholder')}
          onChange={(e) => setRemark(e.target.value)}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100"
        />
        <p className="text-right text-xs text-slate-400">
          {remark.length}/{REMARK_MAX}
        </p>
      </div>
    </FormDialog>
  );
}
