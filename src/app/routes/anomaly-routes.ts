import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { route } from '../route-builders';

/** The anomaly centre: its pages inside the shell (see ../route-builders). */
export const anomalyRoutes: RouteObject[] = [
  route(paths.anomaly.list, () => import('@/features/anomaly/pages/anomaly-list-page'), {
    titleKey: 'anomaly.title',
    cache: true,
  }),
  route(paths.anomaly.detail.pattern, () => import('@/features/anomaly/pages/anomaly-detail-page'), {
    titleKey: 'anomaly.detail.title',
    menuPaths: [paths.anomaly.list],
  }),
];
