import type { ContentKind } from '@contract/content';
import { Link, useLocation } from 'react-router-dom';
import { Card } from '@tremor/react';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { useContentDetail } from '../api/content';
import { AttachmentList } from './attachment-list';
import { ContentBody } from './content-body';
import { ContentVideo } from './content-video';
import { SignupPanel } from './signup-panel';

/**
 * One item as a member reads it: title, date, tags, the rendered body, a coaching video, attachments and the sign-up.
 * An item the unit may not see (another audience, withdrawn, out of its window) answers not found.
 */
export function ContentItem({ kind, id, back }: { kind: ContentKind; id: number; back: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? back;
  const detail = useContentDetail(id);
  const backLink = (
    <Link to={from} className="text-sm text-blue-600 hover:underline">
      ← {t('content.back', { list: t(`content.kinds.${kind}`) })}
    </Link>
  );
  if (detail.isPending) {
    return <div className="mx-auto h-96 max-w-4xl animate-pulse rounded-lg bg-slate-100" aria-busy="true" />;
  }
  if (detail.isError || detail.data.kind !== kind) {
    return (
      <div className="mx-auto max-w-4xl space-y-4 rounded-lg border border-slate-200 bg-white p-10 text-center">
        <p className="text-slate-600">{t('content.notFound')}</p>
        {backLink}
      </div>
    );
  }
  const item = detail.data;
  const videos = kind === 'coaching' ? item.attachments.filter((a) => a.contentType === 'video/mp4') : [];
  const files = item.attachments.filter((a) => !videos.includes(a));
  return (
    <article className="mx-auto max-w-4xl">
      <div className="mb-3">{backLink}</div>
      <Card>
        <header className="border-b border-slate-100 pb-4">
          <h1 className="text-2xl font-semibold text-slate-900">{item.title}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-500">
            {item.publishedAt ? (
              <time dateTime={item.publishedAt}>
                {t('content.published', { date: timeFormats.date.format(item.publishedAt) })}
              </time>
            ) : null}
            {item.tags.map((tag) => (
              <span key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-600">
                {tag}
              </span>
            ))}
          </div>
          {item.summary ? <p className="mt-3 text-sm text-slate-600">{item.summary}</p> : null}
        </header>
        {item.coverUrl ? (
          <img src={item.coverUrl} alt="" className="mt-4 max-h-80 w-full rounded-lg object-cover" />
        ) : null}
        {videos.map((file) => (
          <ContentVideo key={file.fileId} itemId={item.id} file={file} />
        ))}
        <div className="mt-4">
          <ContentBody html={item.html} />
        </div>
        <AttachmentList itemId={item.id} files={files} />
        <SignupPanel item={item} />
      </Card>
    </article>
  );
}
