import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Department } from '@contract/org';
import DepartmentPage from '@/features/unit/pages/department-page';
import { ApiError } from '@/lib/api-client';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const dept = (id: number, parentId: number | null, name: string, children: Department[] = []): Department => ({
  id,
  parentId,
  name,
  sort: id,
  memberCount: id,
  children,
});

const tree = [
  dept(1, null, '总经理办公室'),
  dept(2, null, '技术研发中心', [dept(5, 2, '前端开发部'), dept(6, 2, '后端开发部', [dept(9, 6, '平台组')])]),
  dept(3, null, '财务部'),
];

let api: ReturnType<typeof answerCalls>;
const handlers = {
  'org/v1/list': () => tree,
  'org/v1/add': () => ({ id: 100 }),
  'org/v1/update': () => null,
  'org/v1/delete': () => null,
};

beforeEach(() => {
  api = answerCalls(handlers);
});

async function setup(permissions = ['department:edit']) {
  const user = userEvent.setup();
  renderPage(<DepartmentPage />, { path: '/unit/department', url: '/unit/department', permissions });
  await screen.findByText('平台组');
  return user;
}

describe('the department tree', () => {
  it('shows every department with its member count, and the totals', async () => {
    await setup();
    const list = screen.getByRole('list', { name: '部门树' });
    for (const name of ['总经理办公室', '技术研发中心', '前端开发部', '后端开发部', '平台组', '财务部']) {
      expect(within(list).getByText(name)).toBeInTheDocument();
    }
    expect(within(list).getByText('9 人')).toBeInTheDocument();
    expect(screen.getByText('共 6 个部门，26 名成员')).toBeInTheDocument();
  });

  it('opens and closes branches with buttons that say whether they are expanded (keyboard too)', async () => {
    const user = await setup();
    const toggle = screen.getByRole('button', { name: '收起 技术研发中心' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByText('前端开发部')).not.toBeInTheDocument();
    const closed = screen.getByRole('button', { name: '展开 技术研发中心' });
    expect(closed).toHaveAttribute('aria-expanded', 'false');
    closed.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('前端开发部')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '全部收起' }));
    expect(screen.queryByText('平台组')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '全部展开' }));
    expect(screen.getByText('平台组')).toBeInTheDocument();
    // Leaves have no toggle.
    expect(screen.queryByRole('button', { name: /平台组$/, expanded: true })).not.toBeInTheDocument();
  });

  it('adds a top-level department with parentId null, and a child below the chosen one', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: '新增部门' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('部门名称'), '  法务部 ');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('org/v1/add')).toEqual([{ name: '法务部', parentId: null }]));
    expect(await screen.findByText('部门已添加')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '添加子部门 后端开发部' }));
    const child = await screen.findByRole('dialog');
    expect(within(child).getByText('在“后端开发部”下新增部门')).toBeInTheDocument();
    await user.type(within(child).getByLabelText('部门名称'), '数据组');
    await user.click(within(child).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('org/v1/add').at(-1)).toEqual({ name: '数据组', parentId: 6 }));
  });

  it('checks the name with the rules of the contract (1-17)', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: '新增部门' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('输入框不能为空')).toBeInTheDocument();
    const name = within(dialog).getByLabelText('部门名称');
    name.removeAttribute('maxLength');
    await user.type(name, '一二三四五六七八九十一二三四五六七八');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('长度范围为1-17')).toBeInTheDocument();
    expect(api.to('org/v1/add')).toEqual([]);
  });

  it('renames a department keeping its parent and place', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: '重命名 前端开发部' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('部门名称');
    expect(name).toHaveValue('前端开发部');
    await user.clear(name);
    await user.type(name, '大前端部');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('org/v1/update')).toEqual([{ id: 5, name: '大前端部', parentId: 2, sort: 5 }]));
    expect(await screen.findByText('部门已重命名')).toBeInTheDocument();
  });

  it('moves a department: it cannot go below itself, and may go to the top level', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: '移动 技术研发中心' }));
    const dialog = await screen.findByRole('dialog');
    const parent = within(dialog).getByLabelText('上级部门');
    const options = within(parent)
      .getAllByRole('option')
      .map((o) => o.textContent?.trim());
    expect(options).toEqual(['无（顶级部门）', '总经理办公室', '财务部']);

    await user.selectOptions(parent, '3');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('org/v1/update')).toEqual([{ id: 2, name: '技术研发中心', parentId: 3 }]));
    expect(await screen.findByText('部门已移动')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '移动 平台组' }));
    const second = await screen.findByRole('dialog');
    const to = within(second).getByLabelText('上级部门');
    // (happy-dom does not show a number-valued default in a select the way browsers do, so the check is the payload)
    await user.selectOptions(to, '');
    await user.click(within(second).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('org/v1/update').at(-1)).toEqual({ id: 9, name: '平台组', parentId: null }));
  });

  it("shows the server's refusal of a move in the dialog", async () => {
    answerCalls({
      ...handlers,
      'org/v1/update': () => {
        throw new ApiError(400, '不能移动到自身或下级部门之下', false);
      },
    });
    const user = await setup();
    await user.click(screen.getByRole('button', { name: '移动 前端开发部' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('上级部门'), '1');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('不能移动到自身或下级部门之下');
  });

  it('deletes only after confirming', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: '删除 财务部' }));
    expect(await screen.findByText('确定删除部门“财务部”吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(api.to('org/v1/delete')).toEqual([]);
    await user.click(screen.getByRole('button', { name: '删除 财务部' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('org/v1/delete')).toEqual([{ id: 3 }]));
    expect(await screen.findByText('部门已删除')).toBeInTheDocument();
  });

  it('is read-only without department:edit', async () => {
    await setup([]);
    expect(screen.queryByRole('button', { name: '新增部门' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^删除/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收起 技术研发中心' })).toBeInTheDocument();
  });
});
