/**
 * What the unit owns and the pages that sell the rest of the catalogue, against a stubbed API: my packages (state,
 * end or uses left, auto-renew, filters, the devices' service counts), the ordinary seal and file services (only
 * their products, pieces bought by the number chosen, on to the cashier), the certificate's renewal, and the reminder
 * SMS (the free quota, packages left, every SMS sent and what paid for it).
 */
import type { Holding } from '@contract/cost';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import CertificatePage from '@/features/cost/pages/certificate-page';
import FilePayPage from '@/features/cost/pages/file-pay-page';
import MyPackagePage from '@/features/cost/pages/my-package-page';
import SmsPage from '@/features/cost/pages/sms-page';
import { product } from './cost-fixtures';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const holding = (over: Partial<Holding>): Holding => ({
  id: 1,
  productId: 6,
  productName: '普通印章管理服务（年付）',
  serviceType: 1,
  subType: 3,
  packageType: 2,
  startsAt: '2025-12-21T02:00:00.000Z',
  endsAt: '2026-12-21T02:00:00.000Z',
  units: 0,
  usedUnits: 0,
  leftUnits: 0,
  state: 'expiring',
  autoRenew: false,
  ...over,
});

const holdings = [
  holding({}),
  holding({
    id: 2,
    productId: 7,
    productName: '文件水印检测（按次）',
    serviceType: 2,
    subType: 1,
    packageType: 1,
    endsAt: null,
    units: 10,
    usedUnits: 3,
    leftUnits: 7,
    state: 'serving',
  }),
  holding({
    id: 3,
    productId: 15,
    productName: '单位数字证书更新（一年）',
    serviceType: 98,
    subType: null,
    endsAt: '2027-07-26T02:00:00.000Z',
    state: 'serving',
    autoRenew: true,
  }),
];

const catalogue = [
  product({}),
  product({ id: 6, code: 'SEAL-ORDINARY-YEAR', name: '普通印章管理服务（年付）', subType: 3, priceFen: 12_000 }),
  product({
    id: 7,
    code: 'WATERMARK-PER-FILE',
    name: '文件水印检测（按次）',
    serviceType: 2,
    packageType: 1,
    priceFen: 200,
    months: null,
  }),
  product({ id: 15, code: 'CERT-RENEW-YEAR', name: '单位数字证书更新（一年）', serviceType: 98, subType: null }),
];

describe('my packages', () => {
  it('shows each package with its state, end or uses left, and turns auto-renew on', async () => {
    let current = holdings;
    const api = answerCalls({
      'cost/v1/holding/list': () => current,
      'cost/v1/holding/auto-renew': (p) => {
        current = current.map((h) => (h.id === p.id ? { ...h, autoRenew: Boolean(p.autoRenew) } : h));
        return current.find((h) => h.id === p.id);
      },
      'device/v1/list': (p) => ({ list: [], total: p.service === 'expired' ? 2 : 5 }),
      'cost/v1/sim/list': () => [
        {
          deviceId: 'SD00012',
          deviceName: '财务章',
          iccid: '89860410000000023757',
          cardState: 'stop',
          flowUsedKb: 15_872,
          flowLimitKb: 30_720,
          paidUntil: null,
          lastMonthFlowKb: 20_480,
        },
      ],
    });
    const user = userEvent.setup();
    renderPage(<MyPackagePage />, { path: '/cost/mypackage', url: '/cost/mypackage', permissions: ['cost:pay'] });
    const table = await screen.findByRole('table', { name: '已购套餐列表' });
    const ordinary = (await within(table).findByText('普通印章管理服务（年付）')).closest('tr')!;
    expect(within(ordinary).getByText('即将到期')).toBeInTheDocument();
    expect(within(ordinary).getByText(/^2026.*到期$/)).toBeInTheDocument();
    const watermark = within(table).getByText('文件水印检测（按次）').closest('tr')!;
    expect(within(watermark).getByText('剩余 7 / 共 10 次')).toBeInTheDocument();
    // Pieces have no period and so no auto-renew.
    expect(within(watermark).queryByRole('switch')).toBeNull();
    expect(await screen.findByText('2 台')).toBeInTheDocument();
    expect(screen.getByText('已过期').closest('a')).toHaveAttribute('href', '/cost/servicePay?service=expired');
    // The SIM card: its state, this month's and last month's data in MB (KB / 1024) and the way to renew it with its
    // device.
    const sim = (await within(screen.getByRole('table', { name: 'SIM卡' })).findByText('停机')).closest('tr')!;
    expect(within(sim).getByText('15.50 / 30.00 MB')).toBeInTheDocument();
    expect(within(sim).getByText('20.00 MB')).toBeInTheDocument();
    expect(within(sim).getByRole('link', { name: '财务章（SD00012）' })).toHaveAttribute(
      'href',
      '/cost/devicePay/SD00012',
    );

    const toggle = within(ordinary).getByRole('switch', { name: '普通印章管理服务（年付）自动续费' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() => expect(api.to('cost/v1/holding/auto-renew')).toEqual([{ id: 1, autoRenew: true }]));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: '普通印章管理服务（年付）自动续费' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
    expect(
      await screen.findByText('已开启普通印章管理服务（年付）的自动续费：到期前 7 天生成续费订单，并通知管理员支付'),
    ).toBeInTheDocument();
  });

  it('filters by state in the URL and says when nothing matches', async () => {
    answerCalls({
      'cost/v1/holding/list': () => holdings,
      'device/v1/list': () => ({ list: [], total: 0 }),
    });
    const page = renderPage(<MyPackagePage />, {
      path: '/cost/mypackage',
      url: '/cost/mypackage?state=stopped',
      permissions: ['cost:pay'],
    });
    const table = await screen.findByRole('table', { name: '已购套餐列表' });
    expect(await within(table).findByText('没有找到匹配的结果')).toBeInTheDocument();
    expect(within(table).queryByText('普通印章管理服务（年付）')).toBeNull();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: '状态' }), '即将到期');
    expect(await within(table).findByText('普通印章管理服务（年付）')).toBeInTheDocument();
    expect(within(table).queryByText('单位数字证书更新（一年）')).toBeNull();
    expect(page.url()).toBe('/cost/mypackage?state=expiring');
  });

  it('without the pay permission shows the packages but changes nothing', async () => {
    answerCalls({
      'cost/v1/holding/list': () => holdings,
      'device/v1/list': () => ({ list: [], total: 0 }),
    });
    renderPage(<MyPackagePage />, { path: '/cost/mypackage', url: '/cost/mypackage' });
    expect(await screen.findByText('单位数字证书更新（一年）')).toBeInTheDocument();
    for (const s of screen.getAllByRole('switch')) expect(s).toBeDisabled();
    expect(screen.queryByRole('button', { name: '续费' })).toBeNull();
  });
});

describe('ordinary seal and file services', () => {
  it('sells only those, pieces by the number chosen, and goes on to the cashier', async () => {
    const api = answerCalls({
      'cost/v1/holding/list': () => holdings,
      'cost/v1/product/list': () => catalogue,
      'cost/v1/order/create': () => ({ id: 12, orderNo: 'DD20261126000012', channel: 'sandbox' }),
      'cost/v1/pay-channel/list': () => ['sandbox'],
    });
    const user = userEvent.setup();
    const page = renderPage(<FilePayPage />, {
      path: '/cost/filePay',
      url: '/cost/filePay',
      permissions: ['cost:pay'],
    });
    const owned = await screen.findByRole('table', { name: '已开通的服务' });
    expect(await within(owned).findByText('普通印章管理服务（年付）')).toBeInTheDocument();
    expect(within(owned).queryByText('单位数字证书更新（一年）')).toBeNull();
    expect(screen.queryByText('智能印章服务（年付）')).toBeNull();
    expect(screen.getByRole('heading', { name: '文件水印检测' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '购买数量' }), '5 份');
    await user.click(screen.getAllByRole('button', { name: '购买' })[1]!);
    await waitFor(() => expect(page.url()).toBe('/cost/cashier/12'));
    expect(api.to('cost/v1/order/create')).toEqual([{ productId: 7, quantity: 5 }]);
  });
});

describe('the certificate', () => {
  it("shows until when the unit's certificate holds and renews it, paid by transfer where there is no online channel", async () => {
    const api = answerCalls({
      'cost/v1/holding/list': () => holdings,
      'cost/v1/product/list': () => catalogue,
      'cost/v1/order/create': () => ({ id: 13, orderNo: 'DD20261126000013', channel: 'bank' }),
      'cost/v1/pay-channel/list': () => [],
    });
    const user = userEvent.setup();
    const page = renderPage(<CertificatePage />, {
      path: '/cost/sertupdate',
      url: '/cost/sertupdate',
      permissions: ['cost:pay'],
    });
    const owned = await screen.findByRole('table', { name: '单位证书' });
    const row = (await within(owned).findByText('单位数字证书更新（一年）')).closest('tr')!;
    expect(within(row).getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    expect(within(owned).queryByText('普通印章管理服务（年付）')).toBeNull();
    await user.click(within(row).getByRole('button', { name: '续费' }));
    // The order's page, with the bank details and the remittance code, instead of an online cashier.
    await waitFor(() => expect(page.url()).toBe('/cost/payrecordDetail/13'));
    expect(api.to('cost/v1/order/create')).toEqual([{ productId: 15, quantity: 1 }]);
  });
});

describe('reminder SMS', () => {
  it('shows the free quota, the packages left and every SMS sent, filtered by what paid for it', async () => {
    const api = answerCalls({
      'cost/v1/sms/summary': () => ({ freeLimit: 1000, freeUsed: 998, packageUnits: 500, packageLeft: 499 }),
      'cost/v1/product/list': () => [
        product({
          id: 20,
          code: 'SMS-REMIND-500',
          name: '短信提醒包（500条）',
          serviceType: 99,
          packageType: 1,
          months: null,
        }),
      ],
      'cost/v1/sms/list': (p) => ({
        list: [
          {
            id: 2,
            userName: '王强',
            subject: 'SQ20261126000001',
            billedTo: 'package',
            sentAt: '2026-11-26T03:00:00.000Z',
            delivery: 'phoneLimited',
          },
          {
            id: 1,
            userName: '王强',
            subject: 'SQ20261126000001',
            billedTo: 'free',
            sentAt: '2026-11-26T02:00:00.000Z',
            delivery: 'sent',
          },
        ].filter((r) => !p.billedTo || r.billedTo === p.billedTo),
        total: p.billedTo ? 1 : 2,
      }),
    });
    const page = renderPage(<SmsPage />, {
      path: '/cost/smsrecordlist',
      url: '/cost/smsrecordlist',
      permissions: ['cost:pay'],
    });
    expect(await screen.findByText('还可免费发送 2 条')).toBeInTheDocument();
    expect(screen.getByText('499')).toBeInTheDocument();
    expect(await screen.findByText('短信提醒包（500条）')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '提醒短信记录' });
    expect(await within(table).findAllByText('用印申请 SQ20261126000001 催办')).toHaveLength(2);
    // What the SMS gateway made of each: sent, or why not.
    expect(within(table).getByRole('columnheader', { name: '发送结果' })).toBeInTheDocument();
    expect(within(table).getByText('已发送')).toBeInTheDocument();
    expect(within(table).getByText('未发送：该手机号接收短信过于频繁')).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: '计费方式' }), '短信包');
    await waitFor(() => expect(within(table).getAllByText('用印申请 SQ20261126000001 催办')).toHaveLength(1));
    expect(page.url()).toBe('/cost/smsrecordlist?billedTo=package');
    expect(api.to('cost/v1/sms/list').at(-1)).toMatchObject({ billedTo: 'package' });
  });
});
