/**
 * The device list (/server/bindingseal): the service-state filter (长期有效 / 即将到期 / 已过期) is read from the URL,
 * sent to the server and written back to the URL; each row's badge names the same state by the contract's rule.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import DeviceListPage from '@/features/device/pages/device-list-page';
import { device } from './device-helpers';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe('the service-state filter', () => {
  it('comes from the URL, goes to the server, and a new choice goes back into the URL', async () => {
    const api = answerCalls({
      'device/v1/list': () => ({
        list: [
          device({ deviceId: 'SEAL-0001', name: '快到期章', serviceEndTime: inDays(10), longValid: false }),
          device({ deviceId: 'SEAL-0002', name: '过期章', serviceEndTime: inDays(-1), longValid: false }),
          device({ deviceId: 'SEAL-0003', name: '无服务章', serviceEndTime: null, longValid: false }),
          device({ deviceId: 'SEAL-0004', name: '普通章', deviceType: 3, serviceEndTime: null, longValid: true }),
        ],
        total: 4,
      }),
    });
    const user = userEvent.setup();
    const page = renderPage(<DeviceListPage />, {
      path: '/server/bindingseal',
      url: '/server/bindingseal?service=expiring&state=online',
    });
    const filter = await screen.findByRole('combobox', { name: '服务状态' });
    expect(filter).toHaveValue('expiring');
    await waitFor(() =>
      expect(api.to('device/v1/list').at(-1)).toMatchObject({ service: 'expiring', state: 'online', pageNum: 1 }),
    );

    const row = (name: string) => screen.getByText(name).closest('tr')!;
    expect(within(row('快到期章')).getByText('即将到期')).toBeInTheDocument();
    expect(within(row('过期章')).getByText('已过期')).toBeInTheDocument();
    expect(within(row('无服务章')).getByText('已过期')).toBeInTheDocument();
    expect(within(row('普通章')).getByText('长期有效')).toBeInTheDocument();

    await user.selectOptions(filter, '已过期');
    await waitFor(() => expect(page.url()).toBe('/server/bindingseal?service=expired&state=online'));
    await waitFor(() => expect(api.to('device/v1/list').at(-1)).toMatchObject({ service: 'expired' }));

    await user.selectOptions(filter, '全部服务状态');
    await waitFor(() => expect(page.url()).toBe('/server/bindingseal?state=online'));
    expect(api.to('device/v1/list').at(-1)).not.toHaveProperty('service', expect.anything());
  });
});

describe('a row of the device list', () => {
  const list = () => ({
    list: [
      device({ deviceId: 'SEAL-0004', name: '普通章', deviceType: 3, serviceEndTime: null, longValid: true }),
      device({ deviceId: 'SEAL-0003', name: '无服务章', serviceEndTime: null, longValid: false }),
    ],
    total: 2,
  });

  it('reads just 长期有效 as the service end of a seal without a service period', async () => {
    answerCalls({ 'device/v1/list': list });
    renderPage(<DeviceListPage />, { path: '/server/bindingseal', url: '/server/bindingseal' });
    const serviceEnd = async (name: string) =>
      within((await screen.findByText(name)).closest('tr')!).getAllByRole('cell')[serviceColumn()]!.textContent;
    expect(await serviceEnd('普通章')).toBe('长期有效');
    // A smart seal without service still says it has none.
    expect(await serviceEnd('无服务章')).toBe('无已过期');
  });

  it('offers bind, edit and unbind only with the device permissions (a seal keeper holds none)', async () => {
    answerCalls({ 'device/v1/list': list });
    const keeper = renderPage(<DeviceListPage />, { path: '/server/bindingseal', url: '/server/bindingseal' });
    await screen.findByText('普通章');
    for (const name of ['绑定设备', '编辑', '连接方式', '解绑'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    keeper.unmount();

    renderPage(<DeviceListPage />, {
      path: '/server/bindingseal',
      url: '/server/bindingseal',
      permissions: ['device:bind', 'device:edit'],
    });
    const row = (await screen.findByText('普通章')).closest('tr')!;
    expect(screen.getByRole('button', { name: '绑定设备' })).toBeInTheDocument();
    for (const name of ['编辑', '连接方式', '解绑'])
      expect(within(row).getByRole('button', { name })).toBeInTheDocument();
  });
});

/** The index of the 服务到期 column. */
function serviceColumn(): number {
  return screen.getAllByRole('columnheader').findIndex((h) => h.textContent === '服务到期');
}
