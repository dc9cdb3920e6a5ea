import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { route } from '../route-builders';

/** The system side (platform administration): its pages inside the shell (see ../route-builders). */
export const systemRoutes: RouteObject[] = [
  // Units, quotas and reviews
  route(paths.system.quotas, () => import('@/features/platform/pages/units-page'), { cache: true }),
  route(paths.system.quotaDetail.pattern, () => import('@/features/platform/pages/unit-quotas-page'), {
    titleKey: 'platform.quotas.title',
    menuPaths: [paths.system.quotas],
  }),
  route(paths.system.quotaApply, () => import('@/features/platform/pages/quota-applications-page'), {
    titleKey: 'platform.applications.title',
    menuPaths: [paths.system.quotas],
  }),
  route(paths.system.reviews, () => import('@/features/platform/pages/reviews-page'), { cache: true }),
  // Accounts, roles and audit logs
  route(paths.system.logs, () => import('@/features/audit/pages/audit-log-page'), { cache: true }),
  route(paths.system.unitLogs, () => import('@/features/audit/pages/audit-log-page'), { cache: true }),
];
