import { anomalyWeeklyReport, reportFormats, type ReportFormat } from '@contract/anomaly';
import { z } from 'zod/mini';
import { DateField } from '@/components/form/date-field';
import { FormDialog } from '@/components/form/form-dialog';
import { SelectField } from '@/components/form/select-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { localDay } from '@/lib/local-time';
import { notify } from '@/lib/notify';
import { useWeeklyReport } from '../api/anomaly';

const schema = z.object({
  day: anomalyWeeklyReport.request.shape.day,
  format: anomalyWeeklyReport.request.shape.format,
});

interface Values {
  day: string;
  format: ReportFormat;
}

/** Saves a link's file under its name through the browser's own download. */
function download(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.click();
}

/** Choose a week (any day of it, this week by default) and a format; the report is made and downloaded. */
export function WeeklyReportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useWeeklyReport();
  const today = localDay();
  const form = useZodForm<Values>({ schema, defaultValues: { day: today, format: 'pdf' } });
  const submit = async (values: Values) => {
    const made = await report.mutateAsync(values);
    download(made.tmpUrl, made.name);
    notify('success', t('anomaly.weekly.ready', { name: made.name }));
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title={t('anomaly.weekly.title')}
      intro={<p className="mt-2 text-sm text-slate-500">{t('anomaly.weekly.intro')}</p>}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      submitLabel={t('anomaly.weekly.submit')}
    >
      <DateField control={form.control} name="day" id="weekly-day" label={t('anomaly.weekly.day')} max={today} />
      <SelectField
        id="weekly-format"
        label={t('anomaly.weekly.format')}
        options={reportFormats.map((f) => ({ value: f, label: t(`anomaly.weekly.formats.${f}`) }))}
        {...form.field('format')}
      />
    </FormDialog>
  );
}
