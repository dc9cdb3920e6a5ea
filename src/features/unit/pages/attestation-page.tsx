import { Card } from '@tremor/react';
import type { Certification, UnitDetail } from '@contract/unit';
import { certStates } from '@contract/unit';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { usePermission } from '@/lib/permissions';
import { useLatestCertification } from '../api/certification';
import { useCompany } from '../api/company';
import { CertBadge } from '../components/badges';
import { CertificationForm, type CertificationValues } from '../components/certification-form';
import { paths } from '@/lib/paths';
import { TextLink } from '@/components/text-link';

function LatestCertification({ latest }: { latest: Certification | null }) {
  const { t } = useTranslation();
  const format = (iso: string) => timeFormats.minute.format(new Date(iso));
  return (
    <Card>
      <h2 className="text-base font-semibold text-slate-900">{t('unit.cert.latest')}</h2>
      {latest ? (
        <dl className="mt-4 space-y-3 text-sm">
          <div className="flex items-center gap-2">
            <CertBadge state={latest.state} />
          </div>
          <div>
            <dt className="text-xs text-slate-400">{t('unit.cert.fullName')}</dt>
            <dd className="text-slate-800">{latest.companyFullName}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-400">{t('unit.cert.creditCode')}</dt>
            <dd className="font-mono text-slate-800">{latest.socialCreditCode}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-400">{t('unit.cert.submittedAt')}</dt>
            <dd className="text-slate-800">{format(latest.submittedAt)}</dd>
          </div>
          {latest.reviewedAt ? (
            <div>
              <dt className="text-xs text-slate-400">{t('unit.cert.reviewedAt')}</dt>
              <dd className="text-slate-800">{format(latest.reviewedAt)}</dd>
            </div>
          ) : null}
          {latest.rejectReason ? (
            <div>
              <dt className="text-xs text-slate-400">{t('unit.cert.reason')}</dt>
              <dd className="rounded-md bg-red-50 px-3 py-2 text-red-700">{latest.rejectReason}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="mt-4 text-sm text-slate-500">{t('unit.cert.none')}</p>
      )}
    </Card>
  );
}

function defaultsOf(company: UnitDetail, latest: Certification | null): CertificationValues {
  return {
    companyFullName: latest?.companyFullName ?? company.companyFullName ?? company.companyName,
    socialCreditCode: latest?.socialCreditCode ?? company.socialCreditCode ?? '',
    legalPerson: latest?.legalPerson ?? '',
    address: latest?.address ?? company.address ?? '',
    licenceFileId: latest?.licenceFileId ?? '',
  };
}

/** /unit/attestation and /unit/updateAttestation: submit, or after a rejection resubmit, the certification. */
export default function AttestationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resubmit = useLocation().pathname === paths.unit.updateAttestation;
  const company = useCompany();
  const latest = useLatestCertification();
  const canEdit = usePermission('company:edit');
  const title = resubmit ? t('unit.cert.retitle') : t('unit.cert.title');
  const header = (
    <PageHeader title={title} actions={<TextLink to={paths.unit.company}>{t('unit.cert.back')}</TextLink>} />
  );

  if (company.isPending || latest.isPending) {
    return (
      <section className="mx-auto max-w-6xl">
        {header}
        <div className="h-96 animate-pulse rounded-lg bg-slate-200/60" />
      </section>
    );
  }
  if (company.isError || latest.isError) {
    return (
      <section className="mx-auto max-w-6xl">
        {header}
        <div className="rounded-lg border border-slate-200 bg-white p-10 text-center">
          <Button variant="secondary" onClick={() => void Promise.all([company.refetch(), latest.refetch()])}>
            {t('common.retry')}
          </Button>
        </div>
      </section>
    );
  }

  const state = company.data.certState;
  const open = state === certStates.none || state === certStates.rejected;
  const blocked =
    state === certStates.certified
      ? t('unit.cert.certified')
      : state === certStates.reviewing
        ? t('unit.cert.reviewing')
        : !canEdit
          ? t('unit.cert.noPermission')
          : null;
  const previous = state === certStates.rejected ? latest.data : null;

  return (
    <section className="mx-auto max-w-6xl">
      {header}
      <div className="grid gap-5 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          {open && canEdit ? (
            <>
              <p className="mb-5 text-sm text-slate-500">{t('unit.cert.intro')}</p>
              <CertificationForm
                defaults={defaultsOf(company.data, previous)}
                licence={previous ? { fileId: previous.licenceFileId, name: t('unit.cert.licence') } : null}
                resubmit={state === certStates.rejected}
                onSubmitted={() => navigate(paths.unit.company)}
              />
            </>
          ) : (
            <p className="text-sm text-slate-600">{blocked}</p>
          )}
        </Card>
        <LatestCertification latest={latest.data} />
      </div>
    </section>
  );
}
