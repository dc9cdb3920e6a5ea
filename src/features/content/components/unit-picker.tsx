import { adminCompanies } from '@contract/unit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SearchBox } from '@/components/search-box';
import { call } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { contentKeys } from '../api/keys';

export interface ChosenUnit {
  id: number;
  name: string;
}

/** Chooses the units an item is for (system side): search every unit by name, tick to add, chips to remove. */
export function UnitPicker({
  value,
  onChange,
  error,
}: {
  value: ChosenUnit[];
  onChange: (units: ChosenUnit[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const units = useQuery({
    queryKey: [...contentKeys.all, 'units', keyword],
    queryFn: () => call(adminCompanies, { keyword: keyword || undefined, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
  const chosen = new Set(value.map((u) => u.id));
  const toggle = (unit: ChosenUnit) =>
    onChange(chosen.has(unit.id) ? value.filter((u) => u.id !== unit.id) : [...value, unit]);
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{t('content.edit.units')}</legend>
      <div className="flex flex-wrap gap-2">
        {value.map((u) => (
          <button
            key={u.id}
            type="button"
            onClick={() => toggle(u)}
            className="rounded-full bg-blue-50 px-3 py-1 text-xs text-blue-800 ring-1 ring-blue-200 hover:bg-blue-100"
            aria-label={t('content.edit.removeUnit', { name: u.name })}
          >
            {u.name} ×
          </button>
        ))}
      </div>
      <SearchBox value={keyword} onSearch={setKeyword} label={t('content.edit.searchUnits')} maxLength={56} />
      <ul className="max-h-40 space-y-1 overflow-y-auto">
        {(units.data?.list ?? []).map((u) => (
          <li key={u.companyId}>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={chosen.has(u.companyId)}
                onChange={() => toggle({ id: u.companyId, name: u.companyName })}
              />
              {u.companyName}
            </label>
          </li>
        ))}
      </ul>
      {error ? <p className="text-xs text-red-600">{error}</p> : null}
    </fieldset>
  );
}
