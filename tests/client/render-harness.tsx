import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { Endpoint } from '@contract/endpoint';
import type { MenuEntry } from '@contract/menu';
import { Toaster } from '@/components/toaster';
import { call } from '@/lib/api-client';
import '@/lib/i18n';
import { permissionsAtom } from '@/lib/permissions';
import { queryRoots } from '@/lib/query-keys';
import { appStore } from '@/lib/store';

/**
 * The unit pages' tests answer the API at the client's edge: `call` is mocked (vi.mock('@/lib/api-client') in the
 * test file), and each answer is chosen by the record's path, so the real query hooks and forms run.
 */
export type Handler = (payload: Record<string, unknown>) => unknown;

export function answerCalls(given: Record<string, Handler>) {
  // Every upload first asks how to send the bytes: through the server (local storage) unless a test answers otherwise.
  const handlers: Record<string, Handler> = { 'file-manage/v2/upload-plan': () => ({ mode: 'server' }), ...given };
  const calls: Array<{ path: string; payload: Record<string, unknown> }> = [];
  vi.mocked(call).mockImplementation((async (e: Endpoint, payload: Record<string, unknown>) => {
    calls.push({ path: e.path, payload });
    const handler = handlers[e.path];
    if (!handler) throw new Error(`unexpected call ${e.path}`);
    return handler(payload);
  }) as never);
  return {
    calls,
    to: (path: string) => calls.filter((c) => c.path === path).map((c) => c.payload),
  };
}

/** The staff session the current-user query answers with. */
export function staffUser(role: 0 | 1 | 2 | 3 = 0) {
  return {
    kind: 'staff' as const,
    staff: {
      user: { userId: 1, realName: '张伟', mobile: '13800000000', userName: 'zhangwei' },
      unit: {
        companyId: 7,
        companyName: '演示科技有限公司',
        companyFullName: null,
        socialCreditCode: null,
        parentId: null,
        certified: true,
      },
      role,
    },
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

/** Renders a page at a URL inside the providers the shell gives it; `url()` is where the router is now. */
export function renderPage(
  element: ReactNode,
  { path, url, permissions = [] }: { path: string; url: string; permissions?: string[] },
) {
  appStore.set(permissionsAtom, permissions);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryRoots.currentUser, staffUser(0));
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </Provider>,
  );
  return { ...view, router, queryClient, url: () => view.getByTestId('url').textContent };
}

/** A staff menu entry as menu/nav answers it; children get this entry as their parent. */
export function menuEntry(id: number, name: string, url: string, children: MenuEntry[] = []): MenuEntry {
  return {
    id,
    parentId: null,
    name,
    url,
    icon: '',
    systemCode: '003',
    systemName: '',
    routerList: '',
    type: 'menu',
    buttonCode: '',
    sort: id,
    counter: '',
    children: children.map((c) => ({ ...c, parentId: id })),
  };
}
