import type { ApplySummary } from '@contract/apply';
import { useEffect, useMemo } from 'react';
import { z } from 'zod/mini';
import { FormDialog } from '@/components/form/form-dialog';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useApplyAuthorization } from '../api/authorizations';
import { EMPTY_FENCE, fenceProblemOf, fenceRequest, type FenceDraft } from './fence/fence-draft';
import { FenceEditor } from './fence/fence-editor';
import { useOpenAuthorizationNotice } from './open-authorization-notice';
import { defaultValidity, validityProblem, validityRequest } from './validity';
import { ValidityFields } from './validity-fields';

interface Values {
  validFrom: string;
  validTo: string;
  fence: FenceDraft;
}

/** The typed period; its rule is against the clock (the check below), the call takes ISO times. */
const schema = z.object({ validFrom: z.string(), validTo: z.string() });

/** The period against the clock, and the fence by the contract's rules. */
function checkGrant(values: Values) {
  const problem = validityProblem(values.validFrom, values.validTo);
  const fence = fenceProblemOf(values.fence);
  return { ...(problem ? { validTo: problem } : {}), ...(fence ? { fence } : {}) };
}

const initial = (): Values => ({ ...defaultValidity(), fence: EMPTY_FENCE });

/** Grants an approved application with a validity period (default now → +7 days); a refusal stays in the dialog. */
export function ApplyGrantDialog({ application, onClose }: { application: ApplySummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm<Values>({ schema, check: checkGrant, defaultValues: initial() });
  const grant = useApplyAuthorization();
  // A device still authorised to someone is shown, with the way to end that first.
  const openOne = useOpenAuthorizationNotice(application?.deviceId ?? '');
  const { reset } = form;
  const submit = async (values: Values) => {
    const result = await grant.mutateAsync({
      applyId: application!.id,
      ...validityRequest(values.validFrom, values.validTo),
      // The schema reads the period only; the fence was checked by `checkGrant` and is taken as drafted.
      ...fenceRequest(form.getValues('fence')),
    });
    notify('success', t('authorization.approved.granted', { empowerNo: result.empowerNo }));
    onClose();
  };
  const id = application?.id;
  useEffect(() => {
    if (id !== undefined) reset(initial());
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
      form={form}
      onSubmit={submit}
      submitLabel={t('authorization.approved.grant')}
      submitDisabled={openOne.busy}
    >
      <p className="text-sm text-slate-600">
        <span className="font-mono text-xs text-slate-500">{application?.applyNo}</span> {hint}
      </p>
      {openOne.notice}
      <ValidityFields
        idPrefix="apply-grant"
        control={form.control}
        from="validFrom"
        to="validTo"
        problem={form.formState.errors.validTo?.message}
      />
      <FenceEditor
        idPrefix="apply-grant"
        value={form.watch('fence')}
        onChange={(draft) => form.setValue('fence', draft, { shouldValidate: form.formState.isSubmitted })}
        error={form.formState.errors.fence?.message}
      />
    </FormDialog>
  );
}
