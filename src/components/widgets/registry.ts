import { AlertCount, AlertsWidget } from './alerts-widget';
import { AnomalyOpenWidget } from './anomaly-open-widget';
import { DepartmentsChart, DeviceTypesChart, UseTimesChart, UseTypesChart } from './chart-widget';
import { DeviceMapExtra, DeviceMapWidget } from './device-map-widget';
import { KpiWidget } from './kpi-widget';
import { StampingsWidget } from './stampings-widget';
import type { WidgetKind } from './types';
import { UseTimesExtra } from './use-times-extra';

/**
 * The widget kinds the dashboard grid and the wall display share, each one implementation in both tones. Their data
 * come from src/lib/live-data; a widget that needs a feature's call (the dashboard's pending approvals) is added by
 * that feature. The ids are those the dashboard's saved layouts name (contract WidgetId): never rename one without
 * a migration in the dashboard's layout model. useTypes and departments are the wall's for now.
 */
export const sharedWidgets = {
  kpis: { titleKey: 'board.widgets.kpis', Body: KpiWidget },
  deviceMap: { titleKey: 'board.widgets.deviceMap', Body: DeviceMapWidget, Extra: DeviceMapExtra },
  useTimes: {
    titleKey: 'board.widgets.useTimes',
    wallTitleKey: 'wall.trend.title',
    Body: UseTimesChart,
    Extra: UseTimesExtra,
  },
  recentPhotos: { titleKey: 'board.widgets.recentPhotos', wallTitleKey: 'wall.feed.title', Body: StampingsWidget },
  alerts: { titleKey: 'board.widgets.alerts', Body: AlertsWidget, Extra: AlertCount },
  deviceTypes: { titleKey: 'board.widgets.deviceTypes', Body: DeviceTypesChart },
  useTypes: { titleKey: 'wall.useTypes', Body: UseTypesChart },
  departments: { titleKey: 'wall.departments', Body: DepartmentsChart },
  anomalyOpen: { titleKey: 'board.widgets.anomalyOpen', Body: AnomalyOpenWidget },
} satisfies Record<string, WidgetKind>;

export type SharedWidgetId = keyof typeof sharedWidgets;
