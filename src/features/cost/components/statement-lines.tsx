import { statementMatchFilters, type StoredStatementLine } from '@contract/cost';
import { useMemo, useState } from 'react';
import { columnHelper, DataTable } from '@/components/data-table';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { listStateOf } from '@/components/list-page/use-list-page';
import { Truncate } from '@/components/truncate';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { usePlatformStatementLines } from '../api/cost';
import { formatFen } from '../money';
import { StatementOutcomeText } from './statement-outcome';

const col = columnHelper<StoredStatementLine>();
const PAGE_SIZE = 10;

/**
 * The system side's stored bank statement lines (an excerpt of the orders page, under the transfer review): each
 * line's day, payer, amount and note with the order it paid or why it paid none; filter matched or unmatched.
 */
export function StatementLines() {
  const { t } = useTranslation();
  const [matched, setMatched] = useState('');
  const [page, setPage] = useState(1);
  const query = usePlatformStatementLines({
    pageNum: page,
    pageSize: PAGE_SIZE,
    ...(matched ? { matched: matched as (typeof statementMatchFilters)[number] } : {}),
  });
  const filter = (value: string) => {
    setMatched(value);
    setPage(1);
  };

  const columns = useMemo(() => {
    const time = timeFormats.minute;
    const orNone = (value: string | null) => value ?? '—';
    return [
      col.accessor('bookedOn', {
        header: t('cost.transfer.statement.lines.bookedOn'),
        cell: (c) => orNone(c.getValue()),
      }),
      col.accessor('payer', {
        header: t('cost.transfer.statement.lines.payer'),
        cell: (c) => <Truncate text={orNone(c.getValue())} />,
      }),
      col.accessor('amountFen', {
        header: t('cost.transfer.amount'),
        cell: (c) => (c.getValue() === null ? '—' : formatFen(c.getValue()!)),
      }),
      col.accessor('note', {
        header: t('cost.transfer.statement.lines.note'),
        cell: (c) => <Truncate text={c.getValue()} />,
      }),
      col.accessor('orderNo', {
        header: t('cost.orders.orderNo'),
        cell: (c) => <span className="font-mono text-xs">{orNone(c.getValue())}</span>,
      }),
      col.accessor('outcome', {
        header: t('cost.transfer.statement.outcome'),
        cell: (c) => <StatementOutcomeText outcome={c.getValue()} />,
      }),
      col.accessor('importedAt', {
        header: t('cost.transfer.statement.lines.importedAt'),
        cell: (c) => time.format(new Date(c.getValue())),
      }),
    ];
  }, [t]);

  return (
    <>
      <FilterBar active={matched !== ''} resetLabel={t('cost.reset')} onReset={() => filter('')}>
        <FilterSelect
          label={t('cost.transfer.statement.lines.match')}
          value={matched}
          onChange={filter}
          allLabel={t('cost.transfer.statement.lines.allLines')}
          options={statementMatchFilters.map((value) => ({
            value,
            label: t(`cost.transfer.statement.lines.${value}`),
          }))}
        />
      </FilterBar>
      <DataTable
        label={t('cost.transfer.statement.lines.title')}
        columns={columns}
        {...listStateOf(query, { page, pageSize: PAGE_SIZE, onPage: setPage })}
        rowId={(l) => String(l.id)}
        emptyText={t('cost.transfer.statement.lines.empty')}
      />
    </>
  );
}
