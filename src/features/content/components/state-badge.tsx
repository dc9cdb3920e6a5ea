import type { ContentState } from '@contract/content';
import { useTranslation } from '@/lib/i18n';

const tones: Record<ContentState, string> = {
  draft: 'bg-slate-100 text-slate-700',
  published: 'bg-emerald-100 text-emerald-800',
  withdrawn: 'bg-amber-100 text-amber-800',
};

export function StateBadge({ state }: { state: ContentState }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-medium ${tones[state]}`}>{t(`content.states.${state}`)}</span>
  );
}
