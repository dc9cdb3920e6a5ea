/**
 * The console's real route table with the shell: a path that does not exist shows the 404 page inside the shell (menu
 * usable, no tab left for it), signed out it shows on its own; a page outside the menu sends the user home without a
 * tab of its own; the system side gets one fixed home tab, is never asked
 * for staff message counts, and its user menu offers only what works for it; the English header and menu read in
 * English.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '@contract/endpoint';
import type { MenuEntry } from '@contract/menu';
import { viewsAtom } from '@/app/shell/views';
import { call } from '@/lib/api-client';
import { loadConsoleTexts, setLang } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { queryRoots } from '@/lib/query-keys';
import { renderApp } from './app-harness';
import { appStore, sessionAtom } from '@/lib/store';
import { menuEntry, staffUser } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));
vi.mock('@/lib/realtime', async (original) => ({
  ...(await original<typeof import('@/lib/realtime')>()),
  useRealtimeChannel: () => undefined,
}));
// The pages themselves are not under test here, only where they show.
vi.mock('@/features/dashboard/pages/dashboard-page', () => ({ default: () => <p>首页内容</p> }));
vi.mock('@/features/message/pages/version-history-page', () => ({ default: () => <p>版本记录内容</p> }));
vi.mock('@/features/unit/pages/member-page', () => ({ default: () => <p>成员管理内容</p> }));

const staffMenu = [
  menuEntry(1, '首页', '/dashboard'),
  menuEntry(2, '单位管理', '/unit', [menuEntry(3, '成员管理', '/unit/member')]),
  menuEntry(4, '印章管理', '/sealManage', [menuEntry(5, '授权记录', '/sealManage/useAuthorizationlist')]),
];
const systemMenu = [menuEntry(10, '系统管理', '/system', [menuEntry(11, '用户管理', '/user')])];

/** Answers the menu; every other call stays pending. Returns the paths called. */
function answerMenu(menuList: MenuEntry[]): string[] {
  const called: string[] = [];
  vi.mocked(call).mockImplementation(((e: Endpoint) => {
    called.push(e.path);
    return e.path === 'menu/nav' ? Promise.resolve({ menuList, permissions: [] }) : new Promise(() => undefined);
  }) as never);
  return called;
}

function signIn(kind: 'staff' | 'system') {
  appStore.set(sessionAtom, {
    token: 't',
    info: { kind, companyId: kind === 'staff' ? 7 : null, userId: 1, realName: '系统管理员' },
  });
  queryClient.setQueryData(
    queryRoots.currentUser,
    kind === 'staff'
      ? staffUser(0)
      : {
          kind: 'system',
          system: {
            username: 'sysadmin',
            orgName: '平台运营中心',
            userId: 1,
            orgId: 1,
            realName: '系统管理员',
            mobile: '13700000000',
          },
        },
  );
}

const tabs = () => within(screen.getByRole('tablist')).queryAllByRole('tab');

beforeEach(async () => {
  await loadConsoleTexts();
  appStore.set(
    viewsAtom,
    appStore.get(viewsAtom).filter((v) => v.pinned),
  );
});
afterEach(() => {
  queryClient.clear();
  appStore.set(sessionAtom, { token: null, info: null });
  setLang('zh-CN');
});

describe('a path that does not exist', () => {
  // The first test loads the shell's modules, slow on a busy machine.
  it('shows the 404 page inside the shell, with the menu, and leaves no tab for it', { timeout: 30_000 }, async () => {
    signIn('staff');
    answerMenu(staffMenu);
    const router = renderApp('/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('navigation', { name: '首页' })).toBeInTheDocument();
    expect(screen.getByText(/演示科技有限公司/)).toBeInTheDocument();
    expect(tabs().map((t) => t.textContent)).toEqual(['首页']);

    await userEvent.click(screen.getByRole('button', { name: '单位管理' }));
    await userEvent.click(screen.getByRole('link', { name: '成员管理' }));
    expect(await screen.findByText('成员管理内容')).toBeInTheDocument();
    expect(screen.queryByText('抱歉，您访问的页面不存在')).not.toBeInTheDocument();
    await waitFor(() => expect(tabs().map((t) => t.textContent)).toEqual(['首页', '成员管理']));
  });

  it('shows the 404 page on its own to a visitor who is not signed in', async () => {
    const called = answerMenu([]);
    renderApp('/404');
    expect(await screen.findByText('抱歉，您访问的页面不存在')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(called).toEqual([]);
  });
});

describe("a page outside the user's menu", () => {
  it('sends a staff user home without leaving a tab for it', async () => {
    signIn('staff');
    answerMenu(staffMenu);
    const router = renderApp('/system/cost');
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(tabs().map((t) => t.textContent)).toEqual(['首页']);
    expect(within(tabs()[0]!).queryByRole('button', { name: /关闭/ })).not.toBeInTheDocument();
  });
});

describe('the system side', () => {
  it('has one fixed home tab and is never asked for the unread message count', async () => {
    signIn('system');
    const called = answerMenu(systemMenu);
    const router = renderApp('/');
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(tabs().map((t) => t.textContent)).toEqual(['首页']);
    expect(within(tabs()[0]!).queryByRole('button', { name: /关闭/ })).not.toBeInTheDocument();
    // Nor the unit's other counters: the system account has no unit. It is asked whether its password is initial.
    await waitFor(() => expect(called).toEqual(['menu/nav', 'sys/account/v1/password-state']));
    expect(screen.queryByRole('button', { name: /未读消息/ })).not.toBeInTheDocument();
  });

  it('offers version history, which opens, and no password change it could not make', async () => {
    signIn('system');
    answerMenu(systemMenu);
    renderApp('/dashboard');
    await screen.findByText('首页内容');
    await userEvent.click(screen.getByRole('button', { name: '系统管理员' }));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['版本记录', '退出登录']);
    expect(items[0]).toBeEnabled();
    await userEvent.click(items[0]!);
    expect(await screen.findByText('版本记录内容')).toBeInTheDocument();
    await waitFor(() => expect(tabs().map((t) => t.textContent)).toEqual(['首页', '版本记录']));
  });
});

describe('the English shell', () => {
  it('names the product in English and keeps the full menu names readable', async () => {
    await act(async () => setLang('en-US'));
    await loadConsoleTexts();
    signIn('staff');
    answerMenu(staffMenu);
    renderApp('/dashboard');
    await screen.findByText('首页内容');
    expect(screen.getByText('Seal and File Security Control System')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Seal management' }));
    const link = screen.getByRole('link', { name: 'Authorisation records' });
    // A name that does not fit wraps rather than being cut; the whole name also shows on hover.
    const label = within(link).getByText('Authorisation records');
    expect(label).toHaveAttribute('title', 'Authorisation records');
    expect(label).not.toHaveClass('truncate');
    // English names run longer: the sidebar is wider than in Chinese.
    expect(link.closest('aside')).toHaveClass('min-w-[17rem]');
  });
});
