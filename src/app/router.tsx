import { createBrowserRouter, Navigate } from 'react-router-dom';
import LoginPage from '@/features/auth/pages/login-page';
import { LoadingScreen } from '@/components/loading-screen';
import { RouteGuard } from './route-guard';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Routes. The login page is in the first chunk; everything else, and the server-data layer, load on demand. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RouteGuard />,
      HydrateFallback: LoadingScreen,
      children: [
        { path: '/login', element: <LoginPage /> },
        { path: '/404', lazy: page(() => import('./not-found-page')) },
        {
          lazy: page(() => import('./query-layout')),
          children: [
            { path: '/choose', lazy: page(() => import('@/features/units/pages/choose-page')) },
            { path: '/addenterprise', lazy: page(() => import('@/features/units/pages/add-enterprise-page')) },
            {
              lazy: page(() => import('./require-user-info')),
              children: [
                { path: '/', element: <Navigate to="/dashboard" replace /> },
                { path: '/dashboard', lazy: page(() => import('@/features/dashboard/pages/dashboard-page')) },
                { path: '*', element: <Navigate to="/404" replace /> },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
