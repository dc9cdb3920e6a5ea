import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Props {
  tabs: Array<{ label: string; content: ReactNode }>;
  selected: number;
  onSelect: (index: number) => void;
}

/** Accessible tabs (arrow keys move between them) without a component library. */
export function Tabs({ tabs, selected, onSelect }: Props) {
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (selected + step + tabs.length) % tabs.length;
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div role="tablist" className="mb-6 flex gap-6 border-b border-slate-200" onKeyDown={onKey}>
        {tabs.map((tab, i) => (
          <button
            key={tab.label}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => onSelect(i)}
            className={`-mb-px border-b-2 pb-2.5 text-sm font-medium transition focus:outline-none focus-visible:text-blue-700 ${i === selected ? 'border-blue-600 text-blue-700' : 'border-transparent text-slate-500 hover:text-slate-800'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${selected}`} aria-labelledby={`${id}-tab-${selected}`}>
        {tabs[selected]?.content}
      </div>
    </div>
  );
}
