import { useEffect, useState } from 'react';
import { LOCAL_TIME_ZONE } from '@contract/use-record';
import { currentLang } from '@/lib/i18n';
import { slots } from '@/lib/frame-slots';
import { localClock } from '@/lib/local-time';
import { useSlotted } from '@/lib/use-slotted';

/**
 * Date, weekday and time in the unit's zone (UTC+8), ticking each second (its own component, so the tick re-renders
 * nothing else), in the side column's turn (see frame-slots): the clock is above it.
 */
export function Clock() {
  const [ticked, setNow] = useState(() => new Date());
  const now = useSlotted(ticked, slots.lists);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const lang = currentLang();
  const date = now.toLocaleDateString(lang, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    timeZone: LOCAL_TIME_ZONE,
  });
  const time = localClock(now);
  return (
    <div className="flex items-baseline gap-3 text-slate-300">
      <time dateTime={now.toISOString()} className="text-[1.6rem] font-medium tracking-wider text-sky-100">
        {time}
      </time>
      <span className="text-[0.9rem]">{date}</span>
    </div>
  );
}
