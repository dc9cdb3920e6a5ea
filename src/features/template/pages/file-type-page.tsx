import type { FileType } from '@contract/file-type';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/data-table';
import { FilterBar } from '@/components/filter-bar';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/use-confirm';
import { Truncate } from '@/components/truncate';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { usePermission } from '@/lib/permissions';
import { useDeleteFileType, useFileTypeList } from '../api/templates';
import { FileTypeDialog } from '../components/file-type-form';
import { paths } from '@/lib/paths';

const FILTERS = ['keyword'] as const;
const col = columnHelper<FileType>();
const primaryLink =
  'inline-flex h-8 items-center rounded-lg bg-blue-600 px-3 text-xs font-medium text-white shadow-sm hover:bg-blue-700';

/**
 * /server/fileType: the unit's catalogue of file types (file-type/v1/list answers the whole catalogue, so it shows on
 * one page); rename or change the remark in a dialog, delete what no template lists (the server refuses otherwise).
 */
export default function FileTypePage() {
  const { t } = useTranslation();
  const { values, update, reset, anyFilter, list } = useListPage({
    path: paths.device.fileTypes,
    filters: FILTERS,
    request: (filters) => ({ keyword: filters.keyword.slice(0, 32) }),
    useRows: useFileTypeList,
  });
  const canEdit = usePermission('template:edit');
  const [editing, setEditing] = useState<FileType | null>(null);
  const remove = useDeleteFileType();
  const confirm = useConfirm<FileType>({
    run: (f) => remove.mutateAsync(f.id),
    message: (f) => t('template.fileType.deleteConfirm', { name: f.name }),
    done: t('template.fileType.deleted'),
  });
  const ask = confirm.ask;

  const columns = useMemo(() => {
    const date = timeFormats.date;
    return [
      col.accessor('name', {
        header: t('template.fileType.name'),
        cell: (c) => <span className="font-medium text-slate-900">{c.getValue()}</span>,
      }),
      col.accessor('templateCount', { header: t('template.fileType.templateCount') }),
      col.accessor('remark', {
        header: t('template.fileType.remark'),
        cell: (c) => (
          <Truncate text={c.getValue()} empty={<span className="text-slate-400">{t('common.none')}</span>} />
        ),
      }),
      col.accessor('createdAt', {
        header: t('template.fileType.createdAt'),
        cell: (c) => date.format(new Date(c.getValue())),
      }),
      ...(canEdit
        ? [
            col.display({
              id: 'actions',
              header: t('table.actions'),
              cell: (c) => (
                <div className="flex h-8 gap-1">
                  <Button size="sm" variant="light" onClick={() => setEditing(c.row.original)}>
                    {t('template.fileType.edit')}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => ask(c.row.original)}>
                    {t('template.fileType.delete')}
                  </Button>
                </div>
              ),
            }),
          ]
        : []),
    ];
  }, [t, canEdit, ask]);

  return (
    <section className="mx-auto max-w-5xl">
      <PageHeader
        title={t('template.fileType.title')}
        actions={
          canEdit ? (
            <Link to={paths.device.addFileType} className={primaryLink}>
              {t('template.fileType.add')}
            </Link>
          ) : null
        }
      />
      <p className="mb-4 text-sm text-slate-500">{t('template.fileType.intro')}</p>
      <FilterBar active={anyFilter} resetLabel={t('template.reset')} onReset={reset}>
        <SearchBox
          value={values.keyword}
          label={t('template.fileType.search')}
          maxLength={32}
          onSearch={(k) => update({ keyword: k })}
        />
      </FilterBar>
      <DataTable
        label={t('template.fileType.table')}
        columns={columns}
        {...list}
        pageSize={Math.max(1, list.total)}
        rowId={(f) => String(f.id)}
        emptyText={t('template.fileType.empty')}
      />
      {editing ? <FileTypeDialog fileType={editing} onClose={() => setEditing(null)} /> : null}
      {confirm.dialog}
    </section>
  );
}
