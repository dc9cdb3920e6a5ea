import type { ComponentType } from 'react';
import type { WidgetId } from '@contract/dashboard';
import type { TextKey } from '@/lib/i18n';
import AlertsWidget from './alerts-widget';
import DeviceMapWidget from './device-map-widget';
import DeviceTypesWidget from './device-types-widget';
import KpiCards from './kpi-cards';
import PendingApprovalsWidget from './pending-approvals-widget';
import RecentPhotosWidget from './recent-photos-widget';
import UseTimesWidget, { UseTimesRangePicker } from './use-times-widget';

export interface WidgetDefinition {
  /** i18n key of the title. */
  titleKey: TextKey;
  Body: ComponentType;
  /** Controls in the title bar. */
  Extra?: ComponentType;
}

/** Every widget kind the dashboard knows; the layout (data, per user) says where each one goes. */
export const widgetRegistry: Record<WidgetId, WidgetDefinition> = {
  kpis: { titleKey: 'board.widgets.kpis', Body: KpiCards },
  deviceMap: { titleKey: 'board.widgets.deviceMap', Body: DeviceMapWidget },
  useTimes: { titleKey: 'board.widgets.useTimes', Body: UseTimesWidget, Extra: UseTimesRangePicker },
  pendingApprovals: { titleKey: 'board.widgets.pendingApprovals', Body: PendingApprovalsWidget },
  recentPhotos: { titleKey: 'board.widgets.recentPhotos', Body: RecentPhotosWidget },
  alerts: { titleKey: 'board.widgets.alerts', Body: AlertsWidget },
  deviceTypes: { titleKey: 'board.widgets.deviceTypes', Body: DeviceTypesWidget },
};
