import type { zhCNAccounts } from './accounts.zh-CN';

/** English texts of the console: System side: accounts, roles and audit logs. */
export const enUSAccounts: typeof zhCNAccounts = {};
