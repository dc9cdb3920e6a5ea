import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as device from '@contract/device';
import * as org from '@contract/org';
import type { Role } from '@contract/account';
import type { Member } from '@contract/org';
import { useState } from 'react';
import { call } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { SearchSelect, type SearchOption } from './search-select';
import { sharedKeys } from '@/lib/query-keys';

const PICK_SIZE = 20;
/** The keyword limits of the device and member list calls (contract/device.ts, contract/org.ts). */
const DEVICE_KEYWORD_MAX = 56;
const MEMBER_KEYWORD_MAX = 32;

interface PickerProps {
  label: string;
  value: string | null;
  onChange: (option: SearchOption | null) => void;
  placeholder?: string;
  /** Offers a clear action (an optional choice or a filter). */
  clearable?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  inline?: boolean;
  id?: string;
}

/** Picks one of the unit's devices, searched by id, name or address (device/v1/list). */
export function DevicePicker({ value, clearable, ...props }: PickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const request = { pageNum: 1, pageSize: PICK_SIZE, keyword: keyword || undefined };
  const list = useQuery({
    queryKey: sharedKeys.devices(request),
    queryFn: () => call(device.deviceList, request),
    placeholderData: keepPreviousData,
  });
  // The chosen device may not be among the matches of the current search (e.g. it came from the URL).
  const chosen = useQuery({
    queryKey: sharedKeys.device(value),
    queryFn: () => call(device.deviceDetail, { deviceId: value! }, { silent: true }),
    enabled: value !== null && device.DEVICE_ID_PATTERN.test(value),
    retry: false,
  });
  const options = (list.data?.list ?? []).map((d) => ({ value: d.deviceId, label: d.name, hint: d.deviceId }));
  return (
    <SearchSelect
      {...props}
      value={value}
      valueLabel={chosen.data ? `${chosen.data.name}（${chosen.data.deviceId}）` : (value ?? undefined)}
      options={options}
      onQuery={setKeyword}
      maxLength={DEVICE_KEYWORD_MAX}
      loading={list.isFetching}
      emptyText={list.isError ? t('table.error') : t('device.picker.noDevices')}
      clearLabel={clearable ? t('device.picker.clear') : undefined}
    />
  );
}

interface MemberPickerProps extends Omit<PickerProps, 'value'> {
  value: number | null;
  /** Only members of these roles; all roles when absent. */
  roles?: readonly Role[];
  /** Members already chosen elsewhere (shown, not choosable). */
  exclude?: readonly number[];
  /** Text of the chosen member when it is not among the matches (e.g. the current keeper). */
  valueLabel?: string;
}

/** Active members of the unit matching a name or phone, of some roles (user/v1/list, one call per role). */
async function activeMembers(keyword: string, roles: readonly Role[] | undefined): Promise<Member[]> {
  const base = { pageNum: 1, pageSize: PICK_SIZE, state: 'active' as const, keyword: keyword || undefined };
  if (!roles) return (await call(org.memberList, base)).list;
  const pages = await Promise.all(roles.map((role) => call(org.memberList, { ...base, role })));
  return pages.flatMap((p) => p.list);
}

/** Picks an active member of the unit (a keeper, an approver). */
export function MemberPicker({ value, roles, exclude = [], valueLabel, clearable, ...props }: MemberPickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const members = useQuery({
    queryKey: sharedKeys.memberPicker(keyword, roles ?? 'all'),
    queryFn: () => activeMembers(keyword, roles),
    placeholderData: keepPreviousData,
  });
  const options = (members.data ?? []).map((m) => ({
    value: String(m.userId),
    label: m.realName,
    hint: t(`roles.${m.role}`),
    disabled: exclude.includes(m.userId),
  }));
  return (
    <SearchSelect
      {...props}
      value={value === null ? null : String(value)}
      valueLabel={valueLabel ?? options.find((o) => o.value === String(value))?.label}
      options={options}
      onQuery={setKeyword}
      maxLength={MEMBER_KEYWORD_MAX}
      loading={members.isFetching}
      emptyText={members.isError ? t('table.error') : t('device.picker.noMembers')}
      clearLabel={clearable ? t('device.picker.clear') : undefined}
    />
  );
}
