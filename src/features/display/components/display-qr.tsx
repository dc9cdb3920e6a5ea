import { QrCode } from '@/components/qr-code';
import { useTranslation } from '@/lib/i18n';

/** The link as a QR code. */
export function DisplayQr({ url }: { url: string }) {
  const { t } = useTranslation();
  return <QrCode value={url} alt={t('display.links.qr')} failedText={t('display.links.qrFailed')} />;
}
