import type { ContentRow } from '@contract/content';
import { Link } from 'react-router-dom';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { sizeText } from '../kinds';

/**
 * One item of a reading list: cover, title with its unread dot and pin, summary, its files with size and downloads,
 * tags, date and sign-up deadline.
 */
export function ContentCard({ row, href, from }: { row: ContentRow; href: string; from: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={href}
      state={{ from }}
      className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:border-blue-300 hover:shadow focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-400"
    >
      {row.coverUrl ? (
        <img src={row.coverUrl} alt="" className="h-20 w-28 shrink-0 rounded-md object-cover" loading="lazy" />
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          {row.unread ? (
            <span className="h-2 w-2 shrink-0 rounded-full bg-red-500" aria-label={t('content.unread')} role="img" />
          ) : null}
          <h2 className="truncate text-base font-medium text-slate-900">{row.title}</h2>
          {row.pinned ? (
            <span className="shrink-0 rounded bg-amber-100 px-1.5 text-xs text-amber-800">{t('content.pinned')}</span>
          ) : null}
        </div>
        {row.summary ? <p className="mt-1 line-clamp-2 text-sm text-slate-600">{row.summary}</p> : null}
        {row.attachments.length > 0 ? (
          <ul className="mt-2 space-y-0.5 text-xs text-slate-600">
            {row.attachments.map((file) => (
              <li key={file.fileId} className="truncate">
                {[file.name, sizeText(file.size), t('content.downloads', { count: file.downloads })].join(' · ')}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-500">
          {row.publishedAt ? <span>{timeFormats.date.format(row.publishedAt)}</span> : null}
          {row.signupDeadline ? (
            <span>{t('content.deadline', { date: timeFormats.minute.format(row.signupDeadline) })}</span>
          ) : null}
          {row.tags.map((tag) => (
            <span key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-600">
              {tag}
            </span>
          ))}
        </div>
      </div>
    </Link>
  );
}
