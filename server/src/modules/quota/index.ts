/** Quotas of a unit: limits, the checks other modules run before adding, and the units' applications for more. */
export { quotaRoutes } from './routes';
export { assertQuota, assertRoomFor, assertUserMayJoin, limitOf as quotaLimitOf, lockQuota } from './service';
export { waitingCount as quotaApplicationsWaiting } from './applications';
export { QUOTA_DEFAULTS } from './defaults';
