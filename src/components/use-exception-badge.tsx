import type { UseRecord } from '@contract/use-record';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

/** Whether a use was an exception, and which (red pill), or normal (muted); shared by every list of uses. */
export function UseExceptionBadge({ record }: { record: Pick<UseRecord, 'exception' | 'exceptionKind'> }) {
  const { t } = useTranslation();
  if (!record.exception) return <span className="text-xs text-slate-400">{t('useRecord.normal')}</span>;
  return (
    <Badge tone="red">
      {record.exceptionKind ? t(`useRecord.exceptionKinds.${record.exceptionKind}`) : t('useRecord.columns.exception')}
    </Badge>
  );
}
