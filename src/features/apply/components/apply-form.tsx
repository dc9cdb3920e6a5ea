import { Card } from '@tremor/react';
import { applyFields, MAX_ATTACHMENTS, type Draft } from '@contract/apply';
import { ref } from '@contract/error-texts';
import { templateFor, type Template } from '@contract/template';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { z } from 'zod/mini';
import { AttachmentsUpload, type AttachmentValue } from '@/components/attachments';
import { Form, FormAction, SubmitButton } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { DevicePicker } from '@/components/pickers';
import type { SearchOption } from '@/components/search-select';
import { Button } from '@/components/ui/button';
import { deleteFile } from '@/lib/files';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { notify } from '@/lib/notify';
import { useSubmitApplication } from '../api/applications';
import { useSaveDraft, useSubmitDraft, type DraftInput } from '../api/drafts';
import { useDeviceTemplates } from '../api/options';

/** Numbers are kept as typed; the contract's rules read them (an empty or 1.5 field gets the rule's own message). */
export interface ApplyFormValues {
  deviceId: string;
  fileType: string;
  copies: string;
  useCount: string;
  reason: string;
}

const EMPTY: ApplyFormValues = { deviceId: '', fileType: '', copies: '1', useCount: '1', reason: '' };
const REASON_MAX = 1000;

function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The contract's rules of a submitted application; a template's use-count limit tightens the use count. */
function schemaFor(limit: number | null) {
  const { fileIds: _fileIds, ...fields } = applyFields;
  return z.object({
    ...fields,
    useCount: limit === null ? fields.useCount : fields.useCount.check(z.maximum(limit, ref('v.useCountMax', limit))),
  });
}

type Application = z.output<ReturnType<typeof schemaFor>>;

function inputOf(values: ApplyFormValues) {
  return { ...values, copies: numberOf(values.copies), useCount: numberOf(values.useCount) };
}

/** A draft keeps what was typed: blank numbers are absent, text as is. */
function draftOf(values: ApplyFormValues, fileIds: string[], id: number | null): DraftInput {
  const number = (text: string) => {
    const n = numberOf(text);
    return Number.isInteger(n) ? n : null;
  };
  return {
    ...(id === null ? {} : { id }),
    deviceId: values.deviceId || undefined,
    fileType: values.fileType || undefined,
    copies: number(values.copies),
    useCount: number(values.useCount),
    reason: values.reason,
    fileIds,
  };
}

export interface ApplyFormHandle {
  /** Loads a draft into the form to continue editing it. */
  load: (draft: Draft) => void;
  /** Empties the form for a new application. */
  clear: () => void;
}

interface Props {
  handle?: Ref<ApplyFormHandle>;
  /** The draft being edited, if any. */
  onDraftChange?: (id: number | null) => void;
  onSubmitted: (id: number) => void;
}

/**
 * The seal-use application: device, a file type its templates name, copies, uses, reason and attachments. Submits
 * (the contract's rules, plus the template's use-count limit) or saves a draft with whatever was typed.
 */
export function ApplyForm({ handle, onDraftChange, onSubmitted }: Props) {
  const { t } = useTranslation();
  const [attachments, setAttachments] = useState<AttachmentValue[]>([]);
  const [draft, setDraft] = useState<{ id: number; updatedAt: string } | null>(null);
  const [attachmentsTouched, setAttachmentsTouched] = useState(false);
  const uploadedHere = useRef(new Set<string>());
  const [limit, setLimit] = useState<number | null>(null);
  const form = useZodForm<ApplyFormValues, Application>({
    schema: schemaFor(limit),
    toInput: inputOf,
    defaultValues: EMPTY,
  });
  const { errors, isDirty, isSubmitted } = form.formState;
  const deviceId = form.watch('deviceId');
  const fileType = form.watch('fileType');
  const reason = form.watch('reason');

  const templates = useDeviceTemplates(deviceId);
  const list: Template[] = useMemo(() => templates.data ?? [], [templates.data]);
  const fileTypes = useMemo(() => [...new Set(list.flatMap((tpl) => tpl.fileTypes))], [list]);
  // A draft's file type stays shown even when the device's templates no longer name it.
  const fileTypeOptions = [...fileTypes, ...(fileType && !fileTypes.includes(fileType) ? [fileType] : [])].map(
    (type) => ({ value: type, label: type }),
  );
  // The template the server will use (one rule on both sides), whatever order the list comes in.
  const template = templateFor(list, fileType) ?? null;
  const templateLimit = template?.useCountLimit ?? null;
  if (templateLimit !== limit) setLimit(templateLimit);
  const noTemplate = deviceId !== '' && templates.isSuccess && fileTypes.length === 0;

  // A changed limit re-checks a use count already marked wrong.
  useEffect(() => {
    if (isSubmitted) void form.trigger('useCount');
  }, [limit, isSubmitted, form]);

  const save = useSaveDraft();
  const submitApplication = useSubmitApplication();
  const submitDraft = useSubmitDraft({ silent: true });
  const busy = save.isPending || submitApplication.isPending || submitDraft.isPending;

  const unsaved = isDirty || attachmentsTouched;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const startOver = (next: ApplyFormValues = EMPTY) => {
    form.reset(next);
    setAttachmentsTouched(false);
    uploadedHere.current.clear();
  };

  const setDraftState = (next: { id: number; updatedAt: string } | null) => {
    setDraft(next);
    onDraftChange?.(next?.id ?? null);
  };

  const chooseDevice = (picked: SearchOption | null) => {
    if (!picked || picked.value === deviceId) return;
    form.setValue('deviceId', picked.value, { shouldDirty: true, shouldValidate: isSubmitted });
    form.setValue('fileType', '', { shouldDirty: true });
  };

  const removeAttachment = (file: AttachmentValue) => {
    setAttachments((files) => files.filter((f) => f.fileId !== file.fileId));
    setAttachmentsTouched(true);
    // Files of a saved draft stay until the draft is saved without them; new uploads go at once.
    if (uploadedHere.current.delete(file.fileId)) void deleteFile(file.fileId);
  };

  const onSubmit = async (application: Application) => {
    const fileIds = attachments.map((f) => f.fileId);
    let id: number;
    if (draft) {
      // The edited draft is stored first (as typed), then becomes the application.
      await save.mutateAsync(draftOf(form.getValues(), fileIds, draft.id));
      id = (await submitDraft.mutateAsync(draft.id)).id;
    } else {
      id = (await submitApplication.mutateAsync({ ...application, fileIds })).id;
    }
    notify('success', t('apply.form.submitted'));
    startOver();
    setAttachments([]);
    setDraftState(null);
    onSubmitted(id);
  };

  const saveDraft = async () => {
    const values = form.getValues();
    const { id } = await save.mutateAsync(
      draftOf(
        values,
        attachments.map((f) => f.fileId),
        draft?.id ?? null,
      ),
    );
    notify('success', t('apply.form.draftSaved'));
    startOver(values);
    setDraftState({ id, updatedAt: new Date().toISOString() });
  };

  const newApplication = () => {
    startOver();
    setAttachments([]);
    setDraftState(null);
  };

  useImperativeHandle(handle, () => ({
    load: (d: Draft) => {
      startOver({
        deviceId: d.deviceId ?? '',
        fileType: d.fileType ?? '',
        copies: d.copies === null ? '' : String(d.copies),
        useCount: d.useCount === null ? '' : String(d.useCount),
        reason: d.reason,
      });
      setAttachments(d.attachments);
      setDraftState({ id: d.id, updatedAt: d.updatedAt });
    },
    clear: () => newApplication(),
  }));

  const time = timeFormats.minute;
  const fileTypeHint = deviceId === '' ? t('apply.form.chooseDeviceFirst') : null;
  return (
    <Card className="@container">
      {draft ? (
        <div className="mb-5 flex flex-wrap items-center justify-between gap-2 rounded-md bg-blue-50 px-3 py-2 text-sm text-blue-800">
          <span>{t('apply.form.editingDraft', { time: time.format(new Date(draft.updatedAt)) })}</span>
          <Button size="sm" variant="light" onClick={newApplication}>
            {t('apply.form.newApplication')}
          </Button>
        </div>
      ) : null}
      <Form
        form={form}
        className="space-y-5"
        onSubmit={onSubmit}
        aria-label={t('apply.form.title')}
        footer={
          <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 pt-4">
            {unsaved ? <span className="mr-auto text-xs text-amber-700">{t('apply.form.unsaved')}</span> : null}
            <FormAction disabled={busy} onRun={saveDraft}>
              {t('apply.form.saveDraft')}
            </FormAction>
            <SubmitButton disabled={busy || noTemplate}>{t('apply.form.submit')}</SubmitButton>
          </div>
        }
      >
        <div className="grid gap-5 @2xl:grid-cols-2">
          <DevicePicker
            label={t('apply.form.device')}
            value={deviceId || null}
            placeholder={t('apply.form.devicePlaceholder')}
            onChange={chooseDevice}
            error={errors.deviceId?.message}
          />
          <div className="space-y-1.5">
            <SelectField
              label={t('apply.form.fileType')}
              options={fileTypeOptions}
              value={fileType}
              placeholder={t('apply.form.fileTypePlaceholder')}
              disabled={deviceId === '' || noTemplate}
              {...form.field('fileType')}
            />
            {fileTypeHint ? <p className="text-xs text-slate-400">{fileTypeHint}</p> : null}
            {template ? (
              <p className="text-xs text-slate-500">
                {t('apply.form.approvers', { names: template.approvers.map((a) => a.realName).join(' → ') })}
              </p>
            ) : null}
          </div>
        </div>
        {noTemplate ? (
          <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
            {t('apply.form.noTemplate')}
          </p>
        ) : null}
        <div className="grid gap-5 @2xl:grid-cols-2">
          <TextField
            label={t('apply.form.copies')}
            type="number"
            inputMode="numeric"
            min={1}
            {...form.field('copies')}
          />
          <div className="space-y-1.5">
            <TextField
              label={t('apply.form.useCount')}
              type="number"
              inputMode="numeric"
              min={1}
              max={limit ?? 500}
              {...form.field('useCount')}
            />
            {limit !== null && !errors.useCount ? (
              <p className="text-xs text-slate-500">{t('apply.form.useCountLimit', { limit })}</p>
            ) : null}
          </div>
        </div>
        <TextareaField
          label={t('apply.form.reason')}
          placeholder={t('apply.form.reasonPlaceholder')}
          maxLength={REASON_MAX}
          text={reason}
          {...form.field('reason')}
        />
        <AttachmentsUpload
          label={t('apply.form.attachments')}
          purpose="attachment"
          files={attachments}
          max={MAX_ATTACHMENTS}
          disabled={busy}
          onAdd={(file) => {
            uploadedHere.current.add(file.fileId);
            setAttachmentsTouched(true);
            setAttachments((files) => [...files, file]);
          }}
          onRemove={removeAttachment}
        />
      </Form>
    </Card>
  );
}
