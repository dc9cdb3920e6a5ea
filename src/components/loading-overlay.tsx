import { useAtomValue } from 'jotai';
import { useTranslation } from '@/lib/i18n';
import { loadingAtom } from '@/lib/loading';

/** The reference-counted page overlay of spec section 9; default text '拼命加载中'. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const { count, text } = useAtomValue(loadingAtom);
  if (count === 0) return null;
  return (
    <div role="status" aria-busy="true" className="absolute inset-0 z-20 flex items-center justify-center bg-white/70">
      <div className="flex flex-col items-center gap-3 text-slate-600">
        <span className="h-8 w-8 animate-spin rounded-full border-2 border-blue-600 border-t-transparent" />
        <span className="text-sm">{text ?? t('app.loading')}</span>
      </div>
    </div>
  );
}
