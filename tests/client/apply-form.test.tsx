import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ApplyPage from '@/features/apply/pages/apply-page';
import { upload } from '@/lib/api-client';
import { device, draft, templates } from './apply-helpers';
import { answerCalls, renderPage, type Handler } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
  upload: vi.fn(),
}));

const PATH = '/sealManage/usingSealApplication';

/** The error shown under a field (the fields link it with aria-describedby). */
function fieldError(label: string | RegExp): string | null {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function handlers(changes: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'device/v1/list': () => ({ list: [device], total: 1 }),
    'device/v1/:deviceId/detail': () => device,
    'template/v1/list': () => ({ list: templates, total: 1 }),
    'apply/v2/:userId/draft': () => [],
    'apply/v2/save': () => ({ id: 42 }),
    'apply/v2/save-draft': () => ({ id: 5 }),
    'apply/v2/draft-submit': () => ({ id: 43 }),
    'apply/v2/delete-draft': () => null,
    'file-manage/v2/temp-url': () => ({ tmpUrl: 'https://files.example/x' }),
    'file-manage/v2/delete': () => null,
    ...changes,
  };
}

async function pickDevice(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: '印章设备' }));
  await user.click(await screen.findByRole('option', { name: /财务专用章/ }));
}

describe('use application form', () => {
  let api: ReturnType<typeof answerCalls>;
  beforeEach(() => {
    api = answerCalls(handlers());
  });

  it("shows the contract's messages under the fields and sends nothing while one is wrong", async () => {
    const user = userEvent.setup();
    renderPage(<ApplyPage />, { path: PATH, url: PATH });
    expect(screen.getByLabelText('文件类型')).toBeDisabled();
    expect(screen.getByText('请先选择印章设备')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(fieldError('印章设备')).toBe('请选择印章设备'));
    expect(fieldError('用印事由')).toBe('请输入用印事由');

    await user.type(screen.getByLabelText('用印事由'), '盖');
    await user.clear(screen.getByLabelText('文件份数'));
    await user.type(screen.getByLabelText('文件份数'), '0');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(fieldError('用印事由')).toBe('长度范围为2-1000'));
    expect(fieldError('文件份数')).toBe('文件份数必须大于0');
    expect(screen.getByText('1/1000')).toBeInTheDocument();

    // The device's templates give the file types; the chosen one's use-count limit applies.
    await pickDevice(user);
    expect(screen.getByRole('combobox', { name: '印章设备' })).toHaveValue('财务专用章（SEAL-0001）');
    await user.selectOptions(screen.getByLabelText('文件类型'), '合同');
    expect(screen.getByText('审批流程：王强')).toBeInTheDocument();
    expect(screen.getByText('该模板单次申请最多 5 次')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('用印次数'));
    await user.type(screen.getByLabelText('用印次数'), '6');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(fieldError('用印次数')).toBe('授权次数不能超过5次'));
    await user.clear(screen.getByLabelText('用印次数'));
    await user.type(screen.getByLabelText('用印次数'), '1.5');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(fieldError('用印次数')).toBe('授权次数必须是整数'));
    expect(api.to('apply/v2/save')).toEqual([]);
  });

  it('submits a valid application with its attachment and opens its detail', async () => {
    vi.mocked(upload).mockResolvedValue({ fileId: 'up-1', name: '盖章页.png', size: 5000, contentType: 'image/png' });
    const user = userEvent.setup({ applyAccept: false });
    const page = renderPage(<ApplyPage />, { path: PATH, url: PATH });
    await pickDevice(user);
    await user.selectOptions(screen.getByLabelText('文件类型'), '合同');
    await user.clear(screen.getByLabelText('文件份数'));
    await user.type(screen.getByLabelText('文件份数'), '2');
    await user.clear(screen.getByLabelText('用印次数'));
    await user.type(screen.getByLabelText('用印次数'), '3');
    await user.type(screen.getByLabelText('用印事由'), '  签订年度采购合同 ');
    await user.upload(screen.getByLabelText(/^附件/), new File(['png'], '盖章页.png', { type: 'image/png' }));
    expect(await screen.findByRole('link', { name: '盖章页.png' }, { timeout: 3000 })).toBeInTheDocument();
    expect(vi.mocked(upload).mock.calls[0]?.[1]).toEqual({ purpose: 'attachment' });
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(api.to('apply/v2/save')).toEqual([
        {
          deviceId: 'SEAL-0001',
          fileType: '合同',
          copies: 2,
          useCount: 3,
          reason: '签订年度采购合同',
          fileIds: ['up-1'],
        },
      ]),
    );
    expect(await screen.findByText('申请已提交')).toBeInTheDocument();
    await waitFor(() => expect(page.url()).toBe('/sealManage/examinedetail/42'));
  });

  it('removes a new attachment from storage', async () => {
    vi.mocked(upload).mockResolvedValue({
      fileId: 'up-2',
      name: '附件.pdf',
      size: 5000,
      contentType: 'application/pdf',
    });
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<ApplyPage />, { path: PATH, url: PATH });
    await user.upload(screen.getByLabelText(/^附件/), new File(['pdf'], '附件.pdf', { type: 'application/pdf' }));
    await user.click(await screen.findByRole('button', { name: '移除 附件.pdf' }));
    await waitFor(() => expect(api.to('file-manage/v2/delete')).toEqual([{ fileId: 'up-2' }]));
    expect(screen.queryByText('附件.pdf')).not.toBeInTheDocument();
  });

  it('loads a draft back into the form, saves it over itself and submits it', async () => {
    api = answerCalls(handlers({ 'apply/v2/:userId/draft': () => [draft] }));
    const user = userEvent.setup();
    const page = renderPage(<ApplyPage />, { path: PATH, url: PATH });
    const drafts = await screen.findByRole('list', { name: '我的草稿' });
    expect(api.to('apply/v2/:userId/draft')).toEqual([{ userId: 1 }]);
    await user.click(within(drafts).getByRole('button', { name: '继续编辑' }));

    expect(screen.getByRole('combobox', { name: '印章设备' })).toHaveValue('财务专用章（SEAL-0001）');
    await waitFor(() => expect(screen.getByLabelText('文件类型')).toHaveValue('合同'));
    expect(screen.getByLabelText('文件份数')).toHaveValue(3);
    expect(screen.getByLabelText('用印次数')).toHaveValue(2);
    expect(screen.getByLabelText('用印事由')).toHaveValue('签订年度采购合同');
    expect(screen.getByText('采购合同.pdf')).toBeInTheDocument();
    expect(screen.getByText(/正在编辑草稿/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('用印事由'), '（补充）');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() =>
      expect(api.to('apply/v2/save-draft')).toEqual([
        {
          id: 5,
          deviceId: 'SEAL-0001',
          fileType: '合同',
          copies: 3,
          useCount: 2,
          reason: '签订年度采购合同（补充）',
          fileIds: ['f-1'],
        },
      ]),
    );
    expect(await screen.findByText('草稿已保存')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(api.to('apply/v2/draft-submit')).toEqual([{ id: 5 }]));
    expect(api.to('apply/v2/save')).toEqual([]);
    await waitFor(() => expect(page.url()).toBe('/sealManage/examinedetail/43'));
  });

  it('saves an incomplete draft as typed, and deletes a draft after confirming', async () => {
    api = answerCalls(handlers({ 'apply/v2/:userId/draft': () => [draft] }));
    const user = userEvent.setup();
    renderPage(<ApplyPage />, { path: PATH, url: PATH });
    await user.clear(screen.getByLabelText('文件份数'));
    await user.type(screen.getByLabelText('用印事由'), '先存一下');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() =>
      expect(api.to('apply/v2/save-draft')).toEqual([{ copies: null, useCount: 1, reason: '先存一下', fileIds: [] }]),
    );

    const drafts = await screen.findByRole('list', { name: '我的草稿' });
    await user.click(within(drafts).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定删除这份草稿吗/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('apply/v2/delete-draft')).toEqual([{ id: 5 }]));
  });

  it('shows the template the server will use when older data list the file type twice: the oldest', async () => {
    // Newest first, as the list comes; the server takes the oldest template listing the type (contract templateFor).
    const newer = {
      ...templates[0]!,
      id: 9,
      name: '新模板',
      approvers: [{ userId: 4, realName: '李娜' }],
      fileTypes: ['合同'],
      useCountLimit: 2,
      createdAt: '2026-02-01T00:00:00.000Z',
    };
    answerCalls(handlers({ 'template/v1/list': () => ({ list: [newer, ...templates], total: 2 }) }));
    const user = userEvent.setup();
    renderPage(<ApplyPage />, { path: PATH, url: PATH });
    await pickDevice(user);
    await user.selectOptions(await screen.findByLabelText('文件类型'), '合同');
    expect(screen.getByText('审批流程：王强')).toBeInTheDocument();
    expect(screen.getByText('该模板单次申请最多 5 次')).toBeInTheDocument();
    expect(screen.queryByText('审批流程：李娜')).not.toBeInTheDocument();
  });

  it('says so when the device has no approval template', async () => {
    answerCalls(handlers({ 'template/v1/list': () => ({ list: [], total: 0 }) }));
    const user = userEvent.setup();
    renderPage(<ApplyPage />, { path: PATH, url: PATH });
    await pickDevice(user);
    expect(await screen.findByText(/该设备还没有审批模板/)).toBeInTheDocument();
    expect(screen.getByLabelText('文件类型')).toBeDisabled();
    expect(screen.getByRole('button', { name: '提交申请' })).toBeDisabled();
  });
});
