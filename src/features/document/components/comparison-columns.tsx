import type { CompareRecord } from '@contract/compare';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { columnHelper } from '@/components/data-table';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';
import { ComparisonState } from './comparison-job';

const col = columnHelper<CompareRecord>();

/** Columns of the comparisons: time, both documents, type, what was found, who compared, and the way to the viewer. */
export function useComparisonColumns() {
  const { t } = useTranslation();
  return useMemo(
    () => [
      col.accessor('createdAt', {
        header: t('compare.records.createdAt'),
        cell: (c) => timeFormats.minute.format(new Date(c.getValue())),
      }),
      col.accessor('oldName', { header: t('compare.records.old') }),
      col.accessor('newName', {
        header: t('compare.records.new'),
        cell: (c) => <span className="font-medium text-slate-900">{c.getValue()}</span>,
      }),
      col.accessor('type', { header: t('compare.records.type'), cell: (c) => t(`compare.types.${c.getValue()}`) }),
      col.display({
        id: 'found',
        header: t('compare.records.found'),
        cell: (c) => <FoundSummary record={c.row.original} />,
      }),
      col.accessor('userName', { header: t('compare.records.user') }),
      col.display({
        id: 'actions',
        header: t('table.actions'),
        cell: (c) => (
          <Link
            to={paths.document.compareDetail(c.row.original.id)}
            className="text-sm font-medium text-blue-700 hover:underline"
          >
            {t('compare.records.open')}
          </Link>
        ),
      }),
    ],
    [t],
  );
}

/** What a comparison found, in words: no difference, or the counts by group (while it runs: its progress). */
export function FoundSummary({ record }: { record: CompareRecord }) {
  const { t } = useTranslation();
  if (record.state !== 'done') return <ComparisonState record={record} />;
  const parts = [
    record.pageChanges ? t('compare.found.pages', { count: record.pageChanges }) : '',
    record.textChanges ? t('compare.found.text', { count: record.textChanges }) : '',
    record.visualChanges ? t('compare.found.visual', { count: record.visualChanges }) : '',
    record.seals ? t('compare.found.seals', { count: record.seals }) : '',
  ].filter(Boolean);
  return parts.length ? (
    <span>{parts.join(t('compare.found.separator'))}</span>
  ) : (
    <span>{t('compare.found.none')}</span>
  );
}
