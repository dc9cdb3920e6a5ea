import { contentKinds, contentStates, signupKinds, type ContentAdminRow } from '@contract/content';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/data-table';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/use-confirm';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';
import { useAdminContentList, useContentState } from '../api/admin';
import { SignupsDialog } from '../components/signups-dialog';
import { StateBadge } from '../components/state-badge';
import { VersionsDialog } from '../components/versions-dialog';

const FILTERS = ['kind', 'state', 'keyword'] as const;
const col = columnHelper<ContentAdminRow>();
const linkClass = 'inline-flex h-8 items-center rounded-lg px-3 text-xs font-medium text-slate-600 hover:bg-slate-100';

const oneOf = <T extends string>(options: readonly T[], value: string): T | undefined =>
  options.find((o) => o === value);

/**
 * /contentManage (system side): every content item with kind, state and title filters; add and edit, publish and
 * withdraw after a confirmation, versions, and the sign-ups of projects and games with their export.
 */
export default function ContentManagePage() {
  const { t } = useTranslation();
  const { values, update, reset, anyFilter, href, list } = useListPage({
    path: paths.content.manage,
    filters: FILTERS,
    request: (filters, paging) => ({
      ...paging,
      kind: oneOf(contentKinds, filters.kind),
      state: oneOf(contentStates, filters.state),
      keyword: filters.keyword || undefined,
    }),
    useRows: useAdminContentList,
  });
  const [versionsOf, setVersionsOf] = useState<ContentAdminRow | null>(null);
  const [signupsOf, setSignupsOf] = useState<ContentAdminRow | null>(null);
  const change = useContentState();
  const confirm = useConfirm<{ row: ContentAdminRow; publish: boolean }>({
    run: ({ row, publish }) => change.mutateAsync({ id: row.id, publish }),
    message: ({ row, publish }) =>
      t(publish ? 'content.manage.publishConfirm' : 'content.manage.withdrawConfirm', { title: row.title }),
    done: t('content.manage.stateChanged'),
  });
  const ask = confirm.ask;

  const columns = useMemo(
    () => [
      col.accessor('title', {
        header: t('content.manage.titleColumn'),
        cell: (c) => (
          <span className="flex items-center gap-2">
            <span className="font-medium text-slate-900">{c.getValue()}</span>
            {c.row.original.pinned ? (
              <span className="rounded bg-amber-100 px-1.5 text-xs text-amber-800">{t('content.pinned')}</span>
            ) : null}
          </span>
        ),
      }),
      col.accessor('kind', { header: t('content.manage.kind'), cell: (c) => t(`content.kinds.${c.getValue()}`) }),
      col.accessor('state', { header: t('content.manage.state'), cell: (c) => <StateBadge state={c.getValue()} /> }),
      col.accessor('audience', {
        header: t('content.manage.audience'),
        cell: (c) => t(`content.audiences.${c.getValue()}`),
      }),
      col.accessor('version', { header: t('content.manage.version') }),
      col.accessor('updatedAt', {
        header: t('content.manage.updatedAt'),
        cell: (c) => timeFormats.minute.format(c.getValue()),
      }),
      col.display({
        id: 'actions',
        header: t('content.manage.actions'),
        cell: (c) => {
          const row = c.row.original;
          return (
            <div className="flex h-8 items-center gap-1">
              <Link to={paths.content.edit(row.id)} state={{ from: href }} className={linkClass}>
                {t('content.manage.edit')}
              </Link>
              {row.state === 'published' ? (
                <Button size="sm" variant="danger" onClick={() => ask({ row, publish: false })}>
                  {t('content.manage.withdraw')}
                </Button>
              ) : (
                <Button size="sm" variant="light" onClick={() => ask({ row, publish: true })}>
                  {t('content.manage.publish')}
                </Button>
              )}
              <Button size="sm" variant="light" onClick={() => setVersionsOf(row)}>
                {t('content.manage.versions')}
              </Button>
              {signupKinds.includes(row.kind) ? (
                <Button size="sm" variant="light" onClick={() => setSignupsOf(row)}>
                  {t('content.manage.signups', { count: row.signups })}
                </Button>
              ) : null}
            </div>
          );
        },
      }),
    ],
    [t, href, ask],
  );

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader
        title={t('content.manage.title')}
        actions={
          <Link
            to={paths.content.edit('new')}
            state={{ from: href }}
            className="inline-flex h-8 items-center rounded-lg bg-blue-600 px-3 text-xs font-medium text-white shadow-sm hover:bg-blue-700"
          >
            {t('content.manage.add')}
          </Link>
        }
      />
      <FilterBar active={anyFilter} resetLabel={t('content.reset')} onReset={reset}>
        <SearchBox
          value={values.keyword}
          onSearch={(keyword) => update({ keyword })}
          label={t('content.manage.search')}
          maxLength={64}
        />
        <FilterSelect
          label={t('content.manage.kind')}
          value={values.kind}
          onChange={(kind) => update({ kind })}
          allLabel={t('content.manage.allKinds')}
          options={contentKinds.map((k) => ({ value: k, label: t(`content.kinds.${k}`) }))}
        />
        <FilterSelect
          label={t('content.manage.state')}
          value={values.state}
          onChange={(state) => update({ state })}
          allLabel={t('content.manage.allStates')}
          options={contentStates.map((s) => ({ value: s, label: t(`content.states.${s}`) }))}
        />
      </FilterBar>
      <DataTable
        label={t('content.manage.table')}
        columns={columns}
        {...list}
        rowId={(row) => String(row.id)}
        emptyText={t('content.manage.empty')}
      />
      {confirm.dialog}
      {versionsOf ? <VersionsDialog item={versionsOf} onClose={() => setVersionsOf(null)} /> : null}
      {signupsOf ? <SignupsDialog item={signupsOf} onClose={() => setSignupsOf(null)} /> : null}
    </section>
  );
}
