import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  lt,
  lte,
  max,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditChainHeads, auditCheckpoints, auditLog, companies, sysAccounts, users } from '../../db/schema';
import { containing } from '../../db/like';

export type AuditInsert = typeof auditLog.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;
/** A record as the operate log lists it, with its unit's and person's names. */
export interface ListedRecord {
  record: AuditRow;
  companyName: string | null;
  userName: string | null;
  sysName: string | null;
}

export interface LogFilter {
  kind: 'operate' | 'login';
  from?: Date | undefined;
  to?: Date | undefined;
  result?: 'success' | 'failure' | undefined;
  companyId?: number | undefined;
  person?: string | undefined;
  call?: string | undefined;
  identity?: string | undefined;
  /** Records up to this id only: the log as it was when an export was asked for. */
  untilId?: number | undefined;
}

function whereOf(f: LogFilter): SQL | undefined {
  const conditions: SQL[] = [eq(auditLog.kind, f.kind)];
  if (f.from) conditions.push(gte(auditLog.at, f.from));
  if (f.to) conditions.push(lt(auditLog.at, f.to));
  if (f.result === 'success') conditions.push(eq(auditLog.resultCode, 0));
  if (f.result === 'failure') conditions.push(ne(auditLog.resultCode, 0));
  if (f.companyId !== undefined) conditions.push(eq(auditLog.companyId, f.companyId));
  if (f.call) conditions.push(ilike(auditLog.call, containing(f.call)));
  if (f.identity) conditions.push(ilike(auditLog.identity, containing(f.identity)));
  if (f.untilId !== undefined) conditions.push(lte(auditLog.id, f.untilId));
  if (f.person) {
    const p = containing(f.person);
    conditions.push(
      or(
        ilike(users.realName, p),
        ilike(users.mobile, p),
        ilike(users.userName, p),
        ilike(sysAccounts.realName, p),
        ilike(sysAccounts.username, p),
      )!,
    );
  }
  return and(...conditions);
}

export const auditRepo = {
  /**
   * Locks the chain's head row (creating it at the genesis hash) and returns it: the row lock serialises appends to
   * one chain across connections and nodes until the transaction ends, on PostgreSQL and PGlite alike.
   */
  async lockHead(db: Db, chain: string, genesis: string): Promise<{ seq: number; hash: string }> {
    const [head] = await db
      .insert(auditChainHeads)
      .values({ chain, seq: 0, hash: genesis })
      .onConflictDoUpdate({ target: auditChainHeads.chain, set: { chain: sql`excluded.chain` } })
      .returning({ seq: auditChainHeads.seq, hash: auditChainHeads.hash });
    return head!;
  },
  /** Adds the record and moves the signed head to it, in one statement. */
  async append(db: Db, row: AuditInsert, head: { signature: string; keyId: string }): Promise<void> {
    const inserted = db.$with('inserted').as(db.insert(auditLog).values(row).returning({ seq: auditLog.seq }));
    await db
      .with(inserted)
      .update(auditChainHeads)
      .set({ seq: row.seq, hash: row.hash, signature: head.signature, keyId: head.keyId })
      .where(and(eq(auditChainHeads.chain, row.chain), sql`exists (select 1 from ${inserted})`));
  },
  /**
   * Adds the record and moves the head to it only if the head is still `expected` (what this process last wrote), in
   * one statement: the update takes the head's row lock first and the insert reads its one row, so nothing is written
   * when another append (another node's, or a rolled-back one of ours) moved the head. True when written.
   */
  async appendAfter(
    db: Db,
    row: AuditInsert,
    expected: { seq: number; hash: string },
    head: { signature: string; keyId: string },
  ): Promise<boolean> {
    const columns = getTableColumns(auditLog);
    const fields = (Object.keys(row) as Array<keyof AuditInsert>).filter((k) => row[k] !== undefined);
    const names = sql.join(
      fields.map((k) => sql.identifier(columns[k].name)),
      sql`, `,
    );
    const values = sql.join(
      fields.map((k) => {
        const column = columns[k];
        const value = row[k] === null ? null : column.mapToDriverValue(row[k]);
        return sql`${value}::${sql.raw(column.getSQLType())}`;
      }),
      sql`, `,
    );
    const result = await db.execute(sql`
      with moved as (
        update ${auditChainHeads}
        set seq = ${row.seq}, hash = ${row.hash}, signature = ${head.signature}, key_id = ${head.keyId}
        where chain = ${row.chain} and seq = ${expected.seq} and hash = ${expected.hash}
        returning 1
      )
      insert into ${auditLog} (${names}) select ${values} from moved returning id`);
    return (result as unknown as { rows: unknown[] }).rows.length === 1;
  },
  async checkpoint(db: Db, row: typeof auditCheckpoints.$inferInsert): Promise<void> {
    await db.insert(auditCheckpoints).values(row);
  },
  async page(db: Db, filter: LogFilter, offset: number, limit: number) {
    const where = whereOf(filter);
    const rows = await listed(db, where).limit(limit).offset(offset);
    const totalQuery = db.select({ n: count() }).from(auditLog);
    const [total] = filter.person
      ? await totalQuery
          .leftJoin(users, eq(users.id, auditLog.userId))
          .leftJoin(sysAccounts, eq(sysAccounts.id, auditLog.sysAccountId))
          .where(where)
      : await totalQuery.where(where);
    return { rows, total: total?.n ?? 0 };
  },
  /** The next `limit` records of the list's order after `position` (keyset: the export's batches). */
  async after(db: Db, filter: LogFilter, position: { at: Date; id: number } | null, limit: number) {
    const where = whereOf(filter);
    const next = position
      ? or(lt(auditLog.at, position.at), and(eq(auditLog.at, position.at), lt(auditLog.id, position.id)))
      : undefined;
    return listed(db, and(where, next)).limit(limit);
  },
  /** The newest record's id (0 for an empty log). */
  async lastId(db: Db): Promise<number> {
    const [row] = await db.select({ id: max(auditLog.id) }).from(auditLog);
    return row?.id ?? 0;
  },
  /** The chains there are (a unit's: its id), or one unit's. */
  async heads(db: Db, chain?: string) {
    return db
      .select({ head: auditChainHeads, companyName: companies.name })
      .from(auditChainHeads)
      .leftJoin(companies, sql`${auditChainHeads.chain} = 'unit:' || ${companies.id}`)
      .where(chain === undefined ? undefined : eq(auditChainHeads.chain, chain))
      .orderBy(asc(auditChainHeads.chain));
  },
  async records(db: Db, chain: string): Promise<AuditRow[]> {
    return db.select().from(auditLog).where(eq(auditLog.chain, chain)).orderBy(asc(auditLog.seq), asc(auditLog.id));
  },
  async checkpoints(db: Db, chain: string) {
    return db
      .select()
      .from(auditCheckpoints)
      .where(eq(auditCheckpoints.chain, chain))
      .orderBy(asc(auditCheckpoints.seq));
  },
};

/** The records of a filter with their unit's and person's names, in the list's order (newest first). */
function listed(db: Db, where: SQL | undefined) {
  return db
    .select({
      record: auditLog,
      companyName: companies.name,
      userName: users.realName,
      sysName: sysAccounts.realName,
    })
    .from(auditLog)
    .leftJoin(companies, eq(companies.id, auditLog.companyId))
    .leftJoin(users, eq(users.id, auditLog.userId))
    .leftJoin(sysAccounts, eq(sysAccounts.id, auditLog.sysAccountId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .$dynamic();
}
