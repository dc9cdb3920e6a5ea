/**
 * /choose: a member of exactly one unit who has just signed in is taken into it without choosing; with several units,
 * or when coming back with a unit chosen (to switch or to register another), the list stays to choose from.
 */
import { screen, waitFor } from '@testing-library/react';
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
) {
  appStore.set(sessionAtom, {
    token: 'signed-in',
    info: chosen === null ? null : { kind: 'staff', companyId: chosen, userId: 5, realName: '刘洋' },
  });
  const api = answerCalls({
    'company/v1/list-by-user': () => units,
    'account/v2/user/get-info': getInfo,
  });
  const page = renderPage(<ChoosePage />, { path: '/choose', url: '/choose?redirect=/sealManage/applyList' });
  return { api, page };
}

afterEach(() => appStore.set(sessionAtom, { token: null, info: null }));

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
