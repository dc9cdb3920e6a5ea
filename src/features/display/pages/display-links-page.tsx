import type { Display } from '@contract/display';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { columnHelper, DataTable } from '@/components/data-table';
import { listStateOf } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/use-confirm';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { sessionAtom } from '@/lib/store';
import { displayUrl, useDisplays, useRevokeDisplay } from '../api/displays';
import { CreatedLinkDialog } from '../components/created-link-dialog';
import { AddDisplayDialog, RenameDisplayDialog } from '../components/display-dialogs';

const col = columnHelper<Display>();
const stateTone = { active: 'green', expired: 'amber', revoked: 'slate' } as const;
const noPaging = () => undefined;

/**
 * /dashboard/displays: the unit's wall-display links (administrators). A new link's URL and QR code show once; the list
 * tells when and from where each wall last called; rename, or revoke after a confirmation (the wall stops within
 * seconds).
 */
export default function DisplayLinksPage() {
  const { t } = useTranslation();
  const companyId = useAtomValue(sessionAtom).info?.companyId ?? 0;
  const query = useDisplays(companyId);
  const [adding, setAdding] = useState(false);
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<Display | null>(null);
  const revoke = useRevokeDisplay();
  const confirm = useConfirm<Display>({
    run: (d) => revoke.mutateAsync(d.id),
    message: (d) => t('display.links.revokeConfirm', { name: d.name }),
    done: t('display.links.revoked'),
  });
  const ask = confirm.ask;

  const columns = useMemo(() => {
    const minute = timeFormats.minute;
    return [
      col.accessor('name', {
        header: t('display.links.name'),
        cell: (c) => <span className="font-medium text-slate-900">{c.getValue()}</span>,
      }),
      col.accessor('state', {
        header: t('display.links.state'),
        cell: (c) => <Badge tone={stateTone[c.getValue()]}>{t(`display.links.states.${c.getValue()}`)}</Badge>,
      }),
      col.accessor('lastSeenAt', {
        header: t('display.links.lastSeen'),
        cell: (c) => {
          const at = c.getValue();
          if (!at) return <span className="text-slate-400">{t('display.links.neverSeen')}</span>;
          return (
            <span>
              {minute.format(new Date(at))}
              <span className="ml-2 font-mono text-xs text-slate-500">{c.row.original.lastSeenIp}</span>
            </span>
          );
        },
      }),
      col.accessor('expiresAt', {
        header: t('display.links.expiresAt'),
        cell: (c) => {
          const at = c.getValue();
          return at ? minute.format(new Date(at)) : t('display.links.never');
        },
      }),
      col.accessor('createdAt', {
        header: t('display.links.createdAt'),
        cell: (c) => (
          <span>
            {minute.format(new Date(c.getValue()))}
            <span className="ml-2 text-xs text-slate-500">{c.row.original.createdBy ?? ''}</span>
          </span>
        ),
      }),
      col.display({
        id: 'actions',
        header: t('table.actions'),
        cell: (c) =>
          c.row.original.state === 'revoked' ? null : (
            <div className="flex h-8 gap-1">
              <Button size="sm" variant="light" onClick={() => setRenaming(c.row.original)}>
                {t('display.links.rename')}
              </Button>
              <Button size="sm" variant="danger" onClick={() => ask(c.row.original)}>
                {t('display.links.revoke')}
              </Button>
            </div>
          ),
      }),
    ];
  }, [t, ask]);

  const list = listStateOf(query, { page: 1, pageSize: Math.max(1, query.data?.total ?? 0), onPage: noPaging });
  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader
        title={t('display.links.title')}
        actions={<Button onClick={() => setAdding(true)}>{t('display.links.add')}</Button>}
      />
      <p className="mb-4 text-sm text-slate-500">{t('display.links.intro')}</p>
      <DataTable
        label={t('display.links.table')}
        columns={columns}
        {...list}
        pager={false}
        rowId={(d) => String(d.id)}
        emptyText={t('display.links.empty')}
        emptyAction={<Button onClick={() => setAdding(true)}>{t('display.links.add')}</Button>}
      />
      {adding ? (
        <AddDisplayDialog
          companyId={companyId}
          onClose={() => setAdding(false)}
          onCreated={(token) => {
            setAdding(false);
            setCreatedUrl(displayUrl(token));
          }}
        />
      ) : null}
      {createdUrl ? <CreatedLinkDialog url={createdUrl} onClose={() => setCreatedUrl(null)} /> : null}
      {renaming ? <RenameDisplayDialog display={renaming} onClose={() => setRenaming(null)} /> : null}
      {confirm.dialog}
    </section>
  );
}
