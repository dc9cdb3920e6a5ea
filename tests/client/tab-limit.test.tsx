import { act, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useViewTracking } from '@/app/shell/use-view-tracking';
import { viewsAtom } from '@/app/shell/views';
import { Toaster } from '@/components/toaster';
import '@/lib/i18n';
import { appStore } from '@/lib/store';

function Layout() {
  const location = useLocation();
  useViewTracking(location.pathname, false, true);
  return (
    <main>
      <p data-testid="at">{location.pathname}</p>
      <Outlet />
    </main>
  );
}

function setup() {
  const paths = ['/dashboard', ...Array.from({ length: 16 }, (_, i) => `/p${i + 1}`)];
  const router = createMemoryRouter(
    [{ element: <Layout />, children: paths.map((path) => ({ path, element: <span>{path}</span> })) }],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
      <Toaster />
    </Provider>,
  );
  return router;
}

describe('the 15-view limit', () => {
  it('opens 15 views, then refuses a 16th with the spec warning and stays where it was', async () => {
    appStore.set(viewsAtom, []);
    const router = setup();
    for (let i = 1; i <= 14; i++) await act(() => router.navigate(`/p${i}`));
    expect(appStore.get(viewsAtom)).toHaveLength(15);
    await act(() => router.navigate('/p15'));
    expect(screen.getByTestId('at').textContent).toBe('/p14');
    expect(await screen.findByText('温馨提示：为了不影响使用体验，窗口最多可同时打开15个')).toBeTruthy();
    expect(appStore.get(viewsAtom)).toHaveLength(15);
    // An open view can still be revisited.
    await act(() => router.navigate('/p3'));
    expect(screen.getByTestId('at').textContent).toBe('/p3');
    expect(appStore.get(viewsAtom)[0]).toMatchObject({ pathname: '/dashboard', pinned: true });
  });
});
