/**
 * The message centre (/message/messageCenter): a message about an application, an authorisation or an order offers to
 * open it; opening an unread one marks it read.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@contract/message-center';
import MessageCenterPage from '@/features/message/pages/message-center-page';
import { currentLang, setLang } from '@/lib/i18n';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const PATH = '/message/messageCenter';

function message(extra: Partial<Message>): Message {
  return {
    id: 1,
    type: 'approval',
    title: '用印申请待审批',
    content: '刘洋提交的用印申请（SQ20260301000042，合同，财务专用章）等待您审批',
    read: false,
    createdAt: '2026-03-01T08:00:00.000Z',
    target: null,
    ...extra,
  };
}

const list = [
  message({ id: 11, target: { kind: 'application', id: 42 } }),
  message({
    id: 12,
    type: 'authorization',
    title: '您获得了新的用印授权',
    content: '授权编号 EP20260301ABCDEF01',
    read: true,
    target: { kind: 'authorization', id: 7 },
  }),
  message({ id: 13, type: 'system', title: '系统维护通知', content: '今晚维护', target: null }),
];

function itemOf(title: string): HTMLElement {
  return screen.getByRole('heading', { name: title }).closest('li')!;
}

describe('opening what a message is about', () => {
  it('opens the application, marking the unread message read', async () => {
    const api = answerCalls({
      'message/v1/list': () => ({ list, total: list.length }),
      'message/v1/update-read-status': (p) => ({ updated: (p.ids as number[]).length }),
    });
    const user = userEvent.setup();
    const page = renderPage(<MessageCenterPage />, { path: PATH, url: PATH });
    await screen.findByRole('heading', { name: '用印申请待审批' });
    const open = within(itemOf('用印申请待审批')).getByRole('link', { name: '查看申请' });
    expect(open).toHaveAttribute('href', '/sealManage/examinedetail/42');
    expect(within(itemOf('您获得了新的用印授权')).getByRole('link', { name: '查看授权' })).toHaveAttribute(
      'href',
      '/sealManage/authorizationdetail/7',
    );
    expect(within(itemOf('系统维护通知')).queryByRole('link')).toBeNull();

    await user.click(open);
    await waitFor(() => expect(page.url()).toBe('/sealManage/examinedetail/42'));
    await waitFor(() => expect(api.to('message/v1/update-read-status')).toEqual([{ ids: [11] }]));
  });

  it('opens a message already read without marking anything', async () => {
    const api = answerCalls({
      'message/v1/list': () => ({ list, total: list.length }),
      'message/v1/update-read-status': () => ({ updated: 0 }),
    });
    const user = userEvent.setup();
    const page = renderPage(<MessageCenterPage />, { path: PATH, url: PATH });
    await user.click(await screen.findByRole('link', { name: '查看授权' }));
    await waitFor(() => expect(page.url()).toBe('/sealManage/authorizationdetail/7'));
    expect(api.to('message/v1/update-read-status')).toEqual([]);
  });

  it("opens the order a payment message is about on the order's detail page", async () => {
    const paid = message({
      id: 14,
      type: 'system',
      title: '订单已支付',
      content: '订单DD20260301000001已支付360.00元，所购服务已开通',
      target: { kind: 'order', id: 31 },
    });
    const api = answerCalls({
      'message/v1/list': () => ({ list: [paid], total: 1 }),
      'message/v1/update-read-status': (p) => ({ updated: (p.ids as number[]).length }),
    });
    const user = userEvent.setup();
    const page = renderPage(<MessageCenterPage />, { path: PATH, url: PATH });
    await user.click(await screen.findByRole('link', { name: '查看订单' }));
    await waitFor(() => expect(page.url()).toBe('/cost/payrecordDetail/31'));
    await waitFor(() => expect(api.to('message/v1/update-read-status')).toEqual([{ ids: [14] }]));
  });
});

describe('the language of the messages', () => {
  afterEach(() => setLang('zh-CN'));

  it('fetches the messages again when the console switches language (the server answers in it)', async () => {
    const english = message({ id: 11, title: 'Seal-use application to approve', content: 'Waits for your approval' });
    const api = answerCalls({
      'message/v1/list': () => ({ list: currentLang() === 'en-US' ? [english] : [message({ id: 11 })], total: 1 }),
    });
    renderPage(<MessageCenterPage />, { path: PATH, url: PATH });
    await screen.findByRole('heading', { name: '用印申请待审批' });
    act(() => setLang('en-US'));
    expect(await screen.findByRole('heading', { name: 'Seal-use application to approve' })).toBeInTheDocument();
    expect(api.to('message/v1/list')).toHaveLength(2);
  });
});
