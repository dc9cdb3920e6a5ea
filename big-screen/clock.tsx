import { useEffect, useState } from 'react';
import { currentLang } from '@/lib/i18n';

/** Date, weekday and time, ticking each second (its own component, so the tick re-renders nothing else). */
export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const lang = currentLang();
  const date = now.toLocaleDateString(lang, { year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' });
  const time = now.toLocaleTimeString(lang, { hour12: false });
  return (
    <div className="flex items-baseline gap-3 text-slate-300">
      <time dateTime={now.toISOString()} className="text-[1.6rem] font-medium tracking-wider text-sky-100">
        {time}
      </time>
      <span className="text-[0.9rem]">{date}</span>
    </div>
  );
}
