import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuEntry } from '@contract/menu';
import { searchKindPages, type SearchGroup } from '@contract/search';
import ApplyDetailPage from '@/features/apply/pages/apply-detail-page';
import CommandPalette from '@/features/palette/components/command-palette';
import { pathOfHit } from '@/features/palette/model/palette-items';
import { readRecent } from '@/features/palette/model/recent';
import { useCommandPalette } from '@/features/palette/use-command-palette';
import { loadConsoleTexts } from '@/lib/i18n';
import { writeSession } from '@/lib/storage';
import { detail } from './apply-helpers';
import { answerCalls, menuEntry, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const adminMenu: MenuEntry[] = [
  menuEntry(1, '印章管理', '/sealManage', [
    menuEntry(11, '用印申请', '/sealManage/usingSealApplication'),
    menuEntry(12, '申请记录', '/sealManage/applyList'),
  ]),
  menuEntry(2, '设备管理', '/server', [menuEntry(21, '设备列表', '/server/bindingseal')]),
];
/** A member who may not apply: no devices, no application form. */
const narrowMenu: MenuEntry[] = [
  menuEntry(1, '印章管理', '/sealManage', [menuEntry(12, '申请记录', '/sealManage/applyList')]),
];

const deviceGroup: SearchGroup = {
  kind: 'device',
  more: false,
  hits: [{ kind: 'device', key: 'SD00001', title: '北京合同专用章-001', detail: 'SD00001 · 北京市朝阳区' }],
};
const memberGroup: SearchGroup = {
  kind: 'member',
  more: false,
  hits: [{ kind: 'member', key: '4', title: '刘洋', detail: '13800000003' }],
};

function openPalette(menu: MenuEntry[], search: (q: string) => unknown, records = true) {
  const api = answerCalls({
    'menu/nav': () => ({ menuList: menu, permissions: [] }),
    'search/v1/quick': (p) => search(String(p.q)),
  });
  const onClose = vi.fn();
  const view = renderPage(<CommandPalette onClose={onClose} records={records} />, { path: '*', url: '/dashboard' });
  return { ...view, api, onClose, input: () => screen.getByRole('combobox') };
}

const optionTexts = () => screen.queryAllByRole('option').map((o) => o.textContent);
const selected = () => screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true');

beforeAll(() => loadConsoleTexts(['palette']));
beforeEach(() => {
  localStorage.clear();
  writeSession('token', { kind: 'staff', companyId: 7, userId: 1, realName: '张伟' });
});

describe('the command palette', () => {
  it('finds a page by its title or pinyin initials and opens it with the keyboard, remembering it', async () => {
    const user = userEvent.setup();
    const view = openPalette(adminMenu, () => ({ groups: [] }));
    await waitFor(() => expect(optionTexts()).toContain('新建用印申请'));
    await user.type(view.input(), 'sblb');
    await waitFor(() => expect(optionTexts()).toEqual(['设备列表设备管理']));
    expect(view.input().getAttribute('aria-activedescendant')).toBe(selected()!.id);
    await user.keyboard('{Enter}');
    expect(view.url()).toBe('/server/bindingseal');
    expect(view.onClose).toHaveBeenCalled();
    expect(readRecent()).toEqual([
      { kind: 'page', title: '设备列表', detail: '设备管理', path: '/server/bindingseal' },
    ]);
  });

  it("lists the server's records by kind: arrows move, Tab jumps to the next group, Enter opens the record", async () => {
    const user = userEvent.setup();
    const view = openPalette(adminMenu, () => ({ groups: [deviceGroup, memberGroup] }));
    await user.type(view.input(), '合同');
    await waitFor(() => expect(screen.getByRole('group', { name: '设备' })).toBeTruthy());
    expect(within(screen.getByRole('group', { name: '成员' })).getByRole('option').textContent).toContain('刘洋');
    expect(selected()!.textContent).toContain('北京合同专用章-001');
    await user.keyboard('{Tab}');
    expect(selected()!.textContent).toContain('刘洋');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(selected()!.textContent).toContain('北京合同专用章');
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(selected()!.textContent).toContain('北京合同专用章');
    await user.keyboard('{Enter}');
    expect(view.url()).toBe('/server/bindingseal/SD00001');
    // Focus never left the field: Tab moved the selection, not the focus.
    expect(view.api.to('search/v1/quick').at(-1)).toEqual({ q: '合同' });
  });

  it('asks the server once per pause in typing, and a late answer to an older query never replaces a newer one', async () => {
    const user = userEvent.setup();
    const answers = new Map<string, (groups: SearchGroup[]) => void>();
    const view = openPalette(
      adminMenu,
      (q) => new Promise((resolve) => answers.set(q, (groups) => resolve({ groups }))),
    );
    await user.type(view.input(), '北');
    await waitFor(() => expect(answers.has('北')).toBe(true));
    await user.type(view.input(), '京');
    await waitFor(() => expect(answers.has('北京')).toBe(true));
    expect([...answers.keys()]).toEqual(['北', '北京']);
    const beijing = { ...deviceGroup, hits: [{ ...deviceGroup.hits[0]!, title: '北京公章-007', key: 'SD00007' }] };
    await act(async () => answers.get('北京')!([beijing]));
    await waitFor(() => expect(optionTexts().join()).toContain('北京公章-007'));
    await act(async () => answers.get('北')!([deviceGroup]));
    expect(optionTexts().join()).toContain('北京公章-007');
    expect(optionTexts().join()).not.toContain('北京合同专用章-001');
  });

  it("offers only the pages of the user's menu, and no application form to one who may not apply", async () => {
    const user = userEvent.setup();
    const view = openPalette(narrowMenu, () => ({ groups: [] }));
    await waitFor(() => expect(view.api.to('menu/nav')).toHaveLength(1));
    expect(optionTexts()).not.toContain('新建用印申请');
    await user.type(view.input(), 'sb');
    await waitFor(() =>
      expect(within(screen.getByRole('listbox')).getByRole('status').textContent).toBe('没有匹配的结果'),
    );
    expect(optionTexts()).toEqual([]);
  });

  it('without a unit (the system side) it jumps to pages and never asks for records', async () => {
    const user = userEvent.setup();
    const view = openPalette(adminMenu, () => ({ groups: [deviceGroup] }), false);
    await user.type(view.input(), 'sbl');
    await waitFor(() => expect(optionTexts()).toEqual(['设备列表设备管理']));
    await new Promise((r) => setTimeout(r, 200));
    expect(view.api.to('search/v1/quick')).toEqual([]);
  });

  it('Esc closes it', async () => {
    const user = userEvent.setup();
    const view = openPalette(adminMenu, () => ({ groups: [] }));
    await user.keyboard('{Escape}');
    expect(view.onClose).toHaveBeenCalled();
  });

  it('opens the page of each kind of record that the server offers by that page', () => {
    for (const kind of ['device', 'member', 'application', 'authorization'] as const) {
      expect(pathOfHit({ kind, key: '5' }).startsWith(`${searchKindPages[kind]}/`)).toBe(true);
    }
  });
});

describe("the page's own actions", () => {
  function approvalOnScreen(approve: boolean) {
    const shown = detail({ actions: { approve, reject: approve, revoke: false, renotify: false } });
    answerCalls({
      'menu/nav': () => ({ menuList: adminMenu, permissions: [] }),
      'search/v1/quick': () => ({ groups: [] }),
      'apply/v2/:id/detail-info': () => shown,
      'apply/v2/current-status': () => ({ ...shown }),
      'file-manage/v2/temp-url': () => ({ tmpUrl: '' }),
      'apply/v2/notify-list': () => [],
    });
    return renderPage(
      <>
        <ApplyDetailPage />
        <CommandPalette onClose={() => undefined} records />
      </>,
      { path: '/sealManage/examinedetail/:id', url: '/sealManage/examinedetail/42' },
    );
  }

  it('approves the application on screen through its own decision dialog, when the approver may', async () => {
    const user = userEvent.setup();
    approvalOnScreen(true);
    await waitFor(() => expect(optionTexts()).toContain('通过申请'));
    expect(selected()!.textContent).toBe('通过申请');
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: '通过申请' });
    expect(within(heading.closest('[role=dialog]') as HTMLElement).getByRole('button', { name: '通过' })).toBeTruthy();
  });

  it('offers no approval to one who may not approve it', async () => {
    approvalOnScreen(false);
    await screen.findByRole('heading', { name: 'SQ202603010001' });
    await waitFor(() => expect(optionTexts()).toContain('新建用印申请'));
    expect(optionTexts()).not.toContain('通过申请');
  });
});

function Launcher() {
  const palette = useCommandPalette();
  const [closed, setClosed] = useState(0);
  return (
    <>
      <button type="button">before</button>
      {palette.open ? (
        <button
          type="button"
          autoFocus
          onClick={() => {
            palette.close();
            setClosed((n) => n + 1);
          }}
        >
          palette {closed}
        </button>
      ) : null}
    </>
  );
}

describe('the palette key', () => {
  it('Ctrl+K or Cmd+K opens it anywhere, and focus returns where it was when it closes', async () => {
    render(<Launcher />);
    const before = screen.getByRole('button', { name: 'before' });
    before.focus();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const inside = await screen.findByRole('button', { name: /palette/ });
    expect(document.activeElement).toBe(inside);
    fireEvent.click(inside);
    await waitFor(() => expect(document.activeElement).toBe(before));
    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    expect(await screen.findByRole('button', { name: /palette/ })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    await waitFor(() => expect(screen.queryByRole('button', { name: /palette/ })).toBeNull());
  });
});
