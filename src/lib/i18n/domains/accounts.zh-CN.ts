/** Chinese texts of the console: System side: accounts, roles and audit logs. */
export const zhCNAccounts = {};
