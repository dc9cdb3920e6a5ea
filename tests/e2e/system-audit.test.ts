/**
 * The platform's control over units, in Chromium, against a server of its own (its data are changed underneath it, and
 * a staff role's grants are shared by every unit): the system administrator takes a page out of the chief
 * administrators' role and a chief administrator's menu loses it, then gets it back; the audit chains verify, a row
 * altered directly in the database while the server is down is named by "verify" after the restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { CHIEF_BY_PASSWORD, launchBrowser, loginToDemoUnit, loginToSystemSide, sidebar } from './browser';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'seal-system-audit-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: '', SEED_USE_RECORDS: '200' };
// A page of the chief administrators' menu that no other step of this file needs.
const GROUP = '单位管理';
const PAGE = '操作日志';
let server: ServerProcess;
let browser: Browser;

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: server.url });
  return context.newPage();
}

/** Whether the chief administrator's menu, freshly loaded, offers the page. */
async function chiefSees(chief: Page): Promise<boolean> {
  await chief.goto('/dashboard');
  await sidebar(chief).getByText('印章管理', { exact: true }).waitFor();
  const group = sidebar(chief).getByRole('button', { name: new RegExp(GROUP) });
  if ((await group.count()) === 0) return false;
  await group.click();
  return (await sidebar(chief).getByRole('link', { name: PAGE }).count()) > 0;
}

/** Ticks or unticks the page in the chief administrators' grants and saves. */
async function grant(admin: Page, on: boolean) {
  await admin.goto('/role');
  await admin.getByRole('tab', { name: '单位角色' }).click();
  await admin.getByRole('button', { name: '超级管理员', exact: true }).click();
  const box = admin.getByRole('checkbox', { name: PAGE, exact: true });
  await box.waitFor();
  expect(await box.isChecked()).toBe(!on);
  await box.click();
  await admin.getByRole('button', { name: '保存', exact: true }).click();
  await admin.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await admin.getByText('权限已保存').waitFor();
}

beforeAll(async () => {
  server = await startServerProcess({ from: 'dist', env, startLimitMs: 120_000 });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the system side governs the units', () => {
  it("a staff role's grants change what its members see", async () => {
    const admin = await newPage();
    await loginToSystemSide(admin);
    const chief = await newPage();
    await loginToDemoUnit(chief, server.url, CHIEF_BY_PASSWORD);
    expect(await chiefSees(chief)).toBe(true);

    await grant(admin, false);
    expect(await chiefSees(chief)).toBe(false);
    await grant(admin, true);
    expect(await chiefSees(chief)).toBe(true);
  });

  it('verify names a record altered in the database', async () => {
    let admin = await newPage();
    await loginToSystemSide(admin);
    await admin.goto('/log');
    await admin.getByRole('button', { name: '校验日志链' }).click();
    await admin.getByText(/^全部 \d+ 条日志链完好，链头签名有效$/).waitFor();

    // The server stops; someone with access to its database changes an address in the system side's log.
    const port = Number(new URL(server.url).port);
    await server.stop();
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
    const { rows } = await db.query<{ id: number; seq: number }>(
      "select id, seq from audit_log where chain = 'system' order by seq desc limit 1 offset 1",
    );
    const altered = rows[0]!;
    await db.exec('alter table audit_log disable trigger audit_log_append_only');
    await db.query("update audit_log set ip = '203.0.113.9' where id = $1", [altered.id]);
    await db.exec('alter table audit_log enable trigger audit_log_append_only');
    await db.close();
    server = await startServerProcess({ from: 'dist', env, port, startLimitMs: 120_000 });

    admin = await newPage();
    await loginToSystemSide(admin);
    await admin.goto('/log');
    await admin.getByRole('button', { name: '校验日志链' }).click();
    await admin.getByText(/^\d+ 条日志链有问题$/).waitFor();
    await admin.getByText(`第 ${altered.seq} 条记录被修改（记录 ID ${altered.id}）`).waitFor();
  });
});
