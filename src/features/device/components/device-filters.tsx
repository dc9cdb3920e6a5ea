import { simFilters, simStates, type SimFilter } from '@contract/cost';
import { deviceModels, serviceStates, type DeviceType, type ServiceState } from '@contract/device';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { SearchBox } from '@/components/search-box';
import { useTranslation } from '@/lib/i18n';

export const DEVICE_FILTERS = ['keyword', 'type', 'model', 'state', 'service', 'sim'] as const;
export type DeviceFilterValues = Record<(typeof DEVICE_FILTERS)[number], string>;

const TYPES: DeviceType[] = [1, 2, 3, 4];

interface Props {
  values: DeviceFilterValues;
  onChange: (changes: Partial<DeviceFilterValues>) => void;
}

/**
 * Search by id, name or address, and filters by type, model, online state, service state and SIM state (the badges'
 * states, and an expiring card); the page keeps them in the URL.
 */
export function DeviceFilters({ values, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <FilterBar
      active={Object.values(values).some(Boolean)}
      resetLabel={t('device.reset')}
      onReset={() => onChange({ keyword: '', type: '', model: '', state: '', service: '', sim: '' })}
    >
      <SearchBox
        value={values.keyword}
        label={t('device.search')}
        maxLength={56}
        onSearch={(keyword) => onChange({ keyword })}
      />
      <FilterSelect
        label={t('device.type')}
        value={values.type}
        onChange={(type) => onChange({ type })}
        allLabel={t('device.allTypes')}
        options={TYPES.map((type) => ({ value: String(type), label: t(`device.types.${type}`) }))}
      />
      <FilterSelect
        label={t('device.model')}
        value={values.model}
        onChange={(model) => onChange({ model })}
        allLabel={t('device.allModels')}
        options={deviceModels.map((model) => ({ value: model, label: model }))}
      />
      <FilterSelect
        label={t('device.state')}
        value={values.state}
        onChange={(state) => onChange({ state })}
        allLabel={t('device.allStates')}
        options={[
          { value: 'online', label: t('device.online') },
          { value: 'offline', label: t('device.offline') },
        ]}
      />
      <FilterSelect
        label={t('device.service')}
        value={values.service}
        onChange={(service) => onChange({ service })}
        allLabel={t('device.allServices')}
        options={serviceStates.map((state) => ({ value: state, label: t(`device.${state}`) }))}
      />
      <FilterSelect
        label={t('deviceSim.filter')}
        value={values.sim}
        onChange={(sim) => onChange({ sim })}
        allLabel={t('deviceSim.allStates')}
        options={[
          ...simStates.map((state) => ({ value: state, label: t(`deviceSim.states.${state}`) })),
          { value: 'expiring', label: t('deviceSim.expiring') },
        ]}
      />
    </FilterBar>
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
    service: serviceStates.includes(values.service as ServiceState) ? (values.service as ServiceState) : undefined,
    sim: simFilters.includes(values.sim as SimFilter) ? (values.sim as SimFilter) : undefined,
  } as const;
}
