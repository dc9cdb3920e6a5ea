import { useState } from 'react';
import { MemberPicker } from '@/components/pickers';
import { useTranslation } from '@/lib/i18n';

export interface Recipient {
  userId: number;
  name: string;
}

interface Props {
  value: Recipient[];
  onChange: (next: Recipient[]) => void;
  error?: string | undefined;
}

/** Members of the unit to receive a copy: picked one by one, shown as chips that can be removed. */
export function RecipientChooser({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [pickerKey, setPickerKey] = useState(0);
  return (
    <div className="space-y-2">
      <MemberPicker
        key={pickerKey}
        label={t('docsec.issue.recipients')}
        placeholder={t('docsec.issue.addRecipient')}
        value={null}
        exclude={value.map((r) => r.userId)}
        error={error}
        onChange={(option) => {
          if (!option) return;
          onChange([...value, { userId: Number(option.value), name: option.label }]);
          setPickerKey((k) => k + 1);
        }}
      />
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('docsec.issue.chosen')}>
          {value.map((r) => (
            <li
              key={r.userId}
              className="inline-flex items-center gap-1 rounded-full bg-blue-50 py-0.5 pr-1 pl-3 text-sm text-blue-800 ring-1 ring-blue-600/15 ring-inset"
            >
              {r.name}
              <button
                type="button"
                className="rounded-full px-1.5 text-blue-500 hover:bg-blue-100 hover:text-blue-800"
                aria-label={t('docsec.issue.removeRecipient', { name: r.name })}
                onClick={() => onChange(value.filter((v) => v.userId !== r.userId))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-slate-400">{t('docsec.issue.noRecipients')}</p>
      )}
    </div>
  );
}
