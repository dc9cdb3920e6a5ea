import { sql } from 'drizzle-orm';
import { lockingOperationTypes } from '../../../contract/device';

/** `(4, 5)`: the operation types that lock and unlock a device (contract `lockingOperationTypes`), for raw SQL. */
export const lockingTypesSql = sql.raw(`(${lockingOperationTypes.join(', ')})`);
