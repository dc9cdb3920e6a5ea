import { serviceTypes } from '@contract/cost';
import { useTranslation } from '@/lib/i18n';
import { ServiceShop } from '../components/service-shop';
import { renewsDevice } from '../renewal';

/** Ordinary seal services (no device period) and the file services (watermark detection, authentication). */
function sellsFileServices(p: { serviceType: number; subType: number | null }): boolean {
  return (p.serviceType === serviceTypes.seal && !renewsDevice(p)) || p.serviceType === serviceTypes.fileWatermark;
}

/** /cost/filePay: buy the ordinary seal and file services; what the unit has of them first. */
export default function FilePayPage() {
  const { t } = useTranslation();
  return (
    <ServiceShop
      title={t('cost.filePay.title')}
      intro={t('cost.filePay.intro')}
      sells={sellsFileServices}
      ownedLabel={t('cost.filePay.owned')}
      ownedEmpty={t('cost.filePay.ownedEmpty')}
    />
  );
}
