import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshPagePerTest, loginToDemoUnit, openSealPage, pageWithLogin, sidebar, type SavedLogin } from './browser';
import { deviceClient, stampWithPhotos } from './device';

/*
 * Authorisations end to end, on the shared e2e server: the keeper grants 刘洋 two uses of a device, 刘洋 sees it under
 * 待我使用 and activates it, the device stamps twice and sends its photos through its own gateway calls, and the
 * record detail shows the use with its photos in the viewer.
 */

const baseUrl = inject('baseUrl');
const session = freshPagePerTest({ width: 1440, height: 900 });

const SHOTS = '/tmp/authorization-shots';
mkdirSync(SHOTS, { recursive: true });

const MEMBER = '13800000003'; // 刘洋
const KEEPER = '13800000002'; // 王强
/** A V5 of the demo unit (photos, fingerprint: 刘洋 has one enrolled); an open authorisation on it is ended first. */
const DEVICE = 'SD00297';
const PLACE = { latitude: 31.2304, longitude: 121.4737, address: '上海市黄浦区人民大道200号' };

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

let empowerNo = '';
/** When the device stamped, newest last. */
const usedAt: Date[] = [];
/** 刘洋's signed-in storage: he comes back without another SMS code (one per 60 s). */
let memberState: SavedLogin | undefined;

const login = (phone: string) => loginToDemoUnit(session.page, baseUrl, phone);

/** The wall-clock time of an instant in the unit's zone (UTC+8), as the console shows it: HH:mm:ss. */
function unitTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(11, 19);
}

describe('from a grant to the evidence of a stamp', () => {
  it('the keeper grants 刘洋 two uses of a device', { timeout: 180_000 }, async () => {
    const page = session.page;
    await login(KEEPER);
    await openSealPage(page, '用印授权', '/sealManage/authorizationDown');
    await page.getByRole('heading', { name: '直接授权' }).waitFor();

    const devicePicker = page.getByRole('combobox', { name: '印章设备' });
    await devicePicker.click();
    await devicePicker.fill(DEVICE);
    await page.getByRole('option', { name: new RegExp(DEVICE) }).click();
    // A device authorised to someone else is shown with the way to end that first.
    const busy = page.getByRole('status').filter({ hasText: '该设备有未结束的授权' });
    await expect
      .poll(async () => (await busy.count()) > 0 || (await page.getByRole('button', { name: '确认授权' }).isEnabled()))
      .toBe(true);
    if ((await busy.count()) > 0) {
      await busy.getByRole('button', { name: '结束该授权' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await page.getByText('已结束该设备的授权').waitFor();
      await busy.waitFor({ state: 'detached' });
    }

    const memberPicker = page.getByRole('combobox', { name: '被授权人' });
    await memberPicker.click();
    await memberPicker.fill('刘洋');
    await page.getByRole('option', { name: /刘洋/ }).click();
    await page.getByLabel(/^授权次数/).fill('2');
    await page.getByLabel('授权事由').fill('签署年度采购合同两份');
    await shot(page, '01-grant-form');
    await page.getByRole('button', { name: '确认授权' }).click();
    const granted = page.getByText(/^已授权，授权编号 EP\d{14,}$/);
    await granted.waitFor();
    empowerNo = (await granted.textContent())!.replace('已授权，授权编号 ', '');
    // The latest authorisations start with it, not activated yet.
    const row = page.getByRole('table', { name: '最近授权' }).getByRole('row').filter({ hasText: empowerNo });
    await row.getByText('未激活').waitFor();
    await row.getByText('0/2 次').waitFor();
    await shot(page, '02-granted');
    expect(session.errors).toEqual([]);
  });

  it('刘洋 finds it under 待我使用, new, and activates it', { timeout: 180_000 }, async () => {
    expect(empowerNo).not.toBe('');
    const page = session.page;
    await login(MEMBER);
    // The sidebar counts it as new until he opens it or acts on it.
    const toUse = sidebar(page).getByRole('link', { name: /^待我使用/ });
    if (!(await toUse.isVisible()))
      await sidebar(page)
        .getByRole('button', { name: /印章管理/ })
        .click();
    await expect.poll(async () => Number((await toUse.innerText()).replace(/\D/g, '') || 0)).toBeGreaterThan(0);
    await toUse.click();
    await page.waitForURL('**/sealManage/authorizationActivate');
    const card = page.getByRole('listitem').filter({ hasText: empowerNo });
    await card.getByRole('img', { name: '有新变化' }).waitFor();
    await card.getByText('未激活').waitFor();
    await card.getByText('剩余 2 次').waitFor();
    await shot(page, '03-to-be-used-by-me');

    await card.getByRole('button', { name: '激活' }).click();
    await page.getByText(`确定激活授权 ${empowerNo} 吗？激活后即可在印章上盖章。`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByText('授权已激活').waitFor();
    await card.getByText('待使用').waitFor();
    // Acting on it was looking at it: no longer new.
    await card.getByRole('img', { name: '有新变化' }).waitFor({ state: 'detached' });
    await shot(page, '04-activated');
    memberState = await page.context().storageState();
    expect(session.errors).toEqual([]);
  });

  it('the device stamps twice and sends two photos of each stamp', async () => {
    expect(empowerNo).not.toBe('');
    const device = await deviceClient(baseUrl, DEVICE);
    const stamps = await stampWithPhotos(device, DEVICE, PLACE, 2, 2);
    expect(stamps.map((s) => [s.remaining, s.photograph, s.fileIds.length])).toEqual([
      [1, true, 2],
      [0, true, 2],
    ]);
    usedAt.push(...stamps.map((s) => s.at));
    // The authorisation is used up: a third networked stamp finds none.
    await expect(device.reportUse({ useType: 0, usedAt: new Date().toISOString(), ...PLACE })).rejects.toThrow(
      '设备没有已激活的授权，不能联网用印',
    );
  });

  it('刘洋 opens the use from his records and zooms into its photos', { timeout: 120_000 }, async () => {
    expect(usedAt).toHaveLength(2);
    const { page, errors } = await pageWithLogin(session.page, memberState!);
    await page.goto('/dashboard');
    await openSealPage(page, '使用记录', '/sealManage/useCordlist');
    const latest = unitTime(usedAt[1]!);
    const row = page.getByRole('row').filter({ hasText: latest });
    await row.getByText('联网盖章').waitFor();
    await row.getByText('2 张').waitFor();
    await shot(page, '05-records');

    await row.getByRole('link', { name: '查看' }).click();
    await page.waitForURL('**/sealManage/recorddetail?id=*');
    await page.getByRole('heading', { name: '使用详情' }).waitFor();
    // (The list stays cached, hidden, behind the detail: only what is shown counts.)
    const shown = (text: string) => page.getByText(text).filter({ visible: true }).first().waitFor();
    await shown(latest);
    await shown(PLACE.address);
    // Its authorisation: his, used up by this second stamp.
    await shown(empowerNo);
    await shown('使用结束');
    await shown('2/2 次');
    const thumbs = page.getByRole('button', { name: /^查看照片 \d+$/ });
    await expect.poll(() => thumbs.count()).toBe(2);
    for (const img of await thumbs.getByRole('img').all()) {
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(100);
    }
    await shot(page, '06-record-detail');

    await thumbs.first().click();
    const viewer = page.getByRole('dialog', { name: '照片查看' });
    await viewer.getByText('第 1 / 2 张').waitFor();
    await viewer.getByText('缩放 100%').waitFor();
    await viewer.getByRole('button', { name: '放大' }).click();
    await viewer.getByText('缩放 125%').waitFor();
    await shot(page, '07-viewer-zoomed');
    await page.keyboard.press('ArrowRight');
    await viewer.getByText('第 2 / 2 张').waitFor();
    await viewer.getByText('缩放 100%').waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
