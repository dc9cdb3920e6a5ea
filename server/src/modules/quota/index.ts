/** Quotas of a unit: limits and the checks other modules run before adding. Its public surface. */
export { quotaRoutes } from './routes';
export { assertQuota, assertRoomFor, assertUserMayJoin, lockQuota } from './service';
