import type { HeadStatisNum } from '@contract/dashboard';
import { t } from '../i18n';

export interface KpiItem {
  key: 'devices' | 'online' | 'today' | 'exceptions' | 'authorizations' | 'pending';
  label: string;
  /** Undefined while the numbers have not arrived. */
  value: number | undefined;
  note: string;
  /** A value above 0 deserves attention. */
  warn?: boolean;
}

/** The head numbers the dashboard and the wall display show, each with its label and a note under it. */
export function kpiItems(n: HeadStatisNum | null): KpiItem[] {
  const rate = n && n.totalDevices > 0 ? Math.round((n.onlineDevices / n.totalDevices) * 100) : null;
  const items: Array<Omit<KpiItem, 'label'>> = [
    { key: 'devices', value: n?.totalDevices, note: n ? t('wall.kpi.lockedNote', { count: n.lockedDevices }) : '' },
    { key: 'online', value: n?.onlineDevices, note: rate === null ? '' : t('wall.kpi.rate', { rate }) },
    { key: 'today', value: n?.todayUses, note: n ? t('wall.kpi.monthNote', { count: n.monthUses }) : '' },
    {
      key: 'exceptions',
      value: n?.todayExceptions,
      note: n ? t('wall.kpi.lowBatteryNote', { count: n.lowBatteryDevices }) : '',
      warn: true,
    },
    { key: 'authorizations', value: n?.openAuthorizations, note: '' },
    { key: 'pending', value: n?.pendingApplications, note: '' },
  ];
  return items.map((item) => ({ ...item, label: t(`wall.kpi.${item.key}`) }));
}
