import type { RouteObject } from 'react-router-dom';
import { route } from '../route-builders';
import { paths } from '@/lib/paths';

/** The system side (platform administration): its pages inside the shell (see ../route-builders). */
export const systemRoutes: RouteObject[] = [
  // Accounts, roles and audit logs
  route(paths.system.logs, () => import('@/features/audit/pages/audit-log-page'), { cache: true }),
  route(paths.system.unitLogs, () => import('@/features/audit/pages/audit-log-page'), { cache: true }),
];
