import {
  CONTENT_BODY_MAX,
  contentAudiences,
  contentKinds,
  signupKinds,
  type ContentAudience,
  type ContentEdit,
  type ContentFile,
  type ContentKind,
  type ContentSave,
} from '@contract/content';
import { Card } from '@tremor/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Form } from '@/components/form/form';
import { PageFormButtons } from '@/components/form/page-form-buttons';
import { SelectField } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/textarea-field';
import { DateTimeField } from '@/components/form/date-time-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { messageText, useTranslation } from '@/lib/i18n';
import { fromLocalInput, toLocalInput } from '@/lib/local-time';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { previewHtml, useAdminContent, useSaveContent } from '../api/admin';
import { ContentBody } from '../components/content-body';
import { ContentFileButton } from '../components/content-file-button';
import { UnitPicker, type ChosenUnit } from '../components/unit-picker';
import { sizeText } from '../kinds';

const schema = async () => (await import('@contract/content')).contentSaveRequest;
const PREVIEW_DELAY_MS = 400;

interface Values {
  kind: ContentKind;
  title: string;
  summary: string;
  body: string;
  titleEn: string;
  summaryEn: string;
  bodyEn: string;
  /** Tags as typed: separated by commas (either width) or spaces. */
  tags: string;
  publishFrom: string;
  publishUntil: string;
  signupDeadline: string;
  audience: ContentAudience;
  audienceEdition: string;
  pinned: boolean;
}

const localInput = (iso: string | null) => (iso ? toLocalInput(new Date(iso)) : '');
const isoOf = (local: string) => (local ? fromLocalInput(local).toISOString() : null);

function defaultsOf(item: ContentEdit | undefined): Values {
  return {
    kind: item?.kind ?? 'policy',
    title: item?.title ?? '',
    summary: item?.summary ?? '',
    body: item?.body ?? '',
    titleEn: item?.titleEn ?? '',
    summaryEn: item?.summaryEn ?? '',
    bodyEn: item?.bodyEn ?? '',
    tags: item?.tags.join('，') ?? '',
    publishFrom: localInput(item?.publishFrom ?? null),
    publishUntil: localInput(item?.publishUntil ?? null),
    signupDeadline: localInput(item?.signupDeadline ?? null),
    audience: item?.audience ?? 'all',
    audienceEdition: item?.audienceEdition ?? '',
    pinned: item?.pinned ?? false,
  };
}

/** The body as the units will see it, rendered by the server a moment after typing stops. */
function usePreview(body: string): string | null {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      previewHtml(body)
        .then((rendered) => current && setHtml(rendered))
        .catch(() => current && setHtml(null));
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [body]);
  return html;
}

/** A body as the units will see it. */
function PreviewPane({ label, body }: { label: string; body: string }) {
  const { t } = useTranslation();
  const html = usePreview(body);
  return (
    <section aria-label={label}>
      <h2 className="mb-2 text-sm font-medium text-slate-500">{label}</h2>
      <div className="min-h-64 rounded-lg border border-slate-200 bg-white p-4">
        {html === null ? <p className="text-sm text-slate-400">{t('content.loading')}</p> : <ContentBody html={html} />}
      </div>
    </section>
  );
}

function ContentForm({ item, back }: { item: ContentEdit | undefined; back: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveContent();
  const [cover, setCover] = useState<ContentFile | null>(item?.cover ?? null);
  const [attachments, setAttachments] = useState<ContentFile[]>(item?.attachments ?? []);
  const [units, setUnits] = useState<ChosenUnit[]>(item?.audienceUnits ?? []);
  const form = useZodForm<Values, ContentSave>({
    schema,
    defaultValues: defaultsOf(item),
    toInput: (v): ContentSave => ({
      id: item?.id,
      kind: v.kind,
      title: v.title,
      summary: v.summary,
      body: v.body,
      titleEn: v.titleEn,
      summaryEn: v.summaryEn,
      bodyEn: v.bodyEn,
      coverFileId: cover?.fileId ?? null,
      tags: v.tags.split(/[,，\s]+/).filter(Boolean),
      attachmentIds: attachments.map((a) => a.fileId),
      publishFrom: isoOf(v.publishFrom),
      publishUntil: isoOf(v.publishUntil),
      signupDeadline: isoOf(v.signupDeadline),
      audience: v.audience,
      audienceEdition: v.audience === 'edition' ? (v.audienceEdition as 'general' | 'security') || null : null,
      audienceUnitIds: units.map((u) => u.id),
      pinned: v.pinned,
    }),
  });
  const body = form.watch('body');
  const bodyEn = form.watch('bodyEn');
  const markdownField = (name: 'body' | 'bodyEn', label: string, rows: number) => (
    <TextareaField
      label={label}
      rows={rows}
      maxLength={CONTENT_BODY_MAX}
      text={name === 'body' ? body : bodyEn}
      className="font-mono"
      {...form.field(name)}
    />
  );
  const kind = form.watch('kind');
  const audience = form.watch('audience');
  const unitsError =
    form.formState.errors.root?.message ??
    (form.formState.errors as Record<string, { message?: string }>).audienceUnitIds?.message;
  const insertImage = (file: ContentFile) =>
    form.setValue('body', `${form.getValues('body')}\n\n![${file.name.replace(/[[\]]/g, '')}](file:${file.fileId})\n`, {
      shouldDirty: true,
    });

  return (
    <Form
      form={form}
      aria-label={t('content.edit.title')}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        notify('success', t('content.edit.saved'));
        navigate(back);
      }}
      footer={<PageFormButtons submitLabel={t('content.edit.save')} back={back} />}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <SelectField
            label={t('content.manage.kind')}
            options={contentKinds.map((k) => ({ value: k, label: t(`content.kinds.${k}`) }))}
            {...form.field('kind')}
          />
          <TextField label={t('content.edit.titleField')} maxLength={80} {...form.field('title')} />
          <TextField label={t('content.edit.summary')} maxLength={200} {...form.field('summary')} />
          <TextField label={t('content.edit.tags')} placeholder={t('content.edit.tagsHint')} {...form.field('tags')} />
          {markdownField('body', t('content.edit.body'), 16)}
          <div className="flex flex-wrap items-start gap-3">
            <ContentFileButton label={t('content.edit.insertImage')} images onUploaded={insertImage} />
            <ContentFileButton label={t('content.edit.cover')} images onUploaded={setCover} />
            {cover ? (
              <span className="flex items-center gap-2 text-xs text-slate-600">
                {cover.name}
                <Button type="button" size="sm" variant="danger" onClick={() => setCover(null)}>
                  {t('content.edit.remove')}
                </Button>
              </span>
            ) : null}
          </div>
          <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-700">{t('content.edit.english')}</legend>
            <p className="text-xs text-slate-500">{t('content.edit.englishHint')}</p>
            <TextField label={t('content.edit.titleEn')} maxLength={80} {...form.field('titleEn')} />
            <TextField label={t('content.edit.summaryEn')} maxLength={200} {...form.field('summaryEn')} />
            {markdownField('bodyEn', t('content.edit.bodyEn'), 6)}
          </fieldset>
          <div className="space-y-2">
            <ContentFileButton
              label={t('content.edit.attach')}
              room={10 - attachments.length}
              onUploaded={(file) => setAttachments((list) => [...list, file])}
            />
            <ul className="space-y-1 text-sm">
              {attachments.map((a) => (
                <li key={a.fileId} className="flex items-center gap-2">
                  <span className="min-w-0 flex-1 truncate">{a.name}</span>
                  <span className="text-xs text-slate-500">{sizeText(a.size)}</span>
                  <Button
                    type="button"
                    size="sm"
                    variant="danger"
                    onClick={() => setAttachments((list) => list.filter((x) => x.fileId !== a.fileId))}
                  >
                    {t('content.edit.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <DateTimeField
              id="content-publish-from"
              control={form.control}
              name="publishFrom"
              label={t('content.edit.publishFrom')}
            />
            <DateTimeField
              id="content-publish-until"
              control={form.control}
              name="publishUntil"
              label={t('content.edit.publishUntil')}
            />
            {signupKinds.includes(kind) ? (
              <DateTimeField
                id="content-signup-deadline"
                control={form.control}
                name="signupDeadline"
                label={t('content.edit.signupDeadline')}
              />
            ) : null}
          </div>
          <SelectField
            label={t('content.manage.audience')}
            options={contentAudiences.map((a) => ({ value: a, label: t(`content.audiences.${a}`) }))}
            {...form.field('audience')}
          />
          {audience === 'edition' ? (
            <SelectField
              label={t('content.edit.edition')}
              placeholder={t('content.edit.choose')}
              options={[
                { value: 'general', label: t('content.editions.general') },
                { value: 'security', label: t('content.editions.security') },
              ]}
              {...form.field('audienceEdition')}
            />
          ) : null}
          {audience === 'units' ? (
            <UnitPicker value={units} onChange={setUnits} error={unitsError ? messageText(unitsError) : undefined} />
          ) : null}
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" {...form.register('pinned')} />
            {t('content.edit.pinned')}
          </label>
        </div>
        <div className="min-w-0 space-y-6">
          <PreviewPane label={t('content.edit.preview')} body={body} />
          {bodyEn.trim() ? <PreviewPane label={t('content.edit.previewEn')} body={bodyEn} /> : null}
        </div>
      </div>
    </Form>
  );
}

/** /contentEdit/:id (system side): a new item ('new') or an existing one, with a live preview of its body. */
export default function ContentEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const location = useLocation();
  const back = (location.state as { from?: string } | null)?.from ?? paths.content.manage;
  const itemId = id === 'new' ? null : Number(id);
  const item = useAdminContent(itemId !== null && itemId > 0 ? itemId : null);
  const title = itemId === null ? t('content.edit.addTitle') : t('content.edit.title');
  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader title={title} subtitle={item.data ? t(`content.states.${item.data.state}`) : undefined} />
      <Card>
        {itemId !== null && item.isPending ? (
          <div className="h-96 animate-pulse rounded-lg bg-slate-100" />
        ) : itemId !== null && item.isError ? (
          <p className="p-10 text-center text-slate-600">{t('content.notFound')}</p>
        ) : (
          <ContentForm key={item.data?.version ?? 'new'} item={item.data} back={back} />
        )}
      </Card>
    </section>
  );
}
