import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, memberships } from '../../db/schema';

export const companyRepo = {
  async byName(db: Db, name: string) {
    return (await db.select().from(companies).where(eq(companies.name, name)).limit(1))[0];
  },
  async insert(db: Db, values: typeof companies.$inferInsert) {
    const [row] = await db.insert(companies).values(values).returning();
    return row!;
  },
  async addMember(db: Db, values: typeof memberships.$inferInsert) {
    await db.insert(memberships).values(values).onConflictDoNothing();
  },
};
