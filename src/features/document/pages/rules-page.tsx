import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '@/lib/current-user';
import { useTranslation } from '@/lib/i18n';
import { useWatermarkRule } from '../api/watermark';
import { DocumentNav } from '../components/document-nav';
import { RuleForm } from '../components/rule-form';

/** /file/marklist: the unit's watermark rule; administrators change it, others read it. */
export default function RulesPage() {
  const { t } = useTranslation();
  const rule = useWatermarkRule();
  const me = useQuery(currentUserQuery());
  const role = me.data?.kind === 'staff' ? me.data.staff.role : null;
  return (
    <section className="mx-auto max-w-7xl">
      <DocumentNav />
      <PageHeader title={t('docsec.rules.title')} subtitle={t('docsec.rules.subtitle')} />
      {rule.data ? (
        <RuleForm rule={rule.data} canEdit={role === 0 || role === 1} />
      ) : rule.isError ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
          {t('table.error')}
          <Button size="sm" variant="secondary" onClick={() => void rule.refetch()}>
            {t('docsec.rules.retry')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-500">{t('docsec.rules.loading')}</p>
      )}
    </section>
  );
}
