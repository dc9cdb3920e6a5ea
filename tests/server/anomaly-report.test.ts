/**
 * The anomaly centre's weekly report through the contract: the workbook read back holds the week's alerts by rule,
 * device and person, the median and longest time to close, and the alerts still open when the week ended; the PDF is
 * a PDF; a member (role 3) is refused. The alerts are written straight into a week of 2020, far from the seed's.
 */
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anomaly } from '../../contract';
import { anomalyAlertEvents, anomalyAlerts } from '../../server/src/db/schema';
import { HOUR, startTestServer, type TestServer } from './helpers';
import { KEEPER, MEMBER, staffSession, type StaffSession } from './staff';

let server: TestServer;
let keeper: StaffSession;
let member: StaffSession;

/** Monday 2020-03-02 00:00 in Beijing; the week ends Monday 2020-03-09 00:00 local. */
const WEEK = Date.parse('2020-03-01T16:00:00Z');
const DAY = 24 * HOUR;
let nextRecord = 9_000_000;

async function alert(
  rule: anomaly.RuleKind,
  device: [id: string, name: string],
  user: [id: number, name: string] | null,
  usedAt: number,
  closed?: { kind: 'resolved' | 'dismissed'; after: number },
) {
  const db = server.deps.db;
  const [row] = await db
    .insert(anomalyAlerts)
    .values({
      companyId: keeper.companyId,
      useRecordId: nextRecord++,
      rule,
      severity: 'medium',
      state: closed?.kind ?? 'open',
      deviceId: device[0],
      deviceName: device[1],
      userId: user?.[0] ?? null,
      userName: user?.[1] ?? null,
      usedAt: new Date(usedAt),
      createdAt: new Date(usedAt),
      updatedAt: new Date(usedAt),
    })
    .returning({ id: anomalyAlerts.id });
  if (closed) {
    await db.insert(anomalyAlertEvents).values({
      companyId: keeper.companyId,
      alertId: row!.id,
      kind: closed.kind,
      at: new Date(usedAt + closed.after),
    });
  }
}

beforeAll(async () => {
  server = await startTestServer();
  keeper = await staffSession(server, KEEPER);
  member = await staffSession(server, MEMBER);
  const sealA: [string, string] = ['RPT-A', '合同专用章'];
  const sealB: [string, string] = ['RPT-B', '财务专用章'];
  const li: [number, string] = [keeper.userId, '李娜'];
  // The week: three alerts of Li on seal A (closed after 2 h, 4 h, and after the week ended: 9 days), one of nobody.
  await alert('afterHours', sealA, li, WEEK + 2 * HOUR, { kind: 'resolved', after: 2 * HOUR });
  await alert('afterHours', sealA, li, WEEK + DAY, { kind: 'dismissed', after: 4 * HOUR });
  await alert('privileged', sealA, li, WEEK + 2 * DAY, { kind: 'resolved', after: 9 * DAY });
  await alert('noPhoto', sealB, null, WEEK + 6 * DAY);
  // Before the week and still open: open at its end, not one of its alerts. After the week: neither.
  await alert('lost', sealB, li, WEEK - HOUR);
  await alert('lost', sealB, li, WEEK + 7 * DAY);
});
afterAll(async () => {
  await server?.close();
});

async function report(format: anomaly.ReportFormat, who = keeper, day = '2020-03-04') {
  return server.call(anomaly.anomalyWeeklyReport, { companyId: who.companyId, day, format }, { token: who.token });
}

async function download(tmpUrl: string) {
  const file = await server.app.inject({ method: 'GET', url: tmpUrl });
  expect(file.statusCode).toBe(200);
  return file;
}

/** The rows under a section's title row, up to the blank row that ends it. */
function section(rows: unknown[][], title: string): unknown[][] {
  const start = rows.findIndex((r) => r[0] === title);
  expect(start, title).toBeGreaterThanOrEqual(0);
  const end = rows.findIndex((r, i) => i > start && r.every((c) => c === null));
  return rows.slice(start + 1, end < 0 ? undefined : end).map((r) => r.filter((c) => c !== null));
}

describe('the weekly anomaly report', () => {
  it('counts the week by rule, device and person, with the time to close and what stayed open', async () => {
    const res = await report('xlsx');
    expect(res.code, res.msg).toBe(0);
    expect(res.data.name).toBe('异常用印周报-2020-03-02.xlsx');
    const file = await download(res.data.tmpUrl);
    const [header, ...rows] = (await readSheet(file.rawPayload)) as unknown[][];
    expect(header).toEqual(['异常用印周报', '演示科技有限公司', '2020-03-02 ~ 2020-03-08']);
    expect(section(rows, '概况')).toEqual([
      ['本周告警', 4],
      ['其中已处理完毕（解决或误报）', 3],
      ['处理用时中位数（小时）', 4],
      ['处理用时最长（小时）', 216],
      ['周末仍待处理', 3],
    ]);
    expect(section(rows, '按规则')).toEqual([
      ['非工作时间用印', 2],
      ['特权盖章', 1],
      ['离线盖章', 0],
      ['用印无照片', 1],
      ['挂失设备用印', 0],
      ['用印频率异常', 0],
      ['授权围栏外用印', 0],
      ['围栏授权用印未报位置', 0],
    ]);
    expect(section(rows, '按设备')).toEqual([
      ['合同专用章', 3, 'RPT-A'],
      ['财务专用章', 1, 'RPT-B'],
    ]);
    expect(section(rows, '按人员')).toEqual([
      ['李娜', 3],
      ['（未知人员）', 1],
    ]);
  });

  it('draws the same week as a PDF, in English too, and refuses a member', async () => {
    const res = await server.call(
      anomaly.anomalyWeeklyReport,
      { companyId: keeper.companyId, day: '2020-03-08', format: 'pdf' },
      { token: keeper.token, lang: 'en-US' },
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data.name).toBe('anomaly-weekly-report-2020-03-02.pdf');
    const file = await download(res.data.tmpUrl);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await report('pdf', member)).code).toBe(1003);
  });
});
