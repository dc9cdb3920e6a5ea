import type { ContentKind } from '@contract/content';
import { useLocation, useSearchParams } from 'react-router-dom';
import { FilterBar } from '@/components/filter-bar';
import { ListBody } from '@/components/list-page/list-body';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { useTranslation } from '@/lib/i18n';
import { useContentList } from '../api/content';
import { ContentCard } from '../components/content-card';
import { ContentItem } from '../components/content-item';
import { TagFilter } from '../components/tag-filter';
import { itemHref, kindOfList, kindPages } from '../kinds';

const FILTERS = ['keyword', 'tag'] as const;

function Skeleton() {
  return (
    <div className="space-y-3" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-24 animate-pulse rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}

function KindList({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation();
  const { values, update, href, list, anyFilter, reset } = useListPage({
    path: kindPages[kind].list,
    filters: FILTERS,
    request: (filters, paging) => ({
      ...paging,
      kind,
      keyword: filters.keyword || undefined,
      tag: filters.tag || undefined,
    }),
    useRows: useContentList,
  });
  const tags = useContentList({ kind, pageNum: 1, pageSize: 1 }).data?.tags ?? [];
  return (
    <section className="mx-auto max-w-5xl">
      <PageHeader title={t(`content.kinds.${kind}`)} subtitle={t(`content.intro.${kind}`)} />
      <FilterBar active={anyFilter} resetLabel={t('content.reset')} onReset={reset}>
        <SearchBox
          value={values.keyword}
          onSearch={(keyword) => update({ keyword })}
          label={t('content.search')}
          maxLength={64}
        />
      </FilterBar>
      <div className="mb-4">
        <TagFilter tags={tags} value={values.tag} onChange={(tag) => update({ tag })} />
      </div>
      <ListBody {...list} emptyText={t('content.empty')} skeleton={<Skeleton />}>
        {(rows) => (
          <div className="space-y-3">
            {rows.map((row) => (
              <ContentCard key={row.id} row={row} href={itemHref(kind, row.id)} from={href} />
            ))}
          </div>
        )}
      </ListBody>
    </section>
  );
}

/**
 * The reading list of one kind (the route says which): search over title and body, tags, paging, pinned first, a dot
 * on what the member has not opened. The service kinds open an item in place (`?open=<id>`).
 */
export default function ContentListPage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const kind = kindOfList(pathname);
  if (!kind) return null;
  const open = Number(search.get('open'));
  if (open > 0) return <ContentItem kind={kind} id={open} back={kindPages[kind].list} />;
  return <KindList kind={kind} />;
}
