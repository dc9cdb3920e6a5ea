import { useQuery } from '@tanstack/react-query';
import { fileTypes, type filePurposes } from '@contract/file';
import { useId } from 'react';
import { fetchTempUrl, openFile, type FileType } from '@/lib/files';
import { messageText, useTranslation } from '@/lib/i18n';
import { UploadProgress, type FileValue } from './file-upload';
import { useUpload } from './form/use-upload';
import { sharedKeys } from '@/lib/query-keys';
import { Button } from './ui/button';

export interface AttachmentValue extends FileValue {
  size?: number;
}

function sizeText(size: number | undefined): string {
  if (size === undefined) return '';
  return size < 1024 * 1024 ? `${Math.max(1, Math.round(size / 1024))} KB` : `${(size / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * One stored file: an image shows a thumbnail; the name opens it through a short-lived URL. A PDF's link is asked for
 * only when its name is clicked (its unit may watermark downloads, which takes the server a moment per copy).
 */
export function AttachmentItem({
  file,
  onRemove,
  disabled,
}: {
  file: AttachmentValue;
  onRemove?: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const isImage = file.contentType?.startsWith('image/') ?? false;
  const url = useQuery({
    queryKey: sharedKeys.fileUrl(file.fileId),
    queryFn: () => fetchTempUrl(file.fileId),
    staleTime: 60_000,
    enabled: isImage,
  });
  return (
    <li className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2">
      {isImage && url.data ? (
        <img
          src={url.data}
          alt={t('upload.preview', { name: file.name })}
          className="h-10 w-10 shrink-0 rounded bg-slate-100 object-cover"
        />
      ) : (
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded bg-slate-100 text-[10px] font-semibold text-slate-500">
          {file.contentType === 'application/pdf' ? 'PDF' : isImage ? 'IMG' : 'FILE'}
        </span>
      )}
      <div className="min-w-0 flex-1">
        {url.data ? (
          <a
            href={url.data}
            target="_blank"
            rel="noreferrer"
            title={t('upload.open')}
            className="block truncate text-sm text-blue-700 hover:underline"
          >
            {file.name}
          </a>
        ) : !isImage ? (
          <button
            type="button"
            title={t('upload.open')}
            onClick={() => void openFile(file.fileId)}
            className="block max-w-full truncate text-left text-sm text-blue-700 hover:underline"
          >
            {file.name}
          </button>
        ) : (
          <span className="block truncate text-sm text-slate-700">{file.name}</span>
        )}
        {file.size !== undefined ? <span className="text-xs text-slate-400">{sizeText(file.size)}</span> : null}
      </div>
      {onRemove ? (
        <Button
          size="sm"
          variant="danger"
          disabled={disabled}
          onClick={onRemove}
          aria-label={`${t('upload.remove')} ${file.name}`}
        >
          {t('upload.remove')}
        </Button>
      ) : null}
    </li>
  );
}

interface Props {
  label: string;
  purpose: (typeof filePurposes)[number];
  files: AttachmentValue[];
  onAdd: (file: AttachmentValue) => void;
  onRemove: (file: AttachmentValue) => void;
  /** At most this many files; the picker hides when reached. */
  max: number;
  /** A contract message reference (e.g. the form's limit rule) or plain text. */
  error?: string | undefined;
  accept?: readonly FileType[];
  disabled?: boolean;
}

/**
 * Several attachments: picks files (button or drag and drop), checks type and size, uploads them one after another
 * with a progress bar, and lists the uploaded ones with a preview link and a remove button.
 */
export function AttachmentsUpload({
  label,
  purpose,
  files,
  onAdd,
  onRemove,
  max,
  error,
  accept = fileTypes,
  disabled = false,
}: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const full = files.length >= max;
  const { input, progress, busy, problem, dragging, dropzone, take, choose, hint } = useUpload({
    purpose,
    accept,
    disabled: disabled || full,
    room: max - files.length,
    onUploaded: (done) =>
      onAdd({ fileId: done.fileId, name: done.name, contentType: done.contentType, size: done.size }),
  });
  const shown = problem ?? error;

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
        <span className="ml-2 text-xs font-normal text-slate-400">
          {files.length}/{max}
        </span>
      </label>
      {files.length > 0 ? (
        <ul className="space-y-2" aria-label={label}>
          {files.map((file) => (
            <AttachmentItem key={file.fileId} file={file} disabled={disabled || busy} onRemove={() => onRemove(file)} />
          ))}
        </ul>
      ) : null}
      <div
        {...dropzone}
        data-testid="upload-dropzone"
        hidden={full && !busy}
        className={`rounded-lg border-2 border-dashed px-4 py-3 transition ${dragging ? 'border-blue-500 bg-blue-50' : shown ? 'border-red-300 bg-white' : 'border-slate-300 bg-white'}`}
      >
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          className="sr-only"
          accept={accept.join(',')}
          disabled={disabled || busy || full}
          aria-invalid={Boolean(shown)}
          onChange={(e) => void take([...(e.target.files ?? [])])}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm" variant="secondary" disabled={disabled || busy || full} onClick={choose}>
            {t('upload.choose')}
          </Button>
          <p className="text-xs text-slate-500">
            {t('upload.drop')} · {hint}
          </p>
        </div>
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
