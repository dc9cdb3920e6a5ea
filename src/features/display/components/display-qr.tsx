import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';

/** The link as a QR code (an SVG drawn here; the qrcode package loads with this dialog only). */
export function DisplayQr({ url }: { url: string }) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then((qr) => qr.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((text) => !cancelled && setSvg(text))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [url]);
  if (failed) return <p className="text-sm text-amber-700">{t('display.links.qrFailed')}</p>;
  if (!svg) return <div className="h-48 w-48 animate-pulse rounded bg-slate-100" />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={t('display.links.qr')}
      className="h-48 w-48 rounded border border-slate-200 bg-white p-1"
    />
  );
}
