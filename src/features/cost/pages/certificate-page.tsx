import { serviceTypes } from '@contract/cost';
import { useTranslation } from '@/lib/i18n';
import { ServiceShop } from '../components/service-shop';

const sellsCertificates = (p: { serviceType: number }) => p.serviceType === serviceTypes.certification;

/** /cost/sertupdate: the unit's certificate - until when it holds, auto-renew - and its renewal through the cashier. */
export default function CertificatePage() {
  const { t } = useTranslation();
  return (
    <ServiceShop
      title={t('cost.certificate.title')}
      intro={t('cost.certificate.intro')}
      sells={sellsCertificates}
      ownedLabel={t('cost.certificate.owned')}
      ownedEmpty={t('cost.certificate.ownedEmpty')}
    />
  );
}
