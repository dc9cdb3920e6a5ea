import { MAX_AUTH_DAYS } from '@contract/authorization';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { DateTimeField } from '@/components/form/date-time-field';
import { useTranslation } from '@/lib/i18n';
import type { ValidityProblem } from './validity';

interface Props<T extends FieldValues, Out> {
  idPrefix: string;
  control: Control<T, unknown, Out>;
  from: FieldPath<T>;
  to: FieldPath<T>;
  /** The problem's text key under authorization.grant, if any. */
  problem?: string | undefined;
}

/**
 * The validity period's two date-time fields (UTC+8 wall times), one above the other, as the forms are narrow; the end
 * shows the period's problem.
 */
export function ValidityFields<T extends FieldValues, Out = T>({
  idPrefix,
  control,
  from,
  to,
  problem,
}: Props<T, Out>) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <DateTimeField id={`${idPrefix}-from`} control={control} name={from} label={t('authorization.grant.validFrom')} />
      <DateTimeField
        id={`${idPrefix}-to`}
        control={control}
        name={to}
        label={t('authorization.grant.validTo')}
        error={problem ? t(`authorization.grant.${problem as ValidityProblem}`, { days: MAX_AUTH_DAYS }) : undefined}
      />
    </div>
  );
}
