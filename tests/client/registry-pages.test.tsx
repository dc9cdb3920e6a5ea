import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DictItem } from '@contract/dictionary';
import type { ComplaintSummary } from '@contract/complaint';
import DictionaryPage from '@/features/registry/pages/dictionary-page';
import ComplaintsPage from '@/features/registry/pages/complaints-page';
import { ApiError } from '@/lib/api-client';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const at = '2026-01-01T00:00:00.000Z';
const type = (id: number, code: string, name: string, count: number): DictItem => ({
  id,
  parentId: null,
  code,
  name,
  sort: 0,
  remark: null,
  count,
  createdAt: at,
});
const entry: DictItem = {
  id: 11,
  parentId: 1,
  code: 'advice',
  name: '功能建议',
  sort: 0,
  remark: null,
  count: 3,
  createdAt: at,
};

describe('the dictionary page', () => {
  it("lists the first type's entries, switches types by the URL, and shows the server's refusal to delete an entry in use", async () => {
    const api = answerCalls({
      'dict/v1/type-list': () => [type(1, 'complaint_category', '投诉建议类型', 1), type(2, 'industry', '所属行业', 0)],
      'dict/v1/list': (p) => (p.typeId === 1 ? { list: [entry], total: 1 } : { list: [], total: 0 }),
      'dict/v1/delete': () => {
        throw new ApiError(400, '该字典项正被3条投诉建议使用，不能删除', false);
      },
    });
    const user = userEvent.setup();
    const page = renderPage(<DictionaryPage />, {
      path: '/dictionary',
      url: '/dictionary',
      permissions: ['dict:edit'],
    });
    const table = await screen.findByRole('table', { name: '字典项' });
    await within(table).findByText('功能建议');
    expect(api.to('dict/v1/list').at(-1)).toEqual({ pageNum: 1, pageSize: 10, typeId: 1 });
    expect(screen.getByRole('heading', { name: '“投诉建议类型”的字典项' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: '删除' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(
      await within(screen.getByRole('dialog')).findByText('该字典项正被3条投诉建议使用，不能删除'),
    ).toBeInTheDocument();
    expect(api.to('dict/v1/delete')).toEqual([{ id: 11 }]);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取消' }));

    await user.click(screen.getByRole('button', { name: /所属行业/ }));
    expect(page.url()).toBe('/dictionary?type=2');
    expect(await screen.findByText('该类型下还没有字典项')).toBeInTheDocument();
  });

  it('shows no editing without the dict:edit permission', async () => {
    answerCalls({
      'dict/v1/type-list': () => [type(1, 'complaint_category', '投诉建议类型', 1)],
      'dict/v1/list': () => ({ list: [entry], total: 1 }),
    });
    renderPage(<DictionaryPage />, { path: '/dictionary', url: '/dictionary' });
    await screen.findByText('功能建议');
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增字典项' })).not.toBeInTheDocument();
  });
});

describe('the complaints list', () => {
  it('filters by state and category in the URL and opens a complaint on its progress page', async () => {
    const row: ComplaintSummary = {
      id: 9,
      categoryName: '产品故障',
      content: '设备离线',
      state: 'pending',
      companyName: '演示科技有限公司',
      submitterName: '刘洋',
      assigneeName: null,
      createdAt: at,
      updatedAt: at,
    };
    const api = answerCalls({
      'dict/v1/options': () => [{ id: 12, code: 'fault', name: '产品故障' }],
      'sys/complaint/v1/list': () => ({ list: [row], total: 1 }),
    });
    const user = userEvent.setup();
    const page = renderPage(<ComplaintsPage />, {
      path: '/complaintsAdvice',
      url: '/complaintsAdvice?state=pending&category=12',
    });
    const table = await screen.findByRole('table', { name: '投诉建议' });
    await within(table).findByText('设备离线');
    expect(api.to('sys/complaint/v1/list').at(-1)).toEqual({
      pageNum: 1,
      pageSize: 10,
      state: 'pending',
      categoryId: 12,
    });
    expect(within(table).getByText('待处理')).toBeInTheDocument();
    expect(within(table).getByText('未分配')).toBeInTheDocument();
    await user.click(within(table).getByText('设备离线'));
    await waitFor(() => expect(page.url()).toBe('/system/complaintsList?id=9'));
  });
});
