import { contentFileTypes, type ContentFile } from '@contract/content';
import { useUpload } from '@/components/form/use-upload';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { uploadContentFile } from '../api/admin';

const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * A button that uploads content files (images only, or every content type) and hands each stored file on; it shows
 * the progress and what was refused (type, size, the server's reason).
 */
export function ContentFileButton({
  label,
  images = false,
  room = 1,
  onUploaded,
}: {
  label: string;
  images?: boolean;
  room?: number;
  onUploaded: (file: ContentFile) => void;
}) {
  const { t } = useTranslation();
  const accept = images ? IMAGE_TYPES : contentFileTypes;
  const upload = useUpload({
    accept,
    room,
    send: uploadContentFile,
    typesLabel: images ? 'JPG/PNG' : 'JPG/PNG/PDF/MP4/DOCX/XLSX',
    onUploaded,
  });
  return (
    <span className="inline-flex flex-col gap-1">
      <input
        ref={upload.input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        accept={accept.join(',')}
        multiple={room > 1}
        onChange={(e) => void upload.take([...(e.target.files ?? [])])}
      />
      <Button type="button" size="sm" variant="secondary" loading={upload.busy} onClick={upload.choose}>
        {upload.progress !== null ? t('content.edit.uploading', { percent: upload.progress }) : label}
      </Button>
      {upload.problem ? (
        <span role="alert" className="text-xs text-red-600">
          {upload.problem}
        </span>
      ) : null}
    </span>
  );
}
