import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { route } from '../route-builders';

/** Invoices of the cost center: payers (the center's default page) and invoice requests. */
const invoiceRoutes: RouteObject[] = [
  route(paths.cost.payers, () => import('@/features/invoice/pages/payer-list-page'), { cache: true }),
  route(paths.cost.invoices, () => import('@/features/invoice/pages/invoice-list-page'), { cache: true }),
  route(paths.cost.invoice, () => import('@/features/invoice/pages/invoice-apply-page'), {
    titleKey: 'invoice.apply.title',
    menuPaths: [paths.cost.invoices],
  }),
  route(paths.cost.invoiceDetail.pattern, () => import('@/features/invoice/pages/invoice-detail-page'), {
    titleKey: 'invoice.detail.title',
    menuPaths: [paths.cost.invoices],
  }),
  // The system side's issuing of every unit's requests.
  route(paths.cost.issuing, () => import('@/features/invoice/pages/invoice-issuing-page'), { cache: true }),
];

/** The cost center: its pages inside the shell (see ../route-builders). */
export const costRoutes: RouteObject[] = [
  ...invoiceRoutes,
  route(paths.cost.servicePay, () => import('@/features/cost/pages/service-pay-page'), { cache: true }),
  route(paths.cost.devicePay.pattern, () => import('@/features/cost/pages/device-pay-page'), {
    titleKey: 'cost.devicePay.title',
    menuPaths: [paths.cost.servicePay],
  }),
  route(paths.cost.orders, () => import('@/features/cost/pages/order-list-page'), { cache: true }),
  route(paths.cost.orderDetail.pattern, () => import('@/features/cost/pages/order-detail-page'), {
    titleKey: 'cost.order.title',
    menuPaths: [paths.cost.orders],
  }),
  route(paths.cost.cashier.pattern, () => import('@/features/cost/pages/cashier-page'), {
    titleKey: 'cost.cashier.routeTitle',
    menuPaths: [paths.cost.servicePay],
  }),
  route(paths.cost.packages, () => import('@/features/cost/pages/my-package-page'), {
    titleKey: 'cost.holdings.title',
    menuPaths: [paths.cost.servicePay],
  }),
  route(paths.cost.filePay, () => import('@/features/cost/pages/file-pay-page'), {
    titleKey: 'cost.filePay.title',
    menuPaths: [paths.cost.servicePay],
  }),
  route(paths.cost.sms, () => import('@/features/cost/pages/sms-page'), {
    titleKey: 'cost.sms.title',
    menuPaths: [paths.cost.servicePay],
  }),
  route(paths.cost.certificate, () => import('@/features/cost/pages/certificate-page'), { cache: true }),
  route(paths.cost.platformOrders, () => import('@/features/cost/pages/platform-orders-page'), { cache: true }),
  route(paths.cost.platformProducts, () => import('@/features/cost/pages/platform-products-page'), { cache: true }),
];
