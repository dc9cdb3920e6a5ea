/**
 * The audit log's xlsx export on the system side: the file holds exactly the rows the operate log lists for the same
 * filters (as they were when it was asked for), and only the system account that asked for it lists or downloads it;
 * a staff session is refused and a unit's exports never show it.
 */
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, audit, fileType, resultCodes, sysAccount, sysRole, useRecord, type RequestOf } from '../../contract';
import { exportQueue } from '../../server/src/modules/export/service';
import { startTestServer, type TestServer } from './helpers';
import { CHIEF, staffSession, systemToken, type StaffSession } from './staff';

let server: TestServer;
let chief: StaffSession;
let sys: string;

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  sys = await systemToken(server);
  // A few records of the chief's unit, a refused one among them.
  for (const name of ['导出合同', '导出协议']) {
    const added = await server.call(fileType.fileTypeAdd, { name }, { token: chief.token });
    expect(added.code, added.msg).toBe(0);
  }
  const refused = await server.call(fileType.fileTypeAdd, { name: '' }, { token: chief.token });
  expect(refused.code).not.toBe(0);
});
afterAll(async () => {
  await server?.close();
});

type Filters = RequestOf<typeof audit.exportCreate>;

/** The operate log's rows for the filters, all pages, as the file writes them (time, unit, person, call, result). */
async function listed(filters: Filters) {
  const rows: unknown[][] = [];
  for (let pageNum = 1; ; pageNum++) {
    const res = await server.call(audit.operateLog, { ...filters, pageNum, pageSize: 100 }, { token: sys });
    expect(res.code, res.msg).toBe(0);
    for (const r of res.data.list) {
      const local = new Date(Date.parse(r.at) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
      rows.push([local, r.companyId === null ? '系统' : r.companyName, r.person, r.call, r.chain, r.seq]);
    }
    if (pageNum * 100 >= res.data.total) return rows;
  }
}

async function exported(filters: Filters, token = sys) {
  const created = await server.call(audit.exportCreate, filters, { token });
  expect(created.code, created.msg).toBe(0);
  await exportQueue(server.deps).idle();
  const job = await server.call(audit.exportDetail, { id: created.data.id }, { token });
  expect(job.code, job.msg).toBe(0);
  expect(job.data).toMatchObject({ state: 'done', progress: 100 });
  expect(job.data.fileName).toMatch(/^操作日志-\d{14}\.xlsx$/);
  const file = await server.app.inject({ method: 'GET', url: job.data.tmpUrl! });
  expect(file.statusCode).toBe(200);
  const [header, ...rows] = await readSheet(file.rawPayload);
  expect(job.data.rows).toBe(rows.length);
  return { id: created.data.id, header: header!, rows };
}

describe('audit-log export', () => {
  it.each<[string, Filters]>([
    ['one unit', { companyId: 0 }],
    ['one unit, refused calls', { companyId: 0, result: 'failure' }],
    ['a call, today', { call: 'file-type/v1/add', dateFrom: today(), dateTo: today() }],
  ])('writes the rows the list shows: %s', async (_name, filters) => {
    const asked = filters.companyId === 0 ? { ...filters, companyId: chief.companyId } : filters;
    const before = await listed(asked);
    expect(before.length).toBeGreaterThan(0);
    const { header, rows } = await exported(asked);
    expect(header).toEqual([
      '时间',
      '单位',
      '操作人',
      '接口',
      '对象',
      '结果',
      '原因',
      'IP',
      '客户端',
      '日志链',
      '序号',
    ]);
    expect(rows.map((r) => [r[0], r[1], r[2], r[3], r[9], r[10]])).toEqual(before);
    if (asked.result === 'failure') expect(rows.every((r) => String(r[5]).startsWith('失败'))).toBe(true);
  });

  it('refuses bad filters and changes nothing', async () => {
    const bad = await server.call(audit.exportCreate, { call: 'x'.repeat(65) }, { token: sys });
    expect(bad.code).toBe(resultCodes.badRequest);
    const listedNow = await server.call(audit.exportList, { pageNum: 1, pageSize: 50 }, { token: sys });
    expect(listedNow.data.list.every((j) => j.state === 'done')).toBe(true);
  });

  it('is for the asking account only: staff are refused, another account does not find it', async () => {
    const { id } = await exported({ companyId: chief.companyId });
    const own = await server.call(audit.exportList, { pageNum: 1, pageSize: 50 }, { token: sys });
    expect(own.data.list.map((j) => j.id)).toContain(id);

    const staffDetail = await server.call(audit.exportDetail, { id }, { token: chief.token });
    expect(staffDetail.code).not.toBe(0);
    expect(staffDetail.data).toBeNull();
    const staffCreate = await server.call(audit.exportCreate, {}, { token: chief.token });
    expect(staffCreate.code).not.toBe(0);
    const unitExports = await server.call(useRecord.exportList, { pageNum: 1, pageSize: 50 }, { token: chief.token });
    expect(unitExports.data.list.map((j) => j.id)).not.toContain(id);
    const unitDetail = await server.call(useRecord.exportDetail, { id }, { token: chief.token });
    expect(unitDetail.code).toBe(resultCodes.notFound);

    const roles = await server.call(sysRole.platformRoles, {}, { token: sys });
    const builtIn = roles.data.roles.find((r) => r.allGrants)!;
    const added = await server.call(
      sysAccount.accountAdd,
      { username: 'auditexport2', realName: '另一审计员', roleIds: [builtIn.id] },
      { token: sys },
    );
    expect(added.code, added.msg).toBe(0);
    const login = await server.call(account.systemLogin, {
      username: 'auditexport2',
      password: added.data.initialPassword,
    });
    const other = login.data.token;
    const otherDetail = await server.call(audit.exportDetail, { id }, { token: other });
    expect(otherDetail.code).toBe(resultCodes.notFound);
    const otherList = await server.call(audit.exportList, { pageNum: 1, pageSize: 50 }, { token: other });
    expect(otherList.data).toEqual({ list: [], total: 0 });
  });
});

function today(): string {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
}
