import { Card } from '@tremor/react';
import type { UnitDetail } from '@contract/unit';
import { certStates } from '@contract/unit';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { usePermission } from '@/lib/permissions';
import { useCompany, useCompanyParent } from '../api/company';
import { useLatestCertification } from '../api/certification';
import { CertBadge } from '../components/badges';
import { CompanyEditDialog } from '../components/company-edit-dialog';
import { QuotaCard } from '../components/quota-card';
import { paths } from '@/lib/paths';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-800">{children}</dd>
    </div>
  );
}

const linkClass = 'text-sm font-medium text-blue-700 hover:underline';

/** Where the unit stands with its certification, and the way forward from there. */
function CertificationNotice({ company }: { company: UnitDetail }) {
  const { t } = useTranslation();
  const canEdit = usePermission('company:edit');
  const rejected = company.certState === certStates.rejected;
  const latest = useLatestCertification();
  const reason = rejected ? latest.data?.rejectReason : null;
  const tone = {
    [certStates.none]: 'border-slate-200 bg-slate-50',
    [certStates.reviewing]: 'border-amber-200 bg-amber-50',
    [certStates.certified]: 'border-emerald-200 bg-emerald-50',
    [certStates.rejected]: 'border-red-200 bg-red-50',
  }[company.certState];
  const text = {
    [certStates.none]: t('unit.company.notCertified'),
    [certStates.reviewing]: t('unit.company.reviewing'),
    [certStates.certified]: t('unit.company.certified'),
    [certStates.rejected]: reason ? t('unit.company.rejected', { reason }) : t('unit.company.rejectedNoReason'),
  }[company.certState];
  return (
    <div className={`flex flex-wrap items-center gap-3 rounded-lg border px-4 py-3 ${tone}`}>
      <CertBadge state={company.certState} />
      <p className="min-w-0 flex-1 text-sm text-slate-700">{text}</p>
      {canEdit && company.certState === certStates.none ? (
        <Link to={paths.unit.attestation} className={linkClass}>
          {t('unit.company.certify')}
        </Link>
      ) : null}
      {canEdit && rejected ? (
        <Link to={paths.unit.updateAttestation} className={linkClass}>
          {t('unit.company.recertify')}
        </Link>
      ) : null}
      {company.certState === certStates.reviewing || company.certState === certStates.certified ? (
        <Link to={paths.unit.attestation} className={linkClass}>
          {t('unit.company.viewCertification')}
        </Link>
      ) : null}
    </div>
  );
}

function Count({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    <Link
      to={to}
      className="rounded-lg border border-slate-200 bg-white px-4 py-3 transition hover:border-blue-300 hover:shadow-sm"
    >
      <p className="text-xs text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{value}</p>
    </Link>
  );
}

export default function CompanyPage() {
  const { t } = useTranslation();
  const company = useCompany();
  const parent = useCompanyParent();
  const canEdit = usePermission('company:edit');
  const [editing, setEditing] = useState(false);
  const none = t('common.none');

  if (company.isPending) {
    return (
      <section className="mx-auto max-w-6xl space-y-4">
        <PageHeader title={t('unit.titles.company')} />
        <div className="h-14 animate-pulse rounded-lg bg-slate-200/60" />
        <div className="h-56 animate-pulse rounded-lg bg-slate-200/60" />
      </section>
    );
  }
  if (company.isError) {
    return (
      <section className="mx-auto max-w-6xl">
        <PageHeader title={t('unit.titles.company')} />
        <div className="rounded-lg border border-slate-200 bg-white p-10 text-center">
          <p className="text-sm text-slate-500">{t('table.error')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void company.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      </section>
    );
  }

  const c = company.data;
  const created = timeFormats.date.format(new Date(c.createdAt));
  return (
    <section className="mx-auto max-w-6xl space-y-5">
      <PageHeader
        title={t('unit.titles.company')}
        actions={
          canEdit ? (
            <Button size="sm" onClick={() => setEditing(true)}>
              {t('unit.company.edit')}
            </Button>
          ) : null
        }
      />
      <CertificationNotice company={c} />
      <div className="grid gap-5 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <h2 className="text-lg font-semibold text-slate-900">{c.companyName}</h2>
          <dl className="mt-5 grid gap-x-6 gap-y-5 sm:grid-cols-2">
            <Field label={t('unit.company.fullName')}>{c.companyFullName ?? none}</Field>
            <Field label={t('unit.company.creditCode')}>
              <span className="font-mono">{c.socialCreditCode ?? none}</span>
            </Field>
            <Field label={t('unit.company.parent')}>
              {parent.data ? (
                <Link to={paths.choose} className="text-blue-700 hover:underline">
                  {parent.data.companyName}
                </Link>
              ) : parent.isPending ? (
                '…'
              ) : (
                t('unit.company.topLevel')
              )}
            </Field>
            <Field label={t('unit.company.createdAt')}>{created}</Field>
            <Field label={t('unitIndustry.label')}>{c.industryName ?? none}</Field>
            <Field label={t('unit.company.contactName')}>{c.contactName ?? none}</Field>
            <Field label={t('unit.company.contactPhone')}>{c.contactPhone ?? none}</Field>
            <Field label={t('unit.company.email')}>{c.email ?? none}</Field>
            <Field label={t('unit.company.address')}>{c.address ?? none}</Field>
          </dl>
        </Card>
        <div className="grid grid-cols-3 gap-3 self-start lg:grid-cols-1">
          <Count label={t('unit.company.members')} value={c.memberCount} to={paths.unit.member} />
          <Count label={t('unit.company.departments')} value={c.departmentCount} to={paths.unit.department} />
          <Count label={t('unit.company.subsidiaries')} value={c.subsidiaryCount} to={paths.unit.subsidiary} />
        </div>
      </div>
      <QuotaCard />
      {editing ? <CompanyEditDialog company={c} onClose={() => setEditing(false)} /> : null}
    </section>
  );
}
