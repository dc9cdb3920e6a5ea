import { useAtomValue } from 'jotai';
import { useTranslation } from '@/lib/i18n';
import { feedAlertsAtom } from '@/lib/live-data/recent-feed';
import { WidgetNote } from '../components/widget-frame';
import { localClock } from '@/lib/local-time';

const tone: Record<string, string> = { lowBattery: 'bg-amber-400', outsideHours: 'bg-sky-500' };

/** The unit's latest abnormal events: the latest from the database at once, then as they happen. */
export default function AlertsWidget() {
  const { t } = useTranslation();
  const alerts = useAtomValue(feedAlertsAtom);
  if (alerts.length === 0) return <WidgetNote>{t('wall.alerts.empty')}</WidgetNote>;
  return (
    <ol className="absolute inset-0 divide-y divide-slate-100 overflow-y-auto px-4">
      {alerts.map(({ key, at, alert }) => (
        <li key={key} className="flex items-center gap-2.5 py-2 text-sm">
          <span className={`h-2 w-2 shrink-0 rounded-full ${tone[alert.kind] ?? 'bg-rose-500'}`} aria-hidden="true" />
          <span className="shrink-0 text-slate-800">{t(`live.alertKinds.${alert.kind}`)}</span>
          <span className="min-w-0 flex-1 truncate text-slate-500">
            {alert.deviceName}
            {alert.userName ? ` · ${alert.userName}` : ''}
          </span>
          <time className="shrink-0 text-xs text-slate-400" dateTime={at}>
            {localClock(at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
