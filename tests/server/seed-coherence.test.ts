/**
 * The demo data as a first-time administrator meets them:
 * - every seeded authorisation of the demo unit tells one story: its detail's used count, its timeline's stamp
 *   entries, its use records and its evidence report's numbers agree (the detail through HTTP and the evidence data for
 *   every one; the rendered PDF for a sample: the one with the most uses and one of each state);
 * - seeded and granted authorisations carry numbers of one format;
 * - the README's walk-through works on a fresh seed without clearing anything first: 刘洋 applies on SD00001 for a
 *   合同, 王强 approves and grants the approved application, 刘洋 activates it.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, authorization, useRecord } from '../../contract';
import { authorizations } from '../../server/src/db/schema';
import { authorizationRows, empowerNoOf } from '../../server/src/modules/authorization';
import { evidenceHead, evidenceUses } from '../../server/src/modules/use-record/evidence';
import { DAY, startTestServer, type TestServer } from './helpers';
import { CHIEF, KEEPER, MEMBER, staffSession, type StaffSession } from './staff';

let server: TestServer;
let chief: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
});
afterAll(async () => {
  await server?.close();
});

/** 'EP', the local day of the grant, the id zero-padded to at least 6 digits. */
const EMPOWER_NO = /^EP\d{8}\d{6,}$/;

async function seeded() {
  return server.deps.db
    .select({ id: authorizations.id, empowerNo: authorizations.empowerNo, state: authorizations.state })
    .from(authorizations)
    .where(eq(authorizations.companyId, chief.companyId))
    .orderBy(asc(authorizations.id));
}

/** The report's text, read back with pdf.js. */
async function reportText(empowerNo: string): Promise<string> {
  const res = await server.call(useRecord.useRecordExportPdf, { empowerNo }, { token: chief.token });
  expect(res.code, res.msg).toBe(0);
  const file = await server.app.inject({ method: 'GET', url: res.data.tmpUrl });
  const pdf = await getDocument({ data: new Uint8Array(file.rawPayload), verbosity: 0 }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  await pdf.destroy();
  return text;
}

describe('seeded authorisations', () => {
  it('each one: the detail, its timeline, its use records and its evidence agree', { timeout: 300_000 }, async () => {
    const rows = await seeded();
    expect(rows.length).toBeGreaterThan(100);
    const stampsOf = (timeline: Array<{ kind: string }>) => timeline.filter((e) => e.kind === 'used').length;
    for (const { id, empowerNo } of rows) {
      expect(empowerNo).toMatch(EMPOWER_NO);
      const detail = await server.call(authorization.authDetail, { id }, { token: chief.token });
      expect(detail.code, detail.msg).toBe(0);
      const row = (await authorizationRows.byId(server.deps.db, chief.companyId, id))!;
      const head = await evidenceHead(server.deps, row);
      const uses = await evidenceUses(server.deps, row);
      const counts = {
        detail: detail.data.usedCount,
        timeline: stampsOf(detail.data.timeline),
        evidenceTimeline: stampsOf(head.timeline),
        evidenceUsed: head.authorization.usedCount,
        evidenceUses: uses.count,
      };
      const n = detail.data.usedCount;
      expect(counts, empowerNo).toEqual({
        detail: n,
        timeline: n,
        evidenceTimeline: n,
        evidenceUsed: n,
        evidenceUses: n,
      });
    }
  });

  it('the printed report says the same: the most used one and one of each state', { timeout: 300_000 }, async () => {
    const rows = await seeded();
    const byUses = await server.deps.db
      .select({ empowerNo: authorizations.empowerNo, usedCount: authorizations.usedCount })
      .from(authorizations)
      .where(eq(authorizations.companyId, chief.companyId));
    const most = byUses.reduce((a, b) => (b.usedCount > a.usedCount ? b : a));
    const sample = new Set([most.empowerNo]);
    for (const state of new Set(rows.map((r) => r.state))) sample.add(rows.find((r) => r.state === state)!.empowerNo);
    for (const empowerNo of sample) {
      const row = (await authorizationRows.byEmpowerNo(server.deps.db, chief.companyId, empowerNo))!;
      const uses = await evidenceUses(server.deps, row);
      const text = await reportText(empowerNo);
      if (row.usedCount > 0) {
        expect(text, empowerNo).toContain(`另有 ${row.usedCount} 次盖章事件`);
        expect(text, empowerNo).toContain(`共 ${row.usedCount} 次用印，${uses.photos} 张照片。`);
      } else {
        expect(text, empowerNo).toContain('该授权尚无用印记录');
        expect(text, empowerNo).not.toContain('次盖章事件');
      }
    }
  });
});

describe("the README's walk-through on a fresh seed", () => {
  it('刘洋 applies on SD00001 for a 合同, 王强 approves and grants it, 刘洋 activates it', async () => {
    const member = await staffSession(server, MEMBER);
    const keeper = await staffSession(server, KEEPER);
    const deviceId = 'SD00001';
    const open = await server.call(authorization.authExistNotClose, { deviceId }, { token: keeper.token });
    expect(open.data.exists).toBe(false);

    const saved = await server.call(
      apply.applySave,
      { deviceId, fileType: '合同', copies: 1, useCount: 3, reason: '合同盖章' },
      { token: member.token },
    );
    expect(saved.code, saved.msg).toBe(0);
    const approved = await server.call(
      apply.applyApprove,
      { id: saved.data.id, result: 'approved' },
      { token: keeper.token },
    );
    expect(approved.code, approved.msg).toBe(0);
    const status = await server.call(apply.applyDetailInfo, { id: saved.data.id }, { token: member.token });
    expect(status.data).toMatchObject({ state: 'COMPLETED' });

    const validTo = new Date(server.clock.now().getTime() + 7 * DAY).toISOString();
    const granted = await server.call(
      authorization.authApplyAuthorization,
      { applyId: saved.data.id, validTo },
      { token: keeper.token },
    );
    expect(granted.code, granted.msg).toBe(0);
    // A new number has the seeded ones' format.
    expect(granted.data.empowerNo).toBe(empowerNoOf(server.clock.now(), granted.data.id));
    expect(granted.data.empowerNo).toMatch(EMPOWER_NO);

    const activated = await server.call(authorization.authActive, { id: granted.data.id }, { token: member.token });
    expect(activated.code, activated.msg).toBe(0);
    const detail = await server.call(authorization.authDetail, { id: granted.data.id }, { token: member.token });
    expect(detail.data).toMatchObject({ deviceId, userId: member.userId, useCount: 3, usedCount: 0, state: 4 });
    expect(detail.data.timeline.map((e) => e.kind)).toEqual(['granted', 'activated']);
  });
});
