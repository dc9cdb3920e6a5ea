/**
 * The access matrix, run in shards (one test file each, so the two cores share it): every case of ./access-cases.ts x roles 0-3 x {own unit, other unit}, expected by the access
 * policy (server/src/access/policy.ts):
 * the staff of the demo unit send ids of their own unit (success where their role may call, 1003 where not) and ids
 * of the other unit (1003 where their role may not call, otherwise not found or the rule's empty answer) - and an
 * other-unit call changes nothing in the tables the call could touch.
 */
import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { file, unit, urlOf, type Role } from '../../contract';
import { policedCalls } from '../../server/src/access/policy';
import { memberships } from '../../server/src/db/schema';
import { seedButtonCodes } from '../../server/src/db/seed/write-menus';
import type { OcrProvider } from '../../server/src/lib/ocr-provider';
import { grantsOf } from '../../server/src/caller/grants';
import { docJobQueue } from '../../server/src/modules/doc-jobs';
import { exportQueue } from '../../server/src/modules/export/service';
import { accessCases } from './access-cases';
import { expectationOf, type AccessCase, type UnitFixture } from './access-fixtures';
import { startTestServer, type TestServer } from './helpers';
import { createFixture, otherUnitId, setQuota } from './org-fixtures';
import { ADMIN, CHIEF, KEEPER, MEMBER, staffSession, type StaffSession } from './staff';

/** A recognition service that reads every licence the same way: the matrix tests scoping, not OCR. */
const fakeOcr: OcrProvider = {
  name: 'fake',
  readBusinessLicence: async () => ({
    companyFullName: '演示',
    socialCreditCode: '91310000MA1FL0A001',
    legalPerson: '张伟',
  }),
};

const roleNames = ['chief administrator', 'administrator', 'seal keeper', 'unit member'] as const;
const phones: Record<Role, string> = { 0: CHIEF, 1: ADMIN, 2: KEEPER, 3: MEMBER };

let server: TestServer;
const sessions = {} as Record<Role, StaffSession>;
let otherId: number;
let otherChiefId: number;
/**
 * The other unit's fixture, shared by the file's cases: a call with its ids must change nothing, which every case
 * checks, so it stays as made.
 */
let otherFixture: Promise<UnitFixture> | undefined;
/**
 * Each role's own-unit fixture, kept from one case to the next while no case changed it (see the end of a case):
 * creating one per case was most of the matrix's time.
 */
const ownFixtures: Partial<Record<Role, UnitFixture>> = {};

/** Starts the matrix's server and sessions for the test file that calls it. */
function startMatrix() {
  beforeAll(async () => {
    server = await startTestServer({ ocr: fakeOcr });
    for (const role of [0, 1, 2, 3] as const) sessions[role] = await staffSession(server, phones[role]);
    otherId = await otherUnitId(server);
    // Every case adds departments and members to both units: room for all of them.
    for (const companyId of [sessions[0].companyId, otherId]) {
      await setQuota(server, companyId, 'departmentsPerUnit', 100_000);
      await setQuota(server, companyId, 'usersPerUnit', 100_000);
      await setQuota(server, companyId, 'bindableSeals', 100_000);
    }
    const [chief] = await server.deps.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.companyId, otherId), eq(memberships.role, 0)));
    otherChiefId = chief!.userId;
    otherFixture = undefined;
    for (const role of [0, 1, 2, 3] as const) ownFixtures[role] = undefined;
  });
  afterAll(async () => {
    await server?.close();
  });
}

/** Until the background jobs (exports, document jobs) queued so far have ended. */
async function backgroundIdle() {
  await Promise.all([exportQueue(server.deps).idle(), docJobQueue(server.deps).idle()]);
}

/**
 * Each table's rows as one digest the database computes, all tables in one query: the row count and the sum of a
 * 64-bit hash of each row (all its columns). Any added, removed or changed row changes it (short of a hash collision),
 * in any order, without turning thousands of rows into text and sorting them, which cost more than the calls under
 * test.
 */
async function snapshot(tables: readonly PgTable[]) {
  const digests = tables.map(
    (table) =>
      sql`select ${getTableName(table)} || ':' || count(*) || ':' || coalesce(sum(hash_record_extended(t, 0)), 0) as digest from ${table} t`,
  );
  const result = await server.deps.db.execute(sql.join(digests, sql` union all `));
  return (result as unknown as { rows: Array<{ digest: string }> }).rows.map((row) => row.digest).sort();
}

/** Puts the demo unit's chief administrator back after an own-unit change-super-admin succeeded. */
async function restoreChief(newChiefId: number) {
  const db = server.deps.db;
  const demoId = sessions[0].companyId;
  await db
    .update(memberships)
    .set({ role: 3 })
    .where(and(eq(memberships.companyId, demoId), eq(memberships.userId, newChiefId)));
  await db
    .update(memberships)
    .set({ role: 0 })
    .where(and(eq(memberships.companyId, demoId), eq(memberships.userId, sessions[0].userId)));
}

function label(rule: AccessCase): string {
  return `${rule.endpoint.method} ${urlOf(rule.endpoint)}${rule.variant ? ` [${rule.variant}]` : ''}`;
}

/** The matrix's own checks: the seed grants it expects, its size, and a case for every policed call. */
export function defineMatrixChecks(): void {
  describe('the matrix itself', () => {
    it('grants in the database are the seed grants the expectations use', async () => {
      for (const role of [0, 1, 2, 3] as const) {
        const grants = await grantsOf(server.deps, { ...sessionContext(role) });
        expect([...grants.codes].sort()).toEqual([...seedButtonCodes(role)].sort());
      }
    });

    it(`covers ${accessCases.length} cases of ${new Set(accessCases.map((r) => r.endpoint)).size} calls`, () => {
      // Size of the matrix: cases x 4 roles x 2 units.
      expect(accessCases.length * 4 * 2).toBe(1352);
      // Every case names the tables it could change and has an id-taking example.
      for (const rule of accessCases) expect(rule.tables.length).toBeGreaterThan(0);
    });

    it('has a case for every call the access policy names', () => {
      const covered = new Set(accessCases.map((r) => r.endpoint));
      expect(
        policedCalls()
          .filter((e) => !covered.has(e))
          .map((e) => e.path),
      ).toEqual([]);
    });
  });
}

function sessionContext(role: Role) {
  return {
    sessionId: 0,
    kind: 'staff' as const,
    userId: sessions[role].userId,
    sysAccountId: null,
    companyId: sessions[role].companyId,
    expiresAt: new Date(Date.now() + 3_600_000),
  };
}

/**
 * The cases whose index in ./access-cases.ts is `shard` modulo `of`, each for roles 0-3 and both units, against a
 * server of this file's own.
 */
export function defineAccessMatrix(shard: number, of: number): void {
  startMatrix();
  for (const rule of accessCases.filter((_, i) => i % of === shard)) {
    describe(label(rule), () => {
      for (const role of [0, 1, 2, 3] as const) {
        it(`${roleNames[role]}: own unit, other unit`, async () => {
          const codes = seedButtonCodes(role);
          // Taken out while the case runs: a case that fails midway leaves none behind for the next.
          const kept = ownFixtures[role];
          ownFixtures[role] = undefined;
          const own: UnitFixture =
            kept ?? (await createFixture(server, sessions[role].companyId, sessions[0].userId, sessions[role].userId));
          otherFixture ??= createFixture(server, otherId, otherChiefId);
          const other = await otherFixture;
          const token = sessions[role].token;

          // Another unit's ids: refused or not found, and nothing changes. An export or a comparison an earlier case
          // queued finishes in the background; it must not count as a change made by this call.
          await backgroundIdle();
          const before = await snapshot(rule.tables);
          const foreign = await server.call(rule.endpoint, rule.example(other, own) as never, { token });
          const expectOther = expectationOf(rule, role, codes, 'other');
          expect({ code: foreign.code, msg: foreign.msg }).toMatchObject({ code: expectOther.code });
          if (expectOther.code === 404) expect(foreign.msg).toBe('请求的资源不存在');
          if (expectOther.answer === 'emptyUrl') expect(foreign.data).toEqual({ tmpUrl: '' });
          if (expectOther.answer === 'notMember') expect(foreign.data).toEqual({ disabled: false });
          if (expectOther.answer === 'noHits') expect(foreign.data).toEqual({ groups: [] });
          await backgroundIdle();
          expect(await snapshot(rule.tables)).toEqual(before);

          // The own unit's ids: done where the role may, refused where not.
          const mine = await server.call(rule.endpoint, rule.example(own, own) as never, { token });
          const expectOwn = expectationOf(rule, role, codes, 'own');
          expect({ code: mine.code, msg: mine.msg }, mine.msg).toMatchObject({ code: expectOwn.code });
          if (expectOwn.code === 0 && rule.endpoint === file.fileTempUrl) {
            expect((mine.data as { tmpUrl: string }).tmpUrl).toMatch(/^\/api\/files\/[0-9a-f]{32}\?exp=\d+&sig=/);
          }
          if (expectOwn.code === 0 && rule.endpoint === unit.isDisablePhone)
            expect(mine.data).toEqual({ disabled: true });
          if (expectOwn.code === 0 && rule.endpoint.path.startsWith('user/v1/change-super-admin')) {
            await restoreChief(own.userId);
          }
          // The next case of this role gets the same fixture when this one left it as made: the own call was refused
          // or only read. One that may have changed it (a write the role may make) gets a fresh one.
          if (expectOwn.code !== 0 || rule.endpoint.method === 'GET') ownFixtures[role] = own;
        });
      }
    });
  }
}
