import type { ExpectedArea, Placement } from '@contract/compare';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/use-confirm';
import { useTranslation } from '@/lib/i18n';
import { useMarkExpectedArea } from '../api/compare';
import { ExpectedAreaDialog } from './expected-area-dialog';

const tone: Record<Placement['state'], string> = {
  inside: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  outside: 'border-red-200 bg-red-50 text-red-800',
  missing: 'border-red-200 bg-red-50 text-red-800',
};

/**
 * After stamping: whether the seal landed where it was expected, first in the change list. Without a marked area it
 * offers to mark one; with one it can be changed or cleared (after a confirmation).
 */
export function SealPlacement({
  id,
  expected,
  placement,
  onShow,
}: {
  id: number;
  expected: ExpectedArea | null;
  placement: Placement | null;
  onShow: (page: number) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const mark = useMarkExpectedArea(id);
  const clear = useConfirm<true>({
    run: () => mark.mutateAsync({ id, expected: null }),
    message: () => t('compare.expected.clearConfirm'),
    done: t('compare.expected.cleared'),
  });
  return (
    <section aria-label={t('compare.expected.heading')} className="mb-3 space-y-2">
      {expected && placement ? (
        <button
          type="button"
          data-testid="seal-placement"
          onClick={() => onShow(expected.page)}
          className={`w-full rounded-md border px-3 py-2 text-left text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 ${tone[placement.state]}`}
        >
          <span className="mb-1 block text-xs font-medium">
            {t('compare.expected.heading')} · {t('compare.change.page', { n: expected.page })}
          </span>
          {t(`compare.expected.state.${placement.state}`, { mm: placement.offsetMm ?? 0 })}
        </button>
      ) : (
        <p className="rounded-md border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-600">
          {t('compare.expected.none')}
        </p>
      )}
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          {t(expected ? 'compare.expected.change' : 'compare.expected.mark')}
        </Button>
        {expected ? (
          <Button variant="danger" size="sm" onClick={() => clear.ask(true)}>
            {t('compare.expected.clear')}
          </Button>
        ) : null}
      </div>
      {editing ? <ExpectedAreaDialog id={id} current={expected} onClose={() => setEditing(false)} /> : null}
      {clear.dialog}
    </section>
  );
}
