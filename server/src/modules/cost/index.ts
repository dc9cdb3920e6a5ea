/** The cost center: catalogue, orders, payment channels. Its public surface. */
export { costRoutes } from './routes';
export { startOrderSweep } from './sweep';
export { paidOrders, type PaidOrder } from './invoiceable';
export { countReminderSms } from './sms-reminders';
import { costRepo } from './repository';
/** The unit's orders as its order list pages them (the orders export, type 1, reads them the same way). */
export const orderRows: Pick<typeof costRepo, 'page'> = costRepo;
