import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecentUses } from '@/features/device/components/recent-uses';
import { recordRow } from './authorization-helpers';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const PATH = '/server/bindingseal/:id';
const URL = '/server/bindingseal/SEAL-0001';

describe('device detail: recent use', () => {
  it("lists the device's latest uses in the unit's time, flags exceptions and opens a record", async () => {
    const api = answerCalls({
      'use-record/v1/list': () => ({
        list: [
          recordRow({ id: 502, usedAt: '2026-03-01T13:05:00.000Z', exception: true, exceptionKind: 'outsideHours' }),
          recordRow({ id: 501, userName: null, useType: 2 }),
        ],
        total: 2,
      }),
    });
    const user = userEvent.setup();
    const page = renderPage(<RecentUses deviceId="SEAL-0001" />, { path: PATH, url: URL });
    const table = await screen.findByRole('table', { name: '最近使用' });
    // 13:05 UTC is 21:05 in the unit's zone (UTC+8), whatever zone the browser is in.
    await within(table).findByText(/21:05:00/);
    expect(api.to('use-record/v1/list')).toEqual([{ pageNum: 1, pageSize: 5, deviceId: 'SEAL-0001' }]);
    const [exceptional, trial] = within(table).getAllByRole('row').slice(1);
    expect(within(exceptional!).getByText('非工作时间')).toBeInTheDocument();
    expect(trial).toHaveTextContent('17:30:00');
    expect(within(trial!).getByText('试盖章')).toBeInTheDocument();
    expect(within(trial!).getByText('无')).toBeInTheDocument();
    expect(within(trial!).getByText('正常')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看全部使用记录' })).toHaveAttribute(
      'href',
      '/sealManage/useCordlist?deviceId=SEAL-0001',
    );
    // An excerpt: no pager.
    expect(screen.queryByRole('button', { name: '下一页' })).not.toBeInTheDocument();
    await user.click(within(trial!).getByRole('link', { name: '查看' }));
    expect(page.url()).toBe('/sealManage/recorddetail?id=501');
  });

  it('says when the device has not been used', async () => {
    answerCalls({ 'use-record/v1/list': () => ({ list: [], total: 0 }) });
    renderPage(<RecentUses deviceId="SEAL-0001" />, { path: PATH, url: URL });
    expect(await screen.findByText('该设备还没有使用记录')).toBeInTheDocument();
  });
});
