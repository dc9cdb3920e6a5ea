/**
 * The audit log: every mutating call recorded with its result (a refused one too), log-in attempts with a masked
 * identity, never a password, code or token; the table refuses UPDATE and DELETE; verification names the first
 * altered, missing or reordered record of a chain; a unit's administrators see their unit's log only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, audit, fileType, resultCodes } from '../../contract';
import { SYSADMIN } from '../../server/src/db/seed/demo-accounts';
import { callAudit } from '../../server/src/modules/audit';
import { startTestServer, type TestServer } from './helpers';
import { otherUnitId } from './org-fixtures';
import { ADMIN, CHIEF, MEMBER, staffSession, systemToken, type StaffSession } from './staff';

let server: TestServer;
let chief: StaffSession;
let sys: string;

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  sys = await systemToken(server);
});
afterAll(async () => {
  await server?.close();
});

const UA = 'audit-test-agent/1.0';

async function operateLog(request: Parameters<typeof server.call<typeof audit.operateLog>>[1], token = sys) {
  const res = await server.call(audit.operateLog, request, { token });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

async function verifyUnit(companyId: number) {
  const res = await server.call(audit.verify, { companyId }, { token: sys });
  expect(res.code, res.msg).toBe(0);
  return res.data.chains[0]!;
}

/** Runs SQL on audit_log past its append-only trigger, as someone with the database would. */
async function tamper(statement: ReturnType<typeof sql>) {
  const db = server.database.db;
  await db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
  try {
    await db.execute(statement);
  } finally {
    await db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
  }
}

describe('recording', () => {
  it('records a mutating call with who, unit, call, created id, result, IP and user agent', async () => {
    const added = await server.call(
      fileType.fileTypeAdd,
      { name: '审计合同' },
      { token: chief.token, ip: '10.1.2.3', headers: { 'user-agent': UA } },
    );
    expect(added.code).toBe(0);
    const { list } = await operateLog({ companyId: chief.companyId, call: 'file-type/v1/add' });
    expect(list[0]).toMatchObject({
      chain: `unit:${chief.companyId}`,
      side: 'staff',
      companyId: chief.companyId,
      companyName: '演示科技有限公司',
      person: '张伟',
      call: 'POST workflow/file-type/v1/add',
      targets: { createdId: added.data.id },
      resultCode: 0,
      reason: null,
      ip: '10.1.2.3',
      userAgent: UA,
    });
  });

  it('records a refused call with its result code, and its change is not made', async () => {
    const again = await server.call(fileType.fileTypeAdd, { name: '审计合同' }, { token: chief.token });
    expect(again.code).toBe(resultCodes.conflict);
    const { list } = await operateLog({ companyId: chief.companyId, call: 'file-type/v1/add', result: 'failure' });
    expect(list[0]).toMatchObject({ resultCode: resultCodes.conflict, reason: 'e.fileTypeNameTaken', person: '张伟' });
  });

  it('does not record reads', async () => {
    const before = (await operateLog({ companyId: chief.companyId })).total;
    await server.call(fileType.fileTypeList, {}, { token: chief.token });
    expect((await operateLog({ companyId: chief.companyId })).total).toBe(before);
  });

  it('records log-in attempts with the masked phone or the user name, success or the reason', async () => {
    const wrong = await server.call(account.systemLogin, { username: 'sysadmin', password: 'Wrong@2026x' });
    expect(wrong.code).not.toBe(0);
    await server.loginByPhone('13900000001');
    const res = await server.call(audit.loginLog, { pageSize: 20 }, { token: sys });
    expect(res.code).toBe(0);
    expect(res.data.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'system', identity: 'sysadmin', success: false, reason: 'e.badCredentials' }),
        expect.objectContaining({ method: 'sms', identity: '139****0001', success: true, reason: null }),
      ]),
    );
    const failed = await server.call(audit.loginLogSearch, { result: 'failure', identity: 'sysadmin' }, { token: sys });
    expect(failed.data.list.every((r) => !r.success && r.identity === 'sysadmin')).toBe(true);
  });

  it('never records a password, an SMS code or a token', async () => {
    const code = await server.sendCode('13900000000');
    const login = await server.call(account.loginByPhone, { phoneNumber: '13900000000', verificationCode: code });
    const rows = (await server.database.db.execute(
      sql`select row_to_json(a)::text as json from audit_log a`,
    )) as unknown as {
      rows: Array<{ json: string }>;
    };
    const text = rows.rows.map((r) => r.json).join('\n');
    for (const secret of [SYSADMIN.password, 'Wrong@2026x', 'Demo@2026', code, login.data.token, chief.token, sys]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('concurrent appends', () => {
  it('records every one of parallel calls and log-ins of one chain, which stays intact', async () => {
    const before = (await operateLog({ companyId: chief.companyId })).total;
    const adds = Array.from({ length: 8 }, (_, i) =>
      server.call(fileType.fileTypeAdd, { name: `并发${i}` }, { token: chief.token }),
    );
    const logins = Array.from({ length: 6 }, () =>
      server.call(account.systemLogin, { username: 'nobody', password: 'Wrong@2026x' }),
    );
    await Promise.all([...adds, ...logins]);
    expect((await operateLog({ companyId: chief.companyId })).total).toBe(before + 8);
    const failed = await server.call(audit.loginLog, { identity: 'nobody' }, { token: sys });
    expect(failed.data.total).toBe(6);
    const all = await server.call(audit.verify, {}, { token: sys });
    expect(all.data.chains.map((c) => c.problem)).toEqual(all.data.chains.map(() => null));
  });

  it('stays intact after an append whose transaction rolled back, and with two processes appending to one chain', async () => {
    // Two processes on one database, each remembering the head it last wrote (another Deps object is another one).
    const [first, second] = [callAudit(server.deps), callAudit({ ...server.deps })];
    const facts = {
      endpoint: fileType.fileTypeAdd,
      session: {
        sessionId: 1,
        kind: 'staff' as const,
        userId: chief.userId,
        sysAccountId: null,
        companyId: chief.companyId,
        expiresAt: new Date(),
      },
      input: { name: '两个进程' },
      ip: '127.0.0.1',
      userAgent: UA,
    };
    const ok = { code: 0, reason: null, data: null };
    const db = server.deps.db;
    for (const recorder of [first, second, first, first, second])
      await db.transaction((tx) => recorder.append(tx, facts, ok));
    const rolledBack = db.transaction(async (tx) => {
      await first.append(tx, facts, ok);
      throw new Error('the call failed after its audit record');
    });
    await expect(rolledBack).rejects.toThrow('the call failed');
    for (const recorder of [first, second, first]) await db.transaction((tx) => recorder.append(tx, facts, ok));
    expect((await verifyUnit(chief.companyId)).problem).toBeNull();
  });
});

describe('the append-only table and verification', () => {
  it('refuses UPDATE and DELETE', async () => {
    await expect(server.database.db.execute(sql`update audit_log set ip = 'x'`)).rejects.toThrow();
    await expect(server.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });

  it('finds an intact chain, then names an altered, a deleted and a reordered record', async () => {
    for (const name of ['审计一', '审计二', '审计三']) {
      expect((await server.call(fileType.fileTypeAdd, { name }, { token: chief.token })).code).toBe(0);
    }
    const chain = `unit:${chief.companyId}`;
    const intact = await verifyUnit(chief.companyId);
    expect(intact.problem).toBeNull();
    expect(intact.records).toBeGreaterThanOrEqual(5);

    await tamper(sql`update audit_log set ip = '6.6.6.6' where chain = ${chain} and seq = 3`);
    expect((await verifyUnit(chief.companyId)).problem).toMatchObject({ kind: 'altered', seq: 3 });
    await tamper(
      sql`update audit_log set ip = (select ip from audit_log where chain = ${chain} and seq = 4) where chain = ${chain} and seq = 3`,
    );
    expect((await verifyUnit(chief.companyId)).problem).toBeNull();

    await tamper(sql`update audit_log set seq = -1 where chain = ${chain} and seq = 2`);
    await tamper(sql`update audit_log set seq = 2 where chain = ${chain} and seq = 3`);
    await tamper(sql`update audit_log set seq = 3 where chain = ${chain} and seq = -1`);
    expect((await verifyUnit(chief.companyId)).problem).toMatchObject({ kind: 'reordered', seq: 2 });

    await tamper(sql`delete from audit_log where chain = ${chain} and seq = 3`);
    await tamper(sql`update audit_log set seq = 3 where chain = ${chain} and seq = 2`);
    expect((await verifyUnit(chief.companyId)).problem).toMatchObject({ kind: 'missing', seq: 2, recordId: null });
  });

  it('names a head that is not the last record (records cut off the end)', async () => {
    const sysChain = await server.call(audit.verify, {}, { token: sys });
    const system = sysChain.data.chains.find((c) => c.chain === 'system')!;
    expect(system.problem).toBeNull();
    await tamper(
      sql`delete from audit_log where chain = 'system' and seq = (select max(seq) from audit_log where chain = 'system')`,
    );
    const after = await server.call(audit.verify, {}, { token: sys });
    expect(after.data.chains.find((c) => c.chain === 'system')!.problem).toMatchObject({ kind: 'missing' });
  });
});

describe('who reads which log', () => {
  it("shows a unit's administrators their unit's log only", async () => {
    const admin = await staffSession(server, ADMIN);
    const own = await operateLog({}, admin.token);
    expect(own.total).toBeGreaterThan(0);
    expect(own.list.every((r) => r.companyId === admin.companyId)).toBe(true);
    const other = await server.call(audit.operateLog, { companyId: await otherUnitId(server) }, { token: admin.token });
    expect(other.code).toBe(resultCodes.notFound);
    const otherVerify = await server.call(
      audit.verify,
      { companyId: await otherUnitId(server) },
      { token: admin.token },
    );
    expect(otherVerify.code).toBe(resultCodes.notFound);
  });

  it('refuses members and keeps the login log to the system side', async () => {
    const member = await staffSession(server, MEMBER);
    expect((await server.call(audit.operateLog, {}, { token: member.token })).code).toBe(resultCodes.forbidden);
    expect((await server.call(audit.verify, {}, { token: member.token })).code).toBe(resultCodes.forbidden);
    expect((await server.call(audit.loginLog, {}, { token: chief.token })).code).toBe(resultCodes.forbidden);
  });
});
