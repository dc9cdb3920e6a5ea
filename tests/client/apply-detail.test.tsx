import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import ApplyDetailPage from '@/features/apply/pages/apply-detail-page';
import { ApiError } from '@/lib/api-client';
import { usePageTitleOf } from '@/lib/page-title';
import { detail } from './apply-helpers';
import { answerCalls, renderPage, type Handler } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
  upload: vi.fn(),
}));

const PATH = '/sealManage/examinedetail/:id';

function open(shown: ReturnType<typeof detail>, changes: Record<string, Handler> = {}, extra?: () => ReactNode) {
  const api = answerCalls({
    'apply/v2/:id/detail-info': () => shown,
    'apply/v2/current-status': () => ({
      state: shown.state,
      outcome: shown.outcome,
      currentApproverId: shown.currentApproverId,
      currentApproverName: shown.currentApproverName,
      version: shown.version,
    }),
    'file-manage/v2/temp-url': () => ({ tmpUrl: 'https://files.example/x.png' }),
    'apply/v2/approve': () => ({ state: 'RUNNING' }),
    'apply/v2/revoke': () => ({ state: 'TERMINATED' }),
    'apply/v2/re-notify': () => null,
    'apply/v2/notify-list': () => [],
    ...changes,
  });
  const Extra = extra ?? (() => null);
  const page = renderPage(
    <>
      <ApplyDetailPage />
      <Extra />
    </>,
    { path: PATH, url: '/sealManage/examinedetail/42' },
  );
  return { api, page };
}

function renderWithShellTitle(shown: ReturnType<typeof detail>, ShellTitle: () => ReactNode) {
  return open(shown, {}, ShellTitle).page;
}

describe('approval detail', () => {
  it('shows the application, its timeline and only the approver’s actions', async () => {
    const { api } = open(detail({ actions: { approve: true, reject: true, revoke: false, renotify: false } }));
    expect(await screen.findByRole('heading', { name: 'SQ202603010001' })).toBeInTheDocument();
    expect(api.to('apply/v2/:id/detail-info')).toEqual([{ id: 42 }]);
    expect(screen.getAllByText('待审批').length).toBeGreaterThan(0);
    const timeline = screen.getByRole('list', { name: '审批流程' });
    expect(within(timeline).getByText('刘洋 提交申请')).toBeInTheDocument();
    const current = within(timeline).getByText('当前审批人').closest('li')!;
    expect(within(current).getByText('王强')).toBeInTheDocument();
    expect(within(current).getByText(/通知于/)).toBeInTheDocument();
    expect(within(timeline).getByText('赵敏')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '盖章页.png' })).toHaveAttribute(
      'href',
      'https://files.example/x.png',
    );

    expect(screen.getByRole('button', { name: '通过' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '驳回' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤回' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '再次提醒' })).not.toBeInTheDocument();
    // An open application is polled.
    await waitFor(() => expect(api.to('apply/v2/current-status')).toEqual([{ id: 42 }]));
  });

  it('approves with an optional opinion, passing the version seen', async () => {
    const { api } = open(
      detail({ version: 7, actions: { approve: true, reject: true, revoke: false, renotify: false } }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: '通过申请' })).toBeInTheDocument();
    // No opinion: the call carries none.
    await user.click(within(dialog).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(api.to('apply/v2/approve')).toEqual([{ id: 42, result: 'approved', version: 7 }]));
    expect(await screen.findByText('已通过')).toBeInTheDocument();
    // The detail is fetched again after the action.
    await waitFor(() => expect(api.to('apply/v2/:id/detail-info').length).toBeGreaterThan(1));
  });

  it('sends the opinion typed when approving, trimmed', async () => {
    const { api } = open(detail({ actions: { approve: true, reject: true, revoke: false, renotify: false } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog');
    const opinion = within(dialog).getByLabelText('审批意见（选填）');
    // The box stops at the contract's 200 characters.
    expect(opinion).toHaveAttribute('maxlength', '200');
    await user.type(opinion, '  同意，按合同用印  ');
    await user.click(within(dialog).getByRole('button', { name: '通过' }));
    await waitFor(() =>
      expect(api.to('apply/v2/approve')).toEqual([
        { id: 42, result: 'approved', comment: '同意，按合同用印', version: 1 },
      ]),
    );
  });

  it('shows an approver’s opinion in the timeline', async () => {
    const shown = detail({ state: 'RUNNING', approvedSteps: 1, currentApproverId: 4, currentApproverName: '赵敏' });
    shown.steps[0] = { ...shown.steps[0]!, result: 'approved', comment: '同意', actedAt: '2026-03-01T09:00:00.000Z' };
    open(shown);
    const timeline = await screen.findByRole('list', { name: '审批流程' });
    expect(within(within(timeline).getByText('王强').closest('li')!).getByText('意见：同意')).toBeInTheDocument();
  });

  it('is titled 审批详情 for an approver and 申请详情 for the applicant, in the page and for the shell', async () => {
    function ShellTitle() {
      return <output data-testid="shell-title">{usePageTitleOf('/sealManage/examinedetail/42')}</output>;
    }
    const approver = renderWithShellTitle(detail(), ShellTitle);
    expect(await screen.findByRole('heading', { level: 1, name: '审批详情' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('shell-title')).toHaveTextContent('审批详情'));
    approver.unmount();
    // The signed-in user of the harness is user 1.
    renderWithShellTitle(detail({ applicantId: 1, applicantName: '张伟' }), ShellTitle);
    expect(await screen.findByRole('heading', { level: 1, name: '申请详情' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('shell-title')).toHaveTextContent('申请详情'));
  });

  it('keeps a refusal of the server in the dialog', async () => {
    open(detail({ actions: { approve: true, reject: true, revoke: false, renotify: false } }), {
      'apply/v2/approve': () => {
        throw new ApiError(409, '申请已被他人处理，请刷新后重试', false);
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '通过' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '通过' }));
    expect(await within(screen.getByRole('dialog')).findByText('申请已被他人处理，请刷新后重试')).toBeInTheDocument();
  });

  it('rejecting requires a reason of 2-200 characters', async () => {
    const { api } = open(detail({ actions: { approve: true, reject: true, revoke: false, renotify: false } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('输入框不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('驳回理由'), '否');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('长度范围为2-200')).toBeInTheDocument();
    expect(api.to('apply/v2/approve')).toEqual([]);
    await user.type(within(dialog).getByLabelText('驳回理由'), '，用途不明');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() =>
      expect(api.to('apply/v2/approve')).toEqual([{ id: 42, result: 'rejected', comment: '否，用途不明', version: 1 }]),
    );
    expect(await screen.findByText('已驳回')).toBeInTheDocument();
  });

  it('offers the applicant to revoke and to remind the approver; the timeline shows the reminders', async () => {
    const told = [
      { kind: 'submitted', recipientId: 3, recipientName: '刘洋', at: '2026-03-01T08:00:01.000Z' },
      { kind: 'submitted', recipientId: 2, recipientName: '王强', at: '2026-03-01T08:00:01.000Z' },
      { kind: 'renotified', recipientId: 2, recipientName: '王强', at: '2026-03-01T08:02:00.000Z' },
    ];
    const { api } = open(detail({ actions: { approve: false, reject: false, revoke: true, renotify: true } }), {
      'apply/v2/notify-list': () => told,
      'apply/v2/re-notify': () => {
        told.push({ kind: 'renotified', recipientId: 2, recipientName: '王强', at: '2026-03-01T08:05:00.000Z' });
        return null;
      },
    });
    const user = userEvent.setup();
    const timeline = await screen.findByRole('list', { name: '审批流程' });
    const step = (name: string) => within(timeline).getByText(name).closest('li')!;
    // Times in UTC+8: 08:02Z is 16:02.
    expect(await within(step('王强')).findByText(/^申请人已催办 1 次，最近一次 .*16:02/)).toBeInTheDocument();
    expect(within(step('赵敏')).queryByText(/催办/)).toBeNull();
    await user.click(await screen.findByRole('button', { name: '再次提醒' }));
    await waitFor(() => expect(api.to('apply/v2/re-notify')).toEqual([{ id: 42 }]));
    expect(await screen.findByText('已再次提醒审批人')).toBeInTheDocument();
    expect(await within(step('王强')).findByText(/^申请人已催办 2 次，最近一次 .*16:05/)).toBeInTheDocument();
    expect(api.to('apply/v2/notify-list').at(-1)).toEqual({ id: 42 });
    expect(screen.queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '撤回' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('apply/v2/revoke')).toEqual([{ id: 42 }]));
  });

  it('shows no actions and no polling for an ended application, and says how it ended', async () => {
    const { api } = open(
      detail({
        state: 'TERMINATED',
        outcome: 'revoked',
        currentApproverId: null,
        currentApproverName: null,
      }),
    );
    expect(await screen.findByText('申请人已撤回申请')).toBeInTheDocument();
    expect(screen.getAllByText('已撤回').length).toBeGreaterThan(0);
    for (const name of ['通过', '驳回', '撤回', '再次提醒'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(api.to('apply/v2/current-status')).toEqual([]);
  });

  it('refetches the detail when the polled version moves on', async () => {
    let version = 1;
    const { api } = open(detail(), {
      'apply/v2/:id/detail-info': () => detail({ version }),
      'apply/v2/current-status': () => ({
        state: 'RUNNING',
        outcome: null,
        currentApproverId: 4,
        currentApproverName: '赵敏',
        version: ++version,
      }),
    });
    await screen.findByRole('heading', { name: 'SQ202603010001' });
    await waitFor(() => expect(api.to('apply/v2/:id/detail-info').length).toBeGreaterThan(1));
  });
});
