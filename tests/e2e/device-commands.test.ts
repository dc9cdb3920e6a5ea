import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SIMULATE_URL } from '../../contract/runtime';
import { launchBrowser, loginToDemoUnit, watchErrors } from './browser';
import { deviceClient } from './device';

/*
 * Commands through the device gateway, in Chromium on the shared e2e server, with a device no other e2e file uses:
 * 张敏 (seal keeper) orders a trial stamp on SD00280 from /sealManage/try and sees its photo arrive once the simulated
 * device has fetched and carried it out; 王芳 (administrator) reports it lost and locks it from its detail page, after
 * which a trial stamp is refused, then unlocks it, each step an operation record.
 */

const baseUrl = inject('baseUrl');
const SHOTS = '/tmp/device-commands-shots';
mkdirSync(SHOTS, { recursive: true });

const ADMIN = '13800001001'; // 王芳
const KEEPER = '13800001003'; // 张敏
/** A V4 of the demo unit (photos, remote lock, settings), outside the simulator's stamping pool. */
const DEVICE = 'SD00280';

let browser: Browser;
/** 张敏's session, kept for the second walk (a second log-in would wait out the 60 s between two SMS codes). */
let keeper: { page: Page; errors: string[] };

beforeAll(async () => {
  browser = await launchBrowser();
  // The device is online: it fetches its commands on its next gateway call.
  const device = await deviceClient(baseUrl, DEVICE);
  await device.status({ online: true, battery: 80 });
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(phone: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: baseUrl });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await loginToDemoUnit(page, baseUrl, phone);
  return { page, errors };
}

/** The simulated devices fetch their open commands and carry them out (what the running simulator does every 2 s). */
async function devicesObey() {
  const res = await fetch(`${baseUrl}${SIMULATE_URL}?kind=commands`, { method: 'POST' });
  const body = (await res.json()) as { code: number; data: { deviceId: string | null } };
  expect(body.code).toBe(0);
  // A running simulator may have carried them out already (its devices fetch every 2 s): then nothing was open.
  expect([DEVICE, null]).toContain(body.data.deviceId);
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function orderTrial(page: Page) {
  await page.goto('/sealManage/try');
  const picker = page.getByRole('combobox', { name: '选择设备' });
  await picker.click();
  await picker.fill(DEVICE);
  await page.getByRole('option', { name: new RegExp(DEVICE) }).click();
  await page.getByRole('main').getByRole('button', { name: '试盖章', exact: true }).click();
}

describe('device commands', () => {
  it('a keeper orders a trial stamp and sees its photo arrive', async () => {
    keeper = await signIn(KEEPER);
    const { page, errors } = keeper;
    await orderTrial(page);
    // Its progress shows at once (a running simulator may carry it out within seconds).
    await page.getByText('试盖章进度').waitFor();
    await shot(page, '01-trial-ordered');
    await devicesObey();
    // The command's event (or the poll) brings the photo.
    await page.getByText('试盖章照片').waitFor({ timeout: 15_000 });
    const photo = page.locator('h4:has-text("试盖章照片") + ul img').first();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await shot(page, '02-trial-photo');
    expect(errors).toEqual([]);
  });

  it('an administrator locks the device, a trial stamp is refused, then unlocks it', async () => {
    const admin = await signIn(ADMIN);
    const page = admin.page;
    await page.goto(`/server/bindingseal/${DEVICE}`);
    await page.getByRole('heading', { name: '远程指令' }).waitFor();
    await shot(page, '03-detail');
    await page.getByRole('button', { name: '挂失锁定' }).click();
    await page.getByText(/确定挂失并锁定设备/).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByText('已挂失锁定', { exact: true }).waitFor();
    await page.getByRole('cell', { name: '远程挂失锁定' }).waitFor();
    await shot(page, '04-locked');

    await orderTrial(keeper.page);
    await keeper.page.getByRole('alert').getByText('设备已挂失锁定，不能试盖章').waitFor();
    await shot(keeper.page, '05-trial-refused');

    await devicesObey();
    await page.getByRole('button', { name: '远程解锁' }).click();
    await page.getByText(/确定解锁设备/).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    // The command is queued once it shows among the recent ones (the lock's 指令已下发 notice may still be on screen).
    await page.getByRole('cell', { name: '解锁', exact: true }).waitFor();
    await devicesObey();
    // The device's confirmation unlocks it: the record appears and the lock badge goes, live.
    await page.getByRole('cell', { name: '远程解锁' }).waitFor();
    await page.getByText('已挂失锁定', { exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '挂失锁定' }).waitFor();
    await shot(page, '06-unlocked');
    expect(admin.errors).toEqual([]);
    expect(keeper.errors).toEqual([]);
  });
});
