import type { ExportJob } from '@contract/use-record';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ExportRecordPage from '@/features/use-record/pages/export-record-page';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const PATH = '/sealManage/exportRecord';

function job(changes: Partial<ExportJob> = {}): ExportJob {
  return {
    id: 7,
    exportType: 3,
    state: 'done',
    progress: 100,
    rows: 1200,
    fileId: 'f-x',
    fileName: '使用记录-202603.xlsx',
    error: null,
    createdAt: '2026-03-01T08:00:00.000Z',
    finishedAt: '2026-03-01T08:00:09.000Z',
    ...changes,
  };
}

describe('export records', () => {
  it('polls every 2 s while an export runs and offers 下载 when it is done', async () => {
    let polls = 0;
    const api = answerCalls({
      'export/v1/list': () => {
        polls += 1;
        const running = job({ state: 'running', progress: 40, rows: 480, finishedAt: null, fileName: null });
        // An order export queued before orders were refused failed with the refusal's message reference.
        const refused = job({
          id: 5,
          exportType: 1,
          state: 'failed',
          progress: 0,
          rows: 0,
          fileName: null,
          fileId: null,
        });
        return {
          list: [
            polls === 1 ? running : job(),
            job({ id: 6, exportType: 11 }),
            { ...refused, error: 'e.exportOrdersUnavailable' },
          ],
          total: 3,
        };
      },
      'export/v1/:id/detail': () => ({ ...job(), tmpUrl: 'https://files.example/export.xlsx' }),
    });
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    renderPage(<ExportRecordPage />, { path: PATH, url: PATH, permissions: ['record:export'] });
    const table = await screen.findByRole('table', { name: '导出记录' });
    const first = () => within(table).getAllByRole('row')[1]!;
    await within(table).findByText('导出中');
    expect(within(first()).getByText('使用记录')).toBeInTheDocument();
    expect(within(first()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(first()).queryByRole('button', { name: '下载' })).not.toBeInTheDocument();
    expect(within(table).getByText('申请记录')).toBeInTheDocument();
    expect(within(table).getByText('订单导出需要费用中心，目前尚无订单可导出')).toBeInTheDocument();

    expect(await within(first()).findByRole('button', { name: '下载' }, { timeout: 4000 })).toBeInTheDocument();
    expect(within(first()).getByText('已完成')).toBeInTheDocument();
    expect(polls).toBe(2);
    // Nothing runs any more: no more polling.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(polls).toBe(2);

    await user.click(within(first()).getByRole('button', { name: '下载' }));
    await waitFor(() => expect(api.to('export/v1/:id/detail')).toEqual([{ id: 7 }]));
    expect(opened).toHaveBeenCalledWith('https://files.example/export.xlsx', '_blank', 'noopener');
    opened.mockRestore();
  }, 10_000);

  it('starts a new export of a chosen type and date range; orders only for those who may see them', async () => {
    const api = answerCalls({
      'export/v1/list': () => ({ list: [], total: 0 }),
      'export/v1/create': () => ({ id: 9 }),
    });
    const user = userEvent.setup();
    renderPage(<ExportRecordPage />, { path: PATH, url: PATH, permissions: ['record:export'] });
    expect(await screen.findByText('暂无导出记录')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新建导出' }));
    const dialog = await screen.findByRole('dialog');
    const type = within(dialog).getByLabelText('导出类型');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['使用记录', '使用明细', '授权记录', '申请记录']);
    expect(within(type).getByRole('option', { name: '使用记录' })).toBeEnabled();
    await user.selectOptions(type, '使用明细');
    await user.type(within(dialog).getByLabelText('开始日期'), '2026-03-01');
    await user.type(within(dialog).getByLabelText('结束日期'), '2026-03-31');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(api.to('export/v1/create')).toEqual([
        { exportType: 10, filters: { dateFrom: '2026-03-01', dateTo: '2026-03-31' } },
      ]),
    );
    expect(await screen.findByText('导出任务已创建')).toBeInTheDocument();
  });

  it('offers orders to those who may see them', async () => {
    answerCalls({ 'export/v1/list': () => ({ list: [], total: 0 }) });
    const user = userEvent.setup();
    renderPage(<ExportRecordPage />, { path: PATH, url: PATH, permissions: ['record:export', 'cost:pay'] });
    await user.click(await screen.findByRole('button', { name: '新建导出' }));
    const type = within(await screen.findByRole('dialog')).getByLabelText('导出类型');
    expect(within(type).getByRole('option', { name: '订单' })).toBeEnabled();
  });

  it('offers no new export without record:export', async () => {
    answerCalls({ 'export/v1/list': () => ({ list: [], total: 0 }) });
    renderPage(<ExportRecordPage />, { path: PATH, url: PATH });
    expect(await screen.findByText('暂无导出记录')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建导出' })).not.toBeInTheDocument();
  });
});
