import { describe, expect, inject, it } from 'vitest';
import { renderUsePhoto } from '../../server/src/modules/use-record/photo-render';
import { freshPagePerTest } from './browser';
import { deviceClient } from './device';

const baseUrl = inject('baseUrl');
const session = freshPagePerTest({ width: 1920, height: 1080 });
/** A device of the demo unit that neither the simulator (SD00002-SD00200) nor other test files stamp with. */
const DEVICE = 'SD00287';

async function openWall() {
  const page = session.page;
  await page.addInitScript(() => localStorage.setItem('version-dismissed', '6.0.5'));
  await page.goto('/login');
  await page.getByRole('tab', { name: '账号密码登录' }).click();
  await page.getByRole('textbox', { name: '用户名' }).fill('zhangwei');
  await page.locator('input[type=password]').fill('Demo@2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL('**/choose');
  await page.getByRole('button', { name: /^演\s*演示科技有限公司/ }).click();
  await page.waitForURL('**/dashboard');
  await page.goto('/bigdata');
  await page.getByRole('heading', { name: '智能印章实时监控中心' }).waitFor();
  // Connected, and the first catch-up (the feed's recent stampings) is done.
  await page.locator('[data-freshness="live"]').waitFor();
  await page.getByText(/已定位 \d+ 台/).waitFor();
}

describe('the wall display (/bigdata)', () => {
  it('shows a stamping a device reports within 2 s, then its photo', async () => {
    await openWall();
    const page = session.page;
    const device = await deviceClient(baseUrl, DEVICE);
    const address = `上海市浦东新区大屏验收路${Date.now() % 100_000}号`;
    const place = { latitude: 31.2, longitude: 121.5 };

    const sent = Date.now();
    const use = await device.reportUse({ useType: 2, usedAt: new Date().toISOString(), address, ...place });
    const card = page.locator('li[data-event-id]', { hasText: address });
    await card.waitFor({ timeout: 5_000 });
    const shownAfter = Date.now() - sent;
    expect(shownAfter).toBeLessThan(2_000);
    await card.getByText('试盖章').waitFor();
    expect(await card.getByText('暂无照片').count()).toBe(1);

    const usedAt = new Date();
    await device.photo(
      use.useRecordId,
      renderUsePhoto({ useRecordId: use.useRecordId, seq: 0, deviceId: DEVICE, usedAt, ...place }),
    );
    const photo = card.getByRole('img');
    await photo.waitFor({ timeout: 2_000 });
    // The picture really loads (a signed link the browser can fetch), not just an element.
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(session.errors).toEqual([]);
  });
});
