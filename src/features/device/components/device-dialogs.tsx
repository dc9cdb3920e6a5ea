import { resultCodes } from '@contract/envelope';
import { connectModes, deviceModels, type ConnectMode, type Device, type DeviceType } from '@contract/device';
import { useCallback, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormDialog } from '@/components/form/form-dialog';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { MemberPicker } from '@/components/pickers';
import { useConfirm } from '@/components/use-confirm';
import { useTranslation } from '@/lib/i18n';
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

const bindSchema = async () => (await import('@contract/device')).deviceBind.request;

/** 绑定设备: id (the contract's pattern), name, model, type and an optional address, within the bindable-seals quota. */
export function BindDeviceDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const bind = useBindDevice();
  const form = useZodForm<BindValues, DeviceBind>({
    schema: bindSchema,
    defaultValues: { deviceId: '', name: '', model: 'V5', deviceType: 1, address: '' },
  });
  const submit = async (values: DeviceBind) => {
    await bind.mutateAsync(values);
    notify('success', t('device.bind.done'));
    onClose();
  };
  return (
    <FormDialog
      open
      wide
      title={t('device.bind.title')}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      // The one conflict of a bind: the device is bound already.
      refusalFields={{ [resultCodes.conflict]: 'deviceId' }}
    >
      <TextField
        label={t('device.deviceId')}
        placeholder={t('device.bind.deviceIdPlaceholder')}
        maxLength={32}
        autoComplete="off"
        {...form.field('deviceId')}
      />
      <TextField
        label={t('device.name')}
        placeholder={t('device.bind.namePlaceholder')}
        maxLength={32}
        {...form.field('name')}
      />
      <SelectField
        label={t('device.model')}
        options={deviceModels.map((m) => ({ value: m, label: m }))}
        {...form.field('model')}
      />
      <SelectField
        label={t('device.type')}
        options={TYPES.map((type) => ({ value: String(type), label: t(`device.types.${type}`) }))}
        {...form.field('deviceType', { setValueAs: toNumber })}
      />
      <div className="sm:col-span-2">
        <TextField
          label={t('device.address')}
          placeholder={t('device.optional')}
          maxLength={120}
          {...form.field('address')}
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

const editSchema = async () => (await import('@contract/device')).deviceUpdate.request;

/** 编辑: name, keeper (an active member, or none) and address. */
export function EditDeviceDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateDevice();
  const [keeperName, setKeeperName] = useState(device.keeperName ?? undefined);
  const form = useZodForm<EditValues, DeviceUpdate>({
    schema: editSchema,
    defaultValues: {
      deviceId: device.deviceId,
      name: device.name,
      keeperId: device.keeperId,
      address: device.address ?? '',
    },
  });
  const submit = async (values: DeviceUpdate) => {
    await update.mutateAsync(values);
    notify('success', t('device.edit.done'));
    onClose();
  };
  return (
    <FormDialog open title={t('device.edit.title')} onClose={onClose} form={form} onSubmit={submit}>
      <TextField label={t('device.deviceId')} value={device.deviceId} name="deviceId" disabled readOnly />
      <TextField label={t('device.name')} maxLength={32} {...form.field('name')} />
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
        {...form.field('address')}
      />
    </FormDialog>
  );
}

/** The connections a device's hardware has (the server refuses any other). */
export function supportedModes(device: Pick<Device, 'isBluetooth' | 'isGprs'>): ConnectMode[] {
  return connectModes.filter((mode) => (mode === 'bluetooth' ? device.isBluetooth : device.isGprs));
}

const connectSchema = z.object({ mode: z.enum(connectModes) });

/** 连接方式: switch between the connections the hardware has. */
export function ConnectModeDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useConnectMode();
  const modes = supportedModes(device);
  const form = useZodForm<{ mode: ConnectMode }>({
    schema: connectSchema,
    defaultValues: { mode: modes.includes(device.connectMode) ? device.connectMode : modes[0]! },
  });
  const mode = form.watch('mode');
  const submit = async (values: { mode: ConnectMode }) => {
    await change.mutateAsync({ deviceId: device.deviceId, mode: values.mode });
    notify('success', t('device.connect.done'));
    onClose();
  };
  return (
    <FormDialog open title={t('device.connect.title')} onClose={onClose} form={form} onSubmit={submit}>
      <p className="text-sm text-slate-600">{t('device.connect.intro', { name: device.name, model: device.model })}</p>
      <fieldset className="space-y-2">
        <legend className="sr-only">{t('device.detail.connectMode')}</legend>
        {modes.map((m) => (
          <label
            key={m}
            className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm ${mode === m ? 'border-blue-500 bg-blue-50/50' : 'border-slate-200'}`}
          >
            <input type="radio" value={m} {...form.register('mode')} />
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
