import { useAtomValue } from 'jotai';
import { LiveChart } from '@/components/charts/live-chart';
import { useTranslation } from '@/lib/i18n';
import { homeMapQueryAtom } from '@/lib/live-data/home-map';
import { useTimesQueryAtom } from '@/lib/live-data/use-times';
import { Panel, PanelNote } from './panel';

/** Chart panels of the wall display: uses over 30 days, by use type, by device type, and the top departments. */

/** While a source has no answer: loading, or failed (the poll tries again by itself). */
function Waiting({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return <PanelNote>{failed ? t('wall.failed') : t('wall.loading')}</PanelNote>;
}

export function TrendPanel({ scale }: { scale: number }) {
  const { t } = useTranslation();
  const query = useAtomValue(useTimesQueryAtom);
  const times = query.data;
  return (
    <Panel
      title={t('wall.trend.title')}
      className="flex-[1.25]"
      bodyClassName="px-2 pt-1"
      extra={
        times ? (
          <span className="text-[0.8rem] text-slate-400">{t('wall.trend.total', { count: times.total })}</span>
        ) : null
      }
    >
      {times ? (
        <LiveChart
          kind="trend"
          tone="dark"
          scale={scale}
          height="100%"
          label={t('wall.trend.title')}
          valueName={t('wall.trend.uses')}
          data={times.series.map((p) => ({ label: p.key.slice(5), value: p.count }))}
          secondary={{ name: t('wall.trend.exceptions'), values: times.series.map((p) => p.exceptions) }}
        />
      ) : (
        <Waiting failed={query.isError} />
      )}
    </Panel>
  );
}

export function UseTypePanel({ scale }: { scale: number }) {
  const { t } = useTranslation();
  const query = useAtomValue(useTimesQueryAtom);
  const times = query.data;
  return (
    <Panel title={t('wall.useTypes')} className="flex-1" bodyClassName="px-2">
      {times ? (
        <LiveChart
          kind="donut"
          tone="dark"
          scale={scale}
          height="100%"
          label={t('wall.useTypes')}
          valueName={t('wall.trend.uses')}
          data={times.perUseType.map((u) => ({ label: t(`useRecord.useTypes.${u.useType}`), value: u.count }))}
        />
      ) : (
        <Waiting failed={query.isError} />
      )}
    </Panel>
  );
}

export function DeviceTypePanel({ scale }: { scale: number }) {
  const { t } = useTranslation();
  const query = useAtomValue(homeMapQueryAtom);
  const map = query.data;
  return (
    <Panel title={t('wall.deviceTypes')} className="flex-1" bodyClassName="px-2">
      {map ? (
        <LiveChart
          kind="donut"
          tone="dark"
          scale={scale}
          height="100%"
          label={t('wall.deviceTypes')}
          valueName={t('wall.devices')}
          data={map.deviceTypes.map((d) => ({ label: t(`device.types.${d.deviceType}`), value: d.count }))}
        />
      ) : (
        <Waiting failed={query.isError} />
      )}
    </Panel>
  );
}

export function DepartmentPanel({ scale }: { scale: number }) {
  const { t } = useTranslation();
  const query = useAtomValue(useTimesQueryAtom);
  const times = query.data;
  const top = times?.topDepartments.slice(0, 6) ?? [];
  return (
    <Panel title={t('wall.departments')} className="flex-[1.2]" bodyClassName="px-2">
      {!times ? (
        <Waiting failed={query.isError} />
      ) : top.length === 0 ? (
        <PanelNote>{t('wall.none')}</PanelNote>
      ) : (
        <LiveChart
          kind="rank"
          tone="dark"
          scale={scale}
          height="100%"
          label={t('wall.departments')}
          valueName={t('wall.trend.uses')}
          data={top.map((d) => ({ label: d.departmentName, value: d.count }))}
        />
      )}
    </Panel>
  );
}
