import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apply, template } from '../../contract';
import { launchBrowser, loginToDemoUnit, openSealPage, sidebar, watchErrors } from './browser';
import { consoleApi } from './console-api';
import { deviceClient, stampWithPhotos } from './device';

/*
 * Use records from an approved application to an exported evidence report, on the shared e2e server, with people and a
 * device no other e2e file uses: 王芳 (administrator) gives SD00292 a template that 张敏 (seal keeper) approves alone;
 * 杨洋 (member) applies for two uses and 张敏 approves (through their own sessions' calls: the screens for that are
 * apply.test.ts's). Then, in Chromium: 张敏 grants the approved application from the panel of
 * /sealManage/authorizationDown, 杨洋 activates it under 待我使用, the device stamps twice with a photo each through
 * its gateway calls, 张敏 downloads the evidence report from the authorisation's detail, and exports the use records
 * from /sealManage/exportRecord and downloads the xlsx.
 */

const baseUrl = inject('baseUrl');
const SHOTS = '/tmp/evidence-shots';
mkdirSync(SHOTS, { recursive: true });

const ADMIN = '13800001001'; // 王芳
const KEEPER = '13800001003'; // 张敏
const MEMBER = '13800001006'; // 杨洋
/** A V4 of the demo unit, free of open authorisations (the seed opens them on SD00001-SD00200): photos, no fingerprint. */
const DEVICE = 'SD00292';
const PLACE = { latitude: 30.5728, longitude: 104.0668, address: '四川省成都市锦江区红星路三段1号' };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Today in the unit's zone (UTC+8), as a date input takes it. */
const unitToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

interface Person {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

let browser: Browser;
const people: Record<'admin' | 'keeper' | 'member', Person> = {} as never;
let applyNo = '';
let empowerNo = '';
const useRecordIds: number[] = [];

async function signIn(phone: string): Promise<Person> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: baseUrl });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await loginToDemoUnit(page, baseUrl, phone);
  return { context, page, errors };
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

interface OpenedFile {
  url: string;
  bytes: Buffer;
  headers: Record<string, string>;
}

/**
 * Runs `click`, which opens a file link in a new tab (window.open), and returns the file as the browser fetched it for
 * that tab (the navigation's request is passed through and read on its way; a popup is reported only after its
 * first navigation, too late to watch the tab itself). Tabs it leaves open are closed.
 */
async function fileOpenedInNewTab(page: Page, click: () => Promise<void>): Promise<OpenedFile> {
  const context = page.context();
  const isFile = (url: URL) => url.pathname.startsWith('/api/files/');
  let handler: ((route: Route) => Promise<void>) | undefined;
  const file = new Promise<OpenedFile>((resolve) => {
    handler = async (route) => {
      // Photos on the page are files too, but not navigations.
      if (!route.request().isNavigationRequest()) return route.continue();
      const response = await route.fetch();
      resolve({ url: route.request().url(), bytes: await response.body(), headers: response.headers() });
      await route.fulfill({ response });
    };
  });
  await context.route(isFile, handler!);
  try {
    await click();
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no file opened')), 30_000));
    return await Promise.race([file, timeout]);
  } finally {
    await context.unroute(isFile, handler);
    for (const other of context.pages()) if (other !== page) await other.close();
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  people.keeper = await signIn(KEEPER);
  people.admin = await signIn(ADMIN);
  people.member = await signIn(MEMBER);
  // What the run starts from: an application approved by its template's only approver.
  const asAdmin = await consoleApi(baseUrl, people.admin.page);
  const asKeeper = await consoleApi(baseUrl, people.keeper.page);
  const asMember = await consoleApi(baseUrl, people.member.page);
  const keeperId = await people.keeper.page.evaluate(() => JSON.parse(localStorage.getItem('session-info')!).userId);
  await asAdmin(template.templateAdd, {
    deviceId: DEVICE,
    name: '证据链测试审批',
    approverIds: [keeperId],
    fileTypes: ['合同'],
    useCountLimit: null,
  });
  const { id } = await asMember(apply.applySave, {
    deviceId: DEVICE,
    fileType: '合同',
    copies: 2,
    useCount: 2,
    reason: '签署年度服务合同，需盖章两份',
  });
  expect(await asKeeper(apply.applyApprove, { id, result: 'approved' })).toEqual({ state: 'COMPLETED' });
  applyNo = (await asMember(apply.applyDetailInfo, { id })).applyNo!;
  expect(applyNo).toMatch(/^SQ\d{14}$/);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('from an approved application to an exported evidence report', () => {
  it('the keeper grants the approved application from the panel', { timeout: 120_000 }, async () => {
    const { page, errors } = people.keeper;
    await openSealPage(page, '用印授权', '/sealManage/authorizationDown');
    const panel = page.getByRole('table', { name: '待授权的已通过申请' });
    const row = panel.getByRole('row').filter({ hasText: applyNo });
    await row.getByText('杨洋').waitFor();
    await row.getByRole('cell', { name: '2', exact: true }).waitFor();
    await shot(page, '01-approved-panel');
    await row.getByRole('button', { name: '授权' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '按申请授权' });
    await dialog.getByText(/杨洋 申请使用 .+ 2 次/).waitFor();
    // The device is free: nothing to end first.
    expect(await dialog.getByText('该设备有未结束的授权').count()).toBe(0);
    await dialog.getByRole('button', { name: '授权' }).click();
    const granted = page.getByText(/^已按申请授权，授权编号 EP\d{14,}$/);
    await granted.waitFor();
    empowerNo = (await granted.textContent())!.replace('已按申请授权，授权编号 ', '');
    // A granted application leaves the panel.
    await row.waitFor({ state: 'detached' });
    await shot(page, '02-granted');
    expect(errors).toEqual([]);
  });

  it('the applicant activates it under 待我使用', { timeout: 120_000 }, async () => {
    expect(empowerNo).not.toBe('');
    const { page, errors } = people.member;
    await openSealPage(page, '待我使用', '/sealManage/authorizationActivate');
    const card = page.getByRole('listitem').filter({ hasText: empowerNo });
    await card.getByText('未激活').waitFor();
    await card.getByText('剩余 2 次').waitFor();
    await card.getByRole('button', { name: '激活' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByText('授权已激活').waitFor();
    await card.getByText('待使用').waitFor();
    await shot(page, '03-activated');
    // He leaves for another page while the device is used.
    await openSealPage(page, '申请记录', '/sealManage/applyList');
    expect(errors).toEqual([]);
  });

  it('the device stamps twice with a photo each; 待我使用 counts the stamps until 杨洋 looks', async () => {
    expect(empowerNo).not.toBe('');
    const device = await deviceClient(baseUrl, DEVICE);
    const stamps = await stampWithPhotos(device, DEVICE, PLACE, 2, 1);
    expect(stamps.map((s) => [s.remaining, s.photograph, s.fileIds.length])).toEqual([
      [1, true, 1],
      [0, true, 1],
    ]);
    useRecordIds.push(...stamps.map((s) => s.useRecordId));
    // The stamps under his authorisation are new to him (the seed's uses count as seen): 2 on 待我使用...
    const { page, errors } = people.member;
    const toUse = sidebar(page).getByRole('link', { name: /^待我使用/ });
    const count = async () => Number((await toUse.innerText()).replace(/\D/g, '') || 0);
    await expect.poll(count, { timeout: 45_000 }).toBe(2);
    // ...until he opens it: the count is gone, and the used-up authorisation has left his list.
    await toUse.click();
    await page.waitForURL('**/sealManage/authorizationActivate');
    await expect.poll(count, { timeout: 15_000 }).toBe(0);
    const card = page.getByRole('listitem').filter({ hasText: empowerNo });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(0);
    expect(errors).toEqual([]);
  }, 90_000);

  it('the keeper downloads the evidence report from the authorisation detail', { timeout: 120_000 }, async () => {
    expect(useRecordIds).toHaveLength(2);
    const { page, errors } = people.keeper;
    await openSealPage(page, '授权记录', '/sealManage/useAuthorizationlist');
    await page.getByRole('searchbox', { name: /搜索授权编号/ }).fill(empowerNo);
    await page.keyboard.press('Enter');
    const row = page.getByRole('table', { name: '授权记录' }).getByRole('row').filter({ hasText: empowerNo });
    await row.getByText('使用结束').waitFor();
    await row.getByRole('link', { name: '查看' }).click();
    await page.waitForURL('**/sealManage/authorizationdetail/*');
    await page.getByRole('link', { name: `查看申请 ${applyNo}` }).waitFor();

    const answered = page.waitForResponse((r) => r.url().includes(`/export-pdf/${empowerNo}`));
    const pdf = await fileOpenedInNewTab(page, () => page.getByRole('button', { name: '导出证据报告' }).click());
    const header = (await answered).headers()['x-evidence-sha256'];
    expect(header).toMatch(/^[0-9a-f]{64}$/);
    // The digest shown is the one the server sent.
    const status = page.getByRole('status').filter({ hasText: '证据报告已生成' });
    await status.getByText(`SHA-256: ${header}`).waitFor();
    await shot(page, '04-evidence-report');

    // A real PDF: its content type, its magic bytes, and an attachment whose SHA-256 is that digest.
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const document = await getDocument({ data: new Uint8Array(pdf.bytes), verbosity: 0 }).promise;
    const attachments = (await document.getAttachments()) as Record<string, { content: Uint8Array }>;
    const evidence = Buffer.from(attachments['evidence.json']!.content);
    await document.destroy();
    expect(createHash('sha256').update(evidence).digest('hex')).toBe(header);
    const json = JSON.parse(evidence.toString('utf8')) as {
      authorization: { empowerNo: string; usedCount: number };
      application: { applyNo: string; steps: Array<{ approverName: string; result: string }> };
      uses: Array<{ id: number; photos: Array<{ sha256: string | null }> }>;
    };
    expect(json.authorization).toMatchObject({ empowerNo, usedCount: 2 });
    expect(json.application).toMatchObject({ applyNo, steps: [{ approverName: '张敏', result: 'approved' }] });
    expect(json.uses.map((u) => u.id)).toEqual(useRecordIds);
    expect(json.uses.every((u) => u.photos.length === 1 && /^[0-9a-f]{64}$/.test(u.photos[0]!.sha256!))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the keeper exports the use records and downloads the xlsx', { timeout: 120_000 }, async () => {
    expect(useRecordIds).toHaveLength(2);
    const { page, errors } = people.keeper;
    await openSealPage(page, '导出记录', '/sealManage/exportRecord');
    await page.getByRole('button', { name: '新建导出' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '新建导出' });
    const type = dialog.getByLabel('导出类型');
    await type.selectOption({ label: '使用记录' });
    // Orders belong to the cost center: a seal keeper, who may not pay, is not offered them.
    expect(await type.getByRole('option', { name: /订单/ }).count()).toBe(0);
    await dialog.getByRole('textbox', { name: '开始日期' }).fill(unitToday());
    await dialog.getByRole('textbox', { name: '结束日期' }).fill(unitToday());
    await shot(page, '05-new-export');
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('导出任务已创建').waitFor();

    const first = page.getByRole('table', { name: '导出记录' }).getByRole('row').nth(1);
    await first.getByText('使用记录').waitFor();
    await first.getByText('已完成').waitFor({ timeout: 60_000 });
    await shot(page, '06-export-done');
    const xlsx = await fileOpenedInNewTab(page, () => first.getByRole('button', { name: '下载' }).click());
    // Sent as a download of an xlsx file: its type, its name, a zip inside.
    expect(xlsx.headers['content-type']).toBe(XLSX);
    expect(decodeURIComponent(xlsx.headers['content-disposition']!)).toMatch(
      /^attachment; filename\*=UTF-8''使用记录-\d{14}\.xlsx$/,
    );
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const [header, ...rows] = await readSheet(xlsx.bytes);
    expect(header!.slice(0, 4)).toEqual(['记录编号', '设备编号', '设备名称', '授权编号']);
    // Today's records hold the two stamps, under the authorisation, with their photo.
    const ours = rows.filter((r) => useRecordIds.includes(r[0] as number));
    expect(ours.map((r) => [r[0], r[1], r[3], r[4], r[6], r[13]])).toEqual(
      [...useRecordIds].reverse().map((id) => [id, DEVICE, empowerNo, '杨洋', '联网盖章', 1]),
    );
    expect(errors).toEqual([]);
  });
});
