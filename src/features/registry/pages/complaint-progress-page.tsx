import { Card } from '@tremor/react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useComplaint } from '../api/complaints';
import { ComplaintActions } from '../components/complaint-actions';
import { ComplaintProgress } from '../components/complaint-progress';
import { TextLink } from '@/components/text-link';

/**
 * /system/complaintsList?id=: one complaint's progress for the platform: who submitted it from which unit, its text,
 * screenshots, reply and steps; assigning, replying and resolving beside it.
 */
export default function ComplaintProgressPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const back = (location.state as { from?: string } | null)?.from ?? paths.system.complaints;
  const id = Number(params.get('id')) || 0;
  const detail = useComplaint('manage', id);
  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader
        title={t('registry.complaint.progressTitle')}
        actions={<TextLink to={back}>{t('registry.complaint.back')}</TextLink>}
      />
      {!id || detail.isError ? (
        <Card>
          <p role="alert" className="text-sm text-slate-600">
            {t('registry.complaint.notFound')}
          </p>
        </Card>
      ) : null}
      {detail.isLoading ? <p className="text-sm text-slate-400">{t('registry.loading')}</p> : null}
      {detail.data ? (
        <div className="grid gap-4 lg:grid-cols-[1fr_24rem]">
          <Card className="p-5">
            <dl className="mb-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-500">{t('registry.complaint.unit')}</dt>
              <dd>{detail.data.companyName}</dd>
              <dt className="text-slate-500">{t('registry.complaint.submitter')}</dt>
              <dd>
                {detail.data.submitterName} · {detail.data.submitterMobile}
              </dd>
              <dt className="text-slate-500">{t('registry.complaint.assignee')}</dt>
              <dd>{detail.data.assigneeName ?? t('registry.complaint.unassigned')}</dd>
            </dl>
            <ComplaintProgress complaint={detail.data} />
          </Card>
          <ComplaintActions key={detail.data.updatedAt} complaint={detail.data} />
        </div>
      ) : null}
    </section>
  );
}
