import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { Tabs } from '@/components/ui/tabs';
import { useTranslation } from '@/lib/i18n';
import { CertificationReviews } from '../components/certification-reviews';
import { PartnerReviews } from '../components/partner-reviews';

/** /system/reviews (审核管理): unit certifications and partner applications; the home's links open a tab (?tab=). */
export default function ReviewsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selected = params.get('tab') === 'partners' ? 1 : 0;
  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader title={t('platform.reviews.title')} />
      <Tabs
        selected={selected}
        onSelect={(index) => setParams(index === 1 ? { tab: 'partners' } : {}, { replace: true })}
        tabs={[
          { label: t('platform.reviews.certifications'), content: <CertificationReviews /> },
          { label: t('platform.reviews.partners'), content: <PartnerReviews /> },
        ]}
      />
    </section>
  );
}
