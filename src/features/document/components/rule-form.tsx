import { TEMPLATE_FIELDS, type WatermarkRule } from '@contract/document';
import { Card } from '@tremor/react';
import { Form, SubmitButton } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useSaveRule, type RuleRequest } from '../api/watermark';

const schema = async () => (await import('@contract/document')).ruleUpdate.request;
const OPACITIES = [10, 18, 25, 35, 50];
const ANGLES = [-45, -30, 0, 30, 45];

interface Values {
  textTemplate: string;
  opacity: string;
  angle: string;
}

const valuesOf = (rule: WatermarkRule): Values => ({
  textTemplate: rule.textTemplate,
  opacity: String(rule.opacity),
  angle: String(rule.angle),
});
const toInput = (v: Values) => ({ textTemplate: v.textTemplate, opacity: Number(v.opacity), angle: Number(v.angle) });

/** The unit's rule for the visible mark of issued copies: text template with placeholders, opacity and angle. */
export function RuleForm({ rule, canEdit }: { rule: WatermarkRule; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveRule();
  const form = useZodForm<Values, RuleRequest>({ schema, toInput, defaultValues: valuesOf(rule) });
  const onSubmit = async (request: RuleRequest) => {
    form.reset(valuesOf(await save.mutateAsync(request)));
    notify('success', t('docsec.rules.saved'));
  };
  return (
    <Card className="max-w-2xl">
      <Form
        form={form}
        onSubmit={onSubmit}
        aria-label={t('docsec.rules.title')}
        footer={
          canEdit ? (
            <div className="flex justify-end border-t border-slate-100 pt-4">
              <SubmitButton>{t('docsec.rules.save')}</SubmitButton>
            </div>
          ) : (
            <p className="text-xs text-slate-500">{t('docsec.rules.adminsOnly')}</p>
          )
        }
      >
        <TextField
          label={t('docsec.rules.template')}
          disabled={!canEdit}
          maxLength={64}
          {...form.field('textTemplate')}
        />
        <p className="-mt-2 text-xs text-slate-500">
          {t('docsec.rules.placeholders', { fields: TEMPLATE_FIELDS.join(' ') })}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('docsec.rules.opacity')}
            disabled={!canEdit}
            options={OPACITIES.map((v) => ({ value: String(v), label: `${v}%` }))}
            {...form.field('opacity')}
          />
          <SelectField
            label={t('docsec.rules.angle')}
            disabled={!canEdit}
            options={ANGLES.map((v) => ({ value: String(v), label: `${v}°` }))}
            {...form.field('angle')}
          />
        </div>
        <p className="text-xs text-slate-500">{t('docsec.rules.invisible')}</p>
      </Form>
    </Card>
  );
}
