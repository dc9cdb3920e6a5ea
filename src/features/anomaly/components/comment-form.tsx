import { anomalyComment, NOTE_MAX } from '@contract/anomaly';
import type { RequestOf } from '@contract/endpoint';
import { Form, SubmitButton } from '@/components/form/form';
import { TextareaField } from '@/components/form/textarea-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { useCommentAlert } from '../api/anomaly';

type Input = RequestOf<typeof anomalyComment>;

/** A comment on the alert's timeline; the box empties once it is saved. */
export function CommentForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const comment = useCommentAlert();
  const form = useZodForm<{ text: string }, Input>({
    schema: anomalyComment.request,
    defaultValues: { text: '' },
    toInput: ({ text }) => ({ id, text }),
  });
  const submit = async (input: Input) => {
    await comment.mutateAsync(input);
    form.reset({ text: '' });
  };
  return (
    <Form
      form={form}
      onSubmit={submit}
      className="mt-4 space-y-2"
      aria-label={t('anomaly.detail.commentLabel')}
      footer={
        <div className="flex justify-end">
          <SubmitButton>{t('anomaly.detail.send')}</SubmitButton>
        </div>
      }
    >
      <TextareaField
        id="anomaly-comment"
        label={t('anomaly.detail.commentLabel')}
        rows={2}
        maxLength={NOTE_MAX}
        text={form.watch('text')}
        {...form.field('text')}
      />
    </Form>
  );
}
