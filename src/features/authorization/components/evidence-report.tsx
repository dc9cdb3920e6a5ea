import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useExportPdf } from '../api/authorizations';

/** 导出证据报告: builds the PDF, opens it, and shows its SHA-256 (and a link, should the pop-up be blocked). */
export function EvidenceReport({ empowerNo }: { empowerNo: string }) {
  const { t } = useTranslation();
  const report = useExportPdf();
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        loading={report.isPending}
        onClick={() =>
          report.mutate(empowerNo, {
            onSuccess: (r) => window.open(r.tmpUrl, '_blank', 'noopener'),
          })
        }
      >
        {t('authorization.detail.exportPdf')}
      </Button>
      {report.data ? (
        <div role="status" className="rounded-md bg-slate-50 px-3 py-2 text-xs text-slate-600">
          <p>
            {t('authorization.detail.exportReady', { pages: report.data.pages })}{' '}
            <a href={report.data.tmpUrl} target="_blank" rel="noreferrer" className="text-blue-700 hover:underline">
              {t('authorization.detail.openReport')}
            </a>
          </p>
          <p className="mt-1 break-all font-mono">
            {t('authorization.detail.sha256')}: {report.data.sha256}
          </p>
        </div>
      ) : null}
    </div>
  );
}
