import type { ResponseOf } from '@contract/endpoint';
import type { ocrBusinessLicence } from '@contract/unit';
import { useTranslation } from '@/lib/i18n';

export type LicenceReading = ResponseOf<typeof ocrBusinessLicence>;

/** The form's fields that recognition may fill (the dates are shown, not saved with the application). */
export const recognisedFields = ['companyFullName', 'socialCreditCode', 'legalPerson', 'address'] as const;
export type RecognisedField = (typeof recognisedFields)[number];

const labelKeys = {
  companyFullName: 'unit.cert.fullName',
  socialCreditCode: 'unit.cert.creditCode',
  legalPerson: 'unit.cert.legalPerson',
  address: 'unit.cert.address',
} as const;

/**
 * What a licence reading left to the person: the fields read too uncertainly to be filled in (the server answers
 * them empty), and the licence's dates as read.
 */
export function LicenceReadingNote({ read }: { read: LicenceReading }) {
  const { t } = useTranslation();
  const missing = recognisedFields.filter((name) => !read[name]);
  const until = read.validUntil === 'long-term' ? t('licenceOcr.longTerm') : read.validUntil;
  return (
    <div className="mt-3 space-y-1 text-sm">
      {missing.length ? (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-1.5 text-amber-800">
          {t('licenceOcr.fillYourself', { fields: missing.map((name) => t(labelKeys[name])).join('、') })}
        </p>
      ) : null}
      {read.establishedDate || read.validUntil ? (
        <p className="text-slate-600">
          {t('licenceOcr.dates', {
            established: read.establishedDate || t('licenceOcr.notRead'),
            until: until || t('licenceOcr.notRead'),
          })}
        </p>
      ) : null}
    </div>
  );
}
