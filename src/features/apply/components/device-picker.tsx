import type { Device } from '@contract/device';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { messageText, useTranslation } from '@/lib/i18n';
import { usePickerDevices } from '../api/options';

export interface PickedDevice {
  deviceId: string;
  name: string;
}

interface Props {
  label: string;
  value: PickedDevice | null;
  onChange: (device: PickedDevice) => void;
  /** A contract message reference or plain text. */
  error?: string | undefined;
}

const DEBOUNCE_MS = 250;

/** A searchable device combobox: type to search the unit's devices by id, name or address; shows name, id and type. */
export function DevicePicker({ label, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const listId = `${inputId}-list`;
  const errorId = `${inputId}-error`;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const devices = usePickerDevices(keyword, open);
  const options = devices.data?.list ?? [];

  const choose = (device: Device) => {
    onChange({ deviceId: device.deviceId, name: device.name });
    setOpen(false);
    setText('');
  };

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length === 0 ? 0 : (i + step + options.length) % options.length));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const device = options[active];
      if (device) choose(device);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const shown = value ? `${value.name}（${value.deviceId}）` : '';
  return (
    <div className="relative space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        value={open ? text : shown}
        placeholder={open && value ? shown : t('apply.form.devicePlaceholder')}
        maxLength={56}
        onFocus={() => {
          setOpen(true);
          setActive(0);
        }}
        onBlur={() => setOpen(false)}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKey}
        className={`h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:ring-2 ${error ? 'border-red-400 focus:ring-red-200' : 'border-slate-300 focus:border-blue-500 focus:ring-blue-100'}`}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {options.length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-500">
              {devices.isFetching ? t('apply.form.deviceSearching') : t('apply.form.noDevices')}
            </li>
          ) : (
            options.map((device, i) => (
              <li
                key={device.deviceId}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={value?.deviceId === device.deviceId}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(device)}
                className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm ${i === active ? 'bg-blue-50' : ''}`}
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-800">{device.name}</span>
                  <span className="block truncate font-mono text-xs text-slate-500">{device.deviceId}</span>
                </span>
                <span className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
                  {t(`device.types.${device.deviceType}`)}
                </span>
              </li>
            ))
          )}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-red-600">
          {messageText(error)}
        </p>
      ) : null}
    </div>
  );
}
