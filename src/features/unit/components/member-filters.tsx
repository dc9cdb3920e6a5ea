import type { Department } from '@contract/org';
import { useTranslation } from '@/lib/i18n';
import { departmentOptions } from './department-utils';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { SearchBox } from '@/components/search-box';

export const MEMBER_FILTERS = ['keyword', 'role', 'dept', 'state'] as const;
export type MemberFilterValues = Record<(typeof MEMBER_FILTERS)[number], string>;

interface Props {
  values: MemberFilterValues;
  departments: Department[];
  onChange: (changes: Partial<MemberFilterValues>) => void;
}

/** Search by name or phone, and filters by role, department and state; the page keeps them in the URL. */
export function MemberFilters({ values, departments, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <FilterBar
      active={Object.values(values).some(Boolean)}
      resetLabel={t('unit.member.reset')}
      onReset={() => onChange({ keyword: '', role: '', dept: '', state: '' })}
    >
      <SearchBox
        value={values.keyword}
        label={t('unit.member.search')}
        maxLength={32}
        onSearch={(keyword) => onChange({ keyword })}
      />
      <FilterSelect
        label={t('unit.member.role')}
        value={values.role}
        onChange={(role) => onChange({ role })}
        allLabel={t('unit.member.allRoles')}
        options={([0, 1, 2, 3] as const).map((role) => ({ value: String(role), label: t(`roles.${role}`) }))}
      />
      <FilterSelect
        label={t('unit.member.department')}
        value={values.dept}
        onChange={(dept) => onChange({ dept })}
        allLabel={t('unit.member.allDepartments')}
        options={departmentOptions(departments)}
        className="max-w-56"
      />
      <FilterSelect
        label={t('unit.member.state')}
        value={values.state}
        onChange={(state) => onChange({ state })}
        allLabel={t('unit.member.allStates')}
        options={[
          { value: 'active', label: t('unit.member.active') },
          { value: 'disabled', label: t('unit.member.disabled') },
        ]}
      />
    </FilterBar>
  );
}

/** The memberList request of URL filter values; values that are not valid filters are ignored. */
export function memberRequest(values: MemberFilterValues, page: number, pageSize: number) {
  const role = Number(values.role);
  const dept = Number(values.dept);
  return {
    pageNum: page,
    pageSize,
    keyword: values.keyword || undefined,
    role: values.role !== '' && [0, 1, 2, 3].includes(role) ? (role as 0 | 1 | 2 | 3) : undefined,
    departmentId: values.dept !== '' && Number.isInteger(dept) && dept > 0 ? dept : undefined,
    state: values.state === 'active' || values.state === 'disabled' ? values.state : undefined,
  } as const;
}
