import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ReviewsPage from '@/features/platform/pages/reviews-page';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const certification = (id: number, state: 1 | 2 | 3, companyName: string) => ({
  id,
  companyId: id + 100,
  companyName,
  state,
  companyFullName: `${companyName}（全称）`,
  socialCreditCode: '91350100M000100Y43',
  legalPerson: '陈明',
  address: null,
  licenceFileId: 'licence-1',
  rejectReason: state === 3 ? '执照模糊' : null,
  submittedAt: '2026-11-20T02:00:00.000Z',
  reviewedAt: null,
});

const partner = {
  id: 5,
  companyId: 7,
  companyName: '远山贸易有限公司',
  contactName: '周婷',
  contactPhone: '13900000005',
  region: '福建省',
  remark: '代理华东区域',
  state: 0,
  reviewRemark: null,
  deliveryTime: null,
  createdAt: '2026-11-21T02:00:00.000Z',
};

let api: ReturnType<typeof answerCalls>;
beforeEach(() => {
  api = answerCalls({
    'company-certification/v1/list': () => ({
      list: [certification(1, 1, '演示科技有限公司'), certification(2, 3, '东方物流有限公司')],
      total: 2,
    }),
    'company-certification/v1/:id/licence-url': () => ({ url: '/files/licence-1.png' }),
    'company-certification/v1/review': () => null,
    'partner-apply/v2/list': () => ({ list: [partner], total: 1 }),
    'partner-apply/v2/update': () => null,
  });
});

describe('reviews (/system/reviews)', () => {
  it('reviews only a waiting certification, with its facts in the dialog', async () => {
    const user = userEvent.setup();
    renderPage(<ReviewsPage />, { path: '/system/reviews', url: '/system/reviews?state=1' });
    expect(await screen.findByText('执照模糊')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: '审核' });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('演示科技有限公司（全称）')).toBeInTheDocument();
    expect(within(dialog).getByText('陈明')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(api.to('company-certification/v1/review')).toEqual([{ id: 1, pass: true }]));
  });

  it('rejects a partner application with the reason the unit is told', async () => {
    const user = userEvent.setup();
    renderPage(<ReviewsPage />, { path: '/system/reviews', url: '/system/reviews?tab=partners' });
    await user.click(await screen.findByRole('button', { name: '审核' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('代理华东区域')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('审核意见'), 'reject');
    await user.type(within(dialog).getByLabelText('驳回原因'), '区域已有代理');
    await user.click(within(dialog).getByRole('button', { name: '提交审核' }));
    await waitFor(() =>
      expect(api.to('partner-apply/v2/update')).toEqual([{ id: 5, state: 2, reviewRemark: '区域已有代理' }]),
    );
  });
});
