import type { RouteObject } from 'react-router-dom';
import { isDevelopmentEnvironment } from '@/config/environments';
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
  // Accounts
  route(paths.system.users, () => import('@/features/sys-accounts/pages/users-page'), { cache: true }),
  route(paths.system.addUser, () => import('@/features/sys-accounts/pages/add-user-page'), {
    titleKey: 'sysUsers.formTitle',
    menuPaths: [paths.system.users],
  }),
  // Roles
  route(paths.system.roles, () => import('@/features/sys-accounts/pages/roles-page'), { cache: true }),
  // Audit logs
  route(paths.system.logs, () => import('@/features/audit/pages/audit-log-page'), { cache: true }),
  route(paths.system.unitLogs, () => import('@/features/audit/pages/audit-log-page'), { cache: true }),
  // Dictionary, organisation, menus, complaints
  route(paths.system.dictionary, () => import('@/features/registry/pages/dictionary-page'), { cache: true }),
  route(paths.system.organization, () => import('@/features/registry/pages/organization-page'), { cache: true }),
  route(paths.system.addOrg, () => import('@/features/registry/pages/add-org-page'), {
    titleKey: 'registry.org.formTitle',
    menuPaths: [paths.system.organization],
  }),
  // Menu management exists in development environments only (spec section 2).
  ...(isDevelopmentEnvironment()
    ? [
        route(paths.system.menu, () => import('@/features/registry/pages/menu-page'), { cache: true }),
        route(paths.system.addMenu, () => import('@/features/registry/pages/add-menu-page'), {
          titleKey: 'registry.menu.formTitle',
          menuPaths: [paths.system.menu],
        }),
      ]
    : []),
  route(paths.system.complaints, () => import('@/features/registry/pages/complaints-page'), { cache: true }),
  route(paths.system.complaintList, () => import('@/features/registry/pages/complaint-progress-page'), {
    titleKey: 'registry.complaint.progressTitle',
    menuPaths: [paths.system.complaints],
  }),
];
