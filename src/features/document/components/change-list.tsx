import type { Change, Seal } from '@contract/compare';
import { useTranslation } from '@/lib/i18n';
import { changePage, changeSummary } from './change-text';

const kindTone: Record<Change['kind'], string> = {
  pageAdded: 'bg-emerald-100 text-emerald-800',
  pageRemoved: 'bg-red-100 text-red-800',
  pageMoved: 'bg-violet-100 text-violet-800',
  textChanged: 'bg-amber-100 text-amber-800',
  textAdded: 'bg-emerald-100 text-emerald-800',
  textRemoved: 'bg-red-100 text-red-800',
  visual: 'bg-orange-100 text-orange-800',
  seal: 'bg-blue-100 text-blue-800',
};

/** Every difference in page order; choosing one scrolls the viewer to it and marks it there. */
export function ChangeList({
  changes,
  seals,
  selected,
  onSelect,
}: {
  changes: Change[];
  seals: Seal[];
  selected: number | null;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  if (changes.length === 0)
    return (
      <p data-testid="compare-no-changes" className="rounded-md bg-emerald-50 px-3 py-3 text-sm text-emerald-800">
        {t('compare.detail.noChanges')}
      </p>
    );
  return (
    <ol aria-label={t('compare.detail.changes')} className="space-y-1.5">
      {changes.map((c, i) => (
        <li key={i}>
          <button
            type="button"
            aria-current={selected === i ? 'true' : undefined}
            onClick={() => onSelect(i)}
            className={`w-full rounded-md border px-3 py-2 text-left text-sm transition hover:border-blue-300 hover:bg-blue-50/50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 ${
              selected === i ? 'border-blue-400 bg-blue-50' : 'border-slate-200 bg-white'
            }`}
          >
            <span className="mb-1 flex items-center gap-2 text-xs text-slate-500">
              <span className={`rounded px-1.5 py-0.5 font-medium ${kindTone[c.kind]}`}>
                {t(`compare.kinds.${c.kind}`)}
              </span>
              {changePage(t, c)}
            </span>
            <span className="block break-words text-slate-800">{changeSummary(t, c, seals)}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
