import { useAtomValue } from 'jotai';
import { useTranslation } from '@/lib/i18n';
import { feedAlertsAtom } from '@/lib/live-data/recent-feed';
import { Panel, PanelNote } from './panel';
import { localClock } from '@/lib/local-time';

const SHOWN = 12;

const tone: Record<string, string> = {
  lowBattery: 'bg-amber-400',
  outsideHours: 'bg-sky-400',
};

/** The unit's latest abnormal events: exceptional stampings, low batteries, devices reported lost. */
export function AlertList() {
  const { t } = useTranslation();
  const alerts = useAtomValue(feedAlertsAtom);
  return (
    <Panel
      title={t('wall.alerts.title')}
      className="flex-[2]"
      bodyClassName="overflow-hidden px-3 py-2"
      extra={
        alerts.length ? (
          <span className="rounded-full bg-rose-500/80 px-2 text-[0.75rem] text-white">{alerts.length}</span>
        ) : null
      }
    >
      {alerts.length === 0 ? (
        <PanelNote>{t('wall.alerts.empty')}</PanelNote>
      ) : (
        <ol className="divide-y divide-sky-400/10">
          {alerts.slice(0, SHOWN).map(({ key, at, alert }) => (
            <li key={key} className="wall-feed-in flex items-center gap-2.5 py-1.5 text-[0.82rem]">
              <span
                className={`h-2 w-2 shrink-0 rounded-full ${tone[alert.kind] ?? 'bg-rose-400'}`}
                aria-hidden="true"
              />
              <span className="shrink-0 text-slate-200">{t(`live.alertKinds.${alert.kind}`)}</span>
              <span className="min-w-0 flex-1 truncate text-slate-400">
                {alert.deviceName}
                {alert.userName ? ` · ${alert.userName}` : ''}
              </span>
              <time className="shrink-0 text-slate-500" dateTime={at}>
                {localClock(at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
