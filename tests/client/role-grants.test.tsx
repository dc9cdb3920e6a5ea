import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MenuEntry } from '@contract/menu';
import RolesPage from '@/features/sys-accounts/pages/roles-page';
import { setLang } from '@/lib/i18n';
import { answerCalls, menuEntry, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

function button(id: number, name: string, code: string): MenuEntry {
  return { ...menuEntry(id, name, ''), type: 'button', buttonCode: code };
}

// 印章管理 (1) > 用印申请 (2) > 新增申请 (3); 印章管理 (1) > 模板管理 (4) > 编辑模板 (5); 首页 (6).
const tree = [
  menuEntry(1, '印章管理', '/sealManage', [
    menuEntry(2, '用印申请', '/sealManage/apply', [button(3, '新增申请', 'apply:add')]),
    menuEntry(4, '模板管理', '/sealManage/template', [button(5, '编辑模板', 'template:edit')]),
  ]),
  menuEntry(6, '首页', '/dashboard'),
];

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const checkedNames = () =>
  (screen.getAllByRole('checkbox') as HTMLInputElement[])
    .filter((b) => b.checked)
    .map((b) => b.closest('label')!.textContent!.replace('按钮', ''));

describe('the roles page', () => {
  it('checks the parents of a checked entry, unchecks the children of an unchecked one, resets, and saves after a confirmation', async () => {
    const api = answerCalls({
      'sys/role/v1/grants': () => ({ tree, grantedIds: [6] }),
      'sys/role/v1/grants/save': () => null,
    });
    const user = userEvent.setup();
    renderPage(<RolesPage />, { path: '/role', url: '/role', permissions: ['role:edit'] });
    await screen.findByRole('checkbox', { name: '编辑模板 按钮' });
    expect(api.to('sys/role/v1/grants')).toEqual([{ role: 0 }]);
    expect(checkedNames()).toEqual(['首页']);
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();

    // A button brings its page and its group; the group is drawn partly checked.
    await user.click(box('编辑模板 按钮'));
    expect(checkedNames()).toEqual(['印章管理', '模板管理', '编辑模板', '首页']);
    expect(box('印章管理').indeterminate).toBe(true);
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();

    // Unchecking the group takes everything below it.
    await user.click(box('印章管理'));
    expect(checkedNames()).toEqual(['首页']);

    // Reset returns to what is saved.
    await user.click(box('新增申请 按钮'));
    await user.click(screen.getByRole('button', { name: '恢复' }));
    expect(checkedNames()).toEqual(['首页']);

    await user.click(box('用印申请'));
    expect(checkedNames()).toEqual(['印章管理', '用印申请', '首页']);
    await user.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await screen.findByText(/确定保存“超级管理员”的权限吗/);
    expect(api.to('sys/role/v1/grants/save')).toEqual([]);
    await user.click(within(dialog.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('sys/role/v1/grants/save')).toHaveLength(1));
    const saved = api.to('sys/role/v1/grants/save')[0]!;
    expect(saved.role).toBe(0);
    expect([...(saved.menuIds as number[])].sort()).toEqual([1, 2, 6]);
  });

  it('reads another role from its tab and shows the tree read-only without role:edit', async () => {
    const api = answerCalls({ 'sys/role/v1/grants': (p) => ({ tree, grantedIds: p.role === 3 ? [1, 2, 3] : [] }) });
    const user = userEvent.setup();
    renderPage(<RolesPage />, { path: '/role', url: '/role' });
    await user.click(await screen.findByRole('tab', { name: '单位成员' }));
    await waitFor(() => expect(box('新增申请 按钮').checked).toBe(true));
    expect(api.to('sys/role/v1/grants').at(-1)).toEqual({ role: 3 });
    expect(box('新增申请 按钮')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('names the seeded menus in English as the sidebar does', async () => {
    answerCalls({ 'sys/role/v1/grants': () => ({ tree, grantedIds: [] }) });
    setLang('en-US');
    try {
      renderPage(<RolesPage />, { path: '/role', url: '/role' });
      expect(await screen.findByRole('checkbox', { name: 'Seal management' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Home' })).toBeInTheDocument();
    } finally {
      setLang('zh-CN');
    }
  });
});
