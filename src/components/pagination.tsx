import { useTranslation } from '@/lib/i18n';
import { Button } from './ui/button';

/** Previous / next paging with the position and total; used by every paged list. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 pt-4 text-sm text-slate-500">
      <span>{t('messages.total', { total })}</span>
      <div className="flex items-center gap-2">
        <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('messages.prev')}
        </Button>
        <span>{t('messages.page', { page, pages })}</span>
        <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('messages.next')}
        </Button>
      </div>
    </div>
  );
}
