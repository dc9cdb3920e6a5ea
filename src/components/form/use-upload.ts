import { FILE_MAX_BYTES, fileTypes, type filePurposes } from '@contract/file';
import { useRef, useState, type DragEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { sendFile } from '@/lib/bucket-upload';
import { checkFile } from '@/lib/files';
import { t } from '@/lib/i18n';

export const MAX_UPLOAD_MB = FILE_MAX_BYTES / 1024 / 1024;

/** What the server answers for an uploaded file. */
export interface UploadedFile {
  fileId: string;
  name: string;
  contentType: string;
  size: number;
}

/** 'JPG/PNG/PDF' for the accepted content types. */
export function typesText(accept: readonly string[]): string {
  return accept.map((type) => (type === 'image/jpeg' ? 'JPG' : (type.split('/')[1] ?? type).toUpperCase())).join('/');
}

interface Options {
  purpose?: (typeof filePurposes)[number];
  accept?: readonly string[];
  /**
   * Another upload call than file-manage's (e.g. the content sections'): sends one file with its progress. The
   * default asks the server how: straight to object storage when it is configured, through the server otherwise.
   */
  send?: (file: File, onProgress: (percent: number) => void) => Promise<UploadedFile>;
  /** The accepted types as the hint and a refusal name them (default: from `accept`). */
  typesLabel?: string;
  disabled?: boolean;
  /** How many files one pick may add; the rest are left out. */
  room?: number;
  /** Called for each file the server stored. */
  onUploaded: (file: UploadedFile) => void;
}

/**
 * The console's one upload: checks each file's type and size first (the server checks the bytes again), uploads the
 * files one after another with their progress (0-100), and keeps the problem to show: the check's message or the
 * server's refusal (refusals the API client showed already are not repeated). Gives the hidden file input's ref and
 * the drop zone's handlers.
 */
export function useUpload({
  purpose = 'attachment',
  accept = fileTypes,
  send = (file, onProgress) => sendFile(purpose, file, onProgress),
  typesLabel = typesText(accept),
  disabled = false,
  room = 1,
  onUploaded,
}: Options) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const busy = progress !== null;

  const take = async (picked: File[]) => {
    if (busy || disabled || picked.length === 0) return;
    setProblem(null);
    for (const file of picked.slice(0, Math.max(0, room))) {
      const refusal = checkFile(file, accept);
      if (refusal) {
        setProblem(t(`upload.${refusal}`, { max: MAX_UPLOAD_MB, types: typesLabel }));
        continue;
      }
      setProgress(0);
      try {
        onUploaded(await send(file, setProgress));
      } catch (e) {
        if (e instanceof ApiError && !e.handled) setProblem(e.message);
      } finally {
        setProgress(null);
      }
    }
    if (input.current) input.current.value = '';
  };

  const dropzone = {
    onDragOver: (e: DragEvent) => {
      e.preventDefault();
      if (!disabled) setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      setDragging(false);
      void take([...e.dataTransfer.files]);
    },
  };

  return {
    input,
    progress,
    busy,
    problem,
    dragging,
    dropzone,
    take,
    /** Opens the file picker. */
    choose: () => input.current?.click(),
    hint: t('upload.hint', { max: MAX_UPLOAD_MB, types: typesLabel }),
  };
}
