import { useQuery } from '@tanstack/react-query';
import { fileTypes, type filePurposes } from '@contract/file';
import { useId } from 'react';
import { fetchTempUrl, type FileType } from '@/lib/files';
import { messageText, useTranslation } from '@/lib/i18n';
import { useUpload } from './form/use-upload';
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
  /** A further line under the hint, e.g. the limits of what the page does with the file. */
  note?: string;
  disabled?: boolean;
}

/**
 * Picks a file (button or drag and drop), checks its type and size, uploads it with a progress bar and previews the
 * uploaded image through a short-lived URL.
 */
export function FileUpload({
  label,
  purpose,
  value,
  onChange,
  error,
  accept = fileTypes,
  note,
  disabled = false,
}: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const { input, progress, busy, problem, dragging, dropzone, take, choose, hint } = useUpload({
    purpose,
    accept,
    disabled,
    onUploaded: (done) => onChange({ fileId: done.fileId, name: done.name, contentType: done.contentType }),
  });
  const isPdf = value?.contentType === 'application/pdf';
  const preview = useQuery({
    queryKey: sharedKeys.fileUrl(value?.fileId),
    queryFn: () => fetchTempUrl(value!.fileId),
    enabled: Boolean(value),
    staleTime: 60_000,
  });
  const shown = problem ?? error;

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div
        {...dropzone}
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
          onChange={(e) => void take([...(e.target.files ?? [])])}
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
              <Button size="sm" variant="secondary" disabled={disabled || busy} onClick={choose}>
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
            <Button size="sm" variant="secondary" disabled={disabled || busy} onClick={choose}>
              {t('upload.choose')}
            </Button>
            <p className="text-xs text-slate-400">{hint}</p>
            {note ? <p className="text-xs text-slate-400">{note}</p> : null}
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
