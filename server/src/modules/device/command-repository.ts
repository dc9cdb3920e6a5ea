import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deviceCommands, users } from '../../db/schema';

export type CommandRow = typeof deviceCommands.$inferSelect;
type Kind = CommandRow['kind'];

const OPEN_STATES: Array<CommandRow['state']> = ['pending', 'delivered'];
const LIST_MAX = 20;

/** A device's command queue; every query is bound to the unit, so another unit's device has no commands. */
export const commandRepo = {
  async insert(db: Db, values: typeof deviceCommands.$inferInsert): Promise<CommandRow> {
    const [row] = await db.insert(deviceCommands).values(values).returning();
    return row!;
  },
  /** The open (pending or delivered, not expired at `now`) command of a kind, if any. */
  async openOfKind(db: Db, companyId: number, deviceId: string, kind: Kind, now: Date) {
    const [row] = await db
      .select()
      .from(deviceCommands)
      .where(
        and(
          eq(deviceCommands.companyId, companyId),
          eq(deviceCommands.deviceId, deviceId),
          eq(deviceCommands.kind, kind),
          inArray(deviceCommands.state, OPEN_STATES),
          gt(deviceCommands.expiresAt, now),
        ),
      )
      .limit(1);
    return row;
  },
  /** The device's open commands at `now`, oldest first (the order the device carries them out). */
  open(db: Db, companyId: number, deviceId: string, now: Date): Promise<CommandRow[]> {
    return db
      .select()
      .from(deviceCommands)
      .where(
        and(
          eq(deviceCommands.companyId, companyId),
          eq(deviceCommands.deviceId, deviceId),
          inArray(deviceCommands.state, OPEN_STATES),
          gt(deviceCommands.expiresAt, now),
        ),
      )
      .orderBy(asc(deviceCommands.id));
  },
  latest(db: Db, companyId: number, deviceId: string, kind: Kind | undefined): Promise<CommandRow[]> {
    return db
      .select()
      .from(deviceCommands)
      .where(
        and(
          eq(deviceCommands.companyId, companyId),
          eq(deviceCommands.deviceId, deviceId),
          kind === undefined ? undefined : eq(deviceCommands.kind, kind),
        ),
      )
      .orderBy(desc(deviceCommands.id))
      .limit(LIST_MAX);
  },
  /** The newest settings the device confirmed. */
  async lastDoneSettings(db: Db, companyId: number, deviceId: string) {
    const [row] = await db
      .select({ settings: deviceCommands.settings })
      .from(deviceCommands)
      .where(
        and(
          eq(deviceCommands.companyId, companyId),
          eq(deviceCommands.deviceId, deviceId),
          eq(deviceCommands.kind, 'applySettings'),
          eq(deviceCommands.state, 'done'),
        ),
      )
      .orderBy(desc(deviceCommands.finishedAt), desc(deviceCommands.id))
      .limit(1);
    return row?.settings ?? null;
  },
  /** One of the device's commands, locked until the transaction ends. */
  async lockOne(db: Db, companyId: number, deviceId: string, id: number) {
    const [row] = await db
      .select()
      .from(deviceCommands)
      .where(
        and(eq(deviceCommands.companyId, companyId), eq(deviceCommands.deviceId, deviceId), eq(deviceCommands.id, id)),
      )
      .for('update');
    return row;
  },
  async update(db: Db, id: number, values: Partial<typeof deviceCommands.$inferInsert>): Promise<CommandRow> {
    const [row] = await db.update(deviceCommands).set(values).where(eq(deviceCommands.id, id)).returning();
    return row!;
  },
  async userName(db: Db, userId: number): Promise<string | null> {
    const [row] = await db.select({ name: users.realName }).from(users).where(eq(users.id, userId));
    return row?.name ?? null;
  },
};
