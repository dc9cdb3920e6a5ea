import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MenuEntry } from '@contract/menu';
import RolesPage from '@/features/sys-accounts/pages/roles-page';
import { ApiError } from '@/lib/api-client';
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

const platformList = () => ({ tree: [], roles: [] });

/** Opens the unit roles (the page opens on the platform roles). */
async function openStaffRoles(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: '单位角色' }));
}

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
      'sys/role/v1/platform/list': platformList,
    });
    const user = userEvent.setup();
    renderPage(<RolesPage />, { path: '/role', url: '/role', permissions: ['role:edit'] });
    await openStaffRoles(user);
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
    const api = answerCalls({
      'sys/role/v1/grants': (p) => ({ tree, grantedIds: p.role === 3 ? [1, 2, 3] : [] }),
      'sys/role/v1/platform/list': platformList,
    });
    const user = userEvent.setup();
    renderPage(<RolesPage />, { path: '/role', url: '/role' });
    await openStaffRoles(user);
    await user.click(await screen.findByRole('button', { name: '单位成员' }));
    await waitFor(() => expect(box('新增申请 按钮').checked).toBe(true));
    expect(api.to('sys/role/v1/grants').at(-1)).toEqual({ role: 3 });
    expect(box('新增申请 按钮')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('names the seeded menus in English as the sidebar does', async () => {
    answerCalls({
      'sys/role/v1/grants': () => ({ tree, grantedIds: [] }),
      'sys/role/v1/platform/list': platformList,
    });
    setLang('en-US');
    try {
      const user = userEvent.setup();
      renderPage(<RolesPage />, { path: '/role', url: '/role' });
      await user.click(await screen.findByRole('tab', { name: 'Unit roles' }));
      expect(await screen.findByRole('checkbox', { name: 'Seal management' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Home' })).toBeInTheDocument();
    } finally {
      setLang('zh-CN');
    }
  });

  it('edits a platform role: the built-in one is read-only, a change is saved with its entries, a role in use is not deleted', async () => {
    const builtIn = { id: 1, name: '平台超级管理员', remark: '', allGrants: true, menuIds: [], accountCount: 1 };
    const auditor = { id: 2, name: '审计员', remark: '', allGrants: false, menuIds: [6], accountCount: 2 };
    const api = answerCalls({
      'sys/role/v1/platform/list': () => ({ tree, roles: [builtIn, auditor] }),
      'sys/role/v1/platform/save': () => ({ id: 2 }),
      'sys/role/v1/platform/delete': () => {
        throw new ApiError(400, '还有2个账号拥有该角色，不能删除', false);
      },
    });
    const user = userEvent.setup();
    renderPage(<RolesPage />, { path: '/role', url: '/role', permissions: ['role:edit'] });
    expect(await screen.findByText(/内置角色拥有全部菜单与按钮/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '删除角色' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /审计员/ }));
    await waitFor(() => expect(checkedNames()).toEqual(['首页']));
    await user.click(box('新增申请 按钮'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.to('sys/role/v1/platform/save')).toHaveLength(1));
    const saved = api.to('sys/role/v1/platform/save')[0]!;
    expect(saved).toMatchObject({ id: 2, name: '审计员' });
    expect([...(saved.menuIds as number[])].sort()).toEqual([1, 2, 3, 6]);

    await user.click(screen.getByRole('button', { name: '删除角色' }));
    const dialog = (await screen.findByText(/确定删除角色“审计员”吗/)).closest('[role="dialog"]') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('还有2个账号拥有该角色，不能删除')).toBeInTheDocument();
  });
});
