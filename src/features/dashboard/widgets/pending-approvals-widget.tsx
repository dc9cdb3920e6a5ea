import { Link } from 'react-router-dom';
import { useTranslation } from '@/lib/i18n';
import { localTimeFormat } from '@/lib/local-time';
import { usePermission } from '@/lib/permissions';
import { usePendingApprovals } from '../api/pending-approvals';
import { WidgetNote } from '../components/widget-frame';
import { paths } from '@/lib/paths';

/** The applications waiting for the signed-in approver, newest first, each opening its approval page. */
export default function PendingApprovalsWidget() {
  const { t, i18n } = useTranslation();
  const mayApprove = usePermission('apply:approve');
  const pending = usePendingApprovals(mayApprove);
  if (!mayApprove) return <WidgetNote>{t('board.approvals.notApprover')}</WidgetNote>;
  if (!pending.data) return <WidgetNote>{pending.isError ? t('board.failed') : t('wall.loading')}</WidgetNote>;
  if (pending.data.list.length === 0) return <WidgetNote>{t('board.approvals.none')}</WidgetNote>;
  const time = localTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div className="absolute inset-0 overflow-y-auto">
      <table className="w-full text-left text-sm">
        <thead className="sticky top-0 bg-slate-50 text-xs text-slate-500">
          <tr>
            <th className="px-4 py-2 font-medium">{t('board.approvals.applicant')}</th>
            <th className="px-4 py-2 font-medium">{t('board.approvals.device')}</th>
            <th className="px-4 py-2 font-medium">{t('board.approvals.fileType')}</th>
            <th className="px-4 py-2 font-medium">{t('board.approvals.reason')}</th>
            <th className="px-4 py-2 font-medium">{t('board.approvals.submittedAt')}</th>
            <th className="px-4 py-2" />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {pending.data.list.map((a) => (
            <tr key={a.id}>
              <td className="px-4 py-2 text-slate-800">{a.applicantName}</td>
              <td className="px-4 py-2 text-slate-600">{a.deviceName}</td>
              <td className="px-4 py-2 text-slate-600">{a.fileType}</td>
              <td className="max-w-64 truncate px-4 py-2 text-slate-500">{a.reason}</td>
              <td className="px-4 py-2 tabular-nums text-slate-500">{time.format(new Date(a.submittedAt))}</td>
              <td className="px-4 py-2 text-right">
                <Link to={paths.apply.detail(a.id)} className="text-blue-700 hover:underline">
                  {t('board.approvals.open')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pending.data.total > pending.data.list.length ? (
        <p className="px-4 py-2 text-right text-xs">
          <Link to={paths.apply.approvals} className="text-blue-700 hover:underline">
            {t('board.approvals.all', { count: pending.data.total })}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
