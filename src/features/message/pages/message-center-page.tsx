import { messageTypes, type Message, type MessageTargetKind } from '@contract/message-center';
import { Link } from 'react-router-dom';
import { FilterSelect } from '@/components/filter-bar';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { ListBody } from '@/components/list-page/list-body';
import { useListPage } from '@/components/list-page/use-list-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useMarkRead, useMessages, type MessageFilters } from '../api/messages';

const PATH = paths.message.center;
const FILTERS = ['read', 'type', 'keyword'] as const;
const READ_FILTERS = ['all', 'unread', 'read'] as const;

/** Where a message's target opens. */
const TARGET_PATHS: Record<MessageTargetKind, (id: number) => string> = {
  application: paths.apply.detail,
  authorization: paths.authorization.detail,
  order: paths.cost.orderDetail,
};

function targetPath(target: NonNullable<Message['target']>): string {
  return TARGET_PATHS[target.kind](target.id);
}

export default function MessageCenterPage() {
  const { t } = useTranslation();
  const { values, update, request, list } = useListPage({
    path: PATH,
    filters: FILTERS,
    request: (filters, paging): MessageFilters => ({
      ...paging,
      read: READ_FILTERS.find((r) => r === filters.read) ?? 'all',
      type: (filters.type || undefined) as MessageFilters['type'],
      keyword: filters.keyword || undefined,
    }),
    useRows: useMessages,
  });
  const { read } = request;
  const type = values.type;
  const markRead = useMarkRead();
  const dateFormat = timeFormats.minute;

  const markAll = async () => {
    await markRead.mutateAsync([]);
    notify('success', t('messages.markedAll'));
  };

  return (
    <section className="mx-auto max-w-5xl">
      <PageHeader
        title={t('messages.title')}
        actions={
          <Button size="sm" variant="secondary" loading={markRead.isPending} onClick={() => void markAll()}>
            {t('messages.markAllRead')}
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <div role="radiogroup" className="flex rounded-lg border border-slate-200 bg-white p-0.5">
          {READ_FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={read === value}
              onClick={() => update({ read: value === 'all' ? '' : value })}
              className={`rounded-md px-3 py-1 text-sm ${read === value ? 'bg-blue-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
            >
              {t(`messages.${value}`)}
            </button>
          ))}
        </div>
        <FilterSelect
          label={t('messages.allTypes')}
          value={type}
          onChange={(value) => update({ type: value })}
          allLabel={t('messages.allTypes')}
          options={messageTypes.map((value) => ({ value, label: t(`messages.types.${value}`) }))}
        />
        <SearchBox
          value={values.keyword}
          label={t('messages.search')}
          maxLength={64}
          onSearch={(keyword) => update({ keyword })}
        />
      </div>
      <ListBody
        {...list}
        framed
        className="rounded-lg border border-slate-200 bg-white"
        emptyText={t('messages.empty')}
        skeleton={
          <ul className="divide-y divide-slate-100">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="h-20 animate-pulse bg-slate-50" />
            ))}
          </ul>
        }
      >
        {(rows) => (
          <ul className="divide-y divide-slate-100">
            {rows.map((m) => (
              <li key={m.id} className={`flex gap-4 px-5 py-4 ${m.read ? '' : 'bg-blue-50/40'}`}>
                <span
                  aria-hidden="true"
                  className={`mt-2 h-2 w-2 shrink-0 rounded-full ${m.read ? 'bg-transparent' : 'bg-red-500'}`}
                />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone={m.type === 'device' ? 'amber' : m.type === 'system' ? 'slate' : 'blue'}>
                      {t(`messages.types.${m.type}`)}
                    </Badge>
                    <h2 className={`text-sm ${m.read ? 'text-slate-700' : 'font-semibold text-slate-900'}`}>
                      {m.title}
                    </h2>
                  </div>
                  <p className="mt-1 text-sm text-slate-600">{m.content}</p>
                  <p className="mt-1 text-xs text-slate-400">{dateFormat.format(new Date(m.createdAt))}</p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  {m.target ? (
                    // Opening what the message is about is reading it.
                    <Link
                      to={targetPath(m.target)}
                      onClick={() => {
                        if (!m.read) markRead.mutate([m.id]);
                      }}
                      className="rounded-md px-2.5 py-1 text-sm font-medium text-blue-700 hover:bg-blue-50"
                    >
                      {t(`messages.open.${m.target.kind}`)}
                    </Link>
                  ) : null}
                  {m.read ? null : (
                    <Button size="sm" variant="light" onClick={() => markRead.mutate([m.id])}>
                      {t('messages.markRead')}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </section>
  );
}
