/**
 * No acknowledged write lost: a real server process is killed with SIGKILL in the middle of a write load (members'
 * applications, grants of authorisations, stamps reported through the device gateway), restarted on the same data,
 * killed again; then every write it answered with code 0 must be in the database, and the counts that must match do.
 * Runs on PGlite (project server) and on PostgreSQL (project server-pg), on a copy of the test template.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, authorization, useRecord } from '../../contract';
import { DEMO_UNIT } from '../../server/src/db/seed/demo-accounts';
import { deviceClient } from '../e2e/device';
import { processStaffSession } from '../support/process-staff';
import { portInRange, startServerProcess, type ServerProcess } from '../support/server-process';
import { processDatabase, type ProcessDatabase } from './process-database';
import { CHIEF, MEMBER } from './staff';

const ROUNDS = 2;
/** A kill comes between these many ms into a round's load. */
const KILL_AFTER_MS = [1500, 3000] as const;
/** Clients of each kind writing at once, so several requests are in flight when the kill comes. */
const CLIENTS = 2;

let database: ProcessDatabase;

beforeAll(async () => {
  database = await processDatabase('kill');
});
afterAll(async () => {
  await database?.dispose();
});

type Row = Record<string, unknown>;

async function rowsOf(db: Awaited<ReturnType<ProcessDatabase['open']>>, query: ReturnType<typeof sql>) {
  const result = await db.db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** What the load needs, read from the copy before its first start, and the counts that must not change. */
async function prepare() {
  const db = await database.open();
  try {
    const [unit] = await rowsOf(db, sql`select id from companies where name = ${DEMO_UNIT}`);
    const companyId = Number(unit!.id);
    const [member] = await rowsOf(db, sql`select id from users where mobile = ${MEMBER}`);
    const memberId = Number(member!.id);
    // A device and file type the member applied for before: their template lets them apply again.
    const [applied] = await rowsOf(
      db,
      sql`select device_id, file_type from applications
          where applicant_id = ${memberId} and company_id = ${companyId} and not draft and file_type is not null
          order by id desc limit 1`,
    );
    // The device with the most uses left on an activated authorisation takes the networked stamps.
    const [stamping] = await rowsOf(
      db,
      sql`select device_id from authorizations where company_id = ${companyId} and state in (0, 4)
          order by use_count - used_count desc limit 1`,
    );
    // Devices without an open authorisation take the grants, one each.
    const free = await rowsOf(
      db,
      sql`select device_id from devices d where company_id = ${companyId} and not exists (
            select 1 from authorizations a where a.device_id = d.device_id and a.state in (0, 3, 4, 5))
          order by device_id limit 60`,
    );
    return {
      memberId,
      applyDevice: String(applied!.device_id),
      fileType: String(applied!.file_type),
      stampDevice: String(stamping!.device_id),
      freeDevices: free.map((r) => String(r.device_id)),
      usesOffBook: await usesOffBook(db),
    };
  } finally {
    await db.close();
  }
}

/**
 * Per authorisation: its used count less its networked use records. Every networked stamp adds one to both in one
 * transaction, so the difference (non-zero only where the seed wrote counts without records) never changes.
 */
async function usesOffBook(db: Awaited<ReturnType<ProcessDatabase['open']>>): Promise<Record<string, number>> {
  const rows = await rowsOf(
    db,
    sql`select a.id, a.used_count - (select count(*) from use_records u
          where u.authorization_id = a.id and u.use_type = 0) as off
        from authorizations a`,
  );
  return Object.fromEntries(rows.map((r) => [String(r.id), Number(r.off)]));
}

interface Acknowledged {
  applications: number[];
  grants: number[];
  stamps: number[];
}

/**
 * Runs `write` again and again until the server stops answering (or the writer has nothing left to write: it throws
 * then too); keeps the ids it answered with code 0.
 */
async function loop(write: () => Promise<number | null>, into: number[]): Promise<void> {
  for (;;) {
    let id: number | null;
    try {
      id = await write();
    } catch {
      return; // the process is gone (this request has no answer), or nothing is left to write
    }
    if (id !== null) into.push(id);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a server killed with SIGKILL under a write load', () => {
  it('keeps every write it answered with code 0, and the database consistent', async () => {
    const setup = await prepare();
    const port = portInRange(database.kind === 'pglite' ? 0 : 5);
    const start = (at?: number) =>
      startServerProcess({ from: 'source', env: database.env, port: at, startLimitMs: 90_000 });
    let node: ServerProcess = await start(port);
    const chief = await processStaffSession(node.url, CHIEF);
    const member = await processStaffSession(node.url, MEMBER);
    const device = await deviceClient(node.url, setup.stampDevice);
    const acked: Acknowledged = { applications: [], grants: [], stamps: [] };
    const devices = [...setup.freeDevices];
    const validTo = new Date(Date.now() + 7 * 86_400_000).toISOString();

    const applications = () =>
      loop(async () => {
        const answer = await member.call(
          apply.applySave,
          { deviceId: setup.applyDevice, fileType: setup.fileType, copies: 1, useCount: 1, reason: '断电测试申请' },
          { token: member.token },
        );
        return answer.code === 0 ? answer.data.id : null;
      }, acked.applications);
    const grants = () =>
      loop(async () => {
        const deviceId = devices.shift();
        // Every free device granted: this writer is done (waiting would keep the round's load from ever ending).
        if (!deviceId) throw new Error('no free device left');
        const answer = await chief.call(
          authorization.authAuth,
          { deviceId, userId: setup.memberId, useCount: 2, validTo, reason: '断电测试授权' },
          { token: chief.token },
        );
        return answer.code === 0 ? answer.data.id : null;
      }, acked.grants);
    const stamps = () =>
      loop(async () => {
        const use = await device.reportUse({
          useType: acked.stamps.length % 2 === 0 ? 0 : 3,
          usedAt: new Date().toISOString(),
        });
        return use.useRecordId;
      }, acked.stamps);

    for (let round = 0; round < ROUNDS; round++) {
      const load = Promise.all(Array.from({ length: CLIENTS }, () => [applications(), grants(), stamps()]).flat());
      await sleep(KILL_AFTER_MS[0] + Math.random() * (KILL_AFTER_MS[1] - KILL_AFTER_MS[0]));
      const before = { ...acked, total: acked.applications.length + acked.grants.length + acked.stamps.length };
      await node.stop('SIGKILL');
      await load;
      expect(before.total, 'the load wrote before the kill').toBeGreaterThan(0);
      node = await start(node.port);
      // The restarted process answers for what its predecessor acknowledged.
      const last = acked.applications.at(-1);
      if (last !== undefined) {
        const detail = await member.call(apply.applyDetailInfo, { id: last }, { token: member.token });
        expect(detail.code, detail.msg).toBe(0);
      }
    }
    console.info(
      `${database.kind}: ${ROUNDS} kills; acknowledged ${acked.applications.length} applications, ` +
        `${acked.grants.length} grants, ${acked.stamps.length} stamps`,
    );
    const listed = await chief.call(useRecord.useRecordList, { pageNum: 1, pageSize: 1 }, { token: chief.token });
    expect(listed.code).toBe(0);
    await node.stop('SIGTERM');

    const db = await database.open();
    try {
      const present = async (table: string, ids: number[]) => {
        if (ids.length === 0) return 0;
        const [row] = await rowsOf(
          db,
          sql`select count(*) as n from ${sql.identifier(table)} where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
        return Number(row!.n);
      };
      expect(acked.stamps.length + acked.applications.length + acked.grants.length).toBeGreaterThan(ROUNDS);
      expect(await present('applications', acked.applications)).toBe(acked.applications.length);
      expect(await present('authorizations', acked.grants)).toBe(acked.grants.length);
      expect(await present('use_records', acked.stamps)).toBe(acked.stamps.length);
      // Each unit's use-record head (count and newest id) matches its records.
      expect(
        await rowsOf(
          db,
          sql`select s.company_id from use_record_stats s where s.total <> (select count(*) from use_records u
                where u.company_id = s.company_id) or s.max_id <> (select coalesce(max(id), 0) from use_records u
                where u.company_id = s.company_id)`,
        ),
      ).toEqual([]);
      // Every application has the approval steps its count says.
      expect(
        await rowsOf(
          db,
          sql`select a.id from applications a where not a.draft and a.total_steps <> (select count(*)
                from application_steps s where s.application_id = a.id)`,
        ),
      ).toEqual([]);
      // A device has at most one open authorisation; used counts moved with their networked records.
      expect(
        await rowsOf(
          db,
          sql`select device_id from authorizations where state in (0, 3, 4, 5) group by device_id having count(*) > 1`,
        ),
      ).toEqual([]);
      expect(await usesOffBook(db)).toMatchObject(setup.usesOffBook);
    } finally {
      await db.close();
    }
  }, 180_000);
});
