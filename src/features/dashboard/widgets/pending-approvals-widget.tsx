import { Link } from 'react-router-dom';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { usePermission } from '@/lib/permissions';
import { WidgetNote, WidgetWaiting, type WidgetProps } from '@/components/widgets';
import { paths } from '@/lib/paths';
import { usePendingApprovals } from '../api/pending-approvals';

const looks = {
  console: {
    table: 'text-sm',
    head: 'bg-slate-50 text-xs text-slate-500',
    rows: 'divide-slate-100',
    strong: 'text-slate-800',
    text: 'text-slate-600',
    muted: 'text-slate-500',
    link: 'text-blue-700',
  },
  wall: {
    table: 'text-[0.85rem]',
    head: 'bg-sky-950/80 text-[0.78rem] text-sky-200/80',
    rows: 'divide-sky-400/10',
    strong: 'text-sky-50',
    text: 'text-slate-300',
    muted: 'text-slate-400',
    link: 'text-cyan-300',
  },
};

/** The applications waiting for the signed-in approver, newest first, each opening its approval page. */
export default function PendingApprovalsWidget({ tone }: WidgetProps) {
  const { t } = useTranslation();
  const mayApprove = usePermission('apply:approve');
  const pending = usePendingApprovals(mayApprove);
  if (!mayApprove) return <WidgetNote tone={tone}>{t('board.approvals.notApprover')}</WidgetNote>;
  if (!pending.data) return <WidgetWaiting tone={tone} failed={pending.isError} />;
  if (pending.data.list.length === 0) return <WidgetNote tone={tone}>{t('board.approvals.none')}</WidgetNote>;
  const look = looks[tone];
  const time = timeFormats.minute;
  return (
    <div className="absolute inset-0 overflow-y-auto">
      <table className={`w-full text-left ${look.table}`}>
        <thead className={`sticky top-0 ${look.head}`}>
          <tr>
            <th className="px-4 py-2 font-medium">{t('board.approvals.applicant')}</th>
            <th className="px-4 py-2 font-medium">{t('board.approvals.device')}</th>
            <th className="px-4 py-2 font-medium">{t('board.approvals.fileType')}</th>
            <th className="px-4 py-2 font-medium">{t('board.approvals.reason')}</th>
            <th className="px-4 py-2 font-medium">{t('board.approvals.submittedAt')}</th>
            <th className="px-4 py-2" />
          </tr>
        </thead>
        <tbody className={`divide-y ${look.rows}`}>
          {pending.data.list.map((a) => (
            <tr key={a.id}>
              <td className={`px-4 py-2 ${look.strong}`}>{a.applicantName}</td>
              <td className={`px-4 py-2 ${look.text}`}>{a.deviceName}</td>
              <td className={`px-4 py-2 ${look.text}`}>{a.fileType}</td>
              <td className={`max-w-64 truncate px-4 py-2 ${look.muted}`}>{a.reason}</td>
              <td className={`px-4 py-2 tabular-nums ${look.muted}`}>{time.format(new Date(a.submittedAt))}</td>
              <td className="px-4 py-2 text-right">
                <Link to={paths.apply.detail(a.id)} className={`${look.link} hover:underline`}>
                  {t('board.approvals.open')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pending.data.total > pending.data.list.length ? (
        <p className="px-4 py-2 text-right text-xs">
          <Link to={paths.apply.approvals} className={`${look.link} hover:underline`}>
            {t('board.approvals.all', { count: pending.data.total })}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
