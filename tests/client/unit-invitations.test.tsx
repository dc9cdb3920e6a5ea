/**
 * The member page's pending invitations: shown to those who may add members, with resend and a confirmed revoke;
 * nothing while there are none.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UnitInvitation } from '@contract/invitation';
import { PendingInvitations } from '@/features/unit/components/pending-invitations';
import { ApiError } from '@/lib/api-client';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

function invitation(id: number, realName: string, extra: Partial<UnitInvitation> = {}): UnitInvitation {
  return {
    id,
    realName,
    mobile: '13700001234',
    role: 3,
    departmentName: null,
    invitedAt: '2026-11-26T02:00:00.000Z',
    sentAt: '2026-11-26T02:00:00.000Z',
    expiresAt: '2026-12-03T02:00:00.000Z',
    expired: false,
    ...extra,
  };
}

const twoPending = () => ({
  list: [invitation(1, '孙悦'), invitation(2, '周律', { role: 2, expired: true })],
  total: 2,
});

describe('pending invitations', () => {
  it('lists them with a masked phone, the expiry or an expired badge; resends one', async () => {
    const api = answerCalls({ 'invitation/v1/list': twoPending, 'invitation/v1/:id/resend': () => null });
    const user = userEvent.setup();
    renderPage(<PendingInvitations enabled />, { path: '/', url: '/' });
    const table = await screen.findByRole('table', { name: '待接受的邀请列表' });
    const first = within(table).getByRole('row', { name: /孙悦/ });
    expect(within(first).getByText('137****1234')).toBeInTheDocument();
    expect(within(first).getByText('2026-12-03 10:00')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /周律/ })).getByText('已过期')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: '重新发送' }));
    expect(await screen.findByText('邀请短信已重新发送')).toBeInTheDocument();
    expect(api.to('invitation/v1/:id/resend')).toEqual([{ id: 1 }]);
  });

  it('revokes only after a confirmation', async () => {
    const api = answerCalls({ 'invitation/v1/list': twoPending, 'invitation/v1/:id/revoke': () => null });
    const user = userEvent.setup();
    renderPage(<PendingInvitations enabled />, { path: '/', url: '/' });
    const row = await screen.findByRole('row', { name: /周律/ });
    await user.click(within(row).getByRole('button', { name: '撤销' }));
    expect(await screen.findByText('确定撤销对“周律”的邀请吗？撤销后对方无法再接受。')).toBeInTheDocument();
    expect(api.to('invitation/v1/:id/revoke')).toEqual([]);
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('邀请已撤销')).toBeInTheDocument();
    expect(api.to('invitation/v1/:id/revoke')).toEqual([{ id: 2 }]);
  });

  it('shows nothing without invitations, and asks nothing without the right to add members', async () => {
    const api = answerCalls({ 'invitation/v1/list': () => ({ list: [], total: 0 }) });
    const { container } = renderPage(<PendingInvitations enabled />, { path: '/', url: '/' });
    await waitFor(() => expect(api.to('invitation/v1/list')).toHaveLength(1));
    expect(container.querySelector('table')).toBeNull();
    const none = answerCalls({
      'invitation/v1/list': () => {
        throw new ApiError(1003, '无权限', false);
      },
    });
    renderPage(<PendingInvitations enabled={false} />, { path: '/', url: '/' });
    expect(none.to('invitation/v1/list')).toEqual([]);
  });
});
