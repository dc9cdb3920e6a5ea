/**
 * Bank transfer against a stubbed API: the buyer chooses it (asked first) and sees the payee's bank details and the
 * remittance code, and after a rejection the reason with the receipt's upload again; the system side confirms a
 * transfer (asked first) or rejects it with a reason (an empty one refused in the form, nothing sent).
 */
import type { OrderDetail, PlatformTransfer, StoredStatementLine, Transfer } from '@contract/cost';
import { sellers } from '@contract/sellers';
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

const transfer = (over: Partial<Transfer> = {}): Transfer => ({
  remittanceCode: 'HK7QX3M9PA',
  amountFen: 2_500,
  payee: sellers.general,
  receipt: null,
  submittedAt: null,
  reviewedAt: null,
  rejectReason: null,
  confirmedBy: null,
  ...over,
});

const order = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 9,
  orderNo: 'DD20261126000009',
  title: '短信提醒500条',
  state: 0,
  payState: 0,
  amountFen: 2_500,
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
  items: [],
  ...over,
});

const renderOrder = () =>
  renderPage(<OrderDetailPage />, {
    path: '/cost/payrecordDetail/:id',
    url: '/cost/payrecordDetail/9',
    permissions: ['cost:pay'],
  });

describe('paying an order by bank transfer', () => {
  it('asks first, then shows the bank details and the remittance code instead of the cashier', async () => {
    let current = order();
    const api = answerCalls({
      'cost/v1/order/:id/detail': () => current,
      'cost/v1/transfer/choose': () => {
        current = order({ channel: 'bank', transfer: transfer() });
        return current.transfer;
      },
    });
    const user = userEvent.setup();
    renderOrder();
    await user.click(await screen.findByRole('button', { name: '对公转账' }));
    expect(api.to('cost/v1/transfer/choose')).toEqual([]);
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('cost/v1/transfer/choose')).toEqual([{ id: 9 }]));
    const panel = await screen.findByRole('region', { name: '对公转账' });
    expect(within(panel).getByTestId('remittance-code')).toHaveTextContent('HK7QX3M9PA');
    expect(within(panel).getByText(sellers.general.bank.name)).toBeInTheDocument();
    expect(within(panel).getByText(sellers.general.bank.account)).toBeInTheDocument();
    expect(within(panel).getByText('上传银行回单')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: '提交回单' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: '去支付' })).toBeNull();
  });

  it('after a rejection shows the reason and takes a receipt again; under review it takes none', async () => {
    const rejected = order({
      channel: 'bank',
      payState: 6,
      transfer: transfer({ rejectReason: '回单金额不清晰', receipt: { fileId: 'f1', name: '回单.pdf', url: '/x' } }),
    });
    let current = rejected;
    answerCalls({ 'cost/v1/order/:id/detail': () => current });
    const first = renderOrder();
    expect(await screen.findByText('回单审核未通过：回单金额不清晰。请核对后重新上传。')).toBeInTheDocument();
    expect(screen.getByText('上传银行回单')).toBeInTheDocument();
    first.unmount();
    current = order({ channel: 'bank', payState: 5, payable: false, transfer: rejected.transfer });
    renderOrder();
    expect(await screen.findByText('回单已提交，等待平台审核。')).toBeInTheDocument();
    expect(screen.queryByText('上传银行回单')).toBeNull();
  });
});

const waiting: PlatformTransfer = {
  ...transfer({
    receipt: { fileId: 'f1', name: '回单.pdf', url: '/api/files/f1' },
    submittedAt: '2026-11-26T03:00:00.000Z',
  }),
  orderId: 9,
  orderNo: 'DD20261126000009',
  title: '短信提醒500条',
  companyName: '演示科技有限公司',
  payState: 5,
  state: 0,
  createdAt: '2026-11-26T02:00:00.000Z',
};

describe('the system side reviews transfers', () => {
  it('confirms one after asking, and rejects one only with a reason', async () => {
    const api = answerCalls({
      'cost/v1/platform/refund/list': () => ({ list: [], total: 0 }),
      'cost/v1/platform/revenue': () => [],
      'cost/v1/platform/order/list': () => ({ list: [], total: 0 }),
      'cost/v1/platform/transfer/list': () => ({ list: [waiting], total: 1 }),
      'cost/v1/platform/transfer/statement/lines': () => ({ list: [], total: 0 }),
      'cost/v1/platform/transfer/approve': () => ({ ...waiting, payState: 1, confirmedBy: 'review' }),
      'cost/v1/platform/transfer/reject': (p) => ({
        ...waiting,
        payState: 6,
        rejectReason: (p as { reason: string }).reason,
      }),
    });
    const user = userEvent.setup();
    renderPage(<PlatformOrdersPage />, { path: '/system/cost/orders', url: '/system/cost/orders' });
    const table = await screen.findByRole('table', { name: '对公转账审核' });
    const row = (await within(table).findByText('HK7QX3M9PA')).closest('tr')!;
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/api/files/f1');
    await user.click(within(row).getByRole('button', { name: '确认到账' }));
    expect(
      await screen.findByText(
        '确认演示科技有限公司订单 DD20261126000009 的转账 ¥25.00 已到账？订单将置为已支付并开通服务。',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('cost/v1/platform/transfer/approve')).toEqual([{ id: 9 }]));

    await user.click(within(row).getByRole('button', { name: '驳回' }));
    const reason = await screen.findByLabelText('驳回原因');
    const dialog = reason.closest('form')!;
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(api.to('cost/v1/platform/transfer/reject')).toEqual([]);
    await user.type(reason, '回单金额不清晰');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() =>
      expect(api.to('cost/v1/platform/transfer/reject')).toEqual([{ id: 9, reason: '回单金额不清晰' }]),
    );
  });
});

describe('the system side keeps the bank statement lines', () => {
  const line = (over: Partial<StoredStatementLine>): StoredStatementLine => ({
    id: 1,
    bookedOn: '2026-11-21',
    payer: '上海演示科技有限公司',
    amountFen: 102_450,
    note: '货款 HK7QX3M9PA',
    remittanceCode: 'HK7QX3M9PA',
    orderNo: 'DD20261126000009',
    outcome: 'amountMismatch',
    importedAt: '2026-11-26T02:00:00.000Z',
    ...over,
  });

  it('lists each line with why it matched nothing, and asks the server for the unmatched ones only', async () => {
    const paid = line({
      id: 2,
      amountFen: 2_500,
      note: '转账 HK8RX3M9PB',
      remittanceCode: 'HK8RX3M9PB',
      outcome: 'applied',
    });
    const short = line({ id: 1 });
    const api = answerCalls({
      'cost/v1/platform/refund/list': () => ({ list: [], total: 0 }),
      'cost/v1/platform/revenue': () => [],
      'cost/v1/platform/order/list': () => ({ list: [], total: 0 }),
      'cost/v1/platform/transfer/list': () => ({ list: [], total: 0 }),
      'cost/v1/platform/transfer/statement/lines': (p) =>
        (p as { matched?: string }).matched === 'unmatched'
          ? { list: [short], total: 1 }
          : { list: [paid, short], total: 2 },
    });
    const user = userEvent.setup();
    renderPage(<PlatformOrdersPage />, { path: '/system/cost/orders', url: '/system/cost/orders' });
    const table = await screen.findByRole('table', { name: '对账单明细' });
    const row = (await within(table).findByText('¥1,024.50')).closest('tr')!;
    expect(within(row).getByText('金额与订单不符，未处理')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-21')).toBeInTheDocument();
    expect(within(table).getByText('已确认到账')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: '匹配情况' }), '未匹配');
    await waitFor(() => expect(within(table).queryByText('已确认到账')).toBeNull());
    expect(api.to('cost/v1/platform/transfer/statement/lines').at(-1)).toEqual({
      pageNum: 1,
      pageSize: 10,
      matched: 'unmatched',
    });
  });
});
