/**
 * The cost center's pages against a stubbed API: a device's renewal (packages of its seal kind, quantity, the total in
 * yuan from integer fen, the order goes to the cashier), the cashier (what the server made of a scenario), and an
 * order's detail (pay, check payment and cancel only while it can be paid, cancel asked first), and the order list's
 * export of what it shows, downloaded in place once written.
 */
import type { OrderDetail } from '@contract/cost';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import CashierPage from '@/features/cost/pages/cashier-page';
import DevicePayPage from '@/features/cost/pages/device-pay-page';
import OrderDetailPage from '@/features/cost/pages/order-detail-page';
import OrderListPage from '@/features/cost/pages/order-list-page';
import { device } from './device-helpers';
import { product } from './cost-fixtures';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const catalogue = [
  product({}),
  product({ id: 2, code: 'SEAL-SMART-MONTH', name: '智能印章服务（月付）', priceFen: 3_500, months: 1 }),
  product({ id: 3, code: 'SEAL-SMART-E-YEAR', name: '智能电子印章服务（年付）', subType: 2, priceFen: 48_000 }),
];

const order = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 9,
  orderNo: 'DD20261126000009',
  title: '智能印章服务（年付）（SEAL-0002）',
  state: 0,
  payState: 0,
  amountFen: 72_000,
  paidFen: 0,
  refundedFen: 0,
  channel: 'sandbox',
  createdByName: '张伟',
  createdAt: '2026-11-26T02:00:00.000Z',
  deadline: '2026-11-26T02:30:00.000Z',
  paidAt: null,
  closedAt: null,
  payCodeUrl: null,
  payable: true,
  refundableFen: 0,
  refunds: [],
  transfer: null,
  items: [
    {
      productId: 1,
      productName: '智能印章服务（年付）',
      serviceType: 1,
      subType: 1,
      packageType: 2,
      unitPriceFen: 36_000,
      taxRateBp: 600,
      quantity: 2,
      months: 24,
      deviceId: 'SEAL-0002',
      amountFen: 72_000,
      serviceEndAfter: null,
    },
  ],
  ...over,
});

describe('renewing a device', () => {
  it("offers the packages of the device's seal kind and places the order chosen", async () => {
    const api = answerCalls({
      'device/v1/:deviceId/detail': () =>
        device({ deviceId: 'SEAL-0002', name: '过期章', serviceEndTime: '2026-01-01T00:00:00.000Z', longValid: false }),
      'cost/v1/product/list': () => catalogue,
      'cost/v1/order/create': () => ({ id: 9, orderNo: 'DD20261126000009', channel: 'alipay' }),
      'cost/v1/pay-channel/list': () => ['wechat', 'alipay'],
    });
    const user = userEvent.setup();
    const page = renderPage(<DevicePayPage />, {
      path: '/cost/devicePay/:id',
      url: '/cost/devicePay/SEAL-0002',
      permissions: ['cost:pay'],
    });
    const choices = await screen.findByRole('radiogroup', { name: '选择套餐' });
    expect(within(choices).getAllByRole('radio')).toHaveLength(2);
    expect(within(choices).queryByText('智能电子印章服务（年付）')).toBeNull();
    expect(screen.getByText('已过期')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox'), '2 份');
    expect(screen.getByText('¥720.00')).toBeInTheDocument();
    await user.click(within(choices).getAllByRole('radio')[1]!);
    expect(screen.getByText('¥70.00')).toBeInTheDocument();
    // WeChat Pay is the server's default; the buyer picks Alipay.
    expect(await screen.findByRole('radio', { name: '微信支付' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '支付宝' }));
    expect(screen.getByRole('radio', { name: '支付宝' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(page.url()).toBe('/cost/cashier/9'));
    expect(api.to('cost/v1/order/create')).toEqual([
      { productId: 2, quantity: 2, deviceId: 'SEAL-0002', channel: 'alipay' },
    ]);
  });
});

describe('the sandbox cashier', () => {
  it('pays and says what the server made of it', async () => {
    const api = answerCalls({
      'cost/v1/order/:id/detail': () => order(),
      'cost/v1/sandbox/pay': (p) => ({
        outcome: p.scenario === 'wrongAmount' ? 'amountMismatch' : 'applied',
        order: order(p.scenario === 'pay' ? { state: 4, payState: 1, paidFen: 72_000, payable: false } : {}),
      }),
    });
    const user = userEvent.setup();
    renderPage(<CashierPage />, { path: '/cost/cashier/:id', url: '/cost/cashier/9', permissions: ['cost:pay'] });
    expect(await screen.findByText('¥720.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '金额不符' }));
    expect(await screen.findByText('支付金额与订单不符，订单未入账，款项已原路退回')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '支付成功' }));
    expect(await screen.findByText('支付成功，服务已开通')).toBeInTheDocument();
    expect(screen.getByText('已支付')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '支付成功' })).toBeNull();
    expect(api.to('cost/v1/sandbox/pay')).toEqual([
      { id: 9, scenario: 'wrongAmount' },
      { id: 9, scenario: 'pay' },
    ]);
  });
});

describe('the WeChat Pay cashier', () => {
  it("shows the QR code to scan with the amount, and 'I have paid' asks WeChat Pay", async () => {
    const wechat = order({ channel: 'wechat', payCodeUrl: 'weixin://wxpay/bizpayurl?pr=abc123' });
    const paid = { ...wechat, state: 4, payState: 1, paidFen: 72_000, payable: false };
    let syncs = 0;
    const api = answerCalls({
      'cost/v1/order/:id/detail': () => (syncs < 2 ? wechat : paid),
      'cost/v1/order/sync': () => (++syncs === 1 ? wechat : paid),
    });
    const user = userEvent.setup();
    const page = renderPage(<CashierPage />, {
      path: '/cost/cashier/:id',
      url: '/cost/cashier/9',
      permissions: ['cost:pay'],
    });
    expect(await screen.findByText('请使用微信扫码支付')).toBeInTheDocument();
    expect(screen.getByText('¥720.00')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '微信支付二维码' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.queryByRole('button', { name: '支付成功' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '我已支付' }));
    expect(await screen.findByText('尚未收到这笔支付，请扫码完成支付后再试')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '我已支付' }));
    // Paid: the cashier closes itself with a toast and shows the order.
    expect(await screen.findByText('订单 DD20261126000009 已支付')).toBeInTheDocument();
    await waitFor(() => expect(page.url()).toBe('/cost/payrecordDetail/9'));
    expect(screen.queryByText('请使用微信扫码支付')).toBeNull();
    expect(api.to('cost/v1/order/sync')).toEqual([{ id: 9 }, { id: 9 }]);
  });

  it("closes itself when the payment arrives from the phone (the unit's live channel refetches the order)", async () => {
    const wechat = order({ channel: 'wechat', payCodeUrl: 'weixin://wxpay/bizpayurl?pr=abc123' });
    let current = wechat;
    answerCalls({ 'cost/v1/order/:id/detail': () => current });
    const page = renderPage(<CashierPage />, {
      path: '/cost/cashier/:id',
      url: '/cost/cashier/9',
      permissions: ['cost:pay'],
    });
    expect(await screen.findByText('请使用微信扫码支付')).toBeInTheDocument();
    current = { ...wechat, state: 4, payState: 1, paidFen: 72_000, payable: false };
    // What an 'order' event does (src/lib/realtime): the cost centre's queries are refetched.
    await page.queryClient.invalidateQueries({ queryKey: ['cost'] });
    expect(await screen.findByText('订单 DD20261126000009 已支付')).toBeInTheDocument();
    await waitFor(() => expect(page.url()).toBe('/cost/payrecordDetail/9'));
  });
});

describe('the Alipay cashier', () => {
  it('shows the QR code to scan with Alipay and the amount, on the cashier and on the order', async () => {
    const alipay = order({ channel: 'alipay', payCodeUrl: 'https://qr.alipay.com/bax01234567' });
    answerCalls({
      'cost/v1/order/:id/detail': () => alipay,
      'cost/v1/order/sync': () => alipay,
    });
    const user = userEvent.setup();
    const cashier = renderPage(<CashierPage />, {
      path: '/cost/cashier/:id',
      url: '/cost/cashier/9',
      permissions: ['cost:pay'],
    });
    const panel = await screen.findByRole('region', { name: '支付宝' });
    expect(within(panel).getByText('请使用支付宝扫码支付')).toBeInTheDocument();
    expect(within(panel).getByText('¥720.00')).toBeInTheDocument();
    expect(await within(panel).findByRole('img', { name: '支付宝二维码' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: '我已支付' }));
    expect(await screen.findByText('尚未收到这笔支付，请扫码完成支付后再试')).toBeInTheDocument();
    cashier.unmount();
    renderPage(<OrderDetailPage />, {
      path: '/cost/payrecordDetail/:id',
      url: '/cost/payrecordDetail/9',
      permissions: ['cost:pay'],
    });
    expect(await screen.findByText('请使用支付宝扫码支付')).toBeInTheDocument();
    expect(screen.queryByText('请使用微信扫码支付')).toBeNull();
  });
});

describe('an order', () => {
  it('while unpaid: pay, check payment and cancel (asked first)', async () => {
    let current = order();
    const api = answerCalls({
      'cost/v1/order/:id/detail': () => current,
      'cost/v1/order/cancel': () => {
        current = order({ state: 5, payState: 4, payable: false, closedAt: '2026-11-26T02:10:00.000Z' });
        return current;
      },
    });
    const user = userEvent.setup();
    renderPage(<OrderDetailPage />, {
      path: '/cost/payrecordDetail/:id',
      url: '/cost/payrecordDetail/9',
      permissions: ['cost:pay'],
    });
    expect(await screen.findByRole('link', { name: '去支付' })).toHaveAttribute('href', '/cost/cashier/9');
    expect(screen.getByRole('button', { name: '查询支付结果' })).toBeInTheDocument();
    expect(screen.getAllByText('¥360.00').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '取消订单' }));
    expect(api.to('cost/v1/order/cancel')).toEqual([]);
    expect(await screen.findByText('确定取消订单 DD20261126000009 吗？取消后不能再支付。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('cost/v1/order/cancel')).toEqual([{ id: 9 }]));
    await waitFor(() => expect(screen.queryByRole('link', { name: '去支付' })).toBeNull());
    expect(screen.getAllByText('已取消').length).toBeGreaterThan(0);
  });

  it('without the pay permission shows no actions', async () => {
    answerCalls({ 'cost/v1/order/:id/detail': () => order() });
    renderPage(<OrderDetailPage />, { path: '/cost/payrecordDetail/:id', url: '/cost/payrecordDetail/9' });
    expect(await screen.findByText('DD20261126000009')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '去支付' })).toBeNull();
    expect(screen.queryByRole('button', { name: '取消订单' })).toBeNull();
  });
});

describe('the order list', () => {
  it('exports the orders its filters show and offers the file here once it is written', async () => {
    let polls = 0;
    const api = answerCalls({
      'cost/v1/order/list': () => ({ list: [order({ state: 4, payState: 1, paidFen: 72_000 })], total: 1 }),
      'export/v1/create': () => ({ id: 12 }),
      'export/v1/:id/detail': () => {
        polls += 1;
        const done = polls > 1;
        return {
          id: 12,
          exportType: 1,
          state: done ? 'done' : 'running',
          progress: done ? 100 : 40,
          rows: 1,
          fileId: null,
          fileName: null,
          error: null,
          createdAt: '2026-11-26T03:00:00.000Z',
          finishedAt: null,
          tmpUrl: done ? '/api/files/orders?exp=1&sig=x' : null,
        };
      },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderPage(<OrderListPage />, {
      path: '/cost/payLists',
      url: '/cost/payLists?payState=1&keyword=DD2026',
      permissions: ['cost:pay', 'record:export'],
    });
    expect(await screen.findByText('DD20261126000009')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() =>
      expect(api.to('export/v1/create')).toEqual([{ exportType: 1, filters: { payState: 1, keyword: 'DD2026' } }]),
    );
    expect(await screen.findByText('导出中 40%')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '下载' }, { timeout: 4000 }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/files/orders?exp=1&sig=x', '_blank', 'noopener'));
    open.mockRestore();
  });
});
