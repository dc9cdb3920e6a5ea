import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Icon } from './icons';

/** How long typing pauses before the search applies by itself. */
export const SEARCH_DELAY_MS = 300;

interface Props {
  value: string;
  onSearch: (keyword: string) => void;
  label: string;
  /** The list call's keyword limit; longer text (a paste) is cut, never sent. */
  maxLength: number;
}

/**
 * The one search field of every list: it applies after a pause in typing, and at once on Enter or its button. It
 * follows the URL when the filters change from elsewhere (Back, clear filters).
 */
export function SearchBox({ value, onSearch, label, maxLength }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // While an input method composes (pinyin), the field holds letters that are not the search yet.
  const [composing, setComposing] = useState(false);
  const search = useRef(onSearch);
  search.current = onSearch;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    const keyword = text.trim();
    if (composing || keyword === value) return;
    const timer = setTimeout(() => search.current(keyword), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, composing]);
  return (
    <form
      role="search"
      className="flex min-w-48 flex-1"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <input
        type="search"
        value={text}
        maxLength={maxLength}
        onChange={(e) => setText(e.target.value.slice(0, maxLength))}
        onCompositionStart={() => setComposing(true)}
        onCompositionEnd={() => setComposing(false)}
        placeholder={label}
        aria-label={label}
        // A placeholder cut by a narrow filter bar ends in an ellipsis; the whole of it shows on hover.
        title={label}
        className="h-9 w-full min-w-0 rounded-l-lg border border-slate-300 bg-white px-3 text-sm text-ellipsis outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100"
      />
      <button
        type="submit"
        aria-label={t('search')}
        title={t('search')}
        className="flex h-9 shrink-0 items-center rounded-r-lg border border-l-0 border-slate-300 bg-slate-50 px-3 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
      >
        <Icon name="search" className="h-4 w-4" />
      </button>
    </form>
  );
}
