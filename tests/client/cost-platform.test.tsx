/**
 * The cost center's system side against a stubbed API: the catalogue's editing (price typed in yuan is sent in fen,
 * the tax rate in percent as basis points, bad input refused in the form and nothing sent) and the orders page
 * (revenue by month with the sandbox apart, every unit's orders).
 */
import type { AdminProduct } from '@contract/cost';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import PlatformOrdersPage from '@/features/cost/pages/platform-orders-page';
import PlatformProductsPage from '@/features/cost/pages/platform-products-page';
import { product } from './cost-fixtures';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const live: AdminProduct = {
  ...product({
    id: 10,
    code: 'LIVE-MONTH',
    name: '直播服务（月付）',
    serviceType: 4,
    subType: null,
    priceFen: 29_900,
    months: 1,
  }),
  onSale: true,
};

describe('the catalogue (system side)', () => {
  it('edits price and tax rate in yuan and percent and sends fen and basis points', async () => {
    const api = answerCalls({
      'cost/v1/platform/product/list': () => [live],
      'cost/v1/platform/product/update': (p) => ({ ...live, ...p }),
    });
    const user = userEvent.setup();
    renderPage(<PlatformProductsPage />, {
      path: '/system/cost/products',
      url: '/system/cost/products',
      permissions: ['cost:catalogue'],
    });
    const row = (await screen.findByText('直播服务（月付）')).closest('tr')!;
    expect(within(row).getByText('¥299.00 / 1个月')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const price = await screen.findByLabelText('价格（元）');
    await user.clear(price);
    await user.type(price, '-5');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
    expect(api.to('cost/v1/platform/product/update')).toEqual([]);
    await user.clear(price);
    await user.type(price, '199.5');
    const tax = screen.getByLabelText('税率（%）');
    await user.clear(tax);
    await user.type(tax, '13');
    await user.click(screen.getByRole('switch', { name: '在售' }));
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(api.to('cost/v1/platform/product/update')).toEqual([
        { id: 10, priceFen: 19_950, taxRateBp: 1300, onSale: false },
      ]),
    );
    expect(await screen.findByText('商品已保存')).toBeInTheDocument();
  });

  it('without the permission shows the catalogue without edit buttons', async () => {
    answerCalls({ 'cost/v1/platform/product/list': () => [live] });
    renderPage(<PlatformProductsPage />, { path: '/system/cost/products', url: '/system/cost/products' });
    expect(await screen.findByText('直播服务（月付）')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });
});

describe("every unit's orders", () => {
  it('shows the revenue by month with the sandbox apart, and the orders with their unit', async () => {
    const api = answerCalls({
      'cost/v1/platform/transfer/list': () => ({ list: [], total: 0 }),
      'cost/v1/platform/transfer/statement/lines': () => ({ list: [], total: 0 }),
      'cost/v1/platform/revenue': () => [
        { month: '2026-11', orders: 1, paidFen: 12_345, refundedFen: 345, sandboxPaidFen: 36_000 },
      ],
      'cost/v1/platform/order/list': () => ({
        list: [
          {
            id: 1,
            orderNo: 'DD20261017900001',
            title: '智能印章服务（年付）（SD00010）',
            state: 4,
            payState: 1,
            amountFen: 36_000,
            paidFen: 36_000,
            refundedFen: 0,
            channel: 'sandbox',
            createdByName: null,
            createdAt: '2026-10-17T02:00:00.000Z',
            deadline: '2026-10-17T02:30:00.000Z',
            paidAt: '2026-10-17T02:01:00.000Z',
            companyName: '演示科技有限公司',
          },
        ],
        total: 1,
      }),
    });
    const user = userEvent.setup();
    const page = renderPage(<PlatformOrdersPage />, { path: '/system/cost/orders', url: '/system/cost/orders' });
    const revenue = await screen.findByRole('table', { name: '按月收入' });
    expect(await within(revenue).findByText('¥120.00')).toBeInTheDocument();
    expect(within(revenue).getByText('¥360.00')).toBeInTheDocument();
    const orders = screen.getByRole('table', { name: '全部订单' });
    expect(await within(orders).findByText('演示科技有限公司')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '支付状态' }), '已支付');
    await waitFor(() => expect(page.url()).toBe('/system/cost/orders?payState=1'));
    await waitFor(() => expect(api.to('cost/v1/platform/order/list').at(-1)).toMatchObject({ payState: 1 }));
  });
});
