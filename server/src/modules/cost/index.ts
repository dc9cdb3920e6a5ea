/** The cost center: catalogue, orders, payment channels. Its public surface. */
export { costRoutes } from './routes';
export { startOrderSweep } from './payments';
export { paidOrders, type PaidOrder } from './invoiceable';
export { countReminderSms } from './sms-reminders';
