import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ApplyListPage from '@/features/apply/pages/apply-list-page';
import ApproveListPage from '@/features/apply/pages/approve-list-page';
import { summary } from './apply-helpers';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const rows = [
  summary({ id: 1, applyNo: 'SQ-1', state: 'WAITING', unread: true }),
  summary({ id: 2, applyNo: 'SQ-2', state: 'RUNNING', approvedSteps: 1 }),
  summary({ id: 3, applyNo: 'SQ-3', state: 'COMPLETED', approvedSteps: 2, currentApproverId: null }),
  summary({ id: 4, applyNo: 'SQ-4', state: 'TERMINATED', outcome: 'rejected', currentApproverId: null }),
  summary({ id: 5, applyNo: 'SQ-5', state: 'TERMINATED', outcome: 'revoked', currentApproverId: null }),
];

describe('application records', () => {
  it('shows every state as its badge text, the progress and unread rows', async () => {
    const api = answerCalls({
      'apply/v2/list': () => ({ list: rows, total: 5 }),
      'apply/v2/update-read-status': () => null,
    });
    const user = userEvent.setup();
    const page = renderPage(<ApplyListPage />, { path: '/sealManage/applyList', url: '/sealManage/applyList' });
    await screen.findByText('SQ-1');
    const table = screen.getByRole('table', { name: '申请记录' });
    const badges = ['SQ-1', 'SQ-2', 'SQ-3', 'SQ-4', 'SQ-5'].map((no) => {
      const row = within(table).getByText(no).closest('tr')!;
      return within(row).getAllByText(/^(待审批|审批中|已通过|已驳回|已撤回)$/)[0]?.textContent;
    });
    expect(badges).toEqual(['待审批', '审批中', '已通过', '已驳回', '已撤回']);
    expect(within(within(table).getByText('SQ-2').closest('tr')!).getByText('1/2')).toBeInTheDocument();
    expect(within(table).getAllByLabelText('有新进展')).toHaveLength(1);
    expect(api.to('apply/v2/list')).toEqual([{ pageNum: 1, pageSize: 10, mine: false }]);

    await user.click(screen.getByRole('switch', { name: '只看我的' }));
    await waitFor(() => expect(page.url()).toBe('/sealManage/applyList?mine=1'));
    await waitFor(() => expect(api.to('apply/v2/list').at(-1)).toEqual({ pageNum: 1, pageSize: 10, mine: true }));

    await user.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(api.to('apply/v2/update-read-status')).toEqual([{}]));
    // No export without record:export.
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();

    await user.click(within(table).getAllByRole('link', { name: '查看' })[0]!);
    await waitFor(() => expect(page.url()).toBe('/sealManage/examinedetail/1'));
  });

  it('keeps the state, dates and keyword filters in the URL, and exports with the same filters', async () => {
    const api = answerCalls({
      'apply/v2/list': () => ({ list: [], total: 0 }),
      'export/v1/create': () => ({ id: 5 }),
    });
    const user = userEvent.setup();
    renderPage(<ApplyListPage />, {
      path: '/sealManage/applyList',
      url: '/sealManage/applyList?state=COMPLETED&from=2026-03-01&to=2026-03-31&keyword=合同&page=2',
      permissions: ['record:export'],
    });
    expect(await screen.findByText('没有找到匹配的结果')).toBeInTheDocument();
    expect(api.to('apply/v2/list')[0]).toEqual({
      pageNum: 2,
      pageSize: 10,
      keyword: '合同',
      state: 'COMPLETED',
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      mine: false,
    });
    expect(screen.getByLabelText('状态')).toHaveValue('COMPLETED');
    await user.click(screen.getByRole('switch', { name: '只看我的' }));
    await waitFor(() => expect(api.to('apply/v2/list').at(-1)).toMatchObject({ pageNum: 1, mine: true }));

    // 导出 sends the filters of the list's last call, without its page.
    expect(api.to('apply/v2/list').at(-1)).toEqual({
      pageNum: 1,
      pageSize: 10,
      keyword: '合同',
      state: 'COMPLETED',
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      mine: true,
    });
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() =>
      expect(api.to('export/v1/create')).toEqual([
        {
          exportType: 11,
          filters: { keyword: '合同', state: 'COMPLETED', dateFrom: '2026-03-01', dateTo: '2026-03-31', mine: true },
        },
      ]),
    );
    expect(await screen.findByText('导出任务已创建，可在导出记录中查看进度和下载')).toBeInTheDocument();

    // 重置 clears the shared filters; 只看我的 is a switch of its own.
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(api.to('apply/v2/list').at(-1)).toEqual({ pageNum: 1, pageSize: 10, mine: true }));
  });
});

describe('my approvals', () => {
  it('asks for the pending scope first and switches scope in the URL', async () => {
    const api = answerCalls({
      'apply/v2/approve-list': () => ({ list: [rows[0]!, rows[2]!], total: 2 }),
    });
    const user = userEvent.setup();
    const page = renderPage(<ApproveListPage />, {
      path: '/sealManage/useaApplyexaminelist',
      url: '/sealManage/useaApplyexaminelist',
    });
    await screen.findByText('SQ-1');
    const table = screen.getByRole('table', { name: '我的审批' });
    expect(screen.getByRole('tab', { name: '待我审批' })).toHaveAttribute('aria-selected', 'true');
    expect(api.to('apply/v2/approve-list')).toEqual([{ pageNum: 1, pageSize: 10, scope: 'pending' }]);
    // The current user (id 1 in the tests) is not the current approver of these rows: both read 查看.
    expect(within(table).getAllByRole('link', { name: '查看' })).toHaveLength(2);

    await user.click(screen.getByRole('tab', { name: '我已审批' }));
    await waitFor(() => expect(page.url()).toBe('/sealManage/useaApplyexaminelist?scope=done'));
    await waitFor(() =>
      expect(api.to('apply/v2/approve-list').at(-1)).toEqual({ pageNum: 1, pageSize: 10, scope: 'done' }),
    );
  });

  it('offers 审批 on the rows waiting for the viewer', async () => {
    answerCalls({ 'apply/v2/approve-list': () => ({ list: [summary({ currentApproverId: 1 })], total: 1 }) });
    renderPage(<ApproveListPage />, {
      path: '/sealManage/useaApplyexaminelist',
      url: '/sealManage/useaApplyexaminelist',
    });
    const table = screen.getByRole('table', { name: '我的审批' });
    expect(await within(table).findByRole('link', { name: '审批' })).toHaveAttribute(
      'href',
      '/sealManage/examinedetail/42',
    );
  });

  it('decides the chosen rows in one batch and names the ones the server refused', async () => {
    const waiting = [
      summary({ id: 7, applyNo: 'SQ-7', currentApproverId: 1 }),
      summary({ id: 8, applyNo: 'SQ-8', currentApproverId: 1 }),
      summary({ id: 9, applyNo: 'SQ-9', currentApproverId: 2 }),
    ];
    const api = answerCalls({
      'apply/v2/approve-list': () => ({ list: waiting, total: 3 }),
      'apply/v2/approve-batch': () => ({
        results: [
          { id: 7, applyNo: 'SQ-7', ok: true, state: 'COMPLETED', message: null },
          { id: 8, applyNo: 'SQ-8', ok: false, state: null, message: '该申请已被撤回' },
        ],
      }),
    });
    const user = userEvent.setup();
    renderPage(<ApproveListPage />, {
      path: '/sealManage/useaApplyexaminelist',
      url: '/sealManage/useaApplyexaminelist',
    });
    await screen.findByText('SQ-7');
    // Only the rows waiting for the viewer can be chosen; the header's box takes them all, by keyboard too.
    expect(screen.getByRole('checkbox', { name: '选择申请 SQ-9' })).toBeDisabled();
    screen.getByRole('checkbox', { name: '选择本页全部待您审批的申请' }).focus();
    await user.keyboard(' ');
    expect(screen.getByText('已选 2 个申请')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '选择申请 SQ-8' }));
    expect(screen.getByText('已选 1 个申请')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '选择申请 SQ-8' }));

    await user.click(screen.getByRole('button', { name: '批量同意' }));
    expect(await screen.findByText('批量同意 2 个申请')).toBeInTheDocument();
    await user.type(screen.getByLabelText('审批意见（选填）'), '同意');
    await user.click(screen.getByRole('button', { name: '通过' }));
    await waitFor(() =>
      expect(api.to('apply/v2/approve-batch')).toEqual([{ ids: [7, 8], result: 'approved', comment: '同意' }]),
    );
    const failed = await screen.findByRole('table', { name: '未处理的申请' });
    expect(screen.getByText('已处理 1 个，未处理 1 个：')).toBeInTheDocument();
    expect(within(failed).getByText('SQ-8').closest('tr')).toHaveTextContent('该申请已被撤回');
    // The choice is spent, and the list asked again.
    expect(screen.getByText(/勾选待您审批的申请/)).toBeInTheDocument();
    expect(api.to('apply/v2/approve-list').length).toBeGreaterThan(1);
  });
});
