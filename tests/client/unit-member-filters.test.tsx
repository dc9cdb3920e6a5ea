import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Member } from '@contract/org';
import MemberPage from '@/features/unit/pages/member-page';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const departments = [
  {
    id: 2,
    parentId: null,
    name: '技术研发中心',
    sort: 1,
    memberCount: 4,
    children: [{ id: 5, parentId: 2, name: '前端开发部', sort: 1, memberCount: 8, children: [] }],
  },
];

function member(userId: number, realName: string, extra: Partial<Member> = {}): Member {
  return {
    userId,
    realName,
    mobile: `1380000${String(userId).padStart(4, '0')}`,
    userName: null,
    email: null,
    idCard: null,
    role: 3,
    departmentId: 5,
    departmentName: '前端开发部',
    disabled: false,
    joinedAt: '2025-01-01T00:00:00.000Z',
    ...extra,
  };
}

let api: ReturnType<typeof answerCalls>;

beforeEach(() => {
  api = answerCalls({
    'org/v1/list': () => departments,
    'user/v1/list': (p) => ({
      list: [member(1, '张伟', { role: 0 }), member(12, '王芳', { role: 2 }), member(13, '赵磊', { disabled: true })],
      total: 23,
      echo: p,
    }),
  });
});

const lastListRequest = () => api.to('user/v1/list').at(-1);

describe('member list filters and the URL', () => {
  it('reads search, role, department, state and page from the URL into the list request', async () => {
    renderPage(<MemberPage />, {
      path: '/unit/member',
      url: '/unit/member?keyword=王&role=2&dept=5&state=active&page=3',
    });
    await screen.findByText('王芳');
    expect(lastListRequest()).toEqual({
      pageNum: 3,
      pageSize: 10,
      keyword: '王',
      role: 2,
      departmentId: 5,
      state: 'active',
    });
    expect(screen.getByRole('searchbox', { name: '搜索姓名或手机号' })).toHaveValue('王');
    expect(screen.getByRole('combobox', { name: '角色' })).toHaveValue('2');
    await waitFor(() => expect(screen.getByRole('combobox', { name: '部门' })).toHaveValue('5'));
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveValue('active');
    expect(screen.getByText('第 3 / 3 页')).toBeInTheDocument();
  });

  it('ignores values in the URL that are no filter', async () => {
    renderPage(<MemberPage />, { path: '/unit/member', url: '/unit/member?role=9&dept=abc&state=gone&page=-2' });
    await screen.findByText('王芳');
    expect(lastListRequest()).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('writes a changed filter to the URL and goes back to page 1', async () => {
    const user = userEvent.setup();
    const page = renderPage(<MemberPage />, { path: '/unit/member', url: '/unit/member?page=2' });
    await screen.findByText('王芳');
    await user.selectOptions(screen.getByRole('combobox', { name: '角色' }), '1');
    expect(page.url()).toBe('/unit/member?role=1');
    await waitFor(() => expect(lastListRequest()).toMatchObject({ pageNum: 1, role: 1 }));

    await user.selectOptions(await screen.findByRole('combobox', { name: '部门' }), '5');
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), 'disabled');
    await user.type(screen.getByRole('searchbox', { name: '搜索姓名或手机号' }), ' 1380 {Enter}');
    expect(page.url()).toBe('/unit/member?role=1&dept=5&state=disabled&keyword=1380');
    await waitFor(() =>
      expect(lastListRequest()).toEqual({
        pageNum: 1,
        pageSize: 10,
        keyword: '1380',
        role: 1,
        departmentId: 5,
        state: 'disabled',
      }),
    );

    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(page.url()).toBe('/unit/member');
  });

  it('pages through the URL, and Back restores the previous page and filters', async () => {
    const user = userEvent.setup();
    const page = renderPage(<MemberPage />, { path: '/unit/member', url: '/unit/member?role=3' });
    await screen.findByText('王芳');
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(page.url()).toBe('/unit/member?role=3&page=2');
    await waitFor(() => expect(lastListRequest()).toMatchObject({ pageNum: 2, role: 3 }));
    await act(() => page.router.navigate(-1));
    expect(page.url()).toBe('/unit/member?role=3');
    await waitFor(() => expect(lastListRequest()).toMatchObject({ pageNum: 1, role: 3 }));
  });

  it('a cached (hidden) list keeps its own filters while another page has the URL', async () => {
    // Rendered for every path, as the shell keeps a cached page mounted behind another tab.
    const page = renderPage(<MemberPage />, { path: '*', url: '/unit/member?role=2' });
    await screen.findByText('王芳');
    const requests = api.to('user/v1/list').length;
    await act(() => page.router.navigate('/unit/department?role=1&page=4'));
    await act(() => page.router.navigate('/unit/member?role=2'));
    expect(api.to('user/v1/list').slice(requests)).not.toContainEqual(expect.objectContaining({ role: 1 }));
    expect(lastListRequest()).toMatchObject({ pageNum: 1, role: 2 });
  });

  it('opens a member from the row, masks phones, and shows the state of each', async () => {
    const user = userEvent.setup();
    const page = renderPage(<MemberPage />, { path: '/unit/member', url: '/unit/member' });
    await screen.findByText('王芳');
    const table = screen.getByRole('table', { name: '成员列表' });
    expect(within(table).getByText('138****0012')).toBeInTheDocument();
    expect(within(table).getByText('已停用')).toBeInTheDocument();
    await user.click(within(table).getByText('印章保管人'));
    expect(page.url()).toBe('/unit/memberDetail/12');
  });

  it('offers add, edit and disable only with the permission codes, and the chief hand-over to the chief', async () => {
    renderPage(<MemberPage />, { path: '/unit/member', url: '/unit/member' });
    await screen.findByText('王芳');
    const table = screen.getByRole('table', { name: '成员列表' });
    expect(screen.queryByRole('button', { name: '添加成员' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    // The signed-in user is the chief administrator (role 0): active members other than the chief can receive it.
    expect(within(table).getAllByRole('button', { name: '设为超级管理员' })).toHaveLength(1);
  });

  it('with member:add and member:edit: add, edit and disable/enable; the chief edits only their own details', async () => {
    renderPage(<MemberPage />, {
      path: '/unit/member',
      url: '/unit/member',
      permissions: ['member:add', 'member:edit'],
    });
    await screen.findByText('王芳');
    const table = screen.getByRole('table', { name: '成员列表' });
    expect(screen.getByRole('button', { name: '添加成员' })).toBeInTheDocument();
    // The viewer is the chief (张伟): their own row can be edited but never disabled.
    expect(within(table).getAllByRole('button', { name: '编辑' })).toHaveLength(3);
    expect(within(table).getAllByRole('button', { name: '停用' })).toHaveLength(1);
    expect(within(table).getByRole('button', { name: '启用' })).toBeInTheDocument();
  });
});
