import { dictTypeCodes } from '@contract/dictionary';
import { MAX_SCREENSHOTS } from '@contract/complaint';
import { useState } from 'react';
import { AttachmentsUpload, type AttachmentValue } from '@/components/attachments';
import { Form, SubmitButton } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { deleteFile } from '@/lib/files';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useSubmitComplaint, type ComplaintSubmit } from '../api/complaints';
import { useDictOptions } from '@/lib/dict-options';

const schema = async () => (await import('@contract/complaint')).complaintSubmit.request;
const IMAGES = ['image/png', 'image/jpeg'] as const;

/** A member's complaint or advice: a category of the dictionary, the text, up to three screenshots. */
export function ComplaintSubmitForm({ onSubmitted }: { onSubmitted: (id: number) => void }) {
  const { t } = useTranslation();
  const categories = useDictOptions(dictTypeCodes.complaintCategory);
  const submitComplaint = useSubmitComplaint();
  const [shots, setShots] = useState<AttachmentValue[]>([]);
  const form = useZodForm<{ categoryId: string; content: string }, ComplaintSubmit>({
    schema,
    defaultValues: { categoryId: '', content: '' },
    toInput: (v) => ({
      categoryId: v.categoryId === '' ? undefined : Number(v.categoryId),
      content: v.content,
      fileIds: shots.map((s) => s.fileId),
    }),
  });
  const submit = async (values: ComplaintSubmit) => {
    const { id } = await submitComplaint.mutateAsync(values);
    notify('success', t('registry.complaint.submitted'));
    onSubmitted(id);
  };
  const removeShot = (shot: AttachmentValue) => {
    setShots((list) => list.filter((s) => s.fileId !== shot.fileId));
    void deleteFile(shot.fileId);
  };
  return (
    <Form
      form={form}
      aria-label={t('registry.complaint.submitTitle')}
      onSubmit={submit}
      footer={
        <div className="flex justify-end">
          <SubmitButton>{t('registry.complaint.submit')}</SubmitButton>
        </div>
      }
    >
      <SelectField
        label={t('registry.complaint.category')}
        placeholder={t('registry.complaint.chooseCategory')}
        options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        {...form.field('categoryId')}
      />
      <TextareaField
        label={t('registry.complaint.content')}
        rows={5}
        maxLength={500}
        text={form.watch('content')}
        placeholder={t('registry.complaint.contentHint')}
        {...form.field('content')}
      />
      <AttachmentsUpload
        label={t('registry.complaint.screenshots')}
        purpose="attachment"
        accept={IMAGES}
        files={shots}
        max={MAX_SCREENSHOTS}
        onAdd={(file) => setShots((list) => [...list, file])}
        onRemove={removeShot}
      />
    </Form>
  );
}
