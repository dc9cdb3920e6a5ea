import { useTranslation } from '@/lib/i18n';

/** The tags of a list as toggles: one chosen at a time, '全部' clears it. */
export function TagFilter({
  tags,
  value,
  onChange,
}: {
  tags: string[];
  value: string;
  onChange: (tag: string) => void;
}) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  const chip = (active: boolean) =>
    `rounded-full border px-3 py-1 text-xs transition ${active ? 'border-blue-600 bg-blue-600 text-white' : 'border-slate-300 bg-white text-slate-600 hover:border-blue-400'}`;
  return (
    <div role="group" aria-label={t('content.tags')} className="flex flex-wrap gap-2">
      <button type="button" aria-pressed={value === ''} className={chip(value === '')} onClick={() => onChange('')}>
        {t('content.allTags')}
      </button>
      {tags.map((tag) => (
        <button
          key={tag}
          type="button"
          aria-pressed={value === tag}
          className={chip(value === tag)}
          onClick={() => onChange(value === tag ? '' : tag)}
        >
          {tag}
        </button>
      ))}
    </div>
  );
}
