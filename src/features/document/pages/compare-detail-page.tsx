import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { COMPARE_OCR_MAX_PAGES, COMPARE_OCR_TIME_LIMIT_S } from '@contract/compare';
import { DetailCard, DetailFrame, Field, FieldList } from '@/components/detail-card';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';
import { useComparison } from '../api/compare';
import { ChangeList } from '../components/change-list';
import { FoundSummary } from '../components/comparison-columns';
import { CompareViewer, pairOf, pairRowId } from '../components/compare-viewer';
import { ComparisonFailed, ComparisonRunning } from '../components/comparison-job';
import { ReportButton } from '../components/report-button';
import { SealPlacement } from '../components/seal-placement';
import { TextLink } from '@/components/text-link';

/**
 * /file/detect/:id: one comparison. While its job runs, its progress; once done, both versions side by side with the
 * differences marked, and the list of differences beside them: choosing one scrolls the viewer to its page and marks
 * it; a failed one says why.
 */
export default function CompareDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const comparison = useComparison(id);
  const [selected, setSelected] = useState<number | null>(null);
  const d = comparison.data;

  const scrollTo = (row: number) => {
    if (row >= 0) document.getElementById(pairRowId(row))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const select = (index: number) => {
    setSelected(index);
    const change = d?.changes[index];
    scrollTo(change ? pairOf(d.pairs, change) : -1);
  };
  const noTextLayer = d ? [...d.oldPages, ...d.newPages].some((p) => !p.hasText) : false;
  // Absent on comparisons made before scanned pages were read by OCR.
  const skipped = d?.ocrSkipped ?? 0;

  return (
    <DetailFrame
      title={t('compare.detail.title')}
      width="max-w-7xl"
      actions={
        <div className="flex items-center gap-4">
          {d?.record.state === 'done' ? <ReportButton id={d.record.id} /> : null}
          <TextLink to={paths.document.detect}>{t('compare.detail.back')}</TextLink>
        </div>
      }
      state={comparison.isLoading ? 'loading' : d ? 'ready' : 'missing'}
      missingText={t(comparison.isError ? 'compare.detail.failed' : 'compare.detail.missing')}
    >
      {d && d.record.state !== 'done' ? (
        <DetailCard title={`${d.record.oldName} → ${d.record.newName}`}>
          {d.record.state === 'running' ? (
            <ComparisonRunning progress={comparison.progress} />
          ) : (
            <ComparisonFailed error={d.record.error} />
          )}
        </DetailCard>
      ) : d ? (
        <div className="space-y-6">
          <DetailCard title={`${d.record.oldName} → ${d.record.newName}`} subtitle={<FoundSummary record={d.record} />}>
            <FieldList title={t('compare.detail.about')} columns={3}>
              <Field label={t('compare.records.type')}>{t(`compare.types.${d.record.type}`)}</Field>
              <Field label={t('compare.records.user')}>{d.record.userName}</Field>
              <Field label={t('compare.records.createdAt')}>
                {timeFormats.minute.format(new Date(d.record.createdAt))}
              </Field>
              <Field label={t('compare.detail.pages')}>
                {t('compare.detail.pageCounts', { old: d.oldPages.length, new: d.newPages.length })}
              </Field>
              <Field label={t('compare.detail.elapsed')}>
                {t('compare.detail.seconds', { s: (d.record.elapsedMs / 1000).toFixed(1) })}
              </Field>
            </FieldList>
            {skipped > 0 || noTextLayer ? (
              <p role="note" className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
                {skipped > 0
                  ? t('compare.detail.ocrSkipped', {
                      count: skipped,
                      pages: COMPARE_OCR_MAX_PAGES,
                      seconds: COMPARE_OCR_TIME_LIMIT_S,
                    })
                  : t('compare.detail.noTextLayer')}
              </p>
            ) : null}
          </DetailCard>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <CompareViewer {...d} selected={selected} onSelect={select} />
            <div>
              <h2 className="mb-3 text-sm font-medium text-slate-500">
                {t('compare.detail.changesCount', { count: d.changes.length })}
              </h2>
              <div className="max-h-[75vh] overflow-y-auto pr-1">
                {d.record.type === 1 ? (
                  <SealPlacement
                    id={d.record.id}
                    expected={d.expected}
                    placement={d.placement}
                    onShow={(page) => scrollTo(d.pairs.findIndex((p) => p.newPage === page))}
                  />
                ) : null}
                <ChangeList changes={d.changes} seals={d.seals} selected={selected} onSelect={select} />
              </div>
            </div>
          </div>
        </div>
      ) : null}
    </DetailFrame>
  );
}
