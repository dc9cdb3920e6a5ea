import { Badge } from '@/components/ui/badge';
import { messageText, useTranslation } from '@/lib/i18n';
// A log's reason can be any domain's refusal: the log registers every catalogue of refusal texts.
import '@contract/error-text-catalogues';

/** A call's or log-in's result: success, or the result code with the refusal's text in the UI language. */
export function ResultCell({ code, reason }: { code: number; reason: string | null }) {
  const { t } = useTranslation();
  if (code === 0) return <Badge tone="green">{t('audit.results.success')}</Badge>;
  return (
    <span className="flex flex-col items-start gap-0.5">
      <Badge tone="red">{t('audit.failed', { code })}</Badge>
      {reason ? <span className="text-xs text-slate-500">{messageText(reason)}</span> : null}
    </span>
  );
}
