import { applyApprove } from '@contract/apply';
import { ref } from '@contract/error-texts';
import type { ReactNode } from 'react';
import { z } from 'zod/mini';
import { FormDialog } from '@/components/form/form-dialog';
import { TextareaField } from '@/components/form/textarea-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';

const COMMENT_MAX = 200;

/**
 * The approver's comment: optional when approving (the contract's upper limit), required when rejecting, 2-200
 * characters (the lower limit is the rule of use the server also holds). Either way it is stored on the step and shown
 * in the approval timeline and the evidence report's 意见 column.
 */
const schemas = {
  approved: z.object({ comment: applyApprove.request.shape.comment }),
  rejected: z.object({
    comment: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, ref('v.required')),
        z.minLength(2, ref('v.lengthRange', 2, COMMENT_MAX)),
        z.maxLength(COMMENT_MAX, ref('v.lengthRange', 2, COMMENT_MAX)),
      ),
  }),
};

export type Decision = keyof typeof schemas;

interface Values {
  comment: string;
}

interface Props {
  decision: Decision;
  open: boolean;
  onClose: () => void;
  /** Sends the decision (an empty opinion is left out); a refusal of the server is shown in the dialog. */
  onDecide: (comment: string | undefined) => Promise<unknown>;
  /** A title of its own (e.g. how many applications a batch decides), and what to say above the opinion. */
  title?: string | undefined;
  intro?: ReactNode;
}

/** Approve with an optional opinion, or reject with a reason. */
export function DecisionDialog({ decision, open, onClose, onDecide, title, intro }: Props) {
  const { t } = useTranslation();
  const form = useZodForm<Values>({ schema: schemas[decision], defaultValues: { comment: '' } });
  const texts =
    decision === 'approved'
      ? {
          title: t('apply.detail.approveTitle'),
          label: t('apply.detail.approveOpinion'),
          placeholder: t('apply.detail.approvePlaceholder'),
          submit: t('apply.detail.approve'),
        }
      : {
          title: t('apply.detail.rejectTitle'),
          label: t('apply.detail.rejectReason'),
          placeholder: t('apply.detail.rejectPlaceholder'),
          submit: t('apply.detail.reject'),
        };
  const submit = async (values: Values) => {
    await onDecide(values.comment.trim() || undefined);
    form.reset();
  };
  return (
    <FormDialog
      open={open}
      title={title ?? texts.title}
      intro={intro}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      submitLabel={texts.submit}
    >
      <TextareaField
        id={`${decision}-comment`}
        label={texts.label}
        maxLength={COMMENT_MAX}
        text={form.watch('comment')}
        placeholder={texts.placeholder}
        {...form.field('comment')}
      />
    </FormDialog>
  );
}
