import { useEffect, useState } from 'react';

/**
 * `value` as a QR code: an SVG drawn in the browser (the qrcode package loads with the first code shown, not with
 * the console). While it draws, a grey square of the same size; if it cannot be drawn, `failedText`.
 */
export function QrCode({ value, alt, failedText }: { value: string; alt: string; failedText: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then((qr) => qr.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((text) => !cancelled && setSvg(text))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [value]);
  if (failed) return <p className="text-sm text-amber-700">{failedText}</p>;
  if (!svg) return <div className="h-48 w-48 animate-pulse rounded bg-slate-100" />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={alt}
      className="h-48 w-48 rounded border border-slate-200 bg-white p-1"
    />
  );
}
