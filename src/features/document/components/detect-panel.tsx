import type { ResponseOf } from '@contract/endpoint';
import type { detectWatermark } from '@contract/document';
import { Card } from '@tremor/react';
import { useState } from 'react';
import { FileUpload, type FileValue } from '@/components/file-upload';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { useDetectMark } from '../api/watermark';

type Detection = ResponseOf<typeof detectWatermark>;
/** A leak comes back as the copy itself (a PDF or an image), a screenshot or a photo. */
const SUSPECTS = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** Upload a suspect file and learn whose copy it was, or that it carries no mark of the unit. */
export function DetectPanel() {
  const { t } = useTranslation();
  const detect = useDetectMark();
  const [file, setFile] = useState<FileValue | null>(null);
  const [result, setResult] = useState<Detection | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = async (next: FileValue | null) => {
    setFile(next);
    setResult(null);
    setProblem(null);
    if (!next) return;
    try {
      setResult(await detect.mutateAsync(next.fileId));
    } catch (e) {
      setProblem(e instanceof ApiError ? e.message : t('table.error'));
    }
  };

  return (
    <Card>
      <h2 className="text-base font-semibold text-slate-900">{t('docsec.detect.title')}</h2>
      <p className="mt-1 mb-4 text-sm text-slate-500">{t('docsec.detect.intro')}</p>
      <FileUpload
        label={t('docsec.detect.file')}
        purpose="attachment"
        accept={SUSPECTS}
        value={file}
        onChange={(f) => void onFile(f)}
      />
      <div aria-live="polite" className="mt-4">
        {detect.isPending ? (
          <p className="text-sm text-slate-500">{t('docsec.detect.running')}</p>
        ) : problem ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {problem}
          </p>
        ) : result ? (
          <DetectionResult result={result} />
        ) : null}
      </div>
    </Card>
  );
}

function DetectionResult({ result }: { result: Detection }) {
  const { t } = useTranslation();
  if (!result.found || !result.issuance) {
    return (
      <p data-testid="detect-result" className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
        {t('docsec.detect.none')}
      </p>
    );
  }
  const i = result.issuance;
  const rows: [string, string][] = [
    [t('docsec.detect.recipient'), i.recipientName],
    [t('docsec.detect.issuer'), i.issuerName],
    [t('docsec.detect.document'), i.documentName],
    [t('docsec.detect.issuedAt'), timeFormats.minute.format(new Date(i.issuedAt))],
    [t('docsec.detect.number'), i.issuanceId],
    [t('docsec.detect.method'), t(`docsec.detect.methods.${result.method ?? 'blind'}`)],
    [t('docsec.detect.confidence'), `${Math.round(result.confidence * 100)}%`],
  ];
  return (
    <div data-testid="detect-result" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4">
      <p className="mb-3 text-sm font-semibold text-emerald-800">
        {t('docsec.detect.found', { name: i.recipientName })}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-400">{t('docsec.detect.elapsed', { ms: result.elapsedMs })}</p>
    </div>
  );
}
