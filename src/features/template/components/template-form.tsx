import { Card } from '@tremor/react';
import { ref } from '@contract/error-texts';
import { MAX_USE_COUNT_LIMIT, templateAdd, templateUpdate, type Template } from '@contract/template';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Form } from '@/components/form/form';
import { PageFormButtons } from '@/components/form/page-form-buttons';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { DevicePicker, MemberPicker } from '@/components/pickers';
import { Button } from '@/components/ui/button';
import { messageText, useTranslation } from '@/lib/i18n';
import { useFileTypes, useTemplates, type TemplateAdd, type TemplateUpdate } from '../api/templates';
import { paths } from '@/lib/paths';

/** Who may approve: chief administrators, administrators and seal keepers (roles 0-2). */
const APPROVER_ROLES = [0, 1, 2] as const;

export interface TemplateValues {
  deviceId: string | null;
  name: string;
  approvers: Array<{ userId: number; realName: string }>;
  fileTypes: string[];
  /** Text of the field; empty means no limit. */
  useCountLimit: string;
}

type Request = TemplateAdd | TemplateUpdate;

/** The use-count limit of its text: null for empty, else a whole number 1-10000 (the contract's messages). */
function parseLimit(text: string): { value: number | null } | { error: string } {
  const s = text.trim();
  if (s === '') return { value: null };
  if (!/^-?\d+$/.test(s)) return { error: ref('v.useCountInteger') };
  const n = Number(s);
  if (n < 1) return { error: ref('v.useCountPositive') };
  if (n > MAX_USE_COUNT_LIMIT) return { error: ref('v.useCountMax', MAX_USE_COUNT_LIMIT) };
  return { value: n };
}

/** The request of the typed values; the contract's templateAdd (or templateUpdate) holds the rules and messages. */
function requestOf(values: TemplateValues, templateId: number | null) {
  const limit = parseLimit(values.useCountLimit);
  const body = {
    name: values.name,
    // The approvers' order is the order of approverIds.
    approverIds: values.approvers.map((a) => a.userId),
    fileTypes: values.fileTypes,
    useCountLimit: 'value' in limit ? limit.value : null,
  };
  return templateId === null ? { ...body, deviceId: values.deviceId ?? '' } : { ...body, id: templateId };
}

/** What the contract cannot say of the typed values: a device to choose, and a limit that is not a number. */
function checkTemplate(values: TemplateValues, templateId: number | null) {
  const limit = parseLimit(values.useCountLimit);
  return {
    ...(templateId === null && !values.deviceId ? { deviceId: ref('v.deviceRequired') } : {}),
    ...('error' in limit ? { useCountLimit: limit.error } : {}),
  };
}

interface Props {
  /** The template to edit; absent adds one. */
  template?: Template;
  /** A device chosen beforehand (adding from a device's template list). */
  deviceId?: string | null;
  back: string;
  onSubmit: (request: Request) => Promise<void>;
}

const fieldLabel = 'block text-sm font-medium text-slate-700';

function ErrorText({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="text-xs text-red-600">
      {messageText(message)}
    </p>
  ) : null;
}

/** The fields of an approval template: device, name, approvers in order, file types and the use-count limit. */
export function TemplateForm({ template, deviceId = null, back, onSubmit }: Props) {
  const { t } = useTranslation();
  const templateId = template?.id ?? null;
  const form = useZodForm<TemplateValues, Request>({
    schema: templateId === null ? templateAdd.request : templateUpdate.request,
    toInput: (values) => requestOf(values, templateId),
    check: (values) => checkTemplate(values, templateId),
    issueFields: { approverIds: 'approvers' },
    defaultValues: template
      ? {
          deviceId: template.deviceId,
          name: template.name,
          approvers: template.approvers,
          fileTypes: template.fileTypes,
          useCountLimit: template.useCountLimit === null ? '' : String(template.useCountLimit),
        }
      : { deviceId, name: '', approvers: [], fileTypes: [], useCountLimit: '' },
  });
  const catalogue = useFileTypes();
  // The device's other templates: a file type one of them lists cannot be chosen (the server refuses the overlap).
  const chosenDevice = form.watch('deviceId');
  const siblings = useTemplates(
    { pageNum: 1, pageSize: 100, deviceId: chosenDevice ?? undefined },
    { enabled: Boolean(chosenDevice) },
  );
  const takenBy = new Map<string, string>();
  for (const other of siblings.data?.list ?? []) {
    if (other.id === template?.id || other.deviceId !== chosenDevice) continue;
    for (const name of other.fileTypes) if (!takenBy.has(name)) takenBy.set(name, other.name);
  }

  return (
    <Card>
      <Form
        form={form}
        className="space-y-6"
        onSubmit={onSubmit}
        footer={
          <div className="border-t border-slate-100 pt-2">
            <PageFormButtons back={back} submitLabel={t('template.form.save')} />
          </div>
        }
      >
        {template ? (
          <div className="space-y-1.5">
            <TextField
              label={t('template.device')}
              name="device"
              value={`${template.deviceName}（${template.deviceId}）`}
              disabled
              readOnly
              className="disabled:bg-slate-50 disabled:text-slate-500"
            />
            <p className="text-xs text-slate-400">{t('template.form.deviceFixed')}</p>
          </div>
        ) : (
          <Controller
            control={form.control}
            name="deviceId"
            render={({ field, fieldState }) => (
              <DevicePicker
                id="template-device"
                label={t('template.device')}
                placeholder={t('template.form.devicePlaceholder')}
                value={field.value}
                error={fieldState.error?.message}
                onChange={(option) => field.onChange(option?.value ?? null)}
              />
            )}
          />
        )}
        <TextField
          label={t('template.name')}
          placeholder={t('template.form.namePlaceholder')}
          maxLength={32}
          {...form.field('name')}
        />
        <Controller
          control={form.control}
          name="approvers"
          render={({ field, fieldState }) => {
            const list = field.value;
            const move = (from: number, to: number) => {
              const next = [...list];
              const [item] = next.splice(from, 1);
              next.splice(to, 0, item!);
              field.onChange(next);
            };
            return (
              <div className="space-y-2">
                <div className="flex items-baseline justify-between">
                  <span className={fieldLabel} id="approvers-label">
                    {t('template.approvers')}
                  </span>
                  <span className="text-xs text-slate-400">{t('template.form.approversHint')}</span>
                </div>
                {list.length === 0 ? (
                  <p className="rounded-lg border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-400">
                    {t('template.form.noApprovers')}
                  </p>
                ) : (
                  <ol
                    aria-labelledby="approvers-label"
                    className="divide-y divide-slate-100 rounded-lg border border-slate-200"
                  >
                    {list.map((a, i) => {
                      const name = a.realName || `#${a.userId}`;
                      return (
                        <li key={a.userId} className="flex items-center gap-3 px-3 py-2 text-sm">
                          <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-blue-600 text-xs text-white">
                            {i + 1}
                          </span>
                          <span className="min-w-0 flex-1 truncate text-slate-800">
                            {name}
                            {a.realName ? '' : ` ${t('template.form.leftMember')}`}
                          </span>
                          <Button
                            size="sm"
                            variant="light"
                            aria-label={`${t('template.form.moveUp')} ${name}`}
                            disabled={i === 0}
                            onClick={() => move(i, i - 1)}
                          >
                            ↑ {t('template.form.moveUp')}
                          </Button>
                          <Button
                            size="sm"
                            variant="light"
                            aria-label={`${t('template.form.moveDown')} ${name}`}
                            disabled={i === list.length - 1}
                            onClick={() => move(i, i + 1)}
                          >
                            ↓ {t('template.form.moveDown')}
                          </Button>
                          <Button
                            size="sm"
                            variant="danger"
                            aria-label={`${t('template.form.remove')} ${name}`}
                            onClick={() => field.onChange(list.filter((_, j) => j !== i))}
                          >
                            {t('template.form.remove')}
                          </Button>
                        </li>
                      );
                    })}
                  </ol>
                )}
                <MemberPicker
                  id="template-approver-pick"
                  label={t('template.form.approverPick')}
                  placeholder={t('template.form.approverPlaceholder')}
                  roles={APPROVER_ROLES}
                  exclude={list.map((a) => a.userId)}
                  value={null}
                  onChange={(option) => {
                    if (option) field.onChange([...list, { userId: Number(option.value), realName: option.label }]);
                  }}
                />
                <ErrorText message={fieldState.error?.message} />
              </div>
            );
          }}
        />
        <Controller
          control={form.control}
          name="fileTypes"
          render={({ field, fieldState }) => {
            const chosen = field.value;
            const names = [...(catalogue.data ?? []).map((f) => f.name)];
            for (const name of chosen) if (!names.includes(name)) names.push(name);
            const toggle = (name: string) =>
              field.onChange(chosen.includes(name) ? chosen.filter((n) => n !== name) : [...chosen, name]);
            return (
              <div className="space-y-2">
                <div className="flex items-baseline justify-between">
                  <span className={fieldLabel} id="file-types-label">
                    {t('template.fileTypes')}
                  </span>
                  <Link to={paths.device.addFileType} className="text-xs text-blue-700 hover:underline">
                    + {t('template.form.addFileType')}
                  </Link>
                </div>
                <div role="group" aria-labelledby="file-types-label" className="flex flex-wrap gap-2">
                  {names.map((name) => {
                    const on = chosen.includes(name);
                    // One already chosen stays clickable, so it can be taken off.
                    const taken = !on && takenBy.has(name);
                    return (
                      <button
                        key={name}
                        type="button"
                        aria-pressed={on}
                        disabled={taken}
                        title={taken ? t('template.form.fileTypeTaken', { name: takenBy.get(name) }) : undefined}
                        onClick={() => toggle(name)}
                        className={`rounded-full px-3 py-1 text-sm ring-1 transition ring-inset disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-400 disabled:ring-slate-200 ${on ? 'bg-blue-600 text-white ring-blue-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'}`}
                      >
                        {on ? '✓ ' : ''}
                        {name}
                      </button>
                    );
                  })}
                </div>
                {names.length === 0 && !catalogue.isPending ? (
                  <p className="text-sm text-slate-400">
                    {catalogue.isError ? t('template.form.fileTypesFailed') : t('template.form.noFileTypes')}
                  </p>
                ) : (
                  <p className="text-xs text-slate-400">{t('template.form.fileTypesHint')}</p>
                )}
                {takenBy.size > 0 ? (
                  <p className="text-xs text-slate-500">
                    {t('template.form.fileTypesTaken', {
                      list: [...takenBy].map(([type, owner]) => `${type}（${owner}）`).join('、'),
                    })}
                  </p>
                ) : null}
                <ErrorText message={fieldState.error?.message} />
              </div>
            );
          }}
        />
        <div className="space-y-1.5">
          <TextField
            label={t('template.useCountLimit')}
            placeholder={t('template.form.useCountPlaceholder')}
            inputMode="numeric"
            maxLength={6}
            {...form.field('useCountLimit')}
          />
          <p className="text-xs text-slate-400">{t('template.form.useCountHint')}</p>
        </div>
      </Form>
    </Card>
  );
}
