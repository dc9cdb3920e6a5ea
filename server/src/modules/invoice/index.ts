/** Invoices of the cost center: the unit's payers and invoice requests on paid orders. Its public surface. */
export { invoiceRoutes } from './routes';
