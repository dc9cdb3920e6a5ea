import { describe, expect, inject, it } from 'vitest';
import { freshPagePerTest, loginToDemoUnit, pageWithLogin, userMenu, type SavedLogin } from './browser';

/**
 * The system side's registries in Chromium: a member submits a complaint from the user menu, the system
 * administrator replies and resolves it, the member reads the reply; a dictionary entry in use cannot be deleted.
 */
const baseUrl = inject('baseUrl');
const session = freshPagePerTest({ width: 1440, height: 900 });
const TEXT = `端到端测试反馈${Date.now()}`;
/** The member's log-in, to come back after the reply without another SMS code. */
let memberLogin: SavedLogin | undefined;

async function loginAsSysadmin() {
  const { page } = session;
  await page.goto('/login');
  await page.getByRole('tab', { name: '系统管理登录' }).click();
  await page.getByRole('textbox', { name: '用户名' }).fill('sysadmin');
  await page.locator('input[type=password]').fill('Sys@2026admin');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

describe('complaints and advice', () => {
  it('a member submits one from the user menu', async () => {
    const { page } = session;
    await loginToDemoUnit(page, baseUrl, '13800000003');
    await userMenu(page, '刘洋').click();
    await page.getByRole('menuitem', { name: '投诉建议' }).click();
    await page.getByRole('combobox', { name: '类型' }).selectOption({ label: '功能建议' });
    await page.getByRole('textbox', { name: '内容' }).fill(TEXT);
    await page.getByRole('button', { name: '提交', exact: true }).click();
    // Submitted: the dialog shows its progress, waiting for the platform.
    await page.getByText('平台尚未回复').waitFor();
    await page.getByText(TEXT).waitFor();
    expect(session.errors).toEqual([]);
    memberLogin = await page.context().storageState();
  });

  it('the system administrator replies and resolves it', async () => {
    const { page } = session;
    await loginAsSysadmin();
    await page.goto('/complaintsAdvice');
    await page.getByRole('heading', { name: '投诉建议' }).waitFor();
    await page.getByRole('searchbox', { name: '搜索内容、单位或提交人' }).fill(TEXT);
    // The table truncates the text (spec section 9); the whole of it is the cell's title.
    await page.getByTitle(TEXT).click();
    await page.waitForURL('**/system/complaintsList?id=*');
    await page.getByRole('textbox', { name: '平台回复' }).fill('感谢反馈，已安排处理');
    await page.getByRole('button', { name: '发送回复' }).click();
    await page.getByTestId('complaint-reply').getByText('感谢反馈，已安排处理').waitFor();
    await page.getByRole('button', { name: '标记为已解决' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    // Resolved: its progress names who resolved it, and no action is left.
    await page.getByText('系统管理员 标记为已解决').waitFor();
    expect(await page.getByRole('button', { name: '发送回复' }).count()).toBe(0);
    expect(session.errors).toEqual([]);
  });

  it('the member sees the reply and the resolution', async () => {
    const { page, errors } = await pageWithLogin(session.page, memberLogin!);
    await page.goto('/dashboard');
    await userMenu(page, '刘洋').click();
    await page.getByRole('menuitem', { name: '投诉建议' }).click();
    await page.getByRole('tab', { name: '我的投诉建议' }).click();
    await page.getByRole('button', { name: new RegExp(TEXT) }).click();
    await page.getByTestId('complaint-reply').getByText('感谢反馈，已安排处理').waitFor();
    await page.getByText('系统管理员 标记为已解决').waitFor();
    expect(errors).toEqual([]);
  });
});

describe('the dictionary', () => {
  it('refuses to delete an entry in use, with the reason', async () => {
    const { page } = session;
    await loginAsSysadmin();
    await page.goto('/dictionary');
    await page.getByRole('button', { name: /投诉建议类型/ }).click();
    const row = page.getByRole('row', { name: /功能建议/ });
    await row.getByRole('button', { name: '删除' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText(/该字典项正被\d+条投诉建议使用，不能删除/).waitFor();
    expect(session.errors).toEqual([]);
  });
});
