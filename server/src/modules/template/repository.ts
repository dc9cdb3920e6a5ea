import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitsInt4 } from '../../db/ids';
import { approvalTemplates, devices, memberships, users } from '../../db/schema';

const templateColumns = {
  id: approvalTemplates.id,
  deviceId: approvalTemplates.deviceId,
  deviceName: devices.name,
  name: approvalTemplates.name,
  approverIds: approvalTemplates.approverIds,
  fileTypes: approvalTemplates.fileTypes,
  useCountLimit: approvalTemplates.useCountLimit,
  createdAt: approvalTemplates.createdAt,
};

export type TemplateRow = NonNullable<Awaited<ReturnType<typeof templateRepo.byId>>>;

/** Every query is bound to the session's unit: a template of another unit is not found. */
export const templateRepo = {
  async page(db: Db, companyId: number, deviceId: string | undefined, offset: number, limit: number) {
    const conditions: SQL[] = [eq(approvalTemplates.companyId, companyId)];
    if (deviceId !== undefined) conditions.push(eq(approvalTemplates.deviceId, deviceId));
    const where = and(...conditions);
    const rows = await db
      .select(templateColumns)
      .from(approvalTemplates)
      .innerJoin(
        devices,
        and(eq(devices.companyId, approvalTemplates.companyId), eq(devices.deviceId, approvalTemplates.deviceId)),
      )
      .where(where)
      .orderBy(desc(approvalTemplates.createdAt), desc(approvalTemplates.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(approvalTemplates).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  async byId(db: Db, companyId: number, id: number) {
    if (!fitsInt4(id)) return undefined;
    const rows = await db
      .select(templateColumns)
      .from(approvalTemplates)
      .innerJoin(
        devices,
        and(eq(devices.companyId, approvalTemplates.companyId), eq(devices.deviceId, approvalTemplates.deviceId)),
      )
      .where(and(eq(approvalTemplates.companyId, companyId), eq(approvalTemplates.id, id)))
      .limit(1);
    return rows[0];
  },
  async countOfDevice(db: Db, companyId: number, deviceId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(approvalTemplates)
      .where(and(eq(approvalTemplates.companyId, companyId), eq(approvalTemplates.deviceId, deviceId)));
    return row?.n ?? 0;
  },
  /** The device's templates (name and file types), but `exceptId`: what a new or changed template must not overlap. */
  async othersOfDevice(db: Db, companyId: number, deviceId: string, exceptId?: number) {
    const conditions: SQL[] = [eq(approvalTemplates.companyId, companyId), eq(approvalTemplates.deviceId, deviceId)];
    if (exceptId !== undefined) conditions.push(ne(approvalTemplates.id, exceptId));
    return db
      .select({ id: approvalTemplates.id, name: approvalTemplates.name, fileTypes: approvalTemplates.fileTypes })
      .from(approvalTemplates)
      .where(and(...conditions))
      .orderBy(asc(approvalTemplates.createdAt), asc(approvalTemplates.id));
  },
  async insert(db: Db, values: typeof approvalTemplates.$inferInsert): Promise<number> {
    const [row] = await db.insert(approvalTemplates).values(values).returning({ id: approvalTemplates.id });
    return row!.id;
  },
  async update(
    db: Db,
    companyId: number,
    id: number,
    values: Pick<typeof approvalTemplates.$inferInsert, 'name' | 'approverIds' | 'fileTypes' | 'useCountLimit'>,
  ): Promise<void> {
    await db
      .update(approvalTemplates)
      .set(values)
      .where(and(eq(approvalTemplates.companyId, companyId), eq(approvalTemplates.id, id)));
  },
  async remove(db: Db, companyId: number, id: number): Promise<boolean> {
    if (!fitsInt4(id)) return false;
    const rows = await db
      .delete(approvalTemplates)
      .where(and(eq(approvalTemplates.companyId, companyId), eq(approvalTemplates.id, id)))
      .returning({ id: approvalTemplates.id });
    return rows.length === 1;
  },
  async removeOfDevice(db: Db, companyId: number, deviceId: string): Promise<void> {
    await db
      .delete(approvalTemplates)
      .where(and(eq(approvalTemplates.companyId, companyId), eq(approvalTemplates.deviceId, deviceId)));
  },
  /** The unit's members among `userIds`, with their names in the unit and whether they are disabled. */
  async membersAmong(db: Db, companyId: number, userIds: readonly number[]) {
    const ids = userIds.filter(fitsInt4);
    if (ids.length === 0) return [];
    return db
      .select({
        userId: memberships.userId,
        realName: memberships.realName,
        accountName: users.realName,
        disabled: memberships.disabled,
        role: memberships.role,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.companyId, companyId), inArray(memberships.userId, ids)));
  },
};
