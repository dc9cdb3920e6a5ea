/**
 * Exports: background jobs whose xlsx file holds exactly the rows the list shows the caller for the same
 * filters (orders only with the cost center's permission), progress and download, refused filters, and a restart that
 * requeues (or fails) the jobs a stopped process left running.
 */
import { finished } from 'node:stream/promises';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, authorization, cost, useRecord, type RequestOf } from '../../contract';
import { exportJobs } from '../../server/src/db/schema';
import { exportQueue, startExports } from '../../server/src/modules/export/service';
import { XlsxWriter } from '../../server/src/modules/export/sheet';
import { startTestServer, type TestServer } from './helpers';
import { otherUnitId } from './org-fixtures';
import { ADMIN, CHIEF, KEEPER, MEMBER, staffSession, type StaffSession } from './staff';

let server: TestServer;
let chief: StaffSession;
let keeper: StaffSession;
let member: StaffSession;
let admin: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  keeper = await staffSession(server, KEEPER);
  member = await staffSession(server, MEMBER);
  admin = await staffSession(server, ADMIN);
});
afterAll(async () => {
  await server?.close();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Creates an export, waits for the queue and returns the finished job with its workbook's rows. */
async function exported(input: RequestOf<typeof useRecord.exportCreate>, token = keeper.token) {
  const created = await server.call(useRecord.exportCreate, input, { token });
  expect(created.code, created.msg).toBe(0);
  await exportQueue(server.deps).idle();
  const job = await server.call(useRecord.exportDetail, { id: created.data.id }, { token });
  expect(job.data).toMatchObject({ state: 'done', progress: 100 });
  expect(job.data.fileName).toMatch(/^[\u4e00-\u9fff]+-\d{14}\.xlsx$/);
  const file = await server.app.inject({ method: 'GET', url: job.data.tmpUrl! });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe(XLSX);
  expect(file.headers['content-disposition']).toBe(
    `attachment; filename*=UTF-8''${encodeURIComponent(job.data.fileName!)}`,
  );
  const [header, ...rows] = await readSheet(file.rawPayload);
  expect(job.data.rows).toBe(rows.length);
  return { job: job.data, header: header!, rows };
}

/** The local time (UTC+8) the files show for an ISO instant. */
function local(iso: string | null): string | null {
  return iso === null ? null : new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

const useTypeNames = { 0: '联网盖章', 1: '特权盖章', 2: '试盖章', 3: '离线盖章', 6: '加墨' } as const;
const exceptionNames = {
  privileged: '特权盖章',
  offline: '离线盖章',
  lostLocked: '挂失锁定后盖章',
  outsideHours: '非工作时间',
} as const;

/** A use record as its export row shows it (empty cells read as null). */
function recordRow(r: useRecord.UseRecord) {
  return [
    r.id,
    r.deviceId,
    r.deviceName,
    r.empowerNo,
    r.userName,
    r.departmentName,
    useTypeNames[r.useType],
    local(r.usedAt),
    r.latitude,
    r.longitude,
    r.address,
    r.exception ? '是' : '否',
    r.exceptionKind ? exceptionNames[r.exceptionKind] : null,
    r.photoCount,
  ].map((v) => (v === '' ? null : v));
}

/** Every row of a list call, page by page (100 a page). */
async function allPages<T>(
  page: (pageNum: number) => Promise<{ code: number; msg: string; data: { list: T[]; total: number } }>,
) {
  const rows: T[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const answer = await page(pageNum);
    expect(answer.code, answer.msg).toBe(0);
    rows.push(...answer.data.list);
    if (rows.length >= answer.data.total || answer.data.list.length === 0) return { rows, total: answer.data.total };
  }
}

/** Every row the use-record list shows for the filters. */
async function listed(filters: Record<string, string | number | boolean>, token = keeper.token) {
  const { rows: records, total } = await allPages((pageNum) =>
    server.call(useRecord.useRecordList, { ...filters, pageNum, pageSize: 100 }, { token }),
  );
  return { ids: records.map((r) => r.id), records, total };
}

/** The authorisation states and end reasons as the files name them. */
const authStateNames = ['使用中', '已过期', '使用结束', '未激活', '待使用', '临时结束', '审核完成'] as const;
const endReasonNames = { exhausted: '次数用完', closed: '已关闭', closedByDevice: '按设备关闭', cancelled: '已撤销' };
const applyStateNames: Record<string, string> = {
  WAITING: '待审批',
  RUNNING: '审批中',
  COMPLETED: '已通过',
  rejected: '已驳回',
  revoked: '已撤回',
};

/** An authorisation as its export row shows it. */
function authRow(a: authorization.Authorization) {
  return [
    a.empowerNo,
    a.deviceId,
    a.deviceName,
    a.userName,
    a.departmentName,
    a.applyNo,
    a.fileType,
    a.reason,
    a.useCount,
    a.usedCount,
    local(a.validFrom),
    local(a.validTo),
    authStateNames[a.state],
    a.endReason ? endReasonNames[a.endReason] : null,
    a.grantedByName,
    local(a.createdAt),
  ].map((v) => (v === '' ? null : v));
}

/** Every row the authorisation list shows the keeper for the filters. */
async function authsListed(filters: Record<string, string | number>) {
  const { rows } = await allPages((pageNum) =>
    server.call(authorization.authList, { ...filters, pageNum, pageSize: 100 }, { token: keeper.token }),
  );
  return rows;
}

describe('use-record exports', () => {
  it('write the rows the list shows for the same filters, in the same order', async () => {
    // A device that has networked uses in the seed, whatever the seed's random draw was.
    const sample = await server.call(
      useRecord.useRecordList,
      { useType: 0, pageNum: 1, pageSize: 1 },
      { token: keeper.token },
    );
    const deviceId = sample.data.list[0]!.deviceId;
    const filters = { deviceId, useType: 0 };
    const { job, header, rows } = await exported({ exportType: 3, filters });
    expect(job.fileName).toMatch(/^使用记录-\d{14}\.xlsx$/);
    expect(header).toEqual([
      '记录编号',
      '设备编号',
      '设备名称',
      '授权编号',
      '用印人',
      '部门',
      '用印类型',
      '用印时间',
      '纬度',
      '经度',
      '地点',
      '是否异常',
      '异常类型',
      '照片数',
    ]);
    const list = await listed(filters);
    // Cell for cell what the list shows, in its order.
    expect(rows).toEqual(list.records.map(recordRow));
    expect(rows.length).toBe(list.total);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r[1] === deviceId && r[6] === '联网盖章')).toBe(true);
  });

  it('follow the caller: an administrator exporting a member sees what the list shows them', async () => {
    const filters = { userId: member.userId, exception: 'false', dateFrom: '2000-01-01' };
    const { rows } = await exported({ exportType: 10, filters }, admin.token);
    const list = await listed(filters, admin.token);
    expect(rows.map((r) => r.slice(0, 14))).toEqual(list.records.map(recordRow));
    // Use details carry the authorisation's reason and counts.
    const networked = rows.find((r) => r[3] !== null);
    expect(networked?.length).toBe(18);
    expect(networked?.[16]).toEqual(expect.any(Number));
  });

  it('authorisations (2) equal the authorisation list for the filters its page sends', async () => {
    // A grant of an application in the seed: its device, member, number and grant day make the filters.
    const sample = (await authsListed({ state: 2 })).find((a) => a.applyNo !== null)!;
    const day = local(sample.createdAt)!.slice(0, 10);
    const monthBefore = local(new Date(Date.parse(sample.createdAt) - 30 * 86_400_000).toISOString())!.slice(0, 10);
    const filterSets: Array<Record<string, string | number>> = [
      { state: 2 },
      {
        keyword: sample.applyNo!,
        deviceId: sample.deviceId,
        userId: sample.userId,
        dateFrom: monthBefore,
        dateTo: day,
      },
      { deviceId: sample.deviceId, dateFrom: monthBefore },
    ];
    for (const filters of filterSets) {
      const { rows } = await exported({ exportType: 2, filters });
      const listed = await authsListed(filters);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toEqual(listed.map(authRow));
    }
  });

  it("orders (1) equal the unit's order list for its filters; without the cost center's permission no job is made", async () => {
    const payStateNames = ['待支付', '已支付', '退款中', '已退款', '已取消', '未审核', '审核失败', '状态核查'];
    const orderStateNames = ['初始', '已分配', '已确认', '已发货', '已完成', '已取消'];
    for (const filters of [{}, { payState: 1 }, { keyword: 'DD' }] as Array<Record<string, string | number>>) {
      const { header, rows } = await exported({ exportType: 1, filters }, chief.token);
      expect(header).toEqual([
        '订单号',
        '订单内容',
        '下单人',
        '订单金额（元）',
        '实付（元）',
        '已退款（元）',
        '支付状态',
        '订单状态',
        '下单时间',
        '支付时间',
      ]);
      const listed = await server.call(cost.orderList, { pageSize: 100, ...filters }, { token: chief.token });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toEqual(
        listed.data.list.map((o) => [
          o.orderNo,
          o.title,
          o.createdByName,
          o.amountFen / 100,
          o.paidFen / 100,
          o.refundedFen / 100,
          payStateNames[o.payState],
          orderStateNames[o.state],
          local(o.createdAt),
          local(o.paidAt),
        ]),
      );
    }
    // A seal keeper may export records but not see orders: refused, and no job is made.
    const before = (await server.call(useRecord.exportList, {}, { token: keeper.token })).data.total;
    const refused = await server.call(useRecord.exportCreate, { exportType: 1, filters: {} }, { token: keeper.token });
    expect(refused.code).toBe(1003);
    const unknown = await server.call(
      useRecord.exportCreate,
      { exportType: 1, filters: { deviceId: 'X' } },
      { token: chief.token },
    );
    expect(unknown.code).toBe(400);
    expect((await server.call(useRecord.exportList, {}, { token: keeper.token })).data.total).toBe(before);
  });

  it('applications (11) equal the application list for the caller and the filters its page sends', async () => {
    const [sample] = (await server.call(apply.applyList, { pageNum: 1, pageSize: 1 }, { token: keeper.token })).data
      .list;
    const day = local(sample!.submittedAt)!.slice(0, 10);
    const quarterBefore = local(new Date(Date.parse(sample!.submittedAt!) - 90 * 86_400_000).toISOString())!.slice(
      0,
      10,
    );
    for (const [token, filters] of [
      [keeper.token, {}],
      [admin.token, { state: 'COMPLETED' }],
      [keeper.token, { mine: true }],
      [keeper.token, { keyword: '合同', dateFrom: quarterBefore, dateTo: day, mine: false }],
      [admin.token, { keyword: sample!.fileType!, state: sample!.state!, dateFrom: quarterBefore, mine: false }],
    ] as const) {
      const { header, rows } = await exported({ exportType: 11, filters }, token);
      expect(header).toEqual([
        '申请编号',
        '申请人',
        '设备',
        '文件类型',
        '用印次数',
        '用印事由',
        '审批状态',
        '提交时间',
      ]);
      const { rows: listed } = await allPages((pageNum) =>
        server.call(apply.applyList, { ...filters, pageNum, pageSize: 100 }, { token }),
      );
      expect(rows.length).toBeGreaterThan(0);
      // Cell for cell what the list shows, in its order.
      expect(rows).toEqual(
        listed.map((a) =>
          [
            a.applyNo,
            a.applicantName,
            a.deviceName,
            a.fileType,
            a.useCount,
            a.reason,
            applyStateNames[a.outcome ?? a.state!],
            local(a.submittedAt ?? a.updatedAt),
          ].map((v) => (v === '' ? null : v)),
        ),
      );
    }
  });

  it('refuses bad filters and another unit ids; members may not export', async () => {
    const bad = await server.call(
      useRecord.exportCreate,
      { exportType: 3, filters: { useType: 9 } },
      { token: keeper.token },
    );
    expect([bad.code, bad.msg]).toEqual([400, '参数格式不正确']);
    const foreign = await server.call(
      useRecord.exportCreate,
      { exportType: 3, filters: { deviceId: 'YS00001' } },
      { token: keeper.token },
    );
    expect(foreign.code).toBe(404);
    const byMember = await server.call(useRecord.exportCreate, { exportType: 3, filters: {} }, { token: member.token });
    expect(byMember.code).toBe(1003);
  });

  it("lists the caller's exports; others' are refused except to administrators", async () => {
    const { job } = await exported({ exportType: 11, filters: { state: 'WAITING' } }, keeper.token);
    const mine = await server.call(useRecord.exportList, {}, { token: keeper.token });
    expect(mine.data.list[0]?.id).toBe(job.id);
    expect((await server.call(useRecord.exportList, {}, { token: member.token })).data.list).toEqual([]);
    expect((await server.call(useRecord.exportDetail, { id: job.id }, { token: chief.token })).code).toBe(0);
    expect((await server.call(useRecord.exportDetail, { id: job.id }, { token: member.token })).code).toBe(1003);
  });
});

describe('restarts', () => {
  it('requeue a job left running, and fail one tried too often', async () => {
    const companyId = keeper.companyId;
    const base = { companyId, userId: keeper.userId, role: 2, exportType: 3, filters: '{"deviceId":"SD00011"}' };
    const [interrupted] = await server.deps.db
      .insert(exportJobs)
      .values({ ...base, state: 'running', attempts: 1, progress: 40 })
      .returning({ id: exportJobs.id });
    const [hopeless] = await server.deps.db
      .insert(exportJobs)
      .values({ ...base, state: 'running', attempts: 3 })
      .returning({ id: exportJobs.id });
    await startExports(server.deps);
    await exportQueue(server.deps).idle();
    const resumed = await server.call(useRecord.exportDetail, { id: interrupted!.id }, { token: keeper.token });
    expect(resumed.data).toMatchObject({ state: 'done', progress: 100 });
    expect(resumed.data.rows).toBe((await listed({ deviceId: 'SD00011' })).total);
    const failed = await server.call(useRecord.exportDetail, { id: hopeless!.id }, { token: keeper.token });
    expect(failed.data).toMatchObject({ state: 'failed', tmpUrl: null });
    expect(await otherUnitId(server)).toBeGreaterThan(0);
  });
});

/** Runs `write` on a fresh writer and returns the workbook's bytes, and how many came out before `finish`. */
async function workbookOf(write: (writer: XlsxWriter) => Promise<void>) {
  const writer = new XlsxWriter('测试', new Date());
  const chunks: Buffer[] = [];
  writer.output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = finished(writer.output);
  await write(writer);
  const beforeFinish = chunks.reduce((sum, c) => sum + c.length, 0);
  await writer.finish();
  await ended;
  return { file: Buffer.concat(chunks), beforeFinish };
}

describe('the xlsx writer', () => {
  it('keeps every value as written: text that looks like a formula, XML specials, wide rows', async () => {
    const columns = Array.from({ length: 30 }, (_, i) => `列${i + 1}`);
    const row = ['=HYPERLINK("http://x")', '<a & b>', 'tab\there\u0001', 12.5, true, null, '中文', ...columns.slice(7)];
    const { file } = await workbookOf(async (writer) => {
      writer.header(columns);
      await writer.rows([row]);
    });
    const [header, read] = await readSheet(file);
    expect(header).toEqual(columns);
    // The formula is text (no cell is ever a formula), the control character is dropped, column AD is the 30th.
    expect(read).toEqual([
      '=HYPERLINK("http://x")',
      '<a & b>',
      'tab\there',
      12.5,
      true,
      null,
      '中文',
      ...columns.slice(7),
    ]);
  });

  it('streams thousands of rows into a workbook that opens with every row', async () => {
    const columns = ['序号', '用印人', '设备', '次数', '备注'];
    const rowOf = (i: number) => [i, `用印人${i}`, `SD${String(i % 97).padStart(5, '0')}`, i % 7, `第${i}次用印的备注`];
    const { file, beforeFinish } = await workbookOf(async (writer) => {
      writer.header(columns);
      for (let start = 1; start <= 6000; start += 500)
        await writer.rows(Array.from({ length: 500 }, (_, k) => rowOf(start + k)));
    });
    // Bytes left the writer while rows were still coming: the file is never built whole in memory.
    expect(beforeFinish).toBeGreaterThan(0);
    const rows = await readSheet(file);
    expect(rows).toHaveLength(6001);
    expect(rows[0]).toEqual(columns);
    expect(rows[1]).toEqual(rowOf(1));
    expect(rows[6000]).toEqual(rowOf(6000));
    // A plain ZIP at this size: the end record closes the file with no ZIP64 locator before it (yazl adds ZIP64 on
    // its own once an entry or the archive passes 4 GiB).
    const end = file.length - 22;
    expect(file.readUInt32LE(end)).toBe(0x06054b50);
    expect(file.readUInt32LE(end - 20)).not.toBe(0x07064b50);
  });

  it('gives the file up on abort: the output fails and a waiting batch with it', async () => {
    const writer = new XlsxWriter('测试', new Date());
    const failed = finished(writer.output);
    writer.header(['值']);
    // Nobody reads the output, so a large batch waits for room.
    const waiting = writer.rows(Array.from({ length: 20_000 }, (_, i) => [`行${i}`]));
    writer.abort(new Error('storage full'));
    await expect(waiting).rejects.toThrow('storage full');
    await expect(failed).rejects.toThrow('storage full');
  });
});
