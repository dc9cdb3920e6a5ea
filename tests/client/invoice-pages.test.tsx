/**
 * The invoice pages against a stubbed API: payers (an enterprise's tax number checked to its check character before
 * anything is sent, delete asked first), asking for an invoice on chosen paid orders (the total, the default payer,
 * no special type for an individual), a request's detail (withdraw asked first, only while it waits; a reversed one's
 * red invoice and asking again), and the system side's issuing, rejecting and red reversal (each reason required).
 */
import type { InvoiceDetail, IssuingRow, Payer } from '@contract/invoice';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import InvoiceApplyPage from '@/features/invoice/pages/invoice-apply-page';
import InvoiceDetailPage from '@/features/invoice/pages/invoice-detail-page';
import InvoiceIssuingPage from '@/features/invoice/pages/invoice-issuing-page';
import PayerListPage from '@/features/invoice/pages/payer-list-page';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const payer = (over: Partial<Payer> = {}): Payer => ({
  id: 1,
  payerType: 1,
  title: '演示科技有限公司',
  taxNumber: '91350100M000100Y43',
  address: '上海市浦东新区',
  phone: '021-58880000',
  bankName: '招商银行',
  bankAccount: '6222000011112222',
  isDefault: true,
  updatedAt: '2026-11-26T02:00:00.000Z',
  ...over,
});

const payers = [payer(), payer({ id: 2, payerType: 2, title: '张伟', taxNumber: null, isDefault: false })];

const detail = (over: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  id: 5,
  invoiceNo: 'FP20261126000005',
  invoiceType: 1,
  status: 4,
  amountFen: 36_000,
  payerType: 1,
  title: '演示科技有限公司',
  taxNumber: '91350100M000100Y43',
  createdByName: '张伟',
  createdAt: '2026-11-26T02:00:00.000Z',
  address: null,
  phone: null,
  bankName: null,
  bankAccount: null,
  email: null,
  remark: null,
  orders: [{ orderId: 9, orderNo: 'DD20261126000009', title: '智能印章服务（年付）', amountFen: 36_000 }],
  timeline: [{ status: 4, at: '2026-11-26T02:00:00.000Z' }],
  rejectReason: null,
  issuedNo: null,
  cancellable: true,
  hasDocument: false,
  reverseReason: null,
  redNo: null,
  hasRedDocument: false,
  reissueOf: null,
  reissuedBy: null,
  reissuable: false,
  ...over,
});

describe('payers', () => {
  it('shows the cards with the default first and refuses a wrong tax number before sending', async () => {
    const api = answerCalls({
      'invoice/v1/payer/list': () => payers,
      'invoice/v1/payer/add': () => ({ id: 3 }),
    });
    const user = userEvent.setup();
    renderPage(<PayerListPage />, { path: '/cost/payerList', url: '/cost/payerList', permissions: ['invoice:apply'] });
    const list = await screen.findByRole('list', { name: '发票抬头列表' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['演示科技有限公司', '张伟']);
    expect(within(cards[0]!).getByText('默认')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '新增抬头' }));
    await user.type(await screen.findByLabelText('发票抬头'), '新公司');
    await user.type(screen.getByLabelText('税号'), '91350100M000100Y44');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入正确的统一社会信用代码（18位）')).toBeInTheDocument();
    expect(api.to('invoice/v1/payer/add')).toEqual([]);

    await user.clear(screen.getByLabelText('税号'));
    await user.type(screen.getByLabelText('税号'), '91350100m000100y43');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(api.to('invoice/v1/payer/add')).toEqual([
        { payerType: 1, title: '新公司', taxNumber: '91350100M000100Y43', isDefault: false },
      ]),
    );
  });

  it('deletes a payer only after asking', async () => {
    const api = answerCalls({
      'invoice/v1/payer/list': () => payers,
      'invoice/v1/payer/delete': () => null,
    });
    const user = userEvent.setup();
    renderPage(<PayerListPage />, { path: '/cost/payerList', url: '/cost/payerList', permissions: ['invoice:apply'] });
    const card = await screen.findByRole('article', { name: '张伟' });
    await user.click(within(card).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除发票抬头“张伟”吗？已提交的发票不受影响。')).toBeInTheDocument();
    expect(api.to('invoice/v1/payer/delete')).toEqual([]);
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('invoice/v1/payer/delete')).toEqual([{ id: 2 }]));
  });
});

describe('asking for an invoice', () => {
  it('totals the chosen orders and submits them with the default payer', async () => {
    const api = answerCalls({
      'invoice/v1/payer/list': () => payers,
      'invoice/v1/orders': () => [
        {
          orderId: 9,
          orderNo: 'DD20261126000009',
          title: '智能印章服务（年付）',
          paidFen: 36_000,
          refundedFen: 0,
          invoiceableFen: 36_000,
          paidAt: '2026-11-26T02:00:00.000Z',
        },
        {
          orderId: 10,
          orderNo: 'DD20261126000010',
          title: '智能印章服务（月付）',
          paidFen: 3_500,
          refundedFen: 1_000,
          invoiceableFen: 2_500,
          paidAt: '2026-11-26T03:00:00.000Z',
        },
      ],
      'invoice/v1/apply': () => ({ id: 5, invoiceNo: 'FP20261126000005' }),
    });
    const user = userEvent.setup();
    const page = renderPage(<InvoiceApplyPage />, {
      path: '/cost/invoiced',
      url: '/cost/invoiced',
      permissions: ['invoice:apply'],
    });
    const submit = await screen.findByRole('button', { name: '提交申请' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '选择订单 DD20261126000009' }));
    await user.click(screen.getByRole('checkbox', { name: '选择订单 DD20261126000010' }));
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('¥385.00');

    // An individual payer gets no special types.
    await user.selectOptions(screen.getByLabelText('发票抬头'), '2');
    expect(screen.getByRole('option', { name: '增值税专用发票' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('发票抬头'), '1');
    expect(screen.getByRole('option', { name: '增值税专用发票' })).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('发票类型'), '2');

    await user.click(submit);
    await waitFor(() => expect(page.url()).toBe('/cost/invoicecorddetail/5'));
    expect(api.to('invoice/v1/apply')).toEqual([{ payerId: 1, invoiceType: 2, orderIds: [9, 10] }]);
  });
});

describe('an invoice request', () => {
  it('while waiting: withdraw, asked first; afterwards no action', async () => {
    let current = detail();
    const api = answerCalls({
      'invoice/v1/:id/detail': () => current,
      'invoice/v1/cancel': () => {
        current = detail({
          status: 3,
          cancellable: false,
          timeline: [...detail().timeline, { status: 3, at: '2026-11-26T02:10:00.000Z' }],
        });
        return current;
      },
    });
    const user = userEvent.setup();
    renderPage(<InvoiceDetailPage />, {
      path: '/cost/invoicecorddetail/:id',
      url: '/cost/invoicecorddetail/5',
      permissions: ['invoice:apply'],
    });
    expect(await screen.findByText('FP20261126000005')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DD20261126000009' })).toHaveAttribute('href', '/cost/payrecordDetail/9');
    await user.click(screen.getByRole('button', { name: '撤销申请' }));
    expect(await screen.findByText('确定撤销开票申请 FP20261126000005 吗？撤销后订单可重新开票。')).toBeInTheDocument();
    expect(api.to('invoice/v1/cancel')).toEqual([]);
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('invoice/v1/cancel')).toEqual([{ id: 5 }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: '撤销申请' })).toBeNull());
    expect(screen.getAllByText('已撤销').length).toBeGreaterThan(0);
  });
});

describe('an issued invoice', () => {
  it('shows its number, opens its document and confirms receipt after asking', async () => {
    let current = detail({ status: 1, issuedNo: 'YP00000005', cancellable: false, hasDocument: true });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const api = answerCalls({
      'invoice/v1/:id/detail': () => current,
      'invoice/v1/:id/document': () => ({ tmpUrl: '/api/files/abc?exp=1&sig=x' }),
      'invoice/v1/accept': () => {
        current = { ...current, status: 2 };
        return current;
      },
    });
    const user = userEvent.setup();
    renderPage(<InvoiceDetailPage />, {
      path: '/cost/invoicecorddetail/:id',
      url: '/cost/invoicecorddetail/5',
      permissions: ['invoice:apply'],
    });
    expect(await screen.findByText('YP00000005')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤销申请' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '下载发票' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/files/abc?exp=1&sig=x', '_blank', 'noopener'));
    await user.click(screen.getByRole('button', { name: '确认签收' }));
    expect(await screen.findByText('确认已收到发票 YP00000005 吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('invoice/v1/accept')).toEqual([{ id: 5 }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: '确认签收' })).toBeNull());
    open.mockRestore();
  });

  it('reversed: shows the red invoice, opens its document, and asks again once after asking', async () => {
    const current = detail({
      status: 6,
      issuedNo: 'YP00000005',
      cancellable: false,
      hasDocument: true,
      redNo: 'HZ00000005',
      reverseReason: '抬头开错',
      hasRedDocument: true,
      reissuable: true,
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const api = answerCalls({
      'invoice/v1/:id/detail': () => current,
      'invoice/v1/:id/document': () => ({ tmpUrl: '/api/files/red?exp=1&sig=x' }),
      'invoice/v1/reissue': () => ({ id: 8, invoiceNo: 'FP20261126000008' }),
    });
    const user = userEvent.setup();
    const page = renderPage(<InvoiceDetailPage />, {
      path: '/cost/invoicecorddetail/:id',
      url: '/cost/invoicecorddetail/5',
      permissions: ['invoice:apply'],
    });
    expect(await screen.findByText(/红字发票号码：HZ00000005 · 红冲原因：抬头开错/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下载红字发票' }));
    await waitFor(() => expect(api.to('invoice/v1/:id/document')).toEqual([{ id: 5, kind: 'red' }]));
    await user.click(screen.getByRole('button', { name: '重新申请开票' }));
    expect(
      await screen.findByText('按原抬头和发票类型，为发票 FP20261126000005 的订单重新申请开票吗？'),
    ).toBeInTheDocument();
    expect(api.to('invoice/v1/reissue')).toEqual([]);
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('invoice/v1/reissue')).toEqual([{ id: 5 }]));
    await waitFor(() => expect(page.url()).toBe('/cost/invoicecorddetail/8'));
    open.mockRestore();
  });

  it('shows the reason of a rejection', async () => {
    answerCalls({
      'invoice/v1/:id/detail': () => detail({ status: 5, rejectReason: '抬头与税号不符', cancellable: false }),
    });
    renderPage(<InvoiceDetailPage />, {
      path: '/cost/invoicecorddetail/:id',
      url: '/cost/invoicecorddetail/5',
      permissions: ['invoice:apply'],
    });
    expect(await screen.findByText('驳回原因：抬头与税号不符')).toBeInTheDocument();
    expect(screen.getAllByText('已驳回').length).toBeGreaterThan(0);
  });
});

describe('issuing on the system side', () => {
  const row = (over: Partial<IssuingRow> = {}): IssuingRow => ({
    id: 5,
    invoiceNo: 'FP20261126000005',
    invoiceType: 1,
    status: 4,
    amountFen: 36_000,
    payerType: 1,
    title: '演示科技有限公司',
    taxNumber: '91350100M000100Y43',
    createdByName: null,
    createdAt: '2026-11-26T02:00:00.000Z',
    companyId: 1,
    unitName: '演示科技有限公司',
    ...over,
  });

  it('reverses an issued invoice only with a reason', async () => {
    const api = answerCalls({
      'invoice/v1/issuing/list': () => ({ list: [row({ status: 2 })], total: 1 }),
      'invoice/v1/issuing/reverse': () => ({ redNo: 'HZ00000005' }),
    });
    const user = userEvent.setup();
    renderPage(<InvoiceIssuingPage />, {
      path: '/system/cost/invoices',
      url: '/system/cost/invoices',
      permissions: ['invoice:issue'],
    });
    await user.click(await screen.findByRole('button', { name: '红冲' }));
    const reason = await screen.findByLabelText('红冲原因');
    const submit = async () => {
      const buttons = await screen.findAllByRole('button', { name: '红冲' });
      await user.click(buttons[buttons.length - 1]!);
    };
    await submit();
    expect(await screen.findByText('输入框不能为空')).toBeInTheDocument();
    expect(api.to('invoice/v1/issuing/reverse')).toEqual([]);
    await user.type(reason, '抬头开错');
    await submit();
    await waitFor(() => expect(api.to('invoice/v1/issuing/reverse')).toEqual([{ id: 5, reason: '抬头开错' }]));
    expect(await screen.findByText('已红冲，红字发票已开具')).toBeInTheDocument();
  });

  it('issues after asking and rejects only with a reason', async () => {
    let rows = [row(), row({ id: 6, invoiceNo: 'FP20261126000006', status: 1 })];
    const api = answerCalls({
      'invoice/v1/issuing/list': () => ({ list: rows, total: rows.length }),
      'invoice/v1/issuing/issue': () => {
        rows = rows.map((r) => (r.id === 5 ? { ...r, status: 1 } : r));
        return { issuedNo: 'YP00000005' };
      },
      'invoice/v1/issuing/reject': () => null,
    });
    const user = userEvent.setup();
    renderPage(<InvoiceIssuingPage />, {
      path: '/system/cost/invoices',
      url: '/system/cost/invoices',
      permissions: ['invoice:issue'],
    });
    // Only the waiting request has actions.
    expect(await screen.findAllByRole('button', { name: '开具' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: '驳回' }));
    // The dialog's submit is the last '驳回' (the row's stays behind it).
    const submitReject = async () => {
      const buttons = await screen.findAllByRole('button', { name: '驳回' });
      await user.click(buttons[buttons.length - 1]!);
    };
    await screen.findByLabelText('驳回原因');
    await submitReject();
    expect(await screen.findByText('输入框不能为空')).toBeInTheDocument();
    expect(api.to('invoice/v1/issuing/reject')).toEqual([]);
    await user.type(screen.getByLabelText('驳回原因'), '抬头与税号不符');
    await submitReject();
    await waitFor(() => expect(api.to('invoice/v1/issuing/reject')).toEqual([{ id: 5, reason: '抬头与税号不符' }]));

    await user.click(screen.getByRole('button', { name: '开具' }));
    expect(
      await screen.findByText('确定为演示科技有限公司开具发票 FP20261126000005（¥360.00）吗？开具后将通知申请人。'),
    ).toBeInTheDocument();
    expect(api.to('invoice/v1/issuing/issue')).toEqual([]);
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('invoice/v1/issuing/issue')).toEqual([{ id: 5 }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: '开具' })).toBeNull());
  });
});
