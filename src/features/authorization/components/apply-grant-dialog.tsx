import type { ApplySummary } from '@contract/apply';
import { useEffect, useMemo } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useApplyAuthorization } from '../api/authorizations';
import { useOpenAuthorizationNotice } from './open-authorization-notice';
import { defaultValidity, validityProblem, validityRequest } from './validity';
import { ValidityFields } from './validity-fields';

interface Values {
  validFrom: string;
  validTo: string;
}

const resolver: Resolver<Values> = async (values): Promise<ResolverResult<Values>> => {
  const problem = validityProblem(values.validFrom, values.validTo);
  if (!problem) return { values, errors: {} };
  return { values: {}, errors: { validTo: { type: 'validity', message: problem } } };
};

/** Grants an approved application with a validity period (default now → +7 days); a refusal stays in the dialog. */
export function ApplyGrantDialog({ application, onClose }: { application: ApplySummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<Values>({ resolver, defaultValues: defaultValidity() });
  const grant = useApplyAuthorization();
  // A device still authorised to someone is shown, with the way to end that first.
  const openOne = useOpenAuthorizationNotice(application?.deviceId ?? '');
  const { reset } = form;
  const { error, submit } = useFormSubmit(async (values: Values) => {
    const result = await grant.mutateAsync({
      applyId: application!.id,
      ...validityRequest(values.validFrom, values.validTo),
    });
    notify('success', t('authorization.approved.granted', { empowerNo: result.empowerNo }));
    onClose();
  });
  const id = application?.id;
  useEffect(() => {
    if (id !== undefined) reset(defaultValidity());
  }, [id, reset]);
  const hint = useMemo(
    () =>
      application
        ? t('authorization.approved.dialogHint', {
            applicant: application.applicantName,
            device: application.deviceName,
            count: application.useCount,
          })
        : '',
    [application, t],
  );
  return (
    <FormDialog
      open={application !== null}
      title={t('authorization.approved.dialogTitle')}
      onClose={onClose}
      onSubmit={form.handleSubmit(submit)}
      submitting={form.formState.isSubmitting}
      error={error}
      submitLabel={t('authorization.approved.grant')}
      submitDisabled={openOne.busy}
    >
      <p className="text-sm text-slate-600">
        <span className="font-mono text-xs text-slate-500">{application?.applyNo}</span> {hint}
      </p>
      {openOne.notice}
      <ValidityFields
        idPrefix="apply-grant"
        from={form.register('validFrom')}
        to={form.register('validTo')}
        problem={form.formState.errors.validTo?.message}
      />
    </FormDialog>
  );
}
