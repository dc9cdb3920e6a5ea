import { expect, inject, it } from 'vitest';
import { freshPagePerTest, launchBrowser } from './browser';

const baseUrl = inject('baseUrl');
const admin = freshPagePerTest({ width: 1440, height: 900 });

/** The demo chief administrator, in the demo unit, on the display links page. */
async function openDisplayLinks() {
  const page = admin.page;
  await page.addInitScript(() => localStorage.setItem('version-dismissed', '6.0.5'));
  await page.goto('/login');
  await page.getByRole('tab', { name: '账号密码登录' }).click();
  await page.getByRole('textbox', { name: '用户名' }).fill('zhangwei');
  await page.locator('input[type=password]').fill('Demo@2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL('**/choose');
  await page.getByRole('button', { name: /^演\s*演示科技有限公司/ }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('link', { name: '显示屏链接' }).click();
  await page.waitForURL('**/dashboard/displays');
  await page.getByRole('heading', { name: '显示屏链接' }).first().waitFor();
}

it('a display link opens the wall in a fresh browser without a log-in, and a revoke stops it within 10 s', async () => {
  await openDisplayLinks();
  const page = admin.page;
  const name = `验收大屏${Date.now() % 100_000}`;
  await page.getByRole('button', { name: '新建显示屏' }).first().click();
  await page.getByPlaceholder('如：总部大厅大屏').fill(name);
  await page.locator('form button[type=submit]').click();
  const urlField = page.getByTestId('display-link-url');
  await urlField.waitFor();
  const link = await urlField.inputValue();
  expect(link).toMatch(/\/display#dsp_[\w-]{40,}$/);
  await page.locator('img[alt="显示屏链接二维码"]').waitFor();
  await page.getByText('我已保存').click();

  // A fresh profile: no session, no storage.
  const browser = await launchBrowser();
  try {
    const wallContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const wall = await wallContext.newPage();
    await wall.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    await wall.getByRole('heading', { name: '智能印章实时监控中心' }).waitFor();
    await wall.getByText(`演示科技有限公司 · ${name}`).waitFor();
    await wall.locator('[data-freshness="live"]').waitFor();
    // The polled parts follow the link's unit too (no session): the map has placed the unit's devices.
    await wall.getByText(/已定位 [1-9]\d* 台/).waitFor();
    // The token left the address bar at once and stays in the page's storage.
    expect(wall.url()).toBe(`${baseUrl}/display`);
    expect(await wall.evaluate(() => localStorage.getItem('display-token'))).toBe(link.split('#')[1]);

    // The administrator sees the wall's visit, then revokes the link.
    const row = page.locator('tr', { hasText: name });
    await page.reload();
    await row.getByText(/127\.0\.0\.1/).waitFor();
    await row.getByRole('button', { name: '撤销' }).click();
    await page.locator('button', { hasText: '确定' }).click();
    const revokedAt = Date.now();
    await row.getByText('已撤销').waitFor();
    await wall.getByText('此显示屏已被撤销').waitFor({ timeout: 10_000 });
    expect(Date.now() - revokedAt).toBeLessThan(10_000);
    expect(await wall.getByRole('heading', { name: '智能印章实时监控中心' }).count()).toBe(0);
    await wallContext.close();
  } finally {
    await browser.close();
  }
  expect(admin.errors).toEqual([]);
});
