import { TEMPLATE_FIELDS, WATERMARK_MAX_PDF_PAGES, type WatermarkRule } from '@contract/document';
import { Card } from '@tremor/react';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
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

/** The downloads the rule can mark, as the boxes of one field. */
const DOWNLOADS = ['markAttachments', 'markEvidence'] as const;

interface Values {
  textTemplate: string;
  opacity: string;
  angle: string;
  downloads: string[];
}

const valuesOf = (rule: WatermarkRule): Values => ({
  textTemplate: rule.textTemplate,
  opacity: String(rule.opacity),
  angle: String(rule.angle),
  downloads: DOWNLOADS.filter((d) => rule[d]),
});
const toInput = (v: Values) => ({
  textTemplate: v.textTemplate,
  opacity: Number(v.opacity),
  angle: Number(v.angle),
  markAttachments: v.downloads.includes('markAttachments'),
  markEvidence: v.downloads.includes('markEvidence'),
});

/**
 * The unit's rule: the visible mark of issued copies (text template with placeholders, opacity and angle), and which
 * downloads are marked for the member downloading.
 */
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
        <CheckboxGroupField
          label={t('docsec.rules.downloads')}
          disabled={!canEdit}
          options={DOWNLOADS.map((d) => ({ value: d, label: t(`docsec.rules.${d}`) }))}
          {...form.field('downloads')}
        />
        <p className="-mt-2 text-xs text-slate-500">
          {t('docsec.rules.downloadsHint', { pages: WATERMARK_MAX_PDF_PAGES })}
        </p>
      </Form>
    </Card>
  );
}
