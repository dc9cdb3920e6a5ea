import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import LoginPage from '@/features/auth/pages/login-page';
import { groupRoutes } from './group-defaults';
import { RouteErrorPage } from './route-error-page';
import type { RouteHandle } from './route-handle';
import { RouteGuard } from './route-guard';
import { domainRoutes, page, route } from './route-builders';
import { costRoutes } from './routes/cost-routes';
import { anomalyRoutes } from './routes/anomaly-routes';
import { displayRoutes, displayWallRoute } from './routes/display-routes';
import { contentRoutes } from './routes/content-routes';
import { documentRoutes } from './routes/document-routes';
import { systemRoutes } from './routes/system-routes';
import { paths } from '@/lib/paths';

const notAView: RouteHandle = { notAView: true };

/** Pages inside the shell; a menu entry whose page is not here yet leads to /404. */
const shellRoutes: RouteObject[] = [
  { path: paths.home, element: <Navigate to={paths.dashboard} replace />, handle: notAView },
  // The system side's home and a unit's quota card use the platform's texts.
  route(paths.dashboard, () => import('@/features/dashboard/pages/dashboard-page'), {}, ['platform']),
  ...groupRoutes,
  route(paths.message.center, () => import('@/features/message/pages/message-center-page'), { cache: true }),
  route(paths.message.versions, () => import('@/features/message/pages/version-history-page'), {
    cache: true,
    // Opened from the user menu too, by accounts whose menu has no entry for it (the system side).
    menulessTitleKey: 'versions.title',
  }),
  route(paths.message.versionDetail.pattern, () => import('@/features/message/pages/version-detail-page'), {
    titleKey: 'versions.title',
    menuPaths: [paths.message.versions],
  }),
  route(paths.unit.company, () => import('@/features/unit/pages/company-page'), { cache: true }, ['platform']),
  route(paths.unit.attestation, () => import('@/features/unit/pages/attestation-page'), {
    titleKey: 'unit.cert.title',
    menuPaths: [paths.unit.company],
  }),
  route(paths.unit.updateAttestation, () => import('@/features/unit/pages/attestation-page'), {
    titleKey: 'unit.cert.retitle',
    menuPaths: [paths.unit.company],
  }),
  route(paths.unit.subsidiary, () => import('@/features/unit/pages/subsidiary-page'), { cache: true }),
  route(paths.unit.member, () => import('@/features/unit/pages/member-page'), { cache: true }),
  route(paths.unit.memberDetail.pattern, () => import('@/features/unit/pages/member-detail-page'), {
    titleKey: 'unit.memberDetail.title',
    menuPaths: [paths.unit.member],
  }),
  route(paths.unit.department, () => import('@/features/unit/pages/department-page'), { cache: true }),
  route(paths.unit.companyset, () => import('@/features/unit/pages/companyset-page')),
  route(paths.device.list, () => import('@/features/device/pages/device-list-page'), { cache: true }),
  route(paths.device.detail.pattern, () => import('@/features/device/pages/device-detail-page'), {
    titleKey: 'device.detail.title',
    menuPaths: [paths.device.list],
  }),
  route(paths.device.templates.pattern, () => import('@/features/template/pages/device-templates-page'), {
    titleKey: 'template.deviceTitle',
    menuPaths: [paths.device.list],
  }),
  route(paths.device.fileTypes, () => import('@/features/template/pages/file-type-page'), {
    titleKey: 'template.fileType.title',
    menuPaths: [paths.device.list],
  }),
  route(paths.device.addFileType, () => import('@/features/template/pages/add-file-type-page'), {
    titleKey: 'template.fileType.add',
    menuPaths: [paths.device.list],
  }),
  route(paths.device.changeRecord, () => import('@/features/device/pages/change-record-page'), {
    titleKey: 'device.replace.title',
    menuPaths: [paths.device.list],
  }),
  route(paths.template.manage, () => import('@/features/template/pages/template-manage-page'), { cache: true }),
  // 'new' (optionally ?deviceId=...) adds a template, a template id edits it (see template-form-page).
  route(paths.template.form.pattern, () => import('@/features/template/pages/template-form-page'), {
    titleKey: 'template.form.title',
    menuPaths: [paths.template.manage],
  }),
  route(paths.apply.apply, () => import('@/features/apply/pages/apply-page'), { cache: true }),
  route(paths.apply.approvals, () => import('@/features/apply/pages/approve-list-page'), { cache: true }, ['batch']),
  route(paths.apply.list, () => import('@/features/apply/pages/apply-list-page'), { cache: true }),
  route(paths.apply.detail.pattern, () => import('@/features/apply/pages/apply-detail-page'), {
    titleKey: 'apply.detail.title',
    menuPaths: [paths.apply.approvals, paths.apply.list],
  }),
  route(
    paths.authorization.down,
    () => import('@/features/authorization/pages/authorization-down-page'),
    { cache: true },
    ['geofence'],
  ),
  route(paths.authorization.activate, () => import('@/features/authorization/pages/authorization-activate-page'), {
    cache: true,
  }),
  route(paths.authorization.list, () => import('@/features/authorization/pages/authorization-list-page'), {
    cache: true,
  }),
  route(
    paths.authorization.detail.pattern,
    () => import('@/features/authorization/pages/authorization-detail-page'),
    {
      titleKey: 'authorization.detail.title',
      menuPaths: [paths.authorization.list, paths.authorization.activate, paths.authorization.down],
    },
    ['geofence'],
  ),
  route(paths.useRecord.trial, () => import('@/features/use-record/pages/trial-page'), { cache: true }),
  route(paths.useRecord.list, () => import('@/features/use-record/pages/use-record-list-page'), { cache: true }),
  route(paths.useRecord.detail.pattern, () => import('@/features/use-record/pages/record-detail-page'), {
    titleKey: 'useRecord.detail.title',
    menuPaths: [paths.useRecord.list, paths.useRecord.trial, paths.useRecord.phone],
  }),
  route(paths.useRecord.operate, () => import('@/features/use-record/pages/operate-record-page'), { cache: true }),
  route(paths.useRecord.phone, () => import('@/features/use-record/pages/phone-use-page'), { cache: true }),
  route(paths.useRecord.monthStatistics, () => import('@/features/use-record/pages/month-statistics-page'), {
    cache: true,
  }),
  route(paths.useRecord.exports, () => import('@/features/use-record/pages/export-record-page'), { cache: true }),
  // Each group's pages come with its text domains (src/lib/i18n/text-domains.ts).
  ...domainRoutes(['accounts', 'platform', 'registry'], systemRoutes),
  ...domainRoutes(['cost', 'invoice'], costRoutes),
  ...domainRoutes(['anomaly'], anomalyRoutes),
  ...domainRoutes(['document', 'compare'], documentRoutes),
  ...domainRoutes(['content'], contentRoutes),
  ...displayRoutes,
  route(paths.forbidden, () => import('./forbidden-page'), notAView),
  // Signed out, the route guard shows the 404 page on its own instead.
  route(paths.notFound, () => import('./not-found-page'), notAView),
  route('/redirect/*', () => import('./redirect-page')),
  { path: '*', element: <Navigate to={paths.notFound} replace />, handle: notAView },
];

/** Routes. The login page is in the first chunk; everything else, and the server-data layer, load on demand. */
export const appRoutes: RouteObject[] = [
  {
    element: <RouteGuard />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: LoadingScreen,
    children: [
      { path: paths.login, element: <LoginPage /> },
      { path: paths.help.pattern, lazy: page(() => import('@/features/help/pages/help-page')) },
      {
        lazy: page(() => import('./query-layout')),
        children: [
          { path: paths.choose, lazy: page(() => import('@/features/unit-choice/pages/choose-page')) },
          { path: paths.addEnterprise, lazy: page(() => import('@/features/unit-choice/pages/add-enterprise-page')) },
          displayWallRoute,
          {
            lazy: page(() => import('./require-user-info')),
            children: [
              // Outside the shell (spec section 2): the wall display and the phone camera.
              { path: paths.bigdata, lazy: page(() => import('../../big-screen/bigdata-page')) },
              { path: paths.camera, lazy: page(() => import('@/features/camera/pages/camera-page')) },
              {
                lazy: page(() => import('./shell/shell-layout')),
                // A page that fails shows the error in the shell's main area; the menu stays usable.
                children: [{ errorElement: <RouteErrorPage />, children: shellRoutes }],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(appRoutes);
}
