import { Card } from '@tremor/react';
import { authAuth, MAX_AUTH_USES } from '@contract/authorization';
import { useState } from 'react';
import { Form } from '@/components/form/form';
import { PageFormButtons } from '@/components/form/page-form-buttons';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { DevicePicker, MemberPicker } from '@/components/pickers';
import { textOr, useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useGrant, type GrantInput } from '../api/authorizations';
import { EMPTY_FENCE, fenceProblemOf, fenceRequest, type FenceDraft } from './fence/fence-draft';
import { FenceEditor } from './fence/fence-editor';
import { useOpenAuthorizationNotice } from './open-authorization-notice';
import { defaultValidity, validityProblem, validityRequest } from './validity';
import { ValidityFields } from './validity-fields';

/** Numbers are kept as typed; the contract's rules read them (0, 501 and 1.5 get the spec's own messages). */
export interface GrantValues {
  deviceId: string;
  userId: string;
  useCount: string;
  validFrom: string;
  validTo: string;
  reason: string;
  fence: FenceDraft;
}

const REASON_MAX = 1000;

function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The request of the typed values, for the contract's rules; a wrong validity period is the check's to report. */
function requestOf(values: GrantValues) {
  return {
    deviceId: values.deviceId,
    userId: values.userId === '' ? 0 : Number(values.userId),
    useCount: numberOf(values.useCount),
    reason: values.reason,
    ...fenceRequest(values.fence),
    ...(validityProblem(values.validFrom, values.validTo)
      ? { validTo: new Date().toISOString() }
      : validityRequest(values.validFrom, values.validTo)),
  };
}

/** What the contract cannot say: a member to choose, and the validity period against the clock. */
function checkGrant(values: GrantValues) {
  const problem = validityProblem(values.validFrom, values.validTo);
  const fence = fenceProblemOf(values.fence);
  return {
    ...(values.userId === '' ? { userId: 'authorization.grant.memberRequired' } : {}),
    ...(problem ? { validTo: problem } : {}),
    ...(fence ? { fence } : {}),
  };
}

const EMPTY = (): GrantValues => ({
  deviceId: '',
  userId: '',
  useCount: '1',
  reason: '',
  ...defaultValidity(),
  fence: EMPTY_FENCE,
});

/** Grants a member uses of a device directly; a device with an open authorisation offers to end it first. */
export function GrantForm() {
  const { t } = useTranslation();
  const [memberName, setMemberName] = useState<string | undefined>(undefined);
  const form = useZodForm<GrantValues, GrantInput>({
    schema: authAuth.request,
    toInput: requestOf,
    check: checkGrant,
    defaultValues: EMPTY(),
  });
  const { errors } = form.formState;
  const deviceId = form.watch('deviceId');
  const userId = form.watch('userId');
  const openOne = useOpenAuthorizationNotice(deviceId);
  const grant = useGrant();

  const submit = async (request: GrantInput) => {
    const result = await grant.mutateAsync(request);
    notify('success', t('authorization.grant.granted', { empowerNo: result.empowerNo }));
    form.reset(EMPTY());
    setMemberName(undefined);
  };

  return (
    <Card>
      <h2 className="text-base font-semibold text-slate-900">{t('authorization.grant.formTitle')}</h2>
      <p className="mt-1 text-sm text-slate-500">{t('authorization.grant.formHint')}</p>
      <Form
        form={form}
        className="mt-5 space-y-4"
        onSubmit={submit}
        footer={<PageFormButtons submitLabel={t('authorization.grant.submit')} submitDisabled={openOne.busy} />}
      >
        <DevicePicker
          id="grant-device"
          label={t('authorization.grant.device')}
          placeholder={t('authorization.grant.devicePlaceholder')}
          value={deviceId || null}
          error={errors.deviceId?.message}
          onChange={(option) =>
            form.setValue('deviceId', option?.value ?? '', { shouldValidate: form.formState.isSubmitted })
          }
        />
        {openOne.notice}
        <MemberPicker
          id="grant-member"
          label={t('authorization.grant.member')}
          placeholder={t('authorization.grant.memberPlaceholder')}
          value={userId ? Number(userId) : null}
          valueLabel={memberName}
          error={errors.userId?.message ? textOr(errors.userId.message, errors.userId.message) : undefined}
          onChange={(option) => {
            setMemberName(option?.label);
            form.setValue('userId', option?.value ?? '', { shouldValidate: form.formState.isSubmitted });
          }}
        />
        <TextField
          id="grant-use-count"
          label={t('authorization.grant.useCountLabel', { max: MAX_AUTH_USES })}
          inputMode="numeric"
          {...form.field('useCount')}
        />
        <ValidityFields
          idPrefix="grant"
          control={form.control}
          from="validFrom"
          to="validTo"
          problem={errors.validTo?.message}
        />
        <TextareaField
          id="grant-reason"
          label={t('authorization.grant.reason')}
          rows={3}
          maxLength={REASON_MAX}
          text={form.watch('reason')}
          placeholder={t('authorization.grant.reasonPlaceholder')}
          {...form.field('reason')}
        />
        <FenceEditor
          idPrefix="grant"
          value={form.watch('fence')}
          onChange={(draft) => form.setValue('fence', draft, { shouldValidate: form.formState.isSubmitted })}
          error={form.formState.errors.fence?.message}
        />
      </Form>
    </Card>
  );
}
