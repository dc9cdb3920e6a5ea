import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import QuotaApplicationsPage from '@/features/platform/pages/quota-applications-page';
import UnitQuotasPage from '@/features/platform/pages/unit-quotas-page';
import UnitsPage from '@/features/platform/pages/units-page';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const units = [
  {
    companyId: 7,
    companyName: '演示科技有限公司',
    companyFullName: '演示科技有限公司',
    parentName: null,
    certState: 2,
    disabled: false,
    memberCount: 60,
    memberLimit: 200,
    deviceCount: 300,
    deviceLimit: 500,
    createdAt: '2025-01-01T00:00:00.000Z',
  },
  {
    companyId: 9,
    companyName: '远山贸易有限公司',
    companyFullName: null,
    parentName: null,
    certState: 1,
    disabled: true,
    memberCount: 10,
    memberLimit: 200,
    deviceCount: 20,
    deviceLimit: 50,
    createdAt: '2025-02-01T00:00:00.000Z',
  },
];

const application = {
  id: 31,
  companyId: 7,
  companyName: '演示科技有限公司',
  applicantName: '张伟',
  item: 'usersPerUnit',
  currentLimit: 200,
  requestedLimit: 500,
  reason: '新设华南分部',
  state: 'RUNNING',
  infoState: 'INITIAL',
  rejectReason: null,
  createdAt: '2026-11-25T02:00:00.000Z',
  reviewedAt: null,
};

let api: ReturnType<typeof answerCalls>;
beforeEach(() => {
  api = answerCalls({
    'platform/v1/units': () => ({ list: units, total: 2 }),
    'platform/v1/unit-state': () => null,
    'quota/v1/unit-quotas': () => ({
      companyId: 7,
      companyName: '演示科技有限公司',
      disabled: false,
      items: [{ item: 'usersPerUnit', limit: 200, defaultLimit: 200, used: 60 }],
    }),
    'quota/v1/set': () => null,
    'quota-apply/v1/list': () => ({ list: [application], total: 1 }),
    'quota-apply/v1/review': () => null,
  });
});

describe('units overview (/quotas)', () => {
  it('lists units with their standing and use, filtered by the URL', async () => {
    renderPage(<UnitsPage />, { path: '/quotas', url: '/quotas?keyword=演示&standing=disabled' });
    await screen.findByText('演示科技有限公司');
    expect(api.to('platform/v1/units').at(-1)).toEqual({
      pageNum: 1,
      pageSize: 10,
      keyword: '演示',
      standing: 'disabled',
    });
    expect(screen.getByText('60 / 200')).toBeInTheDocument();
    const other = screen.getByRole('row', { name: /远山贸易有限公司/ });
    expect(within(other).getByText('已停用')).toBeInTheDocument();
  });

  it('disables a unit only after confirming, and enables a disabled one', async () => {
    const user = userEvent.setup();
    renderPage(<UnitsPage />, { path: '/quotas', url: '/quotas' });
    await screen.findByText('演示科技有限公司');
    await user.click(screen.getByRole('button', { name: '停用' }));
    expect(await screen.findByText(/确定停用“演示科技有限公司”吗/)).toBeInTheDocument();
    expect(api.to('platform/v1/unit-state')).toEqual([]);
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('platform/v1/unit-state')).toEqual([{ companyId: 7, disabled: true }]));
    await user.click(screen.getByRole('button', { name: '启用' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('platform/v1/unit-state').at(-1)).toEqual({ companyId: 9, disabled: false }));
  });
});

describe('unit quotas (/quotasDetail)', () => {
  it('validates the new limit, then sets it', async () => {
    const user = userEvent.setup();
    renderPage(<UnitQuotasPage />, { path: '/quotasDetail', url: '/quotasDetail?companyId=7' });
    await screen.findByText('单位用户数');
    await user.click(screen.getByRole('button', { name: '调整' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('新的上限（人）');
    await user.clear(input);
    await user.type(input, '-3');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入0到1000000之间的整数')).toBeInTheDocument();
    expect(api.to('quota/v1/set')).toEqual([]);
    await user.clear(input);
    await user.type(input, '120');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('quota/v1/set')).toEqual([{ companyId: 7, item: 'usersPerUnit', limit: 120 }]));
  });

  it('asks for a unit when the URL names none', async () => {
    renderPage(<UnitQuotasPage />, { path: '/quotasDetail', url: '/quotasDetail' });
    expect(await screen.findByText('未指定单位，请从单位列表进入')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

describe('quota applications (/quotasApply)', () => {
  it('a rejection needs a reason; a pass is sent as one', async () => {
    const user = userEvent.setup();
    renderPage(<QuotaApplicationsPage />, { path: '/quotasApply', url: '/quotasApply?state=RUNNING' });
    await screen.findByText('200 → 500');
    expect(api.to('quota-apply/v1/list').at(-1)).toEqual({ pageNum: 1, pageSize: 10, state: 'RUNNING' });
    await user.click(screen.getByRole('button', { name: '审核' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新设华南分部')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('审核意见'), 'reject');
    await user.click(within(dialog).getByRole('button', { name: '提交审核' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(api.to('quota-apply/v1/review')).toEqual([]);
    await user.selectOptions(within(dialog).getByLabelText('审核意见'), 'pass');
    await user.click(within(dialog).getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(api.to('quota-apply/v1/review')).toEqual([{ id: 31, pass: true }]));
  });
});
