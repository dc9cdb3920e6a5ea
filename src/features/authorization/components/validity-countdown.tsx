import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The time left of a validity period, refreshed every minute: days and hours, then hours and minutes. */
export function ValidityCountdown({ validFrom, validTo }: { validFrom: string; validTo: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  const time = timeFormats.minute;
  const from = new Date(validFrom).getTime();
  const left = new Date(validTo).getTime() - now;
  let text: string;
  if (from > now) text = t('authorization.activate.notStarted', { time: time.format(new Date(validFrom)) });
  else if (left <= 0) text = t('authorization.activate.expired');
  else if (left >= DAY) {
    text = t('authorization.activate.expiresIn', {
      days: Math.floor(left / DAY),
      hours: Math.floor((left % DAY) / HOUR),
    });
  } else {
    text = t('authorization.activate.expiresInHours', {
      hours: Math.floor(left / HOUR),
      minutes: Math.floor((left % HOUR) / MINUTE),
    });
  }
  return (
    <p className="text-xs text-slate-500">
      <span className={left > 0 && left < DAY ? 'font-medium text-amber-700' : ''}>{text}</span>
      <span className="mx-1">·</span>
      {t('authorization.activate.validUntil', { time: time.format(new Date(validTo)) })}
    </p>
  );
}
