export { quotaRoutes } from './routes';
export { assertQuota, assertRoomFor, assertUserMayJoin, lockQuota } from './service';
