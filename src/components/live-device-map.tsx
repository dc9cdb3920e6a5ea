import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { deviceMarkStates, ProvinceMap, type MapLayers } from '@/components/map';
import { t } from '@/lib/i18n';
import { deviceState } from '@/lib/live-data/device-map';
import { liveDevices } from '@/lib/live-data/live-devices';
import { homeMapQueryAtom } from '@/lib/live-data/home-map';
import { liveStampingsAtom } from '@/lib/realtime';
import { appStore } from '@/lib/store';
import { slots } from '@/lib/frame-slots';
import { useSlotted } from '@/lib/use-slotted';

type Tone = 'light' | 'dark';

const CHINA: [[number, number], [number, number]] = [
  [18, 74],
  [53.5, 134.5],
];

const dot: Record<(typeof deviceMarkStates)[number], string> = {
  online: 'bg-emerald-500',
  offline: 'bg-slate-400',
  lowBattery: 'bg-amber-400',
  alert: 'bg-rose-500',
};

/** The devices and the stampings of the last moments, drawn on the map's canvas (which follows the devices itself). */
function LiveMarks({ layers, tone, scale }: { layers: MapLayers; tone: Tone; scale: number }) {
  const stampings = useAtomValue(liveStampingsAtom);
  const pulses = useMemo(
    () =>
      stampings.flatMap((s) =>
        s.use?.latitude != null && s.use.longitude != null
          ? [{ key: s.firstEventId, lat: s.use.latitude, lng: s.use.longitude }]
          : [],
      ),
    [stampings],
  );
  return <layers.DeviceMarks source={liveDevices} pulses={pulses} tone={tone} scale={scale} />;
}

/** How often the wall's legend counts: as often as the map's colours are redrawn (BASE_REDRAW_MS of the canvas). */
const WALL_LEGEND_MS = 1000;

/**
 * How many devices of each state: the map's legend. On the wall it counts once a second, in the map's turn (see
 * frame-slots), so the numbers change with the colours and not in every frame with events.
 */
function Legend({ tone }: { tone: Tone }) {
  const live = useSyncExternalStore(liveDevices.subscribe, () => liveDevices.counts);
  const counts = useSlotted(live, tone === 'dark' ? slots.mapLeft : null, WALL_LEGEND_MS);
  const frame =
    tone === 'dark'
      ? 'border-sky-400/20 bg-[#041027]/80 text-slate-300 text-[0.8rem] px-3.5 py-2.5'
      : 'border-slate-200 bg-white/90 text-slate-600 text-xs px-3 py-2 shadow-sm';
  return (
    <ul className={`pointer-events-none absolute bottom-3 left-3 z-[500] space-y-1 rounded border ${frame}`}>
      {deviceMarkStates.map((state) => (
        <li key={state} className="flex items-center gap-2">
          <span className={`h-2.5 w-2.5 rounded-full ${dot[state]}`} aria-hidden="true" />
          <span className="min-w-16 flex-1">{t(`live.marks.${state}`)}</span>
          <span className={`font-semibold tabular-nums ${tone === 'dark' ? 'text-sky-100' : 'text-slate-900'}`}>
            {counts[state].toLocaleString('en-US')}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A province's devices by state (live) and its stamps today (last poll), read when the tooltip opens. */
function provinceTip(name: string, tone: Tone): string {
  const devices = liveDevices.devices.filter((d) => d.province === name);
  const online = devices.filter((d) => d.online).length;
  const alerts = devices.filter((d) => deviceState(d) === 'alert').length;
  const uses = appStore.get(homeMapQueryAtom).data?.provinces.find((p) => p.province === name)?.todayUses ?? 0;
  const muted = tone === 'dark' ? '#94a3b8' : '#64748b';
  const row = (label: string, value: number) =>
    `<div style="display:flex;justify-content:space-between;gap:1.5rem"><span style="color:${muted}">${label}</span><b>${value}</b></div>`;
  return [
    `<div style="font-weight:600;margin-bottom:.3rem">${name}</div>`,
    row(t('wall.map.devices'), devices.length),
    row(t('live.states.online'), online),
    row(t('live.states.offline'), devices.length - online),
    row(t('live.states.alert'), alerts),
    row(t('wall.map.todayUses'), uses),
  ].join('');
}

/** How many devices have a position (for a title bar). */
export function LocatedCount({ className }: { className?: string }) {
  const total = useSyncExternalStore(liveDevices.subscribe, () => liveDevices.points.length);
  return <span className={className}>{t('wall.map.located', { count: total })}</span>;
}

/**
 * China with every device of the unit as a canvas mark coloured by state, clustered when zoomed out, the stampings
 * pulsing where they happen; hovering a province tells its numbers. Only the marks and the legend subscribe to the
 * live data, so the map itself is not re-rendered by events. Fills its parent.
 */
export function LiveDeviceMap({ tone, scale = 1, label }: { tone: Tone; scale?: number; label: string }) {
  const tip = useCallback(
    (province: { properties: { name: string } }) => provinceTip(province.properties.name, tone),
    [tone],
  );
  return (
    <div className="absolute inset-0">
      <ProvinceMap
        label={label}
        tone={tone}
        bounds={CHINA}
        zoomSnap={0.1}
        height="100%"
        className="h-full"
        scrollWheelZoom={tone === 'dark'}
        provinceTip={tip}
      >
        {(layers) => <LiveMarks layers={layers} tone={tone} scale={scale} />}
      </ProvinceMap>
      <Legend tone={tone} />
    </div>
  );
}
