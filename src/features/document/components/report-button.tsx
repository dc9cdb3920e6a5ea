import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useCompareReport } from '../api/compare';
import { downloadUrl } from './download-file';

/** Draws the comparison's PDF report on the server and saves it; a failure is told by the API client's toast. */
export function ReportButton({ id }: { id: number }) {
  const { t } = useTranslation();
  const report = useCompareReport();
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={report.isPending}
      onClick={() => report.mutate(id, { onSuccess: (file) => file.tmpUrl && downloadUrl(file.tmpUrl, file.name) })}
    >
      {t(report.isPending ? 'compare.detail.reportRunning' : 'compare.detail.report')}
    </Button>
  );
}
