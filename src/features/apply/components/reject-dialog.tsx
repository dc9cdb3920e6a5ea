import { ref } from '@contract/error-texts';
import { z } from 'zod/mini';
import { FormDialog } from '@/components/form/form-dialog';
import { TextareaField } from '@/components/form/textarea-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';

const COMMENT_MAX = 200;

/** Rejecting needs a reason of 2-200 characters (the contract keeps the upper limit; the lower is the rule of use). */
const schema = z.object({
  comment: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, ref('v.required')),
      z.minLength(2, ref('v.lengthRange', 2, COMMENT_MAX)),
      z.maxLength(COMMENT_MAX, ref('v.lengthRange', 2, COMMENT_MAX)),
    ),
});

interface Values {
  comment: string;
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** Sends the rejection; a refusal of the server is shown in the dialog. */
  onReject: (comment: string) => Promise<unknown>;
}

export function RejectDialog({ open, onClose, onReject }: Props) {
  const { t } = useTranslation();
  const form = useZodForm<Values>({ schema, defaultValues: { comment: '' } });
  const submit = async (values: Values) => {
    await onReject(values.comment);
    form.reset();
  };
  return (
    <FormDialog
      open={open}
      title={t('apply.detail.rejectTitle')}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      submitLabel={t('apply.detail.reject')}
    >
      <TextareaField
        id="reject-comment"
        label={t('apply.detail.rejectReason')}
        maxLength={COMMENT_MAX}
        text={form.watch('comment')}
        placeholder={t('apply.detail.rejectPlaceholder')}
        {...form.field('comment')}
      />
    </FormDialog>
  );
}
