import { quotaApplyReview } from '@contract/platform';
import { ref } from '@contract/error-texts';
// The dialog shows a refusal of its own (a rejection needs a reason): its texts come with it.
import '@contract/unit-error-texts';
import type { ReactNode } from 'react';
import { FormDialog } from '@/components/form/form-dialog';
import { SelectField } from '@/components/form/select-field';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/form/textarea-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import type { ReviewInput } from '../api/platform';

const REASON_MAX = 120;

interface Values {
  decision: 'pass' | 'reject';
  reason: string;
}

interface Props {
  id: number;
  title: string;
  /** What is reviewed: the application's facts above the decision. */
  children: ReactNode;
  review: (input: ReviewInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * One review (certification, quota or partner application): pass, or reject with a reason the unit is told. The
 * server refuses a rejection without a reason too; the form says so before sending.
 */
export function ReviewDialog({ id, title, children, review, onClose }: Props) {
  const { t } = useTranslation();
  const form = useZodForm<Values, ReviewInput>({
    schema: quotaApplyReview.request,
    defaultValues: { decision: 'pass', reason: '' },
    toInput: ({ decision, reason }) => ({ id, pass: decision === 'pass', reason: reason.trim() || undefined }),
    check: ({ decision, reason }) =>
      decision === 'reject' && !reason.trim() ? { reason: ref('e.rejectReasonRequired') } : {},
  });
  const submit = async (input: ReviewInput) => {
    await review(input);
    notify('success', input.pass ? t('platform.review.passed') : t('platform.review.rejected'));
    onClose();
  };
  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      submitLabel={t('platform.review.submit')}
      intro={children}
    >
      <SelectField
        label={t('platform.review.decision')}
        options={[
          { value: 'pass', label: t('platform.review.pass') },
          { value: 'reject', label: t('platform.review.reject') },
        ]}
        {...form.field('decision')}
      />
      <TextareaField
        id="review-reason"
        label={t('platform.review.reason')}
        rows={3}
        maxLength={REASON_MAX}
        text={form.watch('reason')}
        placeholder={t('platform.review.reasonPlaceholder')}
        {...form.field('reason')}
      />
    </FormDialog>
  );
}

/** A label and its value in a review's summary. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-800">{children}</dd>
    </div>
  );
}

/** The facts of what is reviewed, two columns on a tinted ground. */
export function FactGrid({ children }: { children: ReactNode }) {
  return <dl className="grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-2">{children}</dl>;
}

/** The table's review action: only on a row still waiting. */
export function ReviewButton({ waiting, onReview }: { waiting: boolean; onReview: () => void }) {
  const { t } = useTranslation();
  return waiting ? (
    <Button size="sm" onClick={onReview}>
      {t('platform.applications.review')}
    </Button>
  ) : null;
}

/** A review state with the reason or remark it was given, if any. */
export function StateWithReason({ state, reason }: { state: ReactNode; reason: string | null }) {
  return (
    <div>
      {state}
      {reason ? <div className="mt-1 max-w-48 text-xs text-slate-500">{reason}</div> : null}
    </div>
  );
}
