import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { loadConsoleTexts } from '@/lib/i18n';
import LoginPage from '@/features/auth/pages/login-page';
import { groupRoutes } from './group-defaults';
import { RouteErrorPage } from './route-error-page';
import type { RouteHandle } from './route-handle';
import { RouteGuard } from './route-guard';

/** A lazily loaded page; the console's texts come with the first one. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => {
  const [module] = await Promise.all([load(), loadConsoleTexts()]);
  return { Component: module.default };
};

function route(
  path: string,
  load: () => Promise<{ default: React.ComponentType }>,
  handle: RouteHandle = {},
): RouteObject {
  return { path, lazy: page(load), handle };
}

/** Pages inside the shell; a menu entry whose page is not here yet leads to /404. */
const shellRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  route('/dashboard', () => import('@/features/dashboard/pages/dashboard-page')),
  ...groupRoutes,
  route('/message/messageCenter', () => import('@/features/message/pages/message-center-page'), { cache: true }),
  route('/message/versionHistory', () => import('@/features/message/pages/version-history-page'), { cache: true }),
  route('/message/versionDetail', () => import('@/features/message/pages/version-detail-page'), {
    titleKey: 'versions.title',
    menuPaths: ['/message/versionHistory'],
  }),
  route('/unit/company', () => import('@/features/unit/pages/company-page'), { cache: true }),
  route('/unit/attestation', () => import('@/features/unit/pages/attestation-page'), {
    titleKey: 'unit.cert.title',
    menuPaths: ['/unit/company'],
  }),
  route('/unit/updateAttestation', () => import('@/features/unit/pages/attestation-page'), {
    titleKey: 'unit.cert.retitle',
    menuPaths: ['/unit/company'],
  }),
  route('/unit/subsidiary', () => import('@/features/unit/pages/subsidiary-page'), { cache: true }),
  route('/unit/member', () => import('@/features/unit/pages/member-page'), { cache: true }),
  route('/unit/memberDetail/:id', () => import('@/features/unit/pages/member-detail-page'), {
    titleKey: 'unit.memberDetail.title',
    menuPaths: ['/unit/member'],
  }),
  route('/unit/department', () => import('@/features/unit/pages/department-page'), { cache: true }),
  route('/unit/companyset', () => import('@/features/unit/pages/companyset-page')),
  route('/server/bindingseal', () => import('@/features/device/pages/device-list-page'), { cache: true }),
  route('/server/bindingseal/:id', () => import('@/features/device/pages/device-detail-page'), {
    titleKey: 'device.detail.title',
    menuPaths: ['/server/bindingseal'],
  }),
  route('/server/templatelists/:id', () => import('@/features/template/pages/device-templates-page'), {
    titleKey: 'template.deviceTitle',
    menuPaths: ['/server/bindingseal'],
  }),
  route('/server/fileType', () => import('@/features/template/pages/file-type-page'), {
    titleKey: 'template.fileType.title',
    menuPaths: ['/server/bindingseal'],
  }),
  route('/server/addFileType', () => import('@/features/template/pages/add-file-type-page'), {
    titleKey: 'template.fileType.add',
    menuPaths: ['/server/bindingseal'],
  }),
  route('/server/changerecord', () => import('@/features/device/pages/change-record-page'), {
    titleKey: 'device.replace.title',
    menuPaths: ['/server/bindingseal'],
  }),
  route('/sealManage/tempManage', () => import('@/features/template/pages/template-manage-page'), { cache: true }),
  // 'new' (optionally ?deviceId=...) adds a template, a template id edits it (see template-form-page).
  route('/sealManage/addtemplate/:parame', () => import('@/features/template/pages/template-form-page'), {
    titleKey: 'template.form.title',
    menuPaths: ['/sealManage/tempManage'],
  }),
  route('/sealManage/usingSealApplication', () => import('@/features/apply/pages/apply-page'), { cache: true }),
  route('/sealManage/useaApplyexaminelist', () => import('@/features/apply/pages/approve-list-page'), {
    cache: true,
  }),
  route('/sealManage/applyList', () => import('@/features/apply/pages/apply-list-page'), { cache: true }),
  route('/sealManage/examinedetail/:id', () => import('@/features/apply/pages/apply-detail-page'), {
    titleKey: 'apply.detail.title',
    menuPaths: ['/sealManage/useaApplyexaminelist', '/sealManage/applyList'],
  }),
  route('/sealManage/authorizationDown', () => import('@/features/authorization/pages/authorization-down-page'), {
    cache: true,
  }),
  route(
    '/sealManage/authorizationActivate',
    () => import('@/features/authorization/pages/authorization-activate-page'),
    {
      cache: true,
    },
  ),
  route('/sealManage/useAuthorizationlist', () => import('@/features/authorization/pages/authorization-list-page'), {
    cache: true,
  }),
  route(
    '/sealManage/authorizationdetail/:id',
    () => import('@/features/authorization/pages/authorization-detail-page'),
    {
      titleKey: 'authorization.detail.title',
      menuPaths: [
        '/sealManage/useAuthorizationlist',
        '/sealManage/authorizationActivate',
        '/sealManage/authorizationDown',
      ],
    },
  ),
  route('/sealManage/try', () => import('@/features/use-record/pages/trial-page'), { cache: true }),
  route('/sealManage/useCordlist', () => import('@/features/use-record/pages/use-record-list-page'), { cache: true }),
  route('/sealManage/recorddetail', () => import('@/features/use-record/pages/record-detail-page'), {
    titleKey: 'useRecord.detail.title',
    menuPaths: ['/sealManage/useCordlist', '/sealManage/try', '/sealManage/phoneuse'],
  }),
  route('/sealManage/operateRecord', () => import('@/features/use-record/pages/operate-record-page'), { cache: true }),
  route('/sealManage/phoneuse', () => import('@/features/use-record/pages/phone-use-page'), { cache: true }),
  route('/sealManage/monthstatistics', () => import('@/features/use-record/pages/month-statistics-page'), {
    cache: true,
  }),
  route('/sealManage/exportRecord', () => import('@/features/use-record/pages/export-record-page'), { cache: true }),
  route('/403', () => import('./forbidden-page')),
  route('/redirect/*', () => import('./redirect-page')),
  { id: 'unknown', path: '*', element: <Navigate to="/404" replace /> },
];

/** Routes. The login page is in the first chunk; everything else, and the server-data layer, load on demand. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RouteGuard />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: LoadingScreen,
      children: [
        { path: '/login', element: <LoginPage /> },
        { path: '/404', lazy: page(() => import('./not-found-page')) },
        {
          lazy: page(() => import('./query-layout')),
          children: [
            { path: '/choose', lazy: page(() => import('@/features/unit-choice/pages/choose-page')) },
            { path: '/addenterprise', lazy: page(() => import('@/features/unit-choice/pages/add-enterprise-page')) },
            {
              lazy: page(() => import('./require-user-info')),
              children: [
                // Outside the shell (spec section 2): the wall display and the phone camera.
                { path: '/bigdata', lazy: page(() => import('../../big-screen/bigdata-page')) },
                { path: '/camera', lazy: page(() => import('@/features/camera/pages/camera-page')) },
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
  ]);
}
