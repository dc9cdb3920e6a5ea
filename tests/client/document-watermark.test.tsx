import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addWatermark,
  DEFAULT_RULE,
  detectWatermark,
  issuanceList,
  issuanceZip,
  ruleUpdate,
  type Issuance,
} from '@contract/document';
import { fileTempUrl, fileUploadPlan } from '@contract/file';
import { ApiError, call, upload } from '@/lib/api-client';
import { DetectPanel } from '@/features/document/components/detect-panel';
import { IssueForm } from '@/features/document/components/issue-form';
import { IssuedCopies } from '@/features/document/components/issued-copies';
import { RuleForm } from '@/features/document/components/rule-form';
import { AttachmentItem } from '@/components/attachments';
import RecordsPage from '@/features/document/pages/records-page';
import '@/lib/i18n';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
  upload: vi.fn(),
}));

const callMock = vi.mocked(call);
const uploadMock = vi.mocked(upload);

function renderWithQueries(node: React.ReactNode, at = '/') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[at]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ applyAccept: false });
}

const png = () => new File(['x'], '合同.png', { type: 'image/png' });

beforeEach(() => {
  callMock.mockReset();
  uploadMock.mockReset();
  uploadMock.mockResolvedValue({ fileId: 'f'.repeat(32), name: '外泄.png', size: 1, contentType: 'image/png' });
});

describe('checking a leaked file', () => {
  it('names the member whose copy it was, with how and how sure', async () => {
    callMock.mockImplementation(async (endpoint) => {
      if (endpoint === fileTempUrl) return { tmpUrl: '' };
      if (endpoint === fileUploadPlan) return { mode: 'server' };
      if (endpoint === detectWatermark)
        return {
          found: true,
          method: 'blind',
          confidence: 0.97,
          elapsedMs: 812,
          issuance: {
            issuanceId: '0123456789ab',
            recipientName: '刘洋',
            issuerName: '张伟',
            documentName: '采购合同.png',
            issuedAt: '2026-03-01T01:30:00.000Z',
            copyFileId: 'c'.repeat(32),
            batchId: 'b'.repeat(16),
            batchCopies: 3,
            origin: 'issue',
          },
        };
      throw new Error('unexpected call');
    });
    const user = renderWithQueries(<DetectPanel />);
    await user.upload(screen.getByLabelText('待检测文件'), png());
    const result = await screen.findByTestId('detect-result');
    expect(result).toHaveTextContent('这是分发给刘洋的副本');
    expect(result).toHaveTextContent('隐形水印');
    expect(result).toHaveTextContent('97%');
    expect(result).toHaveTextContent('2026-03-01 09:30');
  });

  it('says plainly when no mark was found, and shows a refusal as it is', async () => {
    callMock.mockImplementation(async (endpoint) => {
      if (endpoint === detectWatermark)
        return { found: false, method: null, confidence: 0, elapsedMs: 2000, issuance: null };
      return { tmpUrl: '' };
    });
    const user = renderWithQueries(<DetectPanel />);
    await user.upload(screen.getByLabelText('待检测文件'), png());
    expect(await screen.findByTestId('detect-result')).toHaveTextContent('未发现本单位的水印');

    callMock.mockImplementation(async (endpoint) => {
      if (endpoint === detectWatermark) throw new ApiError(400, '图片为纯色（全白或全黑），无法嵌入或检测水印', false);
      return { tmpUrl: '' };
    });
    await user.upload(screen.getByLabelText('待检测文件'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('图片为纯色');
  });
});

describe('issuing copies', () => {
  it('asks for the file and the recipients before sending anything', async () => {
    callMock.mockResolvedValue({ list: [], total: 0 });
    const user = renderWithQueries(<IssueForm />);
    await user.click(screen.getByRole('button', { name: '生成副本' }));
    expect(await screen.findByText('请上传要分发的文件')).toBeInTheDocument();
    expect(screen.getByText('请选择接收人')).toBeInTheDocument();
    await waitFor(() => expect(callMock.mock.calls.some(([endpoint]) => endpoint === addWatermark)).toBe(false));
  });

  it('takes a PDF as well as an image and names the limits before a file is chosen', () => {
    callMock.mockResolvedValue({ list: [], total: 0 });
    renderWithQueries(<IssueForm />);
    expect(screen.getByLabelText('原始文件').getAttribute('accept')).toBe('application/pdf,image/jpeg,image/png');
    expect(
      screen.getByText(
        'PDF不超过20页，每次共不超过60页副本（页数×接收人数）；图片边长不超过8000像素。PDF副本保留原有文字，仍可选中和复制',
      ),
    ).toBeInTheDocument();
  });
});

describe('downloading all copies of an issuing as one ZIP', () => {
  const copy = (recipientName: string, n: number) => ({
    issuanceId: `${n}`.repeat(12),
    recipientId: n,
    recipientName,
    fileId: `${n}`.repeat(32),
    name: `采购合同-${recipientName}.png`,
  });

  it('asks for the link, shows that it is packing, and saves the archive under its name', async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let answer: (link: { url: string; name: string; copies: number }) => void = () => undefined;
    callMock.mockImplementation((endpoint) =>
      endpoint === issuanceZip ? new Promise((resolve) => (answer = resolve)) : Promise.resolve({ tmpUrl: '' }),
    );
    const user = renderWithQueries(
      <IssuedCopies batchId={'b'.repeat(16)} copies={[copy('王强', 1), copy('李娜', 2), copy('刘洋', 3)]} />,
    );
    expect(screen.getAllByRole('button', { name: '下载' })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: '打包下载' }));
    const packing = await screen.findByRole('button', { name: '正在打包…' });
    expect(packing).toBeDisabled();
    expect(callMock.mock.calls.find(([endpoint]) => endpoint === issuanceZip)![1]).toEqual({ batchId: 'b'.repeat(16) });
    answer({ url: '/api/watermark-zips/1/bbbb?exp=1&sig=s', name: '采购合同.zip', copies: 3 });
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('采购合同.zip');
    expect(link.getAttribute('href')).toBe('/api/watermark-zips/1/bbbb?exp=1&sig=s');
    expect(await screen.findByRole('button', { name: '打包下载' })).toBeEnabled();
    clicked.mockRestore();
  });

  it('offers it beside each issued copy in the list, disabled for an issuing of one copy', async () => {
    const row = (documentName: string, recipientName: string, batchCopies: number): Issuance => ({
      issuanceId: recipientName === '王强' ? 'a'.repeat(12) : 'c'.repeat(12),
      recipientName,
      issuerName: '张伟',
      documentName,
      issuedAt: '2026-03-01T01:30:00.000Z',
      copyFileId: 'c'.repeat(32),
      batchId: documentName,
      batchCopies,
      origin: 'issue',
    });
    callMock.mockImplementation(async (endpoint) =>
      endpoint === issuanceList
        ? { list: [row('采购合同.png', '王强', 3), row('保密协议.png', '李娜', 1)], total: 2 }
        : { tmpUrl: '' },
    );
    renderWithQueries(<RecordsPage />, '/file/detectlist');
    await screen.findByText('保密协议.png');
    const [, several, single] = screen.getAllByRole('row');
    expect(within(several!).getByRole('button', { name: '下载副本' })).toBeEnabled();
    const all = within(several!).getByRole('button', { name: '打包下载' });
    expect(all).toBeEnabled();
    expect(all).toHaveAttribute('title', '将本次分发的3份副本打包为一个ZIP下载');
    const disabled = within(single!).getByRole('button', { name: '打包下载' });
    expect(disabled).toBeDisabled();
    expect(disabled).toHaveAttribute('title', '仅一份副本，无需打包');
  });
});

describe('downloads watermarked automatically', () => {
  it('are switched on in the rule by an administrator and saved with the rest of it', async () => {
    callMock.mockImplementation(async (_endpoint, request) => request as never);
    const user = renderWithQueries(<RuleForm rule={DEFAULT_RULE} canEdit />);
    const attachments = screen.getByRole('checkbox', { name: '用印申请附件' });
    expect(attachments).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '用印证据报告' })).not.toBeChecked();
    await user.click(attachments);
    await user.click(screen.getByRole('button', { name: '保存规则' }));
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith(
        ruleUpdate,
        expect.objectContaining({
          textTemplate: DEFAULT_RULE.textTemplate,
          markAttachments: true,
          markEvidence: false,
        }),
        expect.anything(),
      ),
    );
  });

  it('cannot be switched by a member', () => {
    renderWithQueries(<RuleForm rule={{ ...DEFAULT_RULE, markEvidence: true }} canEdit={false} />);
    expect(screen.getByRole('checkbox', { name: '用印证据报告' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '用印证据报告' })).toBeDisabled();
  });

  it('are listed among the records with origin download, issued by the system', async () => {
    const copy: Issuance = {
      issuanceId: 'd'.repeat(12),
      recipientName: '刘洋',
      issuerName: '刘洋',
      documentName: '现场照片.png',
      issuedAt: '2026-03-01T01:30:00.000Z',
      copyFileId: 'c'.repeat(32),
      batchId: 'e'.repeat(16),
      batchCopies: 1,
      origin: 'download',
    };
    callMock.mockImplementation(async (endpoint) =>
      endpoint === issuanceList ? { list: [copy], total: 1 } : { tmpUrl: '' },
    );
    const user = renderWithQueries(<RecordsPage />, '/file/detectlist');
    await screen.findByText('现场照片.png');
    const [, row] = screen.getAllByRole('row');
    expect(within(row!).getByText('系统自动')).toBeInTheDocument();
    expect(within(row!).getByText('下载')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '来源' }), '下载');
    await waitFor(() =>
      expect(callMock).toHaveBeenLastCalledWith(issuanceList, expect.objectContaining({ origin: 'download' })),
    );
  });

  it("open an attachment's PDF through a link asked for at the click, in the tab the click opened", async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const opened = vi.spyOn(window, 'open').mockReturnValue(tab as never);
    let answer: (link: { tmpUrl: string }) => void = () => undefined;
    callMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const pdf = { fileId: 'a'.repeat(32), name: '合同.pdf', contentType: 'application/pdf' };
    const user = renderWithQueries(<AttachmentItem file={pdf} />);
    expect(callMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '合同.pdf' }));
    expect(opened).toHaveBeenCalledWith('', '_blank');
    expect(callMock).toHaveBeenCalledWith(fileTempUrl, { filePath: pdf.fileId });
    answer({ tmpUrl: '/api/files/copy?exp=1&sig=s' });
    await waitFor(() => expect(tab.location.href).toBe('/api/files/copy?exp=1&sig=s'));
    callMock.mockRejectedValueOnce(new ApiError(400, '该PDF超过20页', true));
    await user.click(screen.getByRole('button', { name: '合同.pdf' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    opened.mockRestore();
  });
});
