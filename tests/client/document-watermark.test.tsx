import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addWatermark, detectWatermark } from '@contract/document';
import { fileTempUrl, fileUploadPlan } from '@contract/file';
import { ApiError, call, upload } from '@/lib/api-client';
import { DetectPanel } from '@/features/document/components/detect-panel';
import { IssueForm } from '@/features/document/components/issue-form';
import '@/lib/i18n';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
  upload: vi.fn(),
}));

const callMock = vi.mocked(call);
const uploadMock = vi.mocked(upload);

function renderWithQueries(node: React.ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{node}</MemoryRouter>
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
