/** The cost center: catalogue, orders, payment channels. Its public surface. */
export { costRoutes } from './routes';
export { startOrderSweep } from './payments';
export { countReminderSms } from './sms-reminders';
