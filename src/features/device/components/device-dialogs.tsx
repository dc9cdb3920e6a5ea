import { connectModes, deviceModels, type ConnectMode, type Device, type DeviceType } from '@contract/device';
import { useCallback, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { MemberPicker } from '@/components/pickers';
import { useConfirm } from '@/components/use-confirm';
import { useTranslation } from '@/lib/i18n';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { notify } from '@/lib/notify';
import {
  useBindDevice,
  useConnectMode,
  useUnbindDevice,
  useUpdateDevice,
  type DeviceBind,
  type DeviceUpdate,
} from '../api/devices';

const TYPES: DeviceType[] = [1, 2, 3, 4];
const toNumber = (v: string | number) => Number(v);

interface BindValues {
  deviceId: string;
  name: string;
  model: DeviceBind['model'];
  deviceType: DeviceType;
  address: string;
}

const bindResolver = lazyZodResolver<BindValues>(async () => (await import('@contract/device')).deviceBind.request);

/** 绑定设备: id (the contract's pattern), name, model, type and an optional address, within the bindable-seals quota. */
export function BindDeviceDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const bind = useBindDevice();
  const form = useForm<BindValues>({
    resolver: bindResolver,
    defaultValues: { deviceId: '', name: '', model: 'V5', deviceType: 1, address: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { error, submit } = useFormSubmit(async (values: BindValues) => {
    await bind.mutateAsync(values as DeviceBind);
    notify('success', t('device.bind.done'));
    onClose();
  });
  return (
    <FormDialog
      open
      wide
      title={t('device.bind.title')}
      onClose={onClose}
      onSubmit={form.handleSubmit(submit)}
      submitting={isSubmitting}
      error={error}
    >
      <TextField
        label={t('device.deviceId')}
        placeholder={t('device.bind.deviceIdPlaceholder')}
        maxLength={32}
        autoComplete="off"
        error={errors.deviceId?.message}
        {...form.register('deviceId')}
      />
      <TextField
        label={t('device.name')}
        placeholder={t('device.bind.namePlaceholder')}
        maxLength={32}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <SelectField
        label={t('device.model')}
        options={deviceModels.map((m) => ({ value: m, label: m }))}
        error={errors.model?.message}
        {...form.register('model')}
      />
      <SelectField
        label={t('device.type')}
        options={TYPES.map((type) => ({ value: String(type), label: t(`device.types.${type}`) }))}
        error={errors.deviceType?.message}
        {...form.register('deviceType', { setValueAs: toNumber })}
      />
      <div className="sm:col-span-2">
        <TextField
          label={t('device.address')}
          placeholder={t('device.optional')}
          maxLength={120}
          error={errors.address?.message}
          {...form.register('address')}
        />
      </div>
      <p className="text-xs text-slate-500 sm:col-span-2">{t('device.bind.note')}</p>
    </FormDialog>
  );
}

interface EditValues {
  deviceId: string;
  name: string;
  keeperId: number | null;
  address: string;
}

const editResolver = lazyZodResolver<EditValues>(async () => (await import('@contract/device')).deviceUpdate.request);

/** 编辑: name, keeper (an active member, or none) and address. */
export function EditDeviceDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateDevice();
  const [keeperName, setKeeperName] = useState(device.keeperName ?? undefined);
  const form = useForm<EditValues>({
    resolver: editResolver,
    defaultValues: {
      deviceId: device.deviceId,
      name: device.name,
      keeperId: device.keeperId,
      address: device.address ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { error, submit } = useFormSubmit(async (values: EditValues) => {
    await update.mutateAsync(values as DeviceUpdate);
    notify('success', t('device.edit.done'));
    onClose();
  });
  return (
    <FormDialog
      open
      title={t('device.edit.title')}
      onClose={onClose}
      onSubmit={form.handleSubmit(submit)}
      submitting={isSubmitting}
      error={error}
    >
      <TextField label={t('device.deviceId')} value={device.deviceId} name="deviceId" disabled readOnly />
      <TextField label={t('device.name')} maxLength={32} error={errors.name?.message} {...form.register('name')} />
      <Controller
        control={form.control}
        name="keeperId"
        render={({ field, fieldState }) => (
          <MemberPicker
            label={t('device.keeper')}
            placeholder={t('device.edit.keeperPlaceholder')}
            value={field.value}
            valueLabel={keeperName}
            clearable
            error={fieldState.error?.message}
            onChange={(option) => {
              setKeeperName(option?.label);
              field.onChange(option ? Number(option.value) : null);
            }}
          />
        )}
      />
      <TextField
        label={t('device.address')}
        placeholder={t('device.optional')}
        maxLength={120}
        error={errors.address?.message}
        {...form.register('address')}
      />
    </FormDialog>
  );
}

/** The connections a device's hardware has (the server refuses any other). */
export function supportedModes(device: Pick<Device, 'isBluetooth' | 'isGprs'>): ConnectMode[] {
  return connectModes.filter((mode) => (mode === 'bluetooth' ? device.isBluetooth : device.isGprs));
}

/** 连接方式: switch between the connections the hardware has. */
export function ConnectModeDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useConnectMode();
  const modes = supportedModes(device);
  const [mode, setMode] = useState<ConnectMode>(modes.includes(device.connectMode) ? device.connectMode : modes[0]!);
  const [submitting, setSubmitting] = useState(false);
  const { error, submit } = useFormSubmit(async () => {
    await change.mutateAsync({ deviceId: device.deviceId, mode });
    notify('success', t('device.connect.done'));
    onClose();
  });
  return (
    <FormDialog
      open
      title={t('device.connect.title')}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitting(true);
        void submit(undefined).finally(() => setSubmitting(false));
      }}
      submitting={submitting}
      error={error}
    >
      <p className="text-sm text-slate-600">{t('device.connect.intro', { name: device.name, model: device.model })}</p>
      <fieldset className="space-y-2">
        <legend className="sr-only">{t('device.detail.connectMode')}</legend>
        {modes.map((m) => (
          <label
            key={m}
            className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm ${mode === m ? 'border-blue-500 bg-blue-50/50' : 'border-slate-200'}`}
          >
            <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
            <span className="font-medium text-slate-800">{t(`device.connectModes.${m}`)}</span>
            {device.connectMode === m ? (
              <span className="text-xs text-slate-500">{t('device.connect.current')}</span>
            ) : null}
          </label>
        ))}
      </fieldset>
      {modes.length < connectModes.length ? (
        <p className="text-xs text-slate-500">
          {t('device.connect.onlyOne', { mode: t(`device.connectModes.${modes[0]!}`) })}
        </p>
      ) : null}
    </FormDialog>
  );
}

export type DeviceAction = 'edit' | 'connect' | 'unbind';

/**
 * The dialogs of a device's actions, for the list and the detail page: `open(action, device)`; after unbinding,
 * `onUnbound` (the detail page leaves).
 */
export function useDeviceActions({ onUnbound }: { onUnbound?: () => void } = {}) {
  const { t } = useTranslation();
  const unbind = useUnbindDevice();
  const [pending, setPending] = useState<{ action: 'edit' | 'connect'; device: Device } | null>(null);
  const confirm = useConfirm<Device>({
    run: async (d) => {
      await unbind.mutateAsync(d.deviceId);
      onUnbound?.();
    },
    message: (d) => t('device.unbind.confirm', { name: d.name, id: d.deviceId }),
    done: t('device.unbind.done'),
  });
  const ask = confirm.ask;
  const open = useCallback(
    (action: DeviceAction, device: Device) => (action === 'unbind' ? ask(device) : setPending({ action, device })),
    [ask],
  );
  const close = () => setPending(null);
  const dialogs = (
    <>
      {pending?.action === 'edit' ? <EditDeviceDialog device={pending.device} onClose={close} /> : null}
      {pending?.action === 'connect' ? <ConnectModeDialog device={pending.device} onClose={close} /> : null}
      {confirm.dialog}
    </>
  );
  return { open, dialogs };
}
