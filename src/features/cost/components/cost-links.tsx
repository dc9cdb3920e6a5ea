import { Link } from 'react-router-dom';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** The cost center's pages a page header links to (each page names the others it leads on to). */
const TARGETS = {
  servicePay: { to: paths.cost.servicePay, label: 'cost.servicePay.title' },
  packages: { to: paths.cost.packages, label: 'cost.holdings.title' },
  filePay: { to: paths.cost.filePay, label: 'cost.filePay.title' },
  sms: { to: paths.cost.sms, label: 'cost.sms.title' },
  orders: { to: paths.cost.orders, label: 'cost.servicePay.orders' },
} as const;

export function CostLinks({ to }: { to: ReadonlyArray<keyof typeof TARGETS> }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-4">
      {to.map((key) => (
        <Link key={key} to={TARGETS[key].to} className="text-sm font-medium text-blue-700 hover:underline">
          {t(TARGETS[key].label)}
        </Link>
      ))}
    </div>
  );
}
