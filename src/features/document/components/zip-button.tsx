import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useCopiesZip } from '../api/watermark';
import { downloadUrl } from './download-file';

/**
 * Saves every copy of one issuing as one ZIP, beside the single downloads. With one copy there is nothing to pack:
 * the button stays, disabled, and says why.
 */
export function ZipButton({
  batchId,
  copies,
  variant = 'secondary',
}: {
  batchId: string;
  copies: number;
  variant?: 'secondary' | 'light';
}) {
  const { t } = useTranslation();
  const zip = useCopiesZip();
  const single = copies < 2;
  return (
    <Button
      size="sm"
      variant={variant}
      loading={zip.isPending}
      disabled={single}
      title={single ? t('docsec.zip.single') : t('docsec.zip.all', { count: copies })}
      onClick={() => zip.mutate(batchId, { onSuccess: (link) => downloadUrl(link.url, link.name) })}
    >
      {t(zip.isPending ? 'docsec.zip.running' : 'docsec.zip.download')}
    </Button>
  );
}
