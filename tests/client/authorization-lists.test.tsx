import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import AuthorizationActivatePage from '@/features/authorization/pages/authorization-activate-page';
import AuthorizationListPage from '@/features/authorization/pages/authorization-list-page';
import { authorization, noActions, ownRow, pickerCalls } from './authorization-helpers';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const rows = [
  authorization({ id: 1, empowerNo: 'AU-1', state: 0, unread: true }),
  authorization({ id: 2, empowerNo: 'AU-2', state: 1 }),
  authorization({ id: 3, empowerNo: 'AU-3', state: 2 }),
  authorization({ id: 4, empowerNo: 'AU-4', state: 3 }),
  authorization({ id: 5, empowerNo: 'AU-5', state: 4 }),
  authorization({ id: 6, empowerNo: 'AU-6', state: 5 }),
  authorization({ id: 7, empowerNo: 'AU-7', state: 6 }),
];

describe('authorisation records', () => {
  it('names every state as the spec does, dots unread rows and marks all read', async () => {
    const api = answerCalls({
      ...pickerCalls,
      'authorization/v1/list': () => ({ list: rows, total: 7 }),
      'authorization/v1/count-unread-msg': () => ({ authorAll: 1, using: 0 }),
      'authorization/v1/clear-auth-unread': () => null,
    });
    const user = userEvent.setup();
    const page = renderPage(<AuthorizationListPage />, {
      path: '/sealManage/useAuthorizationlist',
      url: '/sealManage/useAuthorizationlist',
    });
    const table = await screen.findByRole('table', { name: '授权记录' });
    await within(table).findByText('AU-1');
    const names = rows.map((r) => {
      const row = within(table).getByText(r.empowerNo).closest('tr')!;
      return within(row).getByText(/^(使用中|已过期|使用结束|未激活|待使用|临时结束|审核完成)$/).textContent;
    });
    expect(names).toEqual(['使用中', '已过期', '使用结束', '未激活', '待使用', '临时结束', '审核完成']);
    expect(within(table).getAllByLabelText('有新变化')).toHaveLength(1);
    expect(api.to('authorization/v1/list')).toEqual([{ pageNum: 1, pageSize: 10 }]);

    await user.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(api.to('authorization/v1/clear-auth-unread')).toEqual([{}]));
    // No export without record:export.
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();

    await user.click(within(table).getAllByRole('link', { name: '查看' })[0]!);
    await waitFor(() => expect(page.url()).toBe('/sealManage/authorizationdetail/1'));
  });

  it('puts the filters and the page in the URL and in the call, and exports with the same filters', async () => {
    const api = answerCalls({
      ...pickerCalls,
      'authorization/v1/list': () => ({ list: [], total: 0 }),
      'authorization/v1/count-unread-msg': () => ({ authorAll: 0, using: 0 }),
      'export/v1/create': () => ({ id: 4 }),
    });
    const user = userEvent.setup();
    const page = renderPage(<AuthorizationListPage />, {
      path: '/sealManage/useAuthorizationlist',
      url: '/sealManage/useAuthorizationlist?state=5&from=2026-03-01&to=2026-03-31&userId=3&page=2',
      permissions: ['record:export'],
    });
    expect(await screen.findByText('没有找到匹配的结果')).toBeInTheDocument();
    expect(api.to('authorization/v1/list')[0]).toEqual({
      pageNum: 2,
      pageSize: 10,
      state: 5,
      userId: 3,
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
    });
    expect(screen.getByLabelText('状态')).toHaveValue('5');

    await user.selectOptions(screen.getByLabelText('状态'), '使用中');
    await waitFor(() => expect(page.url()).toContain('state=0'));
    expect(page.url()).not.toContain('page=2');
    await user.click(screen.getByRole('combobox', { name: '按设备筛选（全部设备）' }));
    await user.click(await screen.findByRole('option', { name: /财务专用章/ }));
    await user.type(screen.getByRole('searchbox', { name: /搜索授权编号/ }), '合同{Enter}');
    await waitFor(() =>
      expect(api.to('authorization/v1/list').at(-1)).toEqual({
        pageNum: 1,
        pageSize: 10,
        state: 0,
        deviceId: 'SEAL-0001',
        userId: 3,
        keyword: '合同',
        dateFrom: '2026-03-01',
        dateTo: '2026-03-31',
      }),
    );
    expect(page.url()).toContain('deviceId=SEAL-0001');

    // 导出 sends the filters of the list's last call (above), without its page.
    const { pageNum, pageSize, ...filters } = api.to('authorization/v1/list').at(-1) as Record<string, unknown>;
    expect([pageNum, pageSize, Object.keys(filters).length]).toEqual([1, 10, 6]);
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(api.to('export/v1/create')).toEqual([{ exportType: 2, filters }]));
    expect(await screen.findByText('导出任务已创建，可在导出记录中查看进度和下载')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往导出记录' })).toHaveAttribute('href', '/sealManage/exportRecord');

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(api.to('authorization/v1/list').at(-1)).toEqual({ pageNum: 1, pageSize: 10 }));
  });

  it('shows the error state with a retry when the list cannot load', async () => {
    let fail = true;
    answerCalls({
      ...pickerCalls,
      'authorization/v1/list': () => {
        if (fail) throw new Error('404');
        return { list: [rows[0]], total: 1 };
      },
      'authorization/v1/count-unread-msg': () => ({ authorAll: 0, using: 0 }),
    });
    const user = userEvent.setup();
    renderPage(<AuthorizationListPage />, {
      path: '/sealManage/useAuthorizationlist',
      url: '/sealManage/useAuthorizationlist',
    });
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('AU-1')).toBeInTheDocument();
  });
});

describe('to be used by me', () => {
  it("shows the caller's open authorisations as cards with the member's allowed actions, without reading them", async () => {
    const own = [
      ownRow({
        id: 1,
        empowerNo: 'AU-1',
        state: 3,
        usedCount: 0,
        useCount: 4,
        unread: true,
        actions: { ...noActions, active: true, close: true, cancel: true },
      }),
      ownRow({
        id: 2,
        empowerNo: 'AU-2',
        state: 0,
        usedCount: 1,
        useCount: 4,
        deviceName: '合同章',
        actions: { ...noActions, tmpFinish: true, close: true },
      }),
      ownRow({ id: 3, empowerNo: 'AU-3', state: 3, actions: { ...noActions, close: true, needsFingerprint: true } }),
    ];
    const api = answerCalls({
      'authorization/v1/own-use-list': () => ({ list: own, total: 3 }),
      'authorization/v1/active': () => ({ state: 4 }),
      'use-record/v1/count-unread': () => ({ exception: 0, auth: 2 }),
      'use-record/v1/mark/clear-auth-unread': () => null,
    });
    const user = userEvent.setup();
    renderPage(<AuthorizationActivatePage />, {
      path: '/sealManage/authorizationActivate',
      url: '/sealManage/authorizationActivate',
    });
    const cards = await screen.findByRole('list', { name: '待我使用' });
    expect(api.to('authorization/v1/own-use-list')).toEqual([{ userId: 1, pageNum: 1, pageSize: 9 }]);
    const card = (no: string) => within(cards).getByText(no, { exact: false }).closest('li')!;
    const first = card('AU-1');
    const second = card('AU-2');
    expect(within(first).getByText('未激活')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '有新变化' })).toBeInTheDocument();
    expect(within(second).queryByRole('img', { name: '有新变化' })).not.toBeInTheDocument();
    expect(within(first).getByRole('progressbar', { name: '剩余次数' })).toHaveAttribute('aria-valuenow', '4');
    expect(within(first).getByText(/后到期/)).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: '激活' })).toBeInTheDocument();
    // Withdrawing is a keeper's action, not offered on the member's cards.
    expect(within(first).queryByRole('button', { name: '撤销' })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: '暂停' })).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: '激活' })).not.toBeInTheDocument();
    // A fingerprint device says why it cannot be activated yet.
    expect(within(card('AU-3')).getByRole('note')).toHaveTextContent('请先在印章上录入指纹');
    expect(within(card('AU-3')).queryByRole('button', { name: '激活' })).not.toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '手机同步拍照' })).toHaveAttribute('href', '/camera?empowerNo=AU-1');
    // The cards come with their actions: nothing was opened (and so read) to show them.
    expect(api.to('authorization/v1/:id/detail')).toEqual([]);

    await user.click(within(first).getByRole('button', { name: '激活' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.to('authorization/v1/active')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('authorization/v1/active')).toEqual([{ id: 1, version: 3 }]));
    expect(await screen.findByText('授权已激活')).toBeInTheDocument();
    // Opening the page clears the counter of new uses under the caller's authorisations.
    await waitFor(() => expect(api.to('use-record/v1/mark/clear-auth-unread')).toEqual([{}]));
  });

  it('says when nothing waits', async () => {
    answerCalls({
      'authorization/v1/own-use-list': () => ({ list: [], total: 0 }),
      'use-record/v1/count-unread': () => ({ exception: 0, auth: 0 }),
    });
    renderPage(<AuthorizationActivatePage />, {
      path: '/sealManage/authorizationActivate',
      url: '/sealManage/authorizationActivate',
    });
    expect(await screen.findByText('暂无待使用的授权')).toBeInTheDocument();
  });
});
