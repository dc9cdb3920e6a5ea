/**
 * The content sections in Chromium: the platform writes a policy item for one unit and publishes it; a member of that
 * unit sees the menu's dot and the item, opens it; a member of another unit does not see it; a unit's sign-up for a
 * game appears on the platform's list.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  freshPagePerTest,
  CHIEF_BY_PASSWORD,
  loginToDemoUnit,
  loginWithCode,
  sidebar,
  loginToSystemSide,
} from './browser';

const baseUrl = inject('baseUrl');
const session = freshPagePerTest({ width: 1440, height: 900 });
const TITLE = `只发给演示科技的通知 ${Date.now() % 100000}`;
const GAME = '2026 印章合规管理知识竞赛';
// A member of the demo unit no other walk logs in: a phone gets one code a minute, and a phone another file just used
// would make this walk wait for the next.
const MEMBER = '13800001005'; // 陈磊

async function systemLogin(page: Page) {
  await loginToSystemSide(page);
  await sidebar(page).getByRole('link', { name: '内容管理' }).click();
  await page.waitForURL('**/contentManage');
}

async function openPolicyNews(page: Page) {
  const entry = sidebar(page).getByRole('link', { name: /^政策资讯/ });
  if (!(await entry.isVisible())) await sidebar(page).getByRole('button', { name: /服务/ }).click();
  await entry.click();
  await page.waitForURL('**/service/dynamicList');
  await page.getByRole('heading', { name: '政策资讯' }).waitFor();
}

describe('content sections', () => {
  it('the platform writes a policy item for one unit and publishes it', async () => {
    const page = session.page;
    await systemLogin(page);
    await page.getByRole('link', { name: '新增内容' }).click();
    await page.waitForURL('**/contentEdit/new');
    await page.getByLabel('栏目').selectOption('policy');
    await page.getByRole('textbox', { name: '标题', exact: true }).fill(TITLE);
    await page
      .getByRole('textbox', { name: '正文（Markdown）', exact: true })
      .fill('## 盘点要求\n\n请于**月底前**完成印章盘点。');
    await page.getByRole('textbox', { name: '英文标题' }).fill(`${TITLE} (English)`);
    // The live preview renders the Markdown.
    await page.getByRole('region', { name: '预览' }).getByRole('heading', { name: '盘点要求' }).waitFor();
    await page.getByLabel('可见范围').selectOption('units');
    await page.getByRole('searchbox', { name: '搜索单位名称' }).fill('演示科技有限公司');
    await page.getByRole('checkbox', { name: '演示科技有限公司' }).check();
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL('**/contentManage');

    await page.getByRole('searchbox', { name: '搜索标题' }).fill(TITLE);
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.getByText('草稿').waitFor();
    await row.getByRole('button', { name: '发布' }).click();
    await page.getByText(`确定发布“${TITLE}”吗？`).waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await row.getByText('已发布').waitFor();
    expect(session.errors).toEqual([]);
  });

  it('a member of that unit sees the dot and opens the item', async () => {
    const page = session.page;
    await loginToDemoUnit(page, baseUrl, MEMBER);
    await sidebar(page).getByRole('img', { name: '有新内容' }).first().waitFor();
    await openPolicyNews(page);
    const card = page.getByRole('link').filter({ hasText: TITLE });
    await card.getByRole('img', { name: '未读' }).waitFor();
    await card.click();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.getByRole('heading', { name: '盘点要求' }).waitFor();
    await page.getByRole('link', { name: /返回政策资讯/ }).click();
    // Opened: its dot goes once the list is fetched again.
    await page
      .getByRole('link')
      .filter({ hasText: TITLE })
      .getByRole('img', { name: '未读' })
      .waitFor({ state: 'detached' });
    expect(session.errors).toEqual([]);
  });

  it('a member of another unit does not see it', async () => {
    const page = session.page;
    await page.addInitScript(() => localStorage.setItem('version-dismissed', '6.0.5'));
    await page.goto('/login');
    await loginWithCode(page, baseUrl, '13900000001');
    await page.waitForURL('**/dashboard');
    await openPolicyNews(page);
    await page.getByRole('link').filter({ hasText: '电子印章管理办法' }).first().waitFor();
    expect(await page.getByText(TITLE).count()).toBe(0);
    expect(session.errors).toEqual([]);
  });

  it("a unit's sign-up for a game appears on the platform's list", async () => {
    const page = session.page;
    await loginToDemoUnit(page, baseUrl, CHIEF_BY_PASSWORD);
    const entry = sidebar(page).getByRole('link', { name: /^赛事列表/ });
    if (!(await entry.isVisible())) await sidebar(page).getByRole('button', { name: /赛事/ }).click();
    await entry.click();
    await page.getByRole('link').filter({ hasText: GAME }).click();
    await page.getByRole('heading', { name: GAME }).waitFor();
    await page.getByRole('button', { name: '我要报名' }).click();
    await page.getByRole('textbox', { name: '联系人' }).fill('张伟');
    await page.getByRole('textbox', { name: '联系电话' }).fill('13800000000');
    await page.getByRole('button', { name: '提交报名' }).click();
    await page.getByText(/本单位已报名/).waitFor();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await systemLogin(page);
    await page.getByRole('searchbox', { name: '搜索标题' }).fill(GAME);
    await page.getByRole('row').filter({ hasText: GAME }).getByRole('button', { name: /报名/ }).click();
    await page.getByRole('table', { name: '报名名单' }).getByText('演示科技有限公司').waitFor();
    await page.getByRole('button', { name: '导出名单' }).waitFor();
    expect(session.errors).toEqual([]);
  });
});
