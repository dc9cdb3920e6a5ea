/**
 * SIM cards on the device pages: the list shows each card's state (paid-until on hover), tints a row whose card is
 * stopped, cancelled or ends within 30 days (即将到期 under an expiring one), and filters by SIM state through the URL;
 * the detail shows ICCID, operator, state, data and paid-until with 续费 to the cost centre's renewal of the device.
 */
import type { DeviceSim } from '@contract/cost';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import DeviceDetailPage from '@/features/device/pages/device-detail-page';
import DeviceListPage from '@/features/device/pages/device-list-page';
import { device } from './device-helpers';
import { answerCalls, menuEntry, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function sim(extra: Partial<DeviceSim> = {}): DeviceSim {
  return {
    iccid: '89860410000000000001',
    cardState: 'normal',
    flowUsedKb: 15_360,
    flowLimitKb: 30_720,
    paidUntil: inDays(200),
    ...extra,
  };
}

describe('the device list', () => {
  it('shows each card state, tints the cards to notice and sends the SIM filter from the URL', async () => {
    const api = answerCalls({
      'device/v1/list': () => ({
        list: [
          device({ deviceId: 'SEAL-0001', name: '正常卡章', sim: sim() }),
          device({ deviceId: 'SEAL-0002', name: '快到期卡章', sim: sim({ paidUntil: inDays(10) }) }),
          device({ deviceId: 'SEAL-0003', name: '停机卡章', sim: sim({ cardState: 'stop', paidUntil: inDays(-3) }) }),
          device({ deviceId: 'SEAL-0004', name: '无卡章', isGprs: false }),
        ],
        total: 4,
      }),
    });
    const user = userEvent.setup();
    const page = renderPage(<DeviceListPage />, { path: '/server/bindingseal', url: '/server/bindingseal?sim=stop' });
    const filter = await screen.findByRole('combobox', { name: 'SIM 状态' });
    expect(filter).toHaveValue('stop');
    await waitFor(() => expect(api.to('device/v1/list').at(-1)).toMatchObject({ sim: 'stop' }));

    const row = (name: string) => screen.getByText(name).closest('tr')!;
    expect(within(row('正常卡章')).getByText('正常').closest('[title]')).toHaveAttribute(
      'title',
      expect.stringContaining('ICCID 89860410000000000001，有效期至'),
    );
    expect(row('正常卡章')).not.toHaveClass('bg-amber-50');
    expect(within(row('正常卡章')).queryByText('即将到期')).not.toBeInTheDocument();
    expect(row('快到期卡章')).toHaveClass('bg-amber-50');
    expect(within(row('快到期卡章')).getByText('即将到期')).toBeInTheDocument();
    expect(row('停机卡章')).toHaveClass('bg-amber-50');
    expect(within(row('停机卡章')).getByText('停机')).toBeInTheDocument();
    expect(row('无卡章')).not.toHaveClass('bg-amber-50');

    await user.selectOptions(filter, '即将到期');
    await waitFor(() => expect(page.url()).toBe('/server/bindingseal?sim=expiring'));
    await waitFor(() => expect(api.to('device/v1/list').at(-1)).toMatchObject({ sim: 'expiring' }));
  });
});

describe('the device detail', () => {
  const open = (menu: ReturnType<typeof menuEntry>[], given: DeviceSim | null) => {
    const api = answerCalls({
      'device/v1/:deviceId/detail': () => device({ sim: given }),
      'device/v1/:deviceId/search-list': () => ({ list: [], total: 0 }),
      'device/v1/:deviceId/commands': () => ({ list: [], locked: false }),
      'menu/nav': () => ({ menuList: menu, permissions: [] }),
    });
    const view = renderPage(<DeviceDetailPage />, {
      path: '/server/bindingseal/:id',
      url: '/server/bindingseal/SEAL-0001',
    });
    return { ...view, api };
  };

  it('shows the card with its operator and data, marks an expiring card, and links 续费 to the renewal', async () => {
    const menu = [menuEntry(1, '费用中心', '/cost', [menuEntry(2, '服务购买', '/cost/servicePay')])];
    const view = open(menu, sim({ paidUntil: inDays(5) }));
    const card = (await screen.findByRole('heading', { name: 'SIM卡' })).parentElement!.parentElement!;
    expect(within(card).getByText('89860410000000000001')).toBeInTheDocument();
    expect(within(card).getByText('中国移动')).toBeInTheDocument();
    expect(within(card).getByText('正常')).toBeInTheDocument();
    expect(within(card).getByText('15.00 / 30.00 MB')).toBeInTheDocument();
    expect(within(card).getByText('即将到期')).toBeInTheDocument();
    const renew = await within(card).findByRole('link', { name: '续费' });
    await userEvent.setup().click(renew);
    expect(view.url()).toBe('/cost/devicePay/SEAL-0001');
  });

  it('offers no 续费 without the cost centre in the menu, and says so when the device has no card', async () => {
    const view = open([menuEntry(1, '设备列表', '/server/bindingseal')], sim());
    const card = (await screen.findByRole('heading', { name: 'SIM卡' })).parentElement!.parentElement!;
    await waitFor(() => expect(view.api.to('menu/nav')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(within(card).getByText('正常')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: '续费' })).not.toBeInTheDocument();
    view.unmount();

    open([], null);
    expect(await screen.findByText('设备中没有 SIM 卡')).toBeInTheDocument();
  });
});
