import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import MonthStatisticsPage from '@/features/use-record/pages/month-statistics-page';
import OperateRecordPage from '@/features/use-record/pages/operate-record-page';
import PhoneUsePage from '@/features/use-record/pages/phone-use-page';
import TrialPage from '@/features/use-record/pages/trial-page';
import UseRecordListPage from '@/features/use-record/pages/use-record-list-page';
import { pickerCalls, recordRow } from './authorization-helpers';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const departments = [
  {
    id: 1,
    parentId: null,
    name: '总部',
    sort: 0,
    memberCount: 3,
    children: [{ id: 2, parentId: 1, name: '财务部', sort: 0, memberCount: 2, children: [] }],
  },
];

describe('use records', () => {
  it('tints exception rows with their kind, shows photo counts and clears the exception counter', async () => {
    const api = answerCalls({
      ...pickerCalls,
      'org/v1/list': () => departments,
      'use-record/v1/list': () => ({
        list: [
          recordRow({ id: 1, usedAt: '2026-03-01T01:00:00.000Z' }),
          recordRow({ id: 2, exception: true, exceptionKind: 'privileged', useType: 1, photoCount: 1 }),
        ],
        total: 2,
      }),
      'use-record/v1/count-unread': () => ({ exception: 4, auth: 0 }),
      'use-record/v1/mark/clear-exception-unread': () => null,
    });
    renderPage(<UseRecordListPage />, { path: '/sealManage/useCordlist', url: '/sealManage/useCordlist' });
    const table = await screen.findByRole('table', { name: '使用记录' });
    const rows = await within(table).findAllByRole('link', { name: '查看' });
    expect(rows.map((a) => a.getAttribute('href'))).toEqual([
      '/sealManage/recorddetail?id=1',
      '/sealManage/recorddetail?id=2',
    ]);
    const exceptional = rows[1]!.closest('tr')!;
    expect(exceptional.className).toContain('bg-red-50');
    expect(within(exceptional).getAllByText('特权盖章').length).toBe(2);
    expect(within(exceptional).getByText('1 张')).toBeInTheDocument();
    expect(rows[0]!.closest('tr')!.className).not.toContain('bg-red-50');
    expect(within(rows[0]!.closest('tr')!).getByText('正常')).toBeInTheDocument();
    await waitFor(() => expect(api.to('use-record/v1/mark/clear-exception-unread')).toEqual([{}]));
    // No export without record:export.
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
  });

  it('keeps the filters in the URL and in the call, and exports with the same filters', async () => {
    const api = answerCalls({
      ...pickerCalls,
      'org/v1/list': () => departments,
      'use-record/v1/list': () => ({ list: [], total: 0 }),
      'use-record/v1/count-unread': () => ({ exception: 0, auth: 0 }),
      'export/v1/create': () => ({ id: 3 }),
    });
    const user = userEvent.setup();
    const page = renderPage(<UseRecordListPage />, {
      path: '/sealManage/useCordlist',
      url: '/sealManage/useCordlist?useType=3&from=2026-03-01&to=2026-03-31&page=3',
      permissions: ['record:export'],
    });
    expect(await screen.findByText('没有找到匹配的结果')).toBeInTheDocument();
    expect(api.to('use-record/v1/list')[0]).toEqual({
      pageNum: 3,
      pageSize: 10,
      useType: 3,
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
    });
    expect(screen.getByLabelText('盖章类型')).toHaveValue('3');
    expect(
      within(screen.getByLabelText('盖章类型'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['全部类型', '联网盖章', '特权盖章', '试盖章', '离线盖章', '加墨']);

    await user.click(screen.getByRole('switch', { name: '只看异常' }));
    await waitFor(() => expect(page.url()).toContain('exception=1'));
    await user.selectOptions(await screen.findByLabelText('部门'), '2');
    await user.click(screen.getByRole('combobox', { name: '按设备筛选（全部设备）' }));
    await user.click(await screen.findByRole('option', { name: /财务专用章/ }));
    const expected = {
      deviceId: 'SEAL-0001',
      departmentId: 2,
      useType: 3,
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      exception: true,
    };
    await waitFor(() => expect(api.to('use-record/v1/list').at(-1)).toEqual({ pageNum: 1, pageSize: 10, ...expected }));
    expect(page.url()).toBe(
      '/sealManage/useCordlist?useType=3&from=2026-03-01&to=2026-03-31&exception=1&departmentId=2&deviceId=SEAL-0001',
    );

    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(api.to('export/v1/create')).toEqual([{ exportType: 3, filters: expected }]));
    expect(await screen.findByText('导出任务已创建，可在导出记录中查看进度和下载')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往导出记录' })).toHaveAttribute('href', '/sealManage/exportRecord');
  });
});

describe('trial stamps', () => {
  it('explains trial stamps and lists only use type 2, by device', async () => {
    const api = answerCalls({
      ...pickerCalls,
      'use-record/v1/list': () => ({ list: [recordRow({ useType: 2, authorizationId: null })], total: 1 }),
    });
    const user = userEvent.setup();
    renderPage(<TrialPage />, { path: '/sealManage/try', url: '/sealManage/try' });
    expect(await screen.findByText(/试盖章用于检查印章安装/)).toBeInTheDocument();
    await screen.findByRole('table', { name: '试盖章记录' });
    expect(api.to('use-record/v1/list')[0]).toEqual({ pageNum: 1, pageSize: 10, useType: 2 });
    await user.click(screen.getByRole('combobox', { name: '按设备筛选（全部设备）' }));
    await user.click(await screen.findByRole('option', { name: /财务专用章/ }));
    await waitFor(() =>
      expect(api.to('use-record/v1/list').at(-1)).toEqual({
        pageNum: 1,
        pageSize: 10,
        useType: 2,
        deviceId: 'SEAL-0001',
      }),
    );
    // Ordering a trial stamp waits for a device to be chosen in its own card (the list's filter is not the choice).
    expect(screen.getByRole('button', { name: '试盖章' })).toBeDisabled();
  });
});

describe('operation records', () => {
  it('names the operation types and filters by type and date in the URL', async () => {
    const api = answerCalls({
      ...pickerCalls,
      'operate-record/v1/list': () => ({
        list: [
          {
            id: 1,
            deviceId: 'SEAL-0001',
            deviceName: '财务专用章',
            operationType: 4,
            operatorName: '张伟',
            detail: '设备遗失',
            createdAt: '2026-03-01T08:00:00.000Z',
          },
        ],
        total: 1,
      }),
    });
    const user = userEvent.setup();
    const page = renderPage(<OperateRecordPage />, {
      path: '/sealManage/operateRecord',
      url: '/sealManage/operateRecord',
    });
    const table = await screen.findByRole('table', { name: '操作记录' });
    expect(await within(table).findByText('挂失锁定')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('操作类型'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['全部操作', '安装印章', '更换印章', '注销印章', '更换电池', '挂失锁定', '特权密码', '固件升级', '加墨']);
    await user.selectOptions(screen.getByLabelText('操作类型'), '固件升级');
    await user.type(screen.getByLabelText('开始日期'), '2026-03-01{Enter}');
    await waitFor(() =>
      expect(api.to('operate-record/v1/list').at(-1)).toEqual({
        pageNum: 1,
        pageSize: 10,
        operationType: 6,
        dateFrom: '2026-03-01',
      }),
    );
    expect(page.url()).toBe('/sealManage/operateRecord?operationType=6&from=2026-03-01');
  });
});

describe('phone photos', () => {
  it('shows the photos as a grid that opens the viewer', async () => {
    answerCalls({
      ...pickerCalls,
      'use-image/v1/phone-list': () => ({
        list: [
          {
            fileId: 'p-1',
            source: 'phone',
            takenAt: '2026-03-01T09:30:00.000Z',
            tmpUrl: 'https://files.example/p1.jpg',
            useRecordId: 501,
            empowerNo: 'AU-1',
            deviceName: '财务专用章',
            userName: '刘洋',
          },
        ],
        total: 1,
      }),
    });
    const user = userEvent.setup();
    renderPage(<PhoneUsePage />, { path: '/sealManage/phoneuse', url: '/sealManage/phoneuse' });
    const grid = await screen.findByRole('list', { name: '手机同步的照片' });
    expect(within(grid).getByText('财务专用章')).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: '使用记录' })).toHaveAttribute(
      'href',
      '/sealManage/recorddetail?id=501',
    );
    await user.click(within(grid).getByRole('button', { name: '查看照片 1' }));
    const viewer = await screen.findByRole('dialog', { name: '照片查看' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', 'https://files.example/p1.jpg');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('monthly statistics', () => {
  it('asks for this month by default and shows the totals and the four charts', async () => {
    // This month in the unit's zone (UTC+8), whatever the machine's zone.
    const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
    const api = answerCalls({
      ...pickerCalls,
      'use-record/v1/month-statistics': () => ({
        total: 40,
        exceptions: 4,
        perDay: [
          { day: `${month}-01`, count: 10 },
          { day: `${month}-02`, count: 30 },
        ],
        perDevice: [{ key: 'SEAL-0001', label: '财务专用章', count: 40 }],
        perDepartment: [{ key: '2', label: '财务部', count: 40 }],
        perUseType: [
          { key: 0, label: '联网用印', count: 36 },
          { key: 1, label: '特权用印', count: 4 },
        ],
      }),
    });
    renderPage(<MonthStatisticsPage />, { path: '/sealManage/monthstatistics', url: '/sealManage/monthstatistics' });
    expect(await screen.findByText('40', { selector: 'p' })).toBeInTheDocument();
    expect(api.to('use-record/v1/month-statistics')).toEqual([{ month, deviceId: undefined }]);
    expect(screen.getByText('占 10%')).toBeInTheDocument();
    // Each ECharts chart carries its values as a table for screen readers.
    for (const name of ['每日盖章次数', '设备使用排行（前10）', '部门使用排行（前10）', '盖章类型分布']) {
      expect(await screen.findByRole('table', { name })).toBeInTheDocument();
    }
    const days = screen.getByRole('table', { name: '每日盖章次数' });
    expect(within(days).getByRole('rowheader', { name: month.slice(5) + '-02' })).toBeInTheDocument();
    const types = screen.getByRole('table', { name: '盖章类型分布' });
    expect(within(types).getByRole('rowheader', { name: '联网盖章' })).toBeInTheDocument();
    expect(within(types).getByRole('rowheader', { name: '特权盖章' })).toBeInTheDocument();
    // No later month than this one.
    expect(screen.getByRole('button', { name: '下个月' })).toBeDisabled();
  });

  it('steps back a month and keeps the month in the URL', async () => {
    const api = answerCalls({
      ...pickerCalls,
      'use-record/v1/month-statistics': () => ({
        total: 0,
        exceptions: 0,
        perDay: [],
        perDevice: [],
        perDepartment: [],
        perUseType: [],
      }),
    });
    const user = userEvent.setup();
    const page = renderPage(<MonthStatisticsPage />, {
      path: '/sealManage/monthstatistics',
      url: '/sealManage/monthstatistics?month=2026-01',
    });
    expect(await screen.findByText('本月没有盖章记录')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '上个月' }));
    await waitFor(() => expect(page.url()).toBe('/sealManage/monthstatistics?month=2025-12'));
    await waitFor(() =>
      expect(api.to('use-record/v1/month-statistics')).toContainEqual({ month: '2025-12', deviceId: undefined }),
    );
    // The month picker is the kit's select, not the browser's month input.
    expect(screen.getByLabelText('月份').tagName).toBe('SELECT');
    await user.selectOptions(screen.getByLabelText('月份'), '2025-10');
    await waitFor(() => expect(page.url()).toBe('/sealManage/monthstatistics?month=2025-10'));
  });

  it('offers a retry when the statistics cannot load', async () => {
    answerCalls({
      ...pickerCalls,
      'use-record/v1/month-statistics': () => {
        throw new Error('404');
      },
    });
    renderPage(<MonthStatisticsPage />, {
      path: '/sealManage/monthstatistics',
      url: '/sealManage/monthstatistics?month=2026-02',
    });
    expect(await screen.findByText('统计数据加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.getByLabelText('月份')).toHaveValue('2026-02');
  });
});
