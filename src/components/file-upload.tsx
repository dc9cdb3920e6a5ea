import { useQuery } from '@tanstack/react-query';
import { FILE_MAX_BYTES, fileTypes, fileUpload, type filePurposes } from '@contract/file';
import { useId, useRef, useState, type DragEvent } from 'react';
import { ApiError, upload } from '@/lib/api-client';
import { checkFile, fetchTempUrl, type FileType } from '@/lib/files';
import { messageText, useTranslation } from '@/lib/i18n';
import { sharedKeys } from '@/lib/query-keys';
import { Button } from './ui/button';

/** What a form keeps of an uploaded file; the content type is unknown for a file uploaded earlier. */
export interface FileValue {
  fileId: string;
  name: string;
  contentType?: string;
}

interface Props {
  label: string;
  purpose: (typeof filePurposes)[number];
  value: FileValue | null;
  onChange: (file: FileValue | null) => void;
  /** A contract message reference (e.g. the form's required rule) or plain text. */
  error?: string | undefined;
  accept?: readonly FileType[];
  disabled?: boolean;
}

const MAX_MB = FILE_MAX_BYTES / 1024 / 1024;

/**
 * Picks a file (button or drag and drop), checks its type and size, uploads it with a progress bar and previews the
 * uploaded image through a short-lived URL.
 */
export function FileUpload({ label, purpose, value, onChange, error, accept = fileTypes, disabled = false }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const isPdf = value?.contentType === 'application/pdf';
  const preview = useQuery({
    queryKey: sharedKeys.fileUrl(value?.fileId),
    queryFn: () => fetchTempUrl(value!.fileId),
    enabled: Boolean(value),
    staleTime: 60_000,
  });
  const shown = problem ?? error;
  const busy = progress !== null;

  const take = async (file: File | undefined) => {
    if (!file || busy || disabled) return;
    setProblem(null);
    const refusal = checkFile(file, accept);
    if (refusal) {
      setProblem(t(`upload.${refusal}`, { max: MAX_MB, types: typesText(accept) }));
      return;
    }
    setProgress(0);
    try {
      const done = await upload(fileUpload, { purpose }, file, setProgress, { silent: true });
      onChange({ fileId: done.fileId, name: done.name, contentType: done.contentType });
    } catch (e) {
      if (e instanceof ApiError && !e.handled) setProblem(e.message);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void take(e.dataTransfer.files[0]);
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="upload-dropzone"
        className={`rounded-lg border-2 border-dashed p-4 transition ${dragging ? 'border-blue-500 bg-blue-50' : shown ? 'border-red-300 bg-white' : 'border-slate-300 bg-white'}`}
      >
        <input
          ref={input}
          id={inputId}
          type="file"
          className="sr-only"
          accept={accept.join(',')}
          disabled={disabled || busy}
          aria-invalid={Boolean(shown)}
          onChange={(e) => void take(e.target.files?.[0])}
        />
        {value ? (
          <div className="flex flex-wrap items-center gap-4">
            {!isPdf && preview.data ? (
              <a href={preview.data} target="_blank" rel="noreferrer" className="shrink-0">
                <img
                  src={preview.data}
                  alt={t('upload.preview', { name: value.name })}
                  className="h-24 w-32 rounded border border-slate-200 object-contain"
                />
              </a>
            ) : (
              <span className="flex h-24 w-32 shrink-0 items-center justify-center rounded border border-slate-200 bg-slate-50 text-xs font-semibold text-slate-500">
                {isPdf ? 'PDF' : preview.isPending ? '…' : t('upload.noPreview')}
              </span>
            )}
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm text-slate-800">{value.name}</p>
              {isPdf && preview.data ? (
                <a
                  href={preview.data}
                  target="_blank"
                  rel="noreferrer"
                  className="text-xs text-blue-700 hover:underline"
                >
                  {t('upload.open')}
                </a>
              ) : null}
            </div>
            <div className="flex gap-2">
              <Button size="sm" variant="secondary" disabled={disabled || busy} onClick={() => input.current?.click()}>
                {t('upload.replace')}
              </Button>
              <Button size="sm" variant="light" disabled={disabled || busy} onClick={() => onChange(null)}>
                {t('upload.remove')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-2 py-3 text-center">
            <p className="text-sm text-slate-600">{t('upload.drop')}</p>
            <Button size="sm" variant="secondary" disabled={disabled || busy} onClick={() => input.current?.click()}>
              {t('upload.choose')}
            </Button>
            <p className="text-xs text-slate-400">{t('upload.hint', { max: MAX_MB, types: typesText(accept) })}</p>
          </div>
        )}
        {progress !== null ? <UploadProgress percent={progress} /> : null}
      </div>
      {shown ? (
        <p role="alert" className="text-xs text-red-600">
          {messageText(shown)}
        </p>
      ) : null}
    </div>
  );
}

/** The progress bar of an upload on its way, 0 to 100. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3">
      <div
        role="progressbar"
        aria-label={t('upload.uploading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full bg-blue-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-500">
        {t('upload.uploading')} {percent}%
      </p>
    </div>
  );
}

/** 'JPG/PNG/PDF' for the accepted content types. */
export function typesText(accept: readonly FileType[]): string {
  return accept.map((type) => (type === 'image/jpeg' ? 'JPG' : (type.split('/')[1] ?? type).toUpperCase())).join('/');
}
