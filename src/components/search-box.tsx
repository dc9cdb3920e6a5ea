import { useEffect, useState } from 'react';

interface Props {
  value: string;
  onSearch: (keyword: string) => void;
  label: string;
  maxLength: number;
}

/** A search field that applies on Enter; it follows the URL when the filters change from elsewhere (Back). */
export function SearchBox({ value, onSearch, label, maxLength }: Props) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <form
      role="search"
      className="min-w-48 flex-1"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <input
        type="search"
        value={text}
        maxLength={maxLength}
        onChange={(e) => setText(e.target.value)}
        placeholder={label}
        aria-label={label}
        className="h-9 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100"
      />
    </form>
  );
}
