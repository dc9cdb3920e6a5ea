import type { Department } from '@contract/org';
import { useTranslation } from '@/lib/i18n';
import { departmentOptions } from './department-utils';
import { SearchBox } from '@/components/search-box';

export const MEMBER_FILTERS = ['keyword', 'role', 'dept', 'state'] as const;
export type MemberFilterValues = Record<(typeof MEMBER_FILTERS)[number], string>;

const selectClass = 'h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm';

interface Props {
  values: MemberFilterValues;
  departments: Department[];
  onChange: (changes: Partial<MemberFilterValues>) => void;
}

/** Search by name or phone, and filters by role, department and state; the page keeps them in the URL. */
export function MemberFilters({ values, departments, onChange }: Props) {
  const { t } = useTranslation();
  const any = Object.values(values).some(Boolean);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <SearchBox
        value={values.keyword}
        label={t('unit.member.search')}
        maxLength={32}
        onSearch={(keyword) => onChange({ keyword })}
      />
      <select
        aria-label={t('unit.member.role')}
        value={values.role}
        onChange={(e) => onChange({ role: e.target.value })}
        className={selectClass}
      >
        <option value="">{t('unit.member.allRoles')}</option>
        {[0, 1, 2, 3].map((role) => (
          <option key={role} value={String(role)}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </select>
      <select
        aria-label={t('unit.member.department')}
        value={values.dept}
        onChange={(e) => onChange({ dept: e.target.value })}
        className={`${selectClass} max-w-56`}
      >
        <option value="">{t('unit.member.allDepartments')}</option>
        {departmentOptions(departments).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <select
        aria-label={t('unit.member.state')}
        value={values.state}
        onChange={(e) => onChange({ state: e.target.value })}
        className={selectClass}
      >
        <option value="">{t('unit.member.allStates')}</option>
        <option value="active">{t('unit.member.active')}</option>
        <option value="disabled">{t('unit.member.disabled')}</option>
      </select>
      {any ? (
        <button
          type="button"
          onClick={() => onChange({ keyword: '', role: '', dept: '', state: '' })}
          className="text-sm text-slate-500 hover:text-slate-800"
        >
          {t('unit.member.reset')}
        </button>
      ) : null}
    </div>
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
