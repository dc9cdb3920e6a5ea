import { anomalyAct, NOTE_MAX } from '@contract/anomaly';
import { ref } from '@contract/error-texts';
import { FormDialog } from '@/components/form/form-dialog';
import { TextareaField } from '@/components/form/textarea-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useAlertAction, type AlertAct } from '../api/anomaly';

/** Resolving or dismissing an alert: the note says how it was handled (the server refuses it empty too). */
export function NoteDialog({
  id,
  action,
  onClose,
}: {
  id: number;
  action: 'resolve' | 'dismiss';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const act = useAlertAction();
  const form = useZodForm<{ note: string }, AlertAct>({
    schema: anomalyAct.request,
    defaultValues: { note: '' },
    toInput: ({ note }) => ({ id, action, note }),
    check: ({ note }) => (note.trim() ? {} : { note: ref('e.anomalyNoteRequired') }),
  });
  const submit = async (input: AlertAct) => {
    await act.mutateAsync(input);
    notify('success', t('anomaly.detail.done'));
    onClose();
  };
  return (
    <FormDialog
      open
      title={action === 'resolve' ? t('anomaly.detail.resolveTitle') : t('anomaly.detail.dismissTitle')}
      onClose={onClose}
      form={form}
      onSubmit={submit}
    >
      <TextareaField
        id="anomaly-note"
        label={t('anomaly.detail.noteLabel')}
        rows={3}
        maxLength={NOTE_MAX}
        text={form.watch('note')}
        {...form.field('note')}
      />
    </FormDialog>
  );
}
