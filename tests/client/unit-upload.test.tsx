import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FILE_MAX_BYTES, fileUpload } from '@contract/file';
import { FileUpload, type FileValue } from '@/components/file-upload';
import { ApiError, call, upload } from '@/lib/api-client';
import { checkFile } from '@/lib/files';
import '@/lib/i18n';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
  upload: vi.fn(),
}));

const uploadMock = vi.mocked(upload);
const callMock = vi.mocked(call);

function sized(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function Harness({
  onChange,
  initial = null,
}: {
  onChange: (f: FileValue | null) => void;
  initial?: FileValue | null;
}) {
  const [value, setValue] = useState<FileValue | null>(initial);
  return (
    <FileUpload
      label="营业执照"
      purpose="licence"
      value={value}
      onChange={(f) => {
        setValue(f);
        onChange(f);
      }}
    />
  );
}

function setup(initial: FileValue | null = null) {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness onChange={onChange} initial={initial} />
    </QueryClientProvider>,
  );
  return {
    onChange,
    input: screen.getByLabelText('营业执照') as HTMLInputElement,
    user: userEvent.setup({ applyAccept: false }),
  };
}

beforeEach(() => {
  uploadMock.mockReset();
  callMock.mockReset();
  callMock.mockResolvedValue({ tmpUrl: 'https://files.example/tmp/lic.png?sig=1' });
});

describe('checkFile', () => {
  it('accepts JPEG, PNG and PDF up to 10 MB and refuses other types and larger files', () => {
    expect(checkFile({ type: 'image/png', size: FILE_MAX_BYTES })).toBeNull();
    expect(checkFile({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(checkFile({ type: 'application/pdf', size: 1 })).toBeNull();
    expect(checkFile({ type: 'image/png', size: FILE_MAX_BYTES + 1 })).toBe('tooLarge');
    expect(checkFile({ type: 'image/gif', size: 1 })).toBe('badType');
    expect(checkFile({ type: '', size: 1 })).toBe('badType');
    expect(checkFile({ type: 'application/pdf', size: 1 }, ['image/png'])).toBe('badType');
  });
});

describe('FileUpload', () => {
  it('refuses a file of another type before sending anything', async () => {
    const { input, user, onChange } = setup();
    await user.upload(input, sized('photo.gif', 'image/gif', 2000));
    expect(await screen.findByRole('alert')).toHaveTextContent('仅支持 JPG/PNG/PDF 格式的文件');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(uploadMock).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB before sending anything', async () => {
    const { input, user } = setup();
    await user.upload(input, sized('scan.pdf', 'application/pdf', FILE_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('文件大小不能超过 10 MB');
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('uploads a chosen file with progress, then previews the image through a temporary URL', async () => {
    let report: (percent: number) => void = () => {};
    let finish: (v: unknown) => void = () => {};
    uploadMock.mockImplementation((async (_e: unknown, _f: unknown, _file: File, onProgress: (p: number) => void) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve));
    }) as never);
    const { input, user, onChange } = setup();
    const file = sized('licence.png', 'image/png', 300_000);
    await user.upload(input, file);

    expect(uploadMock).toHaveBeenCalledWith(fileUpload, { purpose: 'licence' }, file, expect.any(Function), {
      silent: true,
    });
    const bar = await screen.findByRole('progressbar', { name: '正在上传' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => report(40));
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('正在上传 40%')).toBeInTheDocument();

    await act(async () => finish({ fileId: 'f-77', name: 'licence.png', size: 300_000, contentType: 'image/png' }));
    expect(onChange).toHaveBeenCalledWith({ fileId: 'f-77', name: 'licence.png', contentType: 'image/png' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const img = await screen.findByRole('img', { name: 'licence.png 预览' });
    expect(img).toHaveAttribute('src', 'https://files.example/tmp/lic.png?sig=1');
    expect(callMock).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'file-manage/v2/temp-url' }),
      {
        filePath: 'f-77',
      },
      { silent: true },
    );
  });

  it('takes a dropped file through the same checks', async () => {
    uploadMock.mockResolvedValue({ fileId: 'f-1', name: 'a.pdf', size: 10, contentType: 'application/pdf' });
    const { onChange } = setup();
    const zone = screen.getByTestId('upload-dropzone');
    fireEvent.drop(zone, { dataTransfer: { files: [sized('a.exe', 'application/x-msdownload', 10)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('仅支持 JPG/PNG/PDF 格式的文件');
    expect(uploadMock).not.toHaveBeenCalled();

    fireEvent.drop(zone, { dataTransfer: { files: [sized('a.pdf', 'application/pdf', 10)] } });
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ fileId: 'f-1', name: 'a.pdf', contentType: 'application/pdf' }),
    );
    // A PDF is not shown as an image; it opens through its temporary URL.
    expect(await screen.findByRole('link', { name: '查看文件' })).toHaveAttribute(
      'href',
      'https://files.example/tmp/lic.png?sig=1',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal (e.g. storage quota) and keeps no file", async () => {
    uploadMock.mockRejectedValue(new ApiError(413, '免费存储空间已用完', false));
    const { input, user, onChange } = setup();
    await user.upload(input, sized('licence.jpg', 'image/jpeg', 1000));
    expect(await screen.findByRole('alert')).toHaveTextContent('免费存储空间已用完');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '选择文件' })).toBeEnabled();
  });

  it('removes the file', async () => {
    const { user, onChange } = setup({ fileId: 'f-9', name: '营业执照.png', contentType: 'image/png' });
    await user.click(screen.getByRole('button', { name: '移除' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByRole('button', { name: '选择文件' })).toBeInTheDocument();
  });
});
