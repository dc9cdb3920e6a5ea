import type { WatermarkCopy } from '@contract/document';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { downloadFile } from './download-file';
import { ZipButton } from './zip-button';

/** The copies just issued, one a recipient, each downloadable, and all of them as one ZIP. */
export function IssuedCopies({ batchId, copies }: { batchId: string; copies: WatermarkCopy[] }) {
  const { t } = useTranslation();
  return (
    <section className="mt-6" aria-label={t('docsec.issue.copies')}>
      <div className="mb-2 flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-slate-800">
          {t('docsec.issue.copiesCount', { count: copies.length })}
        </h3>
        <ZipButton batchId={batchId} copies={copies.length} />
      </div>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {copies.map((copy) => (
          <li key={copy.issuanceId} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
            <span className="font-medium text-slate-900">{copy.recipientName}</span>
            <span className="font-mono text-xs text-slate-500">{copy.issuanceId}</span>
            <span className="min-w-0 flex-1 truncate text-slate-500">{copy.name}</span>
            <Button size="sm" variant="secondary" onClick={() => void downloadFile(copy.fileId, copy.name)}>
              {t('docsec.issue.download')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
