import type { DictItem } from '@contract/dictionary';
import { Card } from '@tremor/react';
import { useMemo, useState } from 'react';
import { columnHelper, DataTable } from '@/components/data-table';
import { FilterBar } from '@/components/filter-bar';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Truncate } from '@/components/truncate';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/use-confirm';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { usePermission } from '@/lib/permissions';
import { useDeleteDict, useDictEntries, useDictTypes } from '../api/dictionary';
import { DictDialog } from '../components/dict-dialog';
import { QueryState } from '../components/query-state';

const FILTERS = ['type', 'keyword'] as const;
const col = columnHelper<DictItem>();

/** What the dialog edits: an item, or a new one below `parentId` (null: a new type). */
type Editing = { item: DictItem | null; parentId: number | null } | null;

/**
 * /dictionary: the data dictionary. Types on the left (with how many entries each holds), the chosen type's entries
 * on the right (paged, searchable, with how many records use each). Deleting a type with entries or an entry in use
 * is refused by the server with the reason, shown in the confirmation.
 */
export default function DictionaryPage() {
  const { t } = useTranslation();
  const types = useDictTypes();
  const { values, update, reset, anyFilter, list } = useListPage({
    path: paths.system.dictionary,
    filters: FILTERS,
    request: (filters, paging) => ({
      ...paging,
      typeId: Number(filters.type) || (types.data?.[0]?.id ?? 0),
      ...(filters.keyword ? { keyword: filters.keyword.slice(0, 32) } : {}),
    }),
    useRows: useDictEntries,
  });
  const typeId = Number(values.type) || (types.data?.[0]?.id ?? 0);
  const type = types.data?.find((x) => x.id === typeId);
  const canEdit = usePermission('dict:edit');
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useDeleteDict();
  const confirm = useConfirm<DictItem>({
    run: (item) => remove.mutateAsync(item.id),
    message: (item) => t('registry.dict.deleteConfirm', { name: item.name }),
    done: t('registry.deleted'),
  });
  const ask = confirm.ask;

  const columns = useMemo(
    () => [
      col.accessor('name', {
        header: t('registry.dict.name'),
        cell: (c) => <span className="font-medium text-slate-900">{c.getValue()}</span>,
      }),
      col.accessor('code', {
        header: t('registry.dict.code'),
        cell: (c) => <code className="text-xs">{c.getValue()}</code>,
      }),
      col.accessor('sort', { header: t('registry.sort') }),
      col.accessor('count', { header: t('registry.dict.uses') }),
      col.accessor('remark', {
        header: t('registry.remark'),
        cell: (c) => (
          <Truncate text={c.getValue()} empty={<span className="text-slate-400">{t('common.none')}</span>} />
        ),
      }),
      ...(canEdit
        ? [
            col.display({
              id: 'actions',
              header: t('table.actions'),
              cell: (c) => (
                <div className="flex h-8 gap-1">
                  <Button
                    size="sm"
                    variant="light"
                    onClick={() => setEditing({ item: c.row.original, parentId: null })}
                  >
                    {t('registry.edit')}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => ask(c.row.original)}>
                    {t('registry.delete')}
                  </Button>
                </div>
              ),
            }),
          ]
        : []),
    ],
    [t, canEdit, ask],
  );

  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader title={t('registry.dict.title')} subtitle={t('registry.dict.intro')} />
      <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
        <Card className="p-3">
          <div className="mb-2 flex items-center justify-between px-1">
            <h2 className="text-sm font-semibold text-slate-900">{t('registry.dict.types')}</h2>
            {canEdit ? (
              <Button size="sm" variant="secondary" onClick={() => setEditing({ item: null, parentId: null })}>
                {t('registry.dict.addType')}
              </Button>
            ) : null}
          </div>
          <QueryState query={types} className="px-1 py-4" />
          {types.data?.length === 0 ? (
            <p className="px-1 py-4 text-sm text-slate-500">{t('registry.dict.noTypes')}</p>
          ) : null}
          <ul className="space-y-1" aria-label={t('registry.dict.types')}>
            {types.data?.map((x) => (
              <li key={x.id}>
                <button
                  type="button"
                  aria-current={x.id === typeId}
                  onClick={() => update({ type: String(x.id), keyword: '' })}
                  className={`flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-sm ${
                    x.id === typeId
                      ? 'bg-blue-50 text-blue-800 ring-1 ring-blue-200'
                      : 'text-slate-700 hover:bg-slate-50'
                  }`}
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{x.name}</span>
                    <span className="block truncate text-xs text-slate-500">{x.code}</span>
                  </span>
                  <span className="ml-2 text-xs text-slate-500">{x.count}</span>
                </button>
              </li>
            ))}
          </ul>
          {canEdit && type ? (
            <div className="mt-3 flex gap-1 border-t border-slate-100 pt-3">
              <Button size="sm" variant="light" onClick={() => setEditing({ item: type, parentId: null })}>
                {t('registry.dict.editType')}
              </Button>
              <Button size="sm" variant="danger" onClick={() => ask(type)}>
                {t('registry.dict.deleteType')}
              </Button>
            </div>
          ) : null}
        </Card>
        <div className="min-w-0">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-base font-semibold text-slate-900">
              {type ? t('registry.dict.entriesOf', { name: type.name }) : t('registry.dict.entries')}
            </h2>
            {canEdit && type ? (
              <Button size="sm" onClick={() => setEditing({ item: null, parentId: type.id })}>
                {t('registry.dict.addEntry')}
              </Button>
            ) : null}
          </div>
          <FilterBar active={anyFilter && values.keyword !== ''} resetLabel={t('registry.reset')} onReset={reset}>
            <SearchBox
              value={values.keyword}
              label={t('registry.dict.search')}
              maxLength={32}
              onSearch={(k) => update({ keyword: k })}
            />
          </FilterBar>
          <DataTable
            label={t('registry.dict.entries')}
            columns={columns}
            {...list}
            // The chosen type is where the list is, not a search: only a keyword makes an empty list a "no match".
            filtered={values.keyword !== ''}
            rowId={(x) => String(x.id)}
            emptyText={type ? t('registry.dict.noEntries') : t('registry.dict.chooseType')}
          />
        </div>
      </div>
      {editing ? <DictDialog item={editing.item} parentId={editing.parentId} onClose={() => setEditing(null)} /> : null}
      {confirm.dialog}
    </section>
  );
}
