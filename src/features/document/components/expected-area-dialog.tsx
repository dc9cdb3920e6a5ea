import { compareExpectedArea, type ExpectedArea } from '@contract/compare';
import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useMarkExpectedArea, type ExpectedAreaRequest } from '../api/compare';

const MM_PER_PT = 25.4 / 72;
const toPt = (mm: string) => (mm.trim() === '' ? Number.NaN : Number(mm) / MM_PER_PT);
const toMm = (pt: number) => String(Math.round(pt * MM_PER_PT * 10) / 10);

type Values = { page: string; x: string; y: string; w: string; h: string };
const fields = ['x', 'y', 'w', 'h'] as const;

/**
 * Where the seal should have landed on the stamped version: a page and a rectangle in millimetres from the page's
 * top-left corner (as the seal positions are shown), typed in; the server says whether the seal landed in it.
 */
export function ExpectedAreaDialog({
  id,
  current,
  onClose,
}: {
  id: number;
  current: ExpectedArea | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mark = useMarkExpectedArea(id);
  const form = useZodForm<Values, ExpectedAreaRequest>({
    schema: compareExpectedArea.request,
    defaultValues: current
      ? { page: String(current.page), ...Object.fromEntries(fields.map((f) => [f, toMm(current.box[f])])) }
      : { page: '1', x: '', y: '', w: '', h: '' },
    toInput: (v) => ({
      id,
      expected: {
        page: v.page.trim() === '' ? Number.NaN : Number(v.page),
        box: { x: toPt(v.x), y: toPt(v.y), w: toPt(v.w), h: toPt(v.h) },
      },
    }),
    issueFields: {
      'expected.page': 'page',
      'expected.box.x': 'x',
      'expected.box.y': 'y',
      'expected.box.w': 'w',
      'expected.box.h': 'h',
    },
  });
  return (
    <FormDialog
      open
      wide
      title={t('compare.expected.title')}
      onClose={onClose}
      form={form}
      intro={<p className="mt-2 text-sm text-slate-600">{t('compare.expected.intro')}</p>}
      onSubmit={async (input) => {
        await mark.mutateAsync(input);
        notify('success', t('compare.expected.saved'));
        onClose();
      }}
    >
      <TextField label={t('compare.expected.page')} inputMode="numeric" maxLength={3} {...form.field('page')} />
      <span aria-hidden className="hidden sm:block" />
      {fields.map((f) => (
        <TextField key={f} label={t(`compare.expected.${f}`)} inputMode="decimal" maxLength={6} {...form.field(f)} />
      ))}
    </FormDialog>
  );
}
