import { FREQUENCY_FLOOR, ruleKinds, rulesSchema, severities, type Rule, type Schedule } from '@contract/anomaly';
import { ref } from '@contract/error-texts';
import { useQuery } from '@tanstack/react-query';
import { FormDialog } from '@/components/form/form-dialog';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { currentUserQuery } from '@/lib/current-user';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useAnomalyRules, useSaveRules, type RulesSave } from '../api/anomaly';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

interface Values {
  rules: Rule[];
  workDays: string[];
  from: string;
  to: string;
  /** One day a line. */
  holidays: string;
}

function valuesOf(rules: Rule[], schedule: Schedule): Values {
  return {
    rules,
    workDays: schedule.workDays.map(String),
    from: schedule.from,
    to: schedule.to,
    holidays: schedule.holidays.join('\n'),
  };
}

function inputOf(v: Values): RulesSave {
  return {
    rules: v.rules,
    schedule: {
      workDays: v.workDays.map(Number),
      from: v.from.trim(),
      to: v.to.trim(),
      holidays: v.holidays
        .split(/\s+/)
        .map((d) => d.trim())
        .filter(Boolean),
    },
  };
}

/** The unit's rules and working hours: administrators edit them, anyone else sees them read-only. */
export function RulesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const current = useAnomalyRules();
  if (!open || !current.data) return null;
  return <RulesForm initial={valuesOf(current.data.rules, current.data.schedule)} onClose={onClose} />;
}

function RulesForm({ initial, onClose }: { initial: Values; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useQuery(currentUserQuery());
  const role = me.data?.kind === 'staff' ? me.data.staff.role : null;
  const canEdit = role === 0 || role === 1;
  const save = useSaveRules();
  const form = useZodForm<Values, RulesSave>({
    schema: rulesSchema,
    defaultValues: initial,
    toInput: inputOf,
    issueFields: { 'schedule.from': 'from', 'schedule.to': 'to' },
    check: (v) => (inputOf(v).schedule.holidays.every((d) => DAY.test(d)) ? {} : { holidays: ref('v.anomalyDay') }),
  });
  const submit = async (input: RulesSave) => {
    await save.mutateAsync(input);
    notify('success', t('anomaly.editor.saved'));
    onClose();
  };
  return (
    <FormDialog
      open
      wide
      title={t('anomaly.editor.title')}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      submitDisabled={!canEdit}
      intro={
        <p className="mt-2 text-sm text-slate-500">
          {t('anomaly.editor.intro')} {canEdit ? null : t('anomaly.editor.readOnly')}
        </p>
      }
    >
      <fieldset className="space-y-3 sm:col-span-2" disabled={!canEdit}>
        {ruleKinds.map((kind, i) => (
          <div key={kind} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 px-3 py-2">
            <label className="flex min-w-48 flex-1 items-start gap-2 text-sm">
              <input type="checkbox" className="mt-1" {...form.register(`rules.${i}.enabled`)} />
              <span>
                <span className="font-medium text-slate-900">{t(`anomaly.rules.${kind}`)}</span>
                <span className="block text-xs text-slate-500">
                  {t(`anomaly.ruleHints.${kind}`, { n: FREQUENCY_FLOOR })}
                </span>
              </span>
            </label>
            <SelectField
              id={`rule-${kind}-severity`}
              label={t('anomaly.editor.severity')}
              className="w-24"
              options={severities.map((s) => ({ value: s, label: t(`anomaly.severities.${s}`) }))}
              {...form.field(`rules.${i}.severity`)}
            />
          </div>
        ))}
      </fieldset>
      <fieldset className="space-y-3 sm:col-span-2" disabled={!canEdit}>
        <legend className="text-sm font-medium text-slate-700">{t('anomaly.editor.hours')}</legend>
        <div className="flex flex-wrap gap-3">
          <TextField label={t('anomaly.editor.from')} type="time" {...form.field('from')} />
          <TextField label={t('anomaly.editor.to')} type="time" {...form.field('to')} />
        </div>
        <div
          role="group"
          aria-label={t('anomaly.editor.workDays')}
          className="flex flex-wrap items-center gap-3 text-sm"
        >
          <span className="text-slate-700">{t('anomaly.editor.workDays')}</span>
          {WEEKDAYS.map((d) => (
            <label key={d} className="flex items-center gap-1">
              <input type="checkbox" value={d} {...form.register('workDays')} />
              {t(`anomaly.editor.weekdays.${d}`)}
            </label>
          ))}
        </div>
        <TextareaField
          id="anomaly-holidays"
          label={t('anomaly.editor.holidays')}
          rows={3}
          maxLength={4000}
          text={form.watch('holidays')}
          {...form.field('holidays')}
        />
      </fieldset>
    </FormDialog>
  );
}
