import { deviceModels, type DeviceType } from '@contract/device';
import { useTranslation } from '@/lib/i18n';
import { SearchBox } from '@/components/search-box';

export const DEVICE_FILTERS = ['keyword', 'type', 'model', 'state'] as const;
export type DeviceFilterValues = Record<(typeof DEVICE_FILTERS)[number], string>;

const TYPES: DeviceType[] = [1, 2, 3, 4];
const selectClass = 'h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm';

interface Props {
  values: DeviceFilterValues;
  onChange: (changes: Partial<DeviceFilterValues>) => void;
}

/** Search by id, name or address, and filters by type, model and online state; the page keeps them in the URL. */
export function DeviceFilters({ values, onChange }: Props) {
  const { t } = useTranslation();
  const any = Object.values(values).some(Boolean);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <SearchBox
        value={values.keyword}
        label={t('device.search')}
        maxLength={56}
        onSearch={(keyword) => onChange({ keyword })}
      />
      <select
        aria-label={t('device.type')}
        value={values.type}
        onChange={(e) => onChange({ type: e.target.value })}
        className={selectClass}
      >
        <option value="">{t('device.allTypes')}</option>
        {TYPES.map((type) => (
          <option key={type} value={String(type)}>
            {t(`device.types.${type}`)}
          </option>
        ))}
      </select>
      <select
        aria-label={t('device.model')}
        value={values.model}
        onChange={(e) => onChange({ model: e.target.value })}
        className={selectClass}
      >
        <option value="">{t('device.allModels')}</option>
        {deviceModels.map((model) => (
          <option key={model} value={model}>
            {model}
          </option>
        ))}
      </select>
      <select
        aria-label={t('device.state')}
        value={values.state}
        onChange={(e) => onChange({ state: e.target.value })}
        className={selectClass}
      >
        <option value="">{t('device.allStates')}</option>
        <option value="online">{t('device.online')}</option>
        <option value="offline">{t('device.offline')}</option>
      </select>
      {any ? (
        <button
          type="button"
          onClick={() => onChange({ keyword: '', type: '', model: '', state: '' })}
          className="text-sm text-slate-500 hover:text-slate-800"
        >
          {t('device.reset')}
        </button>
      ) : null}
    </div>
  );
}

/** The deviceList request of URL filter values; values that are not valid filters are ignored. */
export function deviceRequest(values: DeviceFilterValues, page: number, pageSize: number) {
  const type = Number(values.type);
  return {
    pageNum: page,
    pageSize,
    keyword: values.keyword || undefined,
    deviceType: values.type !== '' && TYPES.includes(type as DeviceType) ? (type as DeviceType) : undefined,
    model: values.model && values.model.length <= 32 ? values.model : undefined,
    state: values.state === 'online' || values.state === 'offline' ? values.state : undefined,
  } as const;
}
