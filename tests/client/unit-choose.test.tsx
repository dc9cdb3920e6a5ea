/**
 * /choose: a member of exactly one unit who has just signed in is taken into it without choosing; with several units,
 * or when coming back with a unit chosen (to switch or to register another), the list stays to choose from. Pending
 * invitations show above the units, to accept or decline, and keep the page open.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ChoosePage from '@/features/unit-choice/pages/choose-page';
import { appStore, sessionAtom } from '@/lib/store';
import { ApiError } from '@/lib/api-client';
import { answerCalls, renderPage, type Handler } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

function unit(companyId: number, companyName: string, current = false) {
  return {
    companyId,
    companyName,
    companyFullName: null,
    socialCreditCode: null,
    parentId: null,
    certified: true,
    role: 3 as const,
    current,
  };
}

const entered = (companyId: number) => ({
  token: `token-${companyId}`,
  user: { userId: 5, realName: '刘洋', mobile: '13800000003', userName: null },
  unit: unit(companyId, '演示科技有限公司'),
  role: 3,
});

function open(
  units: ReturnType<typeof unit>[],
  chosen: number | null,
  getInfo: Handler = (payload) => entered((payload as { companyId: number }).companyId),
  invitations: Handler = () => [],
) {
  appStore.set(sessionAtom, {
    token: 'signed-in',
    info: chosen === null ? null : { kind: 'staff', companyId: chosen, userId: 5, realName: '刘洋' },
  });
  const api = answerCalls({
    'company/v1/list-by-user': () => [...units],
    'account/v2/user/get-info': getInfo,
    'invitation/v1/mine': invitations,
    'invitation/v1/:id/accept': (payload) => {
      units.push(unit(9, '远山贸易有限公司'));
      pending.splice(0);
      return { companyId: (payload as { id: number }).id };
    },
    'invitation/v1/:id/decline': () => {
      pending.splice(0);
      return null;
    },
  });
  const page = renderPage(<ChoosePage />, { path: '/choose', url: '/choose?redirect=/sealManage/applyList' });
  return { api, page };
}

const pending: Array<{ id: number; unitName: string; role: 2; invitedAt: string; expiresAt: string }> = [];
const invited = () => [...pending];
function inviteFrom(unitName: string) {
  pending.splice(0, pending.length, {
    id: 31,
    unitName,
    role: 2,
    invitedAt: '2026-11-26T02:00:00.000Z',
    expiresAt: '2026-12-03T02:00:00.000Z',
  });
}

afterEach(() => {
  appStore.set(sessionAtom, { token: null, info: null });
  pending.splice(0);
});

describe('choosing a unit', () => {
  it('enters the only unit right after signing in, to where the user was going', async () => {
    const { api, page } = open([unit(7, '演示科技有限公司')], null);
    await waitFor(() => expect(page.url()).toBe('/sealManage/applyList'));
    expect(api.to('account/v2/user/get-info')).toEqual([{ companyId: 7 }]);
    expect(appStore.get(sessionAtom).info).toMatchObject({ companyId: 7 });
  });

  it('shows the only unit to choose by hand when entering it is refused', async () => {
    const { api, page } = open([unit(7, '演示科技有限公司')], null, () => {
      throw new ApiError(1004, '此用户不存在！', true);
    });
    expect(await screen.findByRole('button', { name: /演示科技有限公司/ })).toBeInTheDocument();
    expect(api.to('account/v2/user/get-info')).toEqual([{ companyId: 7 }]);
    expect(page.url()).toBe('/choose?redirect=/sealManage/applyList');
  });

  it('lets a user with several units choose', async () => {
    const { api, page } = open([unit(7, '演示科技有限公司'), unit(8, '演示科技（北京）有限公司')], null);
    expect(await screen.findByText('演示科技（北京）有限公司')).toBeInTheDocument();
    expect(api.to('account/v2/user/get-info')).toEqual([]);
    expect(page.url()).toBe('/choose?redirect=/sealManage/applyList');
  });

  it('keeps /choose for a member of one unit who comes back to it, with the way to register another unit', async () => {
    const { api, page } = open([unit(7, '演示科技有限公司', true)], 7);
    expect(await screen.findByText('演示科技有限公司')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '注册新单位' })).toBeInTheDocument();
    expect(api.to('account/v2/user/get-info')).toEqual([]);
    expect(page.url()).toBe('/choose?redirect=/sealManage/applyList');
  });
});

describe('invitations on /choose', () => {
  it('shows a pending invitation above the only unit instead of entering it; accepting adds the unit', async () => {
    inviteFrom('远山贸易有限公司');
    const user = userEvent.setup();
    const { api, page } = open([unit(7, '演示科技有限公司')], null, undefined, invited);
    const invitations = await screen.findByRole('region', { name: '待处理的邀请' });
    expect(within(invitations).getByText('远山贸易有限公司')).toBeInTheDocument();
    expect(within(invitations).getByText(/邀请您以“印章保管人”身份加入 · 2026-12-03 10:00 前有效/)).toBeInTheDocument();
    expect(api.to('account/v2/user/get-info')).toEqual([]);
    expect(page.url()).toBe('/choose?redirect=/sealManage/applyList');

    await user.click(within(invitations).getByRole('button', { name: '接受' }));
    expect(await screen.findByText('已加入“远山贸易有限公司”')).toBeInTheDocument();
    expect(api.to('invitation/v1/:id/accept')).toEqual([{ id: 31 }]);
    expect(await screen.findByRole('button', { name: /远山贸易有限公司/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: '待处理的邀请' })).toBeNull());
  });

  it('declines only after a confirmation', async () => {
    inviteFrom('远山贸易有限公司');
    const user = userEvent.setup();
    const { api } = open([], null, undefined, invited);
    const invitations = await screen.findByRole('region', { name: '待处理的邀请' });
    expect(screen.queryByText('您还没有加入任何单位')).toBeNull();
    await user.click(within(invitations).getByRole('button', { name: '拒绝' }));
    expect(await screen.findByText('确定拒绝“远山贸易有限公司”的邀请吗？')).toBeInTheDocument();
    expect(api.to('invitation/v1/:id/decline')).toEqual([]);
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已拒绝邀请')).toBeInTheDocument();
    expect(api.to('invitation/v1/:id/decline')).toEqual([{ id: 31 }]);
  });
});
