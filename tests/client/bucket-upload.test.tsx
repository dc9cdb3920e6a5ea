import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileUpload, fileUploadConfirm, fileUploadPlan } from '@contract/file';
import { FileUpload } from '@/components/file-upload';
import { call, upload } from '@/lib/api-client';
import '@/lib/i18n';

/*
 * The upload piece when the server answers with a presigned PUT: the bytes go to the bucket with their progress, then
 * the server confirms the file; a refused PUT shows a message and keeps no file.
 */

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
  upload: vi.fn(),
}));

const callMock = vi.mocked(call);
const uploadMock = vi.mocked(upload);

/** The browser's XMLHttpRequest as far as the PUT to the bucket uses it; the test drives its progress and end. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  timeout = 0;
  upload: { onprogress: ((e: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
}

const plan = {
  mode: 'direct' as const,
  url: 'http://bucket.example/seal-files/k1?X-Amz-Signature=s',
  headers: { 'content-type': 'image/png' },
  ticket: 't-1',
};
const stored = { fileId: 'f-5', name: 'licence.png', size: 300_000, contentType: 'image/png' as const };

function setup() {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FileUpload label="营业执照" purpose="licence" value={null} onChange={onChange} />
    </QueryClientProvider>,
  );
  return { onChange, input: screen.getByLabelText('营业执照') as HTMLInputElement, user: userEvent.setup() };
}

function png(size: number): File {
  const file = new File(['x'], 'licence.png', { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  callMock.mockReset();
  uploadMock.mockReset();
  callMock.mockImplementation((async (e: unknown) => {
    if (e === fileUploadPlan) return plan;
    if (e === fileUploadConfirm) return stored;
    return { tmpUrl: 'https://files.example/tmp/lic.png?sig=1' };
  }) as never);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploading straight to the bucket', () => {
  it('asks for a plan, PUTs the bytes with progress, then confirms the file', async () => {
    const { input, user, onChange } = setup();
    const file = png(300_000);
    await user.upload(input, file);

    expect(callMock).toHaveBeenCalledWith(
      fileUploadPlan,
      { name: 'licence.png', size: 300_000, contentType: 'image/png', purpose: 'licence' },
      { silent: true },
    );
    await waitFor(() => expect(FakeXhr.last?.body).toBe(file));
    const xhr = FakeXhr.last;
    expect(xhr).toMatchObject({ method: 'PUT', url: plan.url, headers: { 'content-type': 'image/png' } });
    expect(xhr.timeout).toBe(fileUpload.timeoutMs);
    const bar = await screen.findByRole('progressbar', { name: '正在上传' });
    act(() => xhr.upload.onprogress?.({ loaded: 120_000, total: 300_000 }));
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('正在上传 40%')).toBeInTheDocument();

    await act(async () => {
      xhr.status = 200;
      xhr.onload?.();
    });
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ fileId: 'f-5', name: 'licence.png', contentType: 'image/png' }),
    );
    expect(callMock).toHaveBeenCalledWith(fileUploadConfirm, { ticket: 't-1' }, { silent: true });
    expect(uploadMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a message and keeps no file when the bucket refuses the PUT', async () => {
    const { input, user, onChange } = setup();
    await user.upload(input, png(1000));
    await waitFor(() => expect(FakeXhr.last?.method).toBe('PUT'));
    await act(async () => {
      FakeXhr.last.status = 403;
      FakeXhr.last.onload?.();
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('文件上传失败，请检查网络后重新上传');
    expect(onChange).not.toHaveBeenCalled();
    expect(callMock).not.toHaveBeenCalledWith(fileUploadConfirm, expect.anything(), expect.anything());
  });
});
