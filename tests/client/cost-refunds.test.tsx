/**
 * Refunds against a stubbed API: on a paid order's page a unit administrator asks for a refund in yuan (more than the
 * refundable amount is refused in the form and nothing is sent; the request goes in fen with its reason), and on the
 * system side's orders page the waiting requests are approved after asking or rejected only with a reason.
 */
import type { OrderDetail, PlatformRefund } from '@contract/cost';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import OrderDetailPage from '@/features/cost/pages/order-detail-page';
import PlatformOrdersPage from '@/features/cost/pages/platform-orders-page';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const paid: OrderDetail = {
  id: 9,
  orderNo: 'DD20261126000009',
  title: '短信提醒包（500条）',
  state: 4,
  payState: 1,
  amountFen: 36_000,
  paidFen: 36_000,
  refundedFen: 0,
  channel: 'sandbox',
  createdByName: '张伟',
  createdAt: '2026-11-26T02:00:00.000Z',
  deadline: '2026-11-26T02:30:00.000Z',
  paidAt: '2026-11-26T02:01:00.000Z',
  closedAt: null,
  payCodeUrl: null,
  payable: false,
  refundableFen: 36_000,
  refunds: [],
  transfer: null,
  items: [],
};

const waiting: PlatformRefund = {
  id: 3,
  orderId: 9,
  amountFen: 12_050,
  reason: '重复购买',
  status: 1,
  requestedByName: '张伟',
  requestedAt: '2026-11-26T03:00:00.000Z',
  decidedAt: null,
  rejectReason: null,
  orderNo: 'DD20261126000009',
  orderTitle: '短信提醒包（500条）',
  paidFen: 36_000,
  refundedFen: 0,
  channel: 'sandbox',
  companyName: '演示科技有限公司',
};

describe('asking for a refund', () => {
  it('refuses more than the refundable amount before sending, then sends fen with the reason', async () => {
    let current = paid;
    const api = answerCalls({
      'cost/v1/order/:id/detail': () => current,
      'cost/v1/refund/request': (p) => {
        const request = p as { amountFen: number; reason: string };
        current = {
          ...current,
          payState: 2,
          refundableFen: 0,
          refunds: [{ ...waiting, ...request, requestedByName: '张伟' }],
        };
        return current.refunds[0];
      },
    });
    const user = userEvent.setup();
    renderPage(<OrderDetailPage />, {
      path: '/cost/payrecordDetail/:id',
      url: '/cost/payrecordDetail/9',
      permissions: ['cost:pay'],
    });
    await user.click(await screen.findByRole('button', { name: '申请退款' }));
    const amount = await screen.findByLabelText('退款金额（元）');
    expect(amount).toHaveValue('360.00');
    await user.clear(amount);
    await user.type(amount, '400');
    await user.type(screen.getByLabelText('退款原因'), '重复购买');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText(/退款金额不能超过可退金额360.00元/)).toBeInTheDocument();
    expect(api.to('cost/v1/refund/request')).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '120.5');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(api.to('cost/v1/refund/request')).toEqual([{ orderId: 9, amountFen: 12_050, reason: '重复购买' }]),
    );
    const refunds = await screen.findByRole('table', { name: '退款记录' });
    expect(await within(refunds).findByText('待审核')).toBeInTheDocument();
    expect(within(refunds).getByText('¥120.50')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '申请退款' })).toBeNull();
  });
});

describe('deciding refunds (system side)', () => {
  it('approves after asking and rejects only with a reason', async () => {
    let rows = [waiting, { ...waiting, id: 4, orderNo: 'DD20261126000010' }];
    const api = answerCalls({
      'cost/v1/platform/revenue': () => [],
      'cost/v1/platform/order/list': () => ({ list: [], total: 0 }),
      'cost/v1/platform/refund/list': () => ({ list: rows, total: rows.length }),
      'cost/v1/platform/refund/approve': (p) => {
        rows = rows.map((r) => (r.id === (p as { id: number }).id ? { ...r, status: 2 } : r));
        return rows[0];
      },
      'cost/v1/platform/refund/reject': () => ({ ...waiting, id: 4, status: 3 }),
    });
    const user = userEvent.setup();
    renderPage(<PlatformOrdersPage />, { path: '/system/cost/orders', url: '/system/cost/orders' });
    const table = await screen.findByRole('table', { name: '退款申请' });
    expect(await within(table).findAllByRole('button', { name: '同意退款' })).toHaveLength(2);
    expect(api.to('cost/v1/platform/refund/list')[0]).toMatchObject({ status: 1 });

    await user.click(within(table).getAllByRole('button', { name: '同意退款' })[0]!);
    expect(
      await screen.findByText(
        '确定同意演示科技有限公司的退款 ¥120.50（订单 DD20261126000009）吗？款项将经支付渠道原路退回，并扣减该单位相应的服务。',
      ),
    ).toBeInTheDocument();
    expect(api.to('cost/v1/platform/refund/approve')).toEqual([]);
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('cost/v1/platform/refund/approve')).toEqual([{ id: 3 }]));
    expect(await screen.findByText('退款已完成')).toBeInTheDocument();

    await user.click(within(table).getAllByRole('button', { name: '驳回' })[0]!);
    const reason = await screen.findByLabelText('驳回原因');
    const submit = async () => {
      const buttons = await screen.findAllByRole('button', { name: '驳回' });
      await user.click(buttons[buttons.length - 1]!);
    };
    await submit();
    expect(await screen.findByText('输入框不能为空')).toBeInTheDocument();
    expect(api.to('cost/v1/platform/refund/reject')).toEqual([]);
    await user.type(reason, '服务已使用');
    await submit();
    await waitFor(() => expect(api.to('cost/v1/platform/refund/reject')).toEqual([{ id: 4, reason: '服务已使用' }]));
  });

  it('says so when the channel refuses the refund or has not answered yet', async () => {
    let answer = 4;
    answerCalls({
      'cost/v1/platform/revenue': () => [],
      'cost/v1/platform/order/list': () => ({ list: [], total: 0 }),
      'cost/v1/platform/refund/list': () => ({ list: [waiting], total: 1 }),
      'cost/v1/platform/refund/approve': () => ({ ...waiting, status: answer }),
    });
    const user = userEvent.setup();
    renderPage(<PlatformOrdersPage />, { path: '/system/cost/orders', url: '/system/cost/orders' });
    const table = await screen.findByRole('table', { name: '退款申请' });
    const approve = async () => {
      await user.click(await within(table).findByRole('button', { name: '同意退款' }));
      await user.click(await screen.findByRole('button', { name: '确定' }));
    };
    await approve();
    expect(await screen.findByText('支付渠道拒绝了这笔退款，订单恢复为已支付，申请人已收到通知')).toBeInTheDocument();
    answer = 5;
    await approve();
    expect(
      await screen.findByText('退款已提交支付渠道，渠道暂未答复，系统将自动重试，请稍后刷新查看结果'),
    ).toBeInTheDocument();
  });
});
