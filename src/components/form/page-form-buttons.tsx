import { Link } from 'react-router-dom';
import { useTranslation } from '@/lib/i18n';
import { SubmitButton } from './form';

/** The buttons of a form on a page, at the right: a cancel link back (when given) and the submit. */
export function PageFormButtons({
  submitLabel,
  submitDisabled = false,
  back,
}: {
  submitLabel: string;
  submitDisabled?: boolean;
  /** Where cancel leads. */
  back?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-3 pt-2">
      {back ? (
        <Link
          to={back}
          className="inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50"
        >
          {t('common.cancel')}
        </Link>
      ) : null}
      <SubmitButton disabled={submitDisabled}>{submitLabel}</SubmitButton>
    </div>
  );
}
