import { Card } from '@tremor/react';
import { authAuth, MAX_AUTH_USES } from '@contract/authorization';
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { TextField } from '@/components/form/text-field';
import { DevicePicker, MemberPicker } from '@/components/pickers';
import { Button } from '@/components/ui/button';
import { messageText, textOr, useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useGrant } from '../api/authorizations';
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
}

const REASON_MAX = 1000;

function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The contract's rules of a grant plus the validity period's; the first message of each field. */
export function validateGrant(values: GrantValues, now = new Date()): FieldErrors<GrantValues> {
  const errors: FieldErrors<GrantValues> = {};
  const { validFrom, validTo } = values;
  const parsed = authAuth.request.safeParse({
    deviceId: values.deviceId,
    userId: values.userId === '' ? 0 : Number(values.userId),
    useCount: numberOf(values.useCount),
    validTo: new Date().toISOString(),
    reason: values.reason,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof GrantValues;
      if (key === 'userId' || key === 'validTo' || key === 'validFrom') continue;
      errors[key] ??= { type: issue.code, message: issue.message };
    }
  }
  if (values.userId === '') errors.userId = { type: 'required', message: 'authorization.grant.memberRequired' };
  const problem = validityProblem(validFrom, validTo, now);
  if (problem) errors.validTo = { type: 'validity', message: problem };
  return errors;
}

/** Grants a member uses of a device directly; a device with an open authorisation offers to end it first. */
export function GrantForm() {
  const { t } = useTranslation();
  const [memberName, setMemberName] = useState<string | undefined>(undefined);
  const resolver = useMemo<Resolver<GrantValues>>(
    () => async (values) => {
      const errors = validateGrant(values);
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
    },
    [],
  );
  const form = useForm<GrantValues>({
    resolver,
    defaultValues: { deviceId: '', userId: '', useCount: '1', reason: '', ...defaultValidity() },
  });
  const { errors, isSubmitting } = form.formState;
  const deviceId = form.watch('deviceId');
  const userId = form.watch('userId');
  const reason = form.watch('reason');
  const openOne = useOpenAuthorizationNotice(deviceId);
  const grant = useGrant();

  const { error, submit } = useFormSubmit(async (values: GrantValues) => {
    const result = await grant.mutateAsync({
      deviceId: values.deviceId,
      userId: Number(values.userId),
      useCount: Number(values.useCount),
      reason: values.reason.trim(),
      ...validityRequest(values.validFrom, values.validTo),
    });
    notify('success', t('authorization.grant.granted', { empowerNo: result.empowerNo }));
    form.reset({ deviceId: '', userId: '', useCount: '1', reason: '', ...defaultValidity() });
    setMemberName(undefined);
  });

  const reasonError = errors.reason?.message;
  return (
    <Card>
      <h2 className="text-base font-semibold text-slate-900">{t('authorization.grant.formTitle')}</h2>
      <p className="mt-1 text-sm text-slate-500">{t('authorization.grant.formHint')}</p>
      <form className="mt-5 space-y-4" noValidate onSubmit={form.handleSubmit(submit)}>
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
          error={errors.useCount?.message}
          {...form.register('useCount')}
        />
        <ValidityFields
          idPrefix="grant"
          from={form.register('validFrom')}
          to={form.register('validTo')}
          problem={errors.validTo?.message}
        />
        <div className="space-y-1.5">
          <label htmlFor="grant-reason" className="block text-sm font-medium text-slate-700">
            {t('authorization.grant.reason')}
          </label>
          <textarea
            id="grant-reason"
            rows={3}
            maxLength={REASON_MAX}
            placeholder={t('authorization.grant.reasonPlaceholder')}
            aria-invalid={Boolean(reasonError)}
            aria-describedby={reasonError ? 'grant-reason-error' : undefined}
            className={`w-full rounded-lg border bg-white px-3 py-2 text-sm shadow-sm outline-none focus:ring-2 ${reasonError ? 'border-red-400 focus:ring-red-200' : 'border-slate-300 focus:border-blue-500 focus:ring-blue-100'}`}
            {...form.register('reason')}
          />
          <div className="flex justify-between gap-3 text-xs">
            {reasonError ? (
              <p id="grant-reason-error" role="alert" className="text-red-600">
                {messageText(reasonError)}
              </p>
            ) : (
              <span />
            )}
            <span className="text-slate-400">
              {reason.length}/{REASON_MAX}
            </span>
          </div>
        </div>
        <FormError text={error} />
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting} disabled={openOne.busy}>
            {t('authorization.grant.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
