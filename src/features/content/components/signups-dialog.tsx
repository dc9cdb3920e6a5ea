import type { SignupRow } from '@contract/content';
import { Dialog, DialogPanel } from '@tremor/react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { useContentSignups } from '../api/admin';

/** A CSV cell: quoted, quotes doubled, and a leading formula character neutralised (spreadsheet injection). */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The sign-ups as a CSV file Excel opens in Chinese (UTF-8 with a byte order mark). */
export function signupsCsv(rows: SignupRow[], header: string[]): string {
  const lines = [
    header,
    ...rows.map((r) => [r.companyName, r.contactName, r.phone, timeFormats.minute.format(r.createdAt)]),
  ];
  return `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

function save(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The units signed up for a project or game, and their export. */
export function SignupsDialog({ item, onClose }: { item: { id: number; title: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const signups = useContentSignups(item.id);
  const rows = signups.data ?? [];
  const header = [
    t('content.signups.unit'),
    t('content.signups.contact'),
    t('content.signups.phone'),
    t('content.signups.at'),
  ];
  return (
    <Dialog open onClose={onClose} static>
      <DialogPanel className="max-w-2xl">
        <h2 className="text-lg font-semibold text-slate-900">{t('content.signups.title', { title: item.title })}</h2>
        <div className="mt-4 max-h-96 overflow-y-auto">
          {signups.isPending ? (
            <p className="text-sm text-slate-500">{t('content.loading')}</p>
          ) : rows.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">{t('content.signups.empty')}</p>
          ) : (
            <table className="w-full text-left text-sm" aria-label={t('content.signups.table')}>
              <thead className="text-xs text-slate-500">
                <tr>
                  {header.map((h) => (
                    <th key={h} className="py-2 pr-3 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((r) => (
                  <tr key={r.companyId}>
                    <td className="py-2 pr-3 text-slate-900">{r.companyName}</td>
                    <td className="py-2 pr-3">{r.contactName}</td>
                    <td className="py-2 pr-3">{r.phone}</td>
                    <td className="py-2 pr-3 text-slate-500">{timeFormats.minute.format(r.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('content.close')}
          </Button>
          <Button disabled={rows.length === 0} onClick={() => save(signupsCsv(rows, header), `${item.title}.csv`)}>
            {t('content.signups.export')}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
