import { MAX_AUTH_DAYS } from '@contract/authorization';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import { useTranslation } from '@/lib/i18n';
import type { ValidityProblem } from './validity';

interface Props {
  idPrefix: string;
  from: UseFormRegisterReturn;
  to: UseFormRegisterReturn;
  /** The problem's text key under authorization.grant, if any. */
  problem?: string | undefined;
}

/** The validity period's two datetime-local fields; the end shows the period's problem. */
export function ValidityFields({ idPrefix, from, to, problem }: Props) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField id={`${idPrefix}-from`} type="datetime-local" label={t('authorization.grant.validFrom')} {...from} />
      <TextField
        id={`${idPrefix}-to`}
        type="datetime-local"
        label={t('authorization.grant.validTo')}
        error={problem ? t(`authorization.grant.${problem as ValidityProblem}`, { days: MAX_AUTH_DAYS }) : undefined}
        {...to}
      />
    </div>
  );
}
