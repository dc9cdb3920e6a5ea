import { Callout } from '@tremor/react';
import type { z } from 'zod/mini';
import type { subsidiarySchema } from '@contract/unit';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { columnHelper, DataTable } from '@/components/data-table';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { edition } from '@/config/editions';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { notify } from '@/lib/notify';
import { usePermission } from '@/lib/permissions';
import { useDeleteSubsidiary, useSubsidiaries } from '../api/subsidiaries';
import { CertBadge } from '../components/badges';
import { SearchBox } from '@/components/search-box';
import { SubsidiaryDialog } from '../components/subsidiary-dialog';
import { paths } from '@/lib/paths';

type Subsidiary = z.infer<typeof subsidiarySchema>;

const FILTERS = ['keyword'] as const;
const col = columnHelper<Subsidiary>();

/** Organisation management: the unit's direct subsidiaries; creating them is a general-edition feature. */
export default function SubsidiaryPage() {
  const { t } = useTranslation();
  const { values, update, list } = useListPage({
    path: paths.unit.subsidiary,
    filters: FILTERS,
    request: (filters, paging) => ({ ...paging, keyword: filters.keyword || undefined }),
    useRows: useSubsidiaries,
  });
  const remove = useDeleteSubsidiary();
  const canEdit = usePermission('subsidiary:edit');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Subsidiary | null>(null);

  const columns = useMemo(() => {
    const date = timeFormats.date;
    return [
      col.accessor('companyName', {
        header: t('unit.subsidiary.name'),
        cell: (c) => <span className="font-medium text-slate-900">{c.getValue()}</span>,
      }),
      col.accessor('socialCreditCode', {
        header: t('unit.subsidiary.creditCode'),
        cell: (c) => <span className="font-mono text-xs">{c.getValue() ?? '—'}</span>,
      }),
      col.accessor('certState', {
        header: t('unit.subsidiary.state'),
        cell: (c) => <CertBadge state={c.getValue()} />,
      }),
      col.accessor('memberCount', { header: t('unit.subsidiary.members') }),
      col.accessor('chiefName', { header: t('unit.subsidiary.chief'), cell: (c) => c.getValue() ?? '—' }),
      col.accessor('createdAt', {
        header: t('unit.subsidiary.createdAt'),
        cell: (c) => date.format(new Date(c.getValue())),
      }),
      ...(canEdit
        ? [
            col.display({
              id: 'actions',
              header: t('table.actions'),
              cell: (c) => (
                <Button size="sm" variant="danger" onClick={() => setDeleting(c.row.original)}>
                  {t('unit.subsidiary.delete')}
                </Button>
              ),
            }),
          ]
        : []),
    ];
  }, [t, canEdit]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.companyId);
      notify('success', t('unit.subsidiary.deleted'));
    } catch {
      // the client showed the refusal
    }
    setDeleting(null);
  };

  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader
        title={t('unit.titles.subsidiary')}
        actions={
          edition.canCreateUnits && canEdit ? (
            <Button size="sm" onClick={() => setAdding(true)}>
              {t('unit.subsidiary.add')}
            </Button>
          ) : null
        }
      />
      {edition.canCreateUnits ? null : (
        <Callout className="mb-4" title={t('unit.subsidiary.notOffered')} color="amber" />
      )}
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchBox
          value={values.keyword}
          label={t('unit.subsidiary.search')}
          maxLength={56}
          onSearch={(keyword) => update({ keyword })}
        />
      </div>
      <DataTable
        label={t('unit.subsidiary.table')}
        columns={columns}
        {...list}
        rowId={(s) => String(s.companyId)}
        emptyText={t('unit.subsidiary.empty')}
      />
      {adding ? <SubsidiaryDialog onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? t('unit.subsidiary.deleteConfirm', { name: deleting.companyName }) : ''}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
