import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SysAccount } from '@contract/sys-account';
import { InitialPasswordGate } from '@/features/sys-accounts/components/initial-password-gate';
import UsersPage from '@/features/sys-accounts/pages/users-page';
import { ApiError } from '@/lib/api-client';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const row = (id: number, username: string, realName: string, disabled = false): SysAccount => ({
  id,
  username,
  realName,
  mobile: '',
  departmentId: 1,
  departmentName: '运营中心',
  disabled,
  passwordInitial: false,
  roleIds: [1],
  roleNames: ['平台超级管理员'],
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('the system users page', () => {
  it('filters by state in the URL, refuses disabling oneself in the dialog, and shows a reset password once', async () => {
    const api = answerCalls({
      'sys/org/v1/query': () => [
        { id: 1, parentId: null, name: '运营中心', leader: null, phone: null, sort: 0, accountCount: 2, children: [] },
      ],
      'sys/account/v1/list': () => ({ list: [row(1, 'sysadmin', '平台管理员'), row(2, 'ops.li', '李运维')], total: 2 }),
      'sys/account/v1/state': () => {
        throw new ApiError(400, '不能停用当前登录的账号', false);
      },
      'sys/account/v1/reset-password': () => ({ id: 2, initialPassword: 'Ab3@xyz9Qk2!' }),
    });
    const user = userEvent.setup();
    renderPage(<UsersPage />, { path: '/user', url: '/user?state=enabled', permissions: ['user:add', 'user:edit'] });
    const table = await screen.findByRole('table', { name: '系统用户列表' });
    await within(table).findByText('李运维');
    expect(api.to('sys/account/v1/list').at(-1)).toEqual({ pageNum: 1, pageSize: 10, state: 'enabled' });

    const [selfRow, otherRow] = within(table).getAllByRole('row').slice(1);
    await user.click(within(selfRow!).getByRole('button', { name: '停用' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await within(screen.getByRole('dialog')).findByText('不能停用当前登录的账号')).toBeInTheDocument();
    expect(api.to('sys/account/v1/state')).toEqual([{ id: 1, disabled: true }]);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取消' }));

    await user.click(within(otherRow!).getByRole('button', { name: '重置密码' }));
    expect(within(screen.getByRole('dialog')).getByText(/确定重置“李运维”的密码吗/)).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByTestId('initial-password')).toHaveTextContent('Ab3@xyz9Qk2!');
    expect(api.to('sys/account/v1/reset-password')).toEqual([{ id: 2 }]);
  });

  it('offers no actions without the user:edit permission', async () => {
    answerCalls({
      'sys/org/v1/query': () => [],
      'sys/account/v1/list': () => ({ list: [row(2, 'ops.li', '李运维')], total: 1 }),
    });
    renderPage(<UsersPage />, { path: '/user', url: '/user' });
    await screen.findByText('李运维');
    expect(screen.queryByRole('button', { name: '停用' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '新增用户' })).not.toBeInTheDocument();
  });
});

describe('the forced change of an initial password', () => {
  it('cannot be dismissed, checks the confirmation, and closes once the server took the new password', async () => {
    let mustChange = true;
    const api = answerCalls({
      'sys/account/v1/password-state': () => ({ mustChange }),
      'sys/account/v1/change-password': () => {
        mustChange = false;
        return null;
      },
    });
    const user = userEvent.setup();
    renderPage(<InitialPasswordGate />, { path: '/dashboard', url: '/dashboard' });
    expect(await screen.findByText('请修改初始密码')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('当前密码'), 'Ab3@xyz9Qk2!');
    await user.type(screen.getByLabelText('新密码'), 'Ops@2026li');
    await user.type(screen.getByLabelText('确认新密码'), 'Ops@2026lx');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(api.to('sys/account/v1/change-password')).toEqual([]);

    await user.clear(screen.getByLabelText('确认新密码'));
    await user.type(screen.getByLabelText('确认新密码'), 'Ops@2026li');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByText('请修改初始密码')).not.toBeInTheDocument());
    expect(api.to('sys/account/v1/change-password')).toEqual([{ oldPassword: 'Ab3@xyz9Qk2!', password: 'Ops@2026li' }]);
  });
});
