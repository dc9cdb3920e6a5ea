/**
 * A page that fails to render shows the route error element in the shell's main area: a message in the UI language
 * and ways back; the header and the menu stay usable, and opening another page from the menu works.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Endpoint } from '@contract/endpoint';
import { RouteErrorPage } from '@/app/route-error-page';
import ShellLayout from '@/app/shell/shell-layout';
import { call } from '@/lib/api-client';
import { setLang } from '@/lib/i18n';
import { queryRoots } from '@/lib/query-keys';
import { appStore } from '@/lib/store';
import { menuEntry, staffUser } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));
vi.mock('@/lib/realtime', async (original) => ({
  ...(await original<typeof import('@/lib/realtime')>()),
  useRealtimeChannel: () => undefined,
}));

function BrokenPage(): never {
  throw new Error('the page broke');
}

function renderShell(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryRoots.currentUser, staffUser(0));
  // Only the menu answers; the shell's counters and checks stay pending.
  vi.mocked(call).mockImplementation(((e: Endpoint) =>
    e.path === 'menu/nav'
      ? Promise.resolve({
          menuList: [menuEntry(1, '坏掉的页面', '/broken'), menuEntry(2, '正常页面', '/fine')],
          permissions: [],
        })
      : new Promise(() => undefined)) as never);
  const router = createMemoryRouter(
    [
      {
        element: <ShellLayout />,
        // As in src/app/router.tsx: the shell's pages sit under one route that holds the error element.
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              // A cached page, as most are: its tab keeps the error element while other pages are shown.
              { path: '/broken', element: <BrokenPage />, handle: { cache: true } },
              { path: '/fine', element: <p>正常页面的内容</p> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return router;
}

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  setLang('zh-CN');
});

describe('a page that crashes', () => {
  it('shows the error in place of the page and reports it with the route', async () => {
    renderShell('/broken');
    expect(await screen.findByRole('alert')).toHaveTextContent('页面出错了');
    expect(screen.getByText(/演示科技有限公司/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回上一页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Route /broken failed:',
      expect.objectContaining({ message: 'the page broke' }),
    );
  });

  it('keeps the menu working: another page opens from it', async () => {
    const router = renderShell('/broken');
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('link', { name: /正常页面/ }));
    expect(await screen.findByText('正常页面的内容')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fine');
    // Reported once, with the route that failed.
    expect(consoleError.mock.calls.filter(([text]) => String(text).startsWith('Route '))).toEqual([
      ['Route /broken failed:', expect.objectContaining({ message: 'the page broke' })],
    ]);
  });

  it('speaks English in the English console', async () => {
    setLang('en-US');
    renderShell('/broken');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page failed');
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
  });
});
