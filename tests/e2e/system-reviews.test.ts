import { describe, expect, inject, it } from 'vitest';
import { freshPagePerTest, loginToSystemSide } from './browser';

/*
 * The system side's reviews in Chromium: the system administrator reviews the seeded certification of the Shenzhen
 * subsidiary; a unit's chief administrator applies for more departments from the unit page, the system administrator
 * approves it, and the unit sees its new limit at once.
 */
inject('baseUrl');
const session = freshPagePerTest({ width: 1440, height: 900 });

async function chiefLogin() {
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
}

/** The row of a table that holds `text`. */
const rowWith = (text: string) => session.page.getByRole('row').filter({ hasText: text });

describe('system reviews', () => {
  it('the system administrator passes a waiting certification from the home figures', async () => {
    const page = session.page;
    await loginToSystemSide(session.page);
    const waiting = page.getByRole('listitem').filter({ hasText: '单位认证待审核' });
    await waiting.getByText('1', { exact: true }).waitFor();
    await waiting.getByRole('link', { name: '去处理' }).click();
    await page.waitForURL('**/system/reviews*');
    const row = rowWith('演示科技（深圳）有限公司');
    await row.getByText('审核中').waitFor();
    await row.getByRole('button', { name: '审核' }).click();
    // Tremor dialogs count as hidden for role waits: wait on what is inside.
    await page.getByText('营业执照', { exact: true }).waitFor();
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.getByText('已审核通过').waitFor();
    await page.getByRole('combobox', { name: '审核状态' }).selectOption('2');
    await rowWith('演示科技（深圳）有限公司').getByText('已认证').waitFor();
    expect(session.errors).toEqual([]);
  });

  it('a rejection without a reason is refused in the form', async () => {
    const page = session.page;
    await loginToSystemSide(session.page);
    await page.goto('/quotasApply?state=RUNNING');
    await rowWith('远山贸易有限公司').getByRole('button', { name: '审核' }).click();
    await page.getByLabel('审核意见').selectOption('reject');
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.getByText('请填写驳回原因').waitFor();
    await page.getByRole('button', { name: '取消' }).click();
    await rowWith('远山贸易有限公司').getByText('审批中').waitFor();
    expect(session.errors).toEqual([]);
  });

  it('the unit applies for more departments; the approval applies the new limit at once', async () => {
    const page = session.page;
    await chiefLogin();
    await page.goto('/unit/company');
    // Other e2e files may have added departments: the count used is read, the limit is what changes.
    const departments = page.getByRole('progressbar', { name: '单位部门数' });
    await expect.poll(() => departments.getAttribute('aria-valuemax')).toBe('50');
    const used = await departments.getAttribute('aria-valuenow');
    await page.getByRole('button', { name: '申请提升配额' }).click();
    await page.getByLabel('配额项').selectOption('departmentsPerUnit');
    await page.getByLabel(/申请的上限/).fill('80');
    await page.getByLabel('申请理由').fill('新设华南分部，需要更多部门');
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('配额申请已提交，审核结果将通过消息通知您').waitFor();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await loginToSystemSide(session.page);
    await page.goto('/quotasApply?state=RUNNING&item=departmentsPerUnit');
    const row = rowWith('演示科技有限公司');
    await row.getByText('50 → 80').waitFor();
    await row.getByRole('button', { name: '审核' }).click();
    await page.getByText('新设华南分部，需要更多部门').waitFor();
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.getByText('已审核通过').waitFor();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await chiefLogin();
    await page.goto('/unit/company');
    await page.getByText(`${used} / 80 个`).waitFor();
    await page.getByText('已通过').first().waitFor();
    expect(session.errors).toEqual([]);
  });
});
