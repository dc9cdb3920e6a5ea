/**
 * The department rankings (the dashboard's use times, which the wall shows, and the month statistics): they rank the
 * unit's departments; uses by members without a department are no department's and never appear in them, however
 * many there are.
 */
import { and, count, desc, eq, gte, isNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboard, useRecord } from '../../contract';
import { departments, useRecords } from '../../server/src/db/schema';
import { dayStart, localDay } from '../../server/src/lib/local-time';
import { DAY, HOUR, startTestServer, type TestServer } from './helpers';
import { CHIEF, staffSession, type StaffSession } from './staff';

let server: TestServer;
let chief: StaffSession;
// Tomorrow 10:00 in Beijing: after every seeded record.
const START = new Date(dayStart(localDay(new Date(Date.now() + DAY))).getTime() + 10 * HOUR);
// More department-less uses today than any department has in a month: were they ranked, they would lead.
const WITHOUT_DEPARTMENT = 400;

const db = () => server.deps.db;

beforeAll(async () => {
  server = await startTestServer({ startAt: START });
  chief = await staffSession(server, CHIEF);
  await db()
    .insert(useRecords)
    .values(
      Array.from({ length: WITHOUT_DEPARTMENT }, (_, n) => ({
        companyId: chief.companyId,
        deviceId: 'SD00001',
        departmentId: null,
        useType: 1,
        usedAt: new Date(START.getTime() - n * 1000),
      })),
    );
});
afterAll(async () => {
  await server?.close();
});

/** Uses of the unit per department of the unit in [from, to), most first, counted here with a plain query. */
async function perDepartment(from: Date, to: Date) {
  const rows = await db()
    .select({ id: departments.id, name: departments.name, n: count() })
    .from(useRecords)
    .innerJoin(departments, eq(departments.id, useRecords.departmentId))
    .where(and(eq(useRecords.companyId, chief.companyId), gte(useRecords.usedAt, from), lt(useRecords.usedAt, to)))
    .groupBy(departments.id, departments.name)
    .orderBy(desc(count()), departments.id);
  return rows;
}

async function withoutDepartment(from: Date, to: Date) {
  const [row] = await db()
    .select({ n: count() })
    .from(useRecords)
    .where(
      and(
        eq(useRecords.companyId, chief.companyId),
        isNull(useRecords.departmentId),
        gte(useRecords.usedAt, from),
        lt(useRecords.usedAt, to),
      ),
    );
  return row?.n ?? 0;
}

describe('the department rankings', () => {
  it("the dashboard's use times rank only the unit's departments, however many uses have none", async () => {
    const res = await server.call(dashboard.deviceUseTimes, { range: '30d' }, { token: chief.token });
    expect(res.code, res.msg).toBe(0);
    const from = dayStart(res.data.series[0]!.key);
    const to = new Date(START.getTime() + DAY);
    expect(await withoutDepartment(from, to)).toBeGreaterThanOrEqual(WITHOUT_DEPARTMENT);
    const expected = (await perDepartment(from, to)).slice(0, dashboard.TOP_N);
    expect(expected.length).toBeGreaterThan(0);
    expect(res.data.topDepartments).toEqual(
      expected.map((d) => ({ departmentId: d.id, departmentName: d.name, count: d.n })),
    );
    expect(res.data.topDepartments.map((d) => d.departmentName)).not.toContain('未分配部门');
  });

  it("the month statistics rank only the unit's departments too", async () => {
    const month = localDay(START).slice(0, 7);
    const res = await server.call(useRecord.useMonthStatistics, { month }, { token: chief.token });
    expect(res.code, res.msg).toBe(0);
    const from = dayStart(`${month}-01`);
    const to = new Date(START.getTime() + DAY);
    expect(await withoutDepartment(from, to)).toBeGreaterThanOrEqual(WITHOUT_DEPARTMENT);
    const expected = (await perDepartment(from, to)).slice(0, 10);
    expect(res.data.perDepartment).toEqual(expected.map((d) => ({ key: String(d.id), label: d.name, count: d.n })));
    expect(res.data.perDepartment.map((d) => d.key)).not.toContain('none');
  });
});
