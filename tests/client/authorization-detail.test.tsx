import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import AuthorizationDetailPage from '@/features/authorization/pages/authorization-detail-page';
import { ApiError } from '@/lib/api-client';
import { authDetail, noActions, pickerCalls, recordRow } from './authorization-helpers';
import { answerCalls, renderPage, type Handler } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const PATH = '/sealManage/authorizationdetail/:id';

function open(shown: ReturnType<typeof authDetail>, changes: Record<string, Handler> = {}) {
  const api = answerCalls({
    ...pickerCalls,
    'authorization/v1/:id/detail': () => shown,
    'use/findByConfId': () => [
      recordRow({ id: 501 }),
      recordRow({ id: 502, exception: true, exceptionKind: 'outsideHours' }),
    ],
    'authorization/v1/count-unread-msg': () => ({ authorAll: 0, using: 1 }),
    'authorization/v1/audit': () => ({ state: 6 }),
    'authorization/v1/close': () => ({ state: 2 }),
    'authorization/v1/cancel': () => ({ state: 2 }),
    'authorization/v1/lock-photograph': () => null,
    'v2/authorization/change-auth-user': () => null,
    'use-record/v1/export-pdf/:empowerNo': () => ({
      fileId: 'f-pdf',
      tmpUrl: 'https://files.example/report.pdf',
      sha256: 'ab'.repeat(32),
      pages: 4,
    }),
    ...changes,
  });
  const page = renderPage(<AuthorizationDetailPage />, { path: PATH, url: '/sealManage/authorizationdetail/11' });
  return { api, page };
}

describe('authorisation detail', () => {
  it('shows the authorisation, its remaining uses, history, uses and application link', async () => {
    const { api } = open(authDetail());
    expect(await screen.findByRole('heading', { name: 'SQ-AUTH-0011' })).toBeInTheDocument();
    expect(api.to('authorization/v1/:id/detail')).toEqual([{ id: 11 }]);
    expect(screen.getByText('使用中')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '剩余次数' })).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByText('剩余 3 次')).toBeInTheDocument();
    const history = screen.getByRole('list', { name: '授权过程' });
    expect(within(history).getByText('授权')).toBeInTheDocument();
    expect(within(history).getByText('财务部会议室')).toBeInTheDocument();
    // A grant says how many uses it gave; times are the unit's (UTC+8): 08:00 UTC is 16:00.
    expect(within(history).getByText('授权 5 次')).toBeInTheDocument();
    expect(within(history).getByText(/16:00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看申请 SQ202603010001' })).toHaveAttribute(
      'href',
      '/sealManage/examinedetail/42',
    );
    const uses = await screen.findByRole('list', { name: '使用记录' });
    const links = within(uses).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/sealManage/recorddetail?id=501',
      '/sealManage/recorddetail?id=502',
    ]);
    expect(within(uses).getByText('非工作时间')).toBeInTheDocument();
    expect(api.to('use/findByConfId')).toEqual([{ confId: 11 }]);
    // No action is allowed: no action buttons.
    for (const name of ['激活', '暂停', '继续', '结束', '撤销', '审核', '锁定拍照', '解锁拍照', '更换被授权人']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('shows only the actions the server allows', async () => {
    open(authDetail({ state: 2, actions: { ...noActions, audit: true } }));
    expect(await screen.findByRole('button', { name: '审核' })).toBeInTheDocument();
    for (const name of ['激活', '暂停', '继续', '结束', '撤销', '锁定拍照', '解锁拍照', '更换被授权人']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('reviews only after the remark dialog is confirmed', async () => {
    const { api } = open(authDetail({ state: 2, actions: { ...noActions, audit: true } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '审核' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确认已核对本次授权的使用记录和照片。')).toBeInTheDocument();
    expect(api.to('authorization/v1/audit')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('authorization/v1/audit')).toEqual([]);

    await user.click(screen.getByRole('button', { name: '审核' }));
    const again = await screen.findByRole('dialog');
    await user.type(within(again).getByLabelText('审核意见'), '照片齐全');
    await user.click(within(again).getByRole('button', { name: '确认审核' }));
    await waitFor(() => expect(api.to('authorization/v1/audit')).toEqual([{ id: 11, version: 3, remark: '照片齐全' }]));
    expect(await screen.findByText('已审核')).toBeInTheDocument();
  });

  it("asks before ending and keeps the server's refusal in the dialog", async () => {
    const { api } = open(
      authDetail({ actions: { ...noActions, close: true, tmpFinish: true, lockPhotograph: true } }),
      {
        'authorization/v1/close': () => {
          throw new ApiError(409, '授权状态已变化，请刷新后重试', false);
        },
      },
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: '暂停' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '锁定拍照' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '结束' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定结束授权 SQ-AUTH-0011 吗？结束后不能恢复。')).toBeInTheDocument();
    expect(api.to('authorization/v1/close')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('授权状态已变化，请刷新后重试')).toBeInTheDocument();
    expect(api.to('authorization/v1/close')).toEqual([{ id: 11, version: 3 }]);
  });

  it('changes the member with the member picker', async () => {
    const { api } = open(
      authDetail({ state: 3, usedCount: 0, userId: 9, actions: { ...noActions, changeUser: true } }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '更换被授权人' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择被授权人')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: '新的被授权人' }));
    await user.click(await screen.findByRole('option', { name: /刘洋/ }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(api.to('v2/authorization/change-auth-user')).toEqual([{ id: 11, userId: 3, version: 3 }]),
    );
  });

  it('exports the evidence report, opens it and shows its SHA-256', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { api } = open(authDetail());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '导出证据报告' }));
    await waitFor(() => expect(api.to('use-record/v1/export-pdf/:empowerNo')).toEqual([{ empowerNo: 'SQ-AUTH-0011' }]));
    expect(await screen.findByText(`SHA-256: ${'ab'.repeat(32)}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '打开报告' })).toHaveAttribute('href', 'https://files.example/report.pdf');
    expect(opened).toHaveBeenCalledWith('https://files.example/report.pdf', '_blank', 'noopener');
    opened.mockRestore();
  });

  it('says so when the authorisation is not there', async () => {
    open(authDetail(), {
      'authorization/v1/:id/detail': () => {
        throw new ApiError(404, '授权不存在', false);
      },
    });
    expect(await screen.findByText('授权不存在')).toBeInTheDocument();
  });
});
