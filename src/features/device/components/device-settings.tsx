import { Card } from '@tremor/react';
import type { Device } from '@contract/device';
import type { DeviceSettings, SettingField } from '@contract/device-command';
import { useState } from 'react';
import { CommandStateBadge } from '@/components/command-state-badge';
import { Field } from '@/components/detail-card';
import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { notify } from '@/lib/notify';
import { useApplySettings, useDeviceSettings, type SettingsApply } from '../api/commands';

type FormValues = Record<SettingField, string>;

const applySchema = async () => (await import('@contract/device-command')).deviceSettingsApply.request;

/** The form keeps text; numbers are parsed for the contract's rules (an empty number fails them with their message). */
function toInput(deviceId: string, fields: readonly SettingField[], values: FormValues): SettingsApply {
  const input: SettingsApply = { deviceId };
  for (const field of fields) {
    const text = values[field].trim();
    Object.assign(input, { [field]: field === 'alarmNumber' ? text : text === '' ? Number.NaN : Number(text) });
  }
  return input;
}

function SettingsDialog({
  device,
  fields,
  confirmed,
  onClose,
}: {
  device: Device;
  fields: readonly SettingField[];
  confirmed: DeviceSettings;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const apply = useApplySettings();
  const form = useZodForm<FormValues, SettingsApply>({
    schema: applySchema,
    toInput: (values) => toInput(device.deviceId, fields, values),
    defaultValues: Object.fromEntries(fields.map((f) => [f, String(confirmed[f] ?? '')])) as FormValues,
  });
  const submit = async (values: SettingsApply) => {
    const ordered = await apply.mutateAsync(values);
    notify('success', t('deviceCtl.settings.saved'));
    if (ordered.offline) {
      notify(
        'info',
        t('deviceCtl.offlineQueued', { time: timeFormats.minute.format(new Date(ordered.command.expiresAt)) }),
      );
    }
    onClose();
  };
  return (
    <FormDialog open title={t('deviceCtl.settings.dialogTitle')} onClose={onClose} form={form} onSubmit={submit}>
      {fields.map((field) => (
        <div key={field}>
          <TextField
            label={t(`deviceCtl.settings.fields.${field}`)}
            inputMode="numeric"
            maxLength={field === 'alarmNumber' ? 32 : 3}
            autoComplete="off"
            {...form.field(field)}
          />
          <p className="mt-1 text-xs text-slate-500">{t(`deviceCtl.settings.hints.${field}`)}</p>
        </div>
      ))}
    </FormDialog>
  );
}

/**
 * 设备参数: the model's parameters as the device last confirmed them, a change waiting for the device, and (with
 * device:edit) the form that sends new ones. Models without parameters say so.
 */
export function DeviceSettingsCard({ device, canEdit }: { device: Device; canEdit: boolean }) {
  const { t } = useTranslation();
  const settings = useDeviceSettings(device.deviceId);
  const [editing, setEditing] = useState(false);
  const data = settings.data;
  const fields = data?.fields ?? [];
  const shown = (field: SettingField) => {
    const value = data?.confirmed[field];
    return value === undefined || value === '' ? t('deviceCtl.settings.empty') : String(value);
  };
  return (
    <Card className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-base font-semibold text-slate-900">{t('deviceCtl.settings.title')}</h3>
        {canEdit && fields.length > 0 ? (
          <Button size="sm" variant="secondary" disabled={!data} onClick={() => setEditing(true)}>
            {t('deviceCtl.settings.edit')}
          </Button>
        ) : null}
      </div>
      {settings.isPending ? (
        <p className="mt-3 text-sm text-slate-500">{t('deviceCtl.loading')}</p>
      ) : settings.isError ? (
        <p className="mt-3 text-sm text-red-600">{settings.error.message}</p>
      ) : fields.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t('deviceCtl.settings.none')}</p>
      ) : (
        <>
          <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
            {fields.map((field) => (
              <Field key={field} label={t(`deviceCtl.settings.fields.${field}`)}>
                {shown(field)}
              </Field>
            ))}
          </dl>
          {data?.pending ? (
            <p className="mt-4 flex flex-wrap items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
              <CommandStateBadge state={data.pending.state} />
              {t('deviceCtl.settings.pending', { state: t(`deviceCtl.states.${data.pending.state}`) })}
              <span className="text-amber-700">
                {fields
                  .filter((f) => data.pending!.settings?.[f] !== undefined)
                  .map((f) => `${t(`deviceCtl.settings.fields.${f}`)}: ${String(data.pending!.settings![f])}`)
                  .join('；')}
              </span>
            </p>
          ) : null}
        </>
      )}
      {editing && data ? (
        <SettingsDialog device={device} fields={fields} confirmed={data.confirmed} onClose={() => setEditing(false)} />
      ) : null}
    </Card>
  );
}
