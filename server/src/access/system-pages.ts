/**
 * Which system-side pages open each call a system session may make. A system account may call what the pages its
 * platform roles hold open (plus the calls of `EVERY_ACCOUNT`); its buttons' codes are checked on top by the record's
 * permission code. An account holding the built-in role holds every page. A call open to system sessions that is not
 * listed here is refused to everyone but that role (tests/server/sys-role-access.test.ts checks each is listed).
 *
 * Page urls are those of the seeded system menu (server/src/db/seed/menu-seed.ts, system '001').
 */
import {
  account,
  audit,
  complaint,
  content,
  cost,
  dictionary,
  invoice,
  menu,
  platform,
  sysAccount,
  sysOrg,
  sysRole,
  unit,
  type Endpoint,
} from '../../../contract';

/** The calls every signed-in system account needs: its own profile, menu, password, log-out, the home page. */
export const EVERY_ACCOUNT = 'every';

const USERS = '/user';
const ROLES = '/role';
const LOGS = '/log';
const UNITS = '/quotas';
const REVIEWS = '/system/reviews';
const DICTIONARY = '/dictionary';
const ORGANIZATION = '/organization';
const MENUS = '/menu';
const COMPLAINTS = '/complaintsAdvice';
const ORDERS = '/system/cost/orders';
const PRODUCTS = '/system/cost/products';
const INVOICES = '/system/cost/invoices';
const CONTENT = '/contentManage';

type Opener = typeof EVERY_ACCOUNT | string;

const entries: ReadonlyArray<[Endpoint, readonly Opener[]]> = [
  [account.logout, [EVERY_ACCOUNT]],
  [account.systemUserInfo, [EVERY_ACCOUNT]],
  [menu.menuNav, [EVERY_ACCOUNT]],
  [sysAccount.ownPasswordState, [EVERY_ACCOUNT]],
  [sysAccount.changeOwnPassword, [EVERY_ACCOUNT]],
  [platform.overview, [EVERY_ACCOUNT]],
  // The dictionary's entries fill the pick lists of many forms.
  [dictionary.dictOptions, [EVERY_ACCOUNT]],
  // Accounts: the form picks a department and roles.
  [sysAccount.accountList, [USERS]],
  [sysAccount.accountDetail, [USERS]],
  [sysAccount.accountAdd, [USERS]],
  [sysAccount.accountUpdate, [USERS]],
  [sysAccount.accountState, [USERS]],
  [sysAccount.accountResetPassword, [USERS]],
  [sysRole.platformRoles, [ROLES, USERS]],
  [sysRole.platformRoleSave, [ROLES]],
  [sysRole.platformRoleDelete, [ROLES]],
  [sysRole.roleGrants, [ROLES]],
  [sysRole.roleGrantsSave, [ROLES]],
  // Audit logs
  [audit.operateLog, [LOGS]],
  [audit.verify, [LOGS]],
  [audit.loginLog, [LOGS]],
  [audit.loginLogSearch, [LOGS]],
  [audit.exportCreate, [LOGS]],
  [audit.exportList, [LOGS]],
  [audit.exportDetail, [LOGS]],
  // Units and quotas
  [platform.unitList, [UNITS]],
  [platform.unitDisable, [UNITS]],
  [platform.unitQuotas, [UNITS]],
  [platform.quotaSet, [UNITS]],
  [platform.quotaApplyList, [UNITS]],
  [platform.quotaApplyReview, [UNITS]],
  [unit.dataRuleRefresh, [UNITS]],
  // Reviews
  [platform.certificationList, [REVIEWS]],
  [platform.certificationLicenceUrl, [REVIEWS]],
  [platform.certificationReview, [REVIEWS]],
  [unit.partnerApplyList, [REVIEWS]],
  [unit.partnerApplyDetail, [REVIEWS]],
  [unit.partnerApplyUpdate, [REVIEWS]],
  [unit.partnerDeliveryTime, [REVIEWS]],
  // Dictionary, organisation, menus
  [dictionary.dictTypeList, [DICTIONARY]],
  [dictionary.dictList, [DICTIONARY]],
  [dictionary.dictAdd, [DICTIONARY]],
  [dictionary.dictUpdate, [DICTIONARY]],
  [dictionary.dictDelete, [DICTIONARY]],
  [sysOrg.orgQuery, [ORGANIZATION, USERS]],
  [sysOrg.orgAccounts, [ORGANIZATION]],
  [sysOrg.orgSave, [ORGANIZATION]],
  [sysOrg.orgUpdate, [ORGANIZATION]],
  [sysOrg.orgDelete, [ORGANIZATION]],
  [sysOrg.orgAssign, [ORGANIZATION]],
  [menu.menuList, [MENUS]],
  [menu.systemSelect, [MENUS]],
  [menu.menuSave, [MENUS]],
  [menu.menuUpdate, [MENUS]],
  [menu.menuDelete, [MENUS]],
  // Complaints and advice
  [complaint.complaintManageList, [COMPLAINTS]],
  [complaint.complaintManageDetail, [COMPLAINTS]],
  [complaint.complaintAssign, [COMPLAINTS]],
  [complaint.complaintReply, [COMPLAINTS]],
  [complaint.complaintResolve, [COMPLAINTS]],
  // Costs
  [cost.platformOrderList, [ORDERS]],
  [cost.platformRevenue, [ORDERS]],
  [cost.platformProductList, [PRODUCTS]],
  [cost.platformProductUpdate, [PRODUCTS]],
  [cost.platformRefundList, [ORDERS]],
  [cost.platformRefundApprove, [ORDERS]],
  [cost.platformRefundReject, [ORDERS]],
  [cost.platformTransferList, [ORDERS]],
  [cost.platformTransferApprove, [ORDERS]],
  [cost.platformTransferCheck, [ORDERS]],
  [cost.platformTransferReject, [ORDERS]],
  [cost.platformStatementImport, [ORDERS]],
  [cost.platformStatementLineList, [ORDERS]],
  [invoice.issuingList, [INVOICES]],
  [invoice.issuingIssue, [INVOICES]],
  [invoice.issuingReject, [INVOICES]],
  [invoice.issuingReverse, [INVOICES]],
  // Content publishing: the editor picks units.
  [content.contentAdminList, [CONTENT]],
  [content.contentAdminDetail, [CONTENT]],
  [content.contentSave, [CONTENT]],
  [content.contentPreview, [CONTENT]],
  [content.contentPublish, [CONTENT]],
  [content.contentWithdraw, [CONTENT]],
  [content.contentUpload, [CONTENT]],
  [content.contentVersions, [CONTENT]],
  [content.contentSignups, [CONTENT]],
  [unit.adminCompanies, [CONTENT]],
];

const openers = new Map<Endpoint, readonly Opener[]>();
for (const [endpoint, pages] of entries) {
  if (openers.has(endpoint)) throw new Error(`system pages: ${endpoint.path} has two entries`);
  openers.set(endpoint, pages);
}

/** The pages that open a call for a system account ([EVERY_ACCOUNT] for every account; none: unlisted). */
export function systemPagesOf(e: Endpoint): readonly Opener[] {
  return openers.get(e) ?? [];
}

/** Whether an account holding these pages may make the call. */
export function systemPagesOpen(e: Endpoint, held: 'all' | ReadonlySet<string>): boolean {
  if (held === 'all') return true;
  return systemPagesOf(e).some((page) => page === EVERY_ACCOUNT || held.has(page));
}
