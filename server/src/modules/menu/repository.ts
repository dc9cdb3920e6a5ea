import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menus, roleGrants, systems } from '../../db/schema';

export type MenuValues = Omit<typeof menus.$inferInsert, 'id' | 'seedKey' | 'createdAt' | 'counter'>;

const entryColumns = {
  id: menus.id,
  parentId: menus.parentId,
  name: menus.name,
  url: menus.url,
  icon: menus.icon,
  systemCode: menus.systemCode,
  systemName: systems.systemName,
  routerList: menus.routerList,
  type: menus.type,
  buttonCode: menus.buttonCode,
  sort: menus.sort,
  counter: menus.counter,
};

export type MenuRow = {
  id: number;
  parentId: number | null;
  name: string;
  url: string;
  icon: string;
  systemCode: string;
  systemName: string;
  routerList: string;
  type: 'menu' | 'button';
  buttonCode: string;
  sort: number;
  counter: string;
};

export const systemRepo = {
  async all(db: Db) {
    return db
      .select({ systemCode: systems.systemCode, systemName: systems.systemName })
      .from(systems)
      .orderBy(asc(systems.sort), asc(systems.systemCode));
  },
  async exists(db: Db, systemCode: string): Promise<boolean> {
    const rows = await db
      .select({ code: systems.systemCode })
      .from(systems)
      .where(eq(systems.systemCode, systemCode))
      .limit(1);
    return rows.length === 1;
  },
};

export const menuRepo = {
  /** Every entry of a system, in menu order. */
  async ofSystem(db: Db, systemCode: string): Promise<MenuRow[]> {
    return db
      .select(entryColumns)
      .from(menus)
      .innerJoin(systems, eq(systems.systemCode, menus.systemCode))
      .where(eq(menus.systemCode, systemCode))
      .orderBy(asc(menus.sort), asc(menus.id));
  },
  /** Every entry of a system with whether the role holds it. */
  async ofSystemForRole(db: Db, systemCode: string, role: number): Promise<Array<MenuRow & { granted: boolean }>> {
    return db
      .select({ ...entryColumns, granted: sql<boolean>`${roleGrants.menuId} is not null` })
      .from(menus)
      .innerJoin(systems, eq(systems.systemCode, menus.systemCode))
      .leftJoin(roleGrants, and(eq(roleGrants.menuId, menus.id), eq(roleGrants.role, role)))
      .where(eq(menus.systemCode, systemCode))
      .orderBy(asc(menus.sort), asc(menus.id));
  },
  async byId(db: Db, id: number) {
    return (await db.select().from(menus).where(eq(menus.id, id)).limit(1))[0];
  },
  /** Ids of the entry and every entry above it, nearest first (a broken chain ends the walk). */
  async selfAndAncestorIds(db: Db, id: number): Promise<number[]> {
    const chain: number[] = [];
    for (let at: number | null = id; at !== null && !chain.includes(at) && chain.length < 64;) {
      const [row] = await db.select({ parentId: menus.parentId }).from(menus).where(eq(menus.id, at)).limit(1);
      if (!row) break;
      chain.push(at);
      at = row.parentId;
    }
    return chain;
  },
  async hasChildren(db: Db, id: number): Promise<boolean> {
    const rows = await db.select({ id: menus.id }).from(menus).where(eq(menus.parentId, id)).limit(1);
    return rows.length === 1;
  },
  async insert(db: Db, values: MenuValues): Promise<number> {
    const [row] = await db.insert(menus).values(values).returning({ id: menus.id });
    return row!.id;
  },
  async update(db: Db, id: number, values: MenuValues): Promise<boolean> {
    const rows = await db.update(menus).set(values).where(eq(menus.id, id)).returning({ id: menus.id });
    return rows.length === 1;
  },
  /** Deletes the entry (its grants go with it). */
  async delete(db: Db, id: number): Promise<boolean> {
    const rows = await db.delete(menus).where(eq(menus.id, id)).returning({ id: menus.id });
    return rows.length === 1;
  },
  /** Serialises menu edits until the transaction ends, so checks (parent, children, cycles) hold when it writes. */
  async lockEdits(db: Db): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(3, 0)`);
  },
  /** Ids of the entries a role holds. */
  async grantedIds(db: Db, role: number): Promise<number[]> {
    const rows = await db.select({ id: roleGrants.menuId }).from(roleGrants).where(eq(roleGrants.role, role));
    return rows.map((r) => r.id);
  },
  /** Makes the role hold exactly these entries. */
  async replaceGrants(db: Db, role: number, menuIds: number[]): Promise<void> {
    await db.delete(roleGrants).where(eq(roleGrants.role, role));
    if (menuIds.length > 0) await db.insert(roleGrants).values(menuIds.map((menuId) => ({ role, menuId })));
  },
  async grant(db: Db, role: number, menuId: number): Promise<void> {
    await db.insert(roleGrants).values({ role, menuId }).onConflictDoNothing();
  },
};
