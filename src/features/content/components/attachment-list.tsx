import type { ContentAttachment } from '@contract/content';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { attachmentUrl } from '../api/content';
import { sizeText } from '../kinds';

/** An item's attachments with their size and download count; downloading asks for a counted, short-lived link. */
export function AttachmentList({ itemId, files }: { itemId: number; files: ContentAttachment[] }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [counted, setCounted] = useState<Record<string, number>>({});
  if (files.length === 0) return null;
  const download = async (file: ContentAttachment) => {
    setBusy(file.fileId);
    try {
      const url = await attachmentUrl(itemId, file.fileId);
      setCounted((c) => ({ ...c, [file.fileId]: (c[file.fileId] ?? 0) + 1 }));
      const link = document.createElement('a');
      link.href = url;
      link.download = file.name;
      link.rel = 'noopener';
      link.click();
    } catch (e) {
      if (e instanceof ApiError && !e.handled) notify('error', e.message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-label={t('content.attachments')} className="mt-6">
      <h2 className="mb-2 text-sm font-semibold text-slate-900">{t('content.attachments')}</h2>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {files.map((file) => (
          <li key={file.fileId} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
            <span className="min-w-0 flex-1 truncate font-medium text-slate-800">{file.name}</span>
            <span className="text-xs text-slate-500">{sizeText(file.size)}</span>
            <span className="text-xs text-slate-500">
              {t('content.downloads', { count: file.downloads + (counted[file.fileId] ?? 0) })}
            </span>
            <Button size="sm" variant="secondary" loading={busy === file.fileId} onClick={() => void download(file)}>
              {t('content.download')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
