import type { ContentAttachment } from '@contract/content';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { attachmentUrl } from '../api/content';

/** A coaching item's video attachment, played in the page (its link is asked for once the item is open). */
export function ContentVideo({ itemId, file }: { itemId: number; file: ContentAttachment }) {
  const { t } = useTranslation();
  const url = useQuery({
    queryKey: ['content-video', itemId, file.fileId],
    queryFn: () => attachmentUrl(itemId, file.fileId),
    staleTime: 5 * 60_000,
  });
  if (!url.data) return <div className="my-4 aspect-video animate-pulse rounded-lg bg-slate-100" />;
  return (
    <video
      controls
      preload="metadata"
      src={url.data}
      className="my-4 w-full rounded-lg bg-black"
      aria-label={file.name}
    >
      {t('content.noVideo')}
    </video>
  );
}
