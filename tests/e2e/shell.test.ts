import { describe, expect, inject, it } from 'vitest';
import { dismissVersionPopup, freshPagePerTest, latestCode, loginWithCode, userMenu } from './browser';

const baseUrl = inject('baseUrl');
const session = freshPagePerTest({ width: 1920, height: 1000 });

/** `unit` null: the user has one unit, which the console enters by itself. */
async function passwordLogin(username: string, password: string, unit: RegExp | null) {
  await session.page.goto('/login');
  await session.page.getByRole('tab', { name: '账号密码登录' }).click();
  await session.page.getByRole('textbox', { name: '用户名' }).fill(username);
  await session.page.locator('input[type=password]').fill(password);
  await session.page.getByRole('button', { name: '登录', exact: true }).click();
  if (unit) {
    await session.page.waitForURL('**/choose');
    await session.page.getByRole('button', { name: unit }).click();
  }
  await session.page.waitForURL('**/dashboard');
}

const sidebar = () => session.page.getByRole('navigation', { name: '首页' });

describe('the console shell', () => {
  it('builds the sidebar from the server menu, walks it, keeps tabs and counts unread messages', async () => {
    await passwordLogin('zhangwei', 'Demo@2026', /^演\s*演示科技有限公司/);
    // The new-version popup shows once; 'do not remind again' keeps it away after a reload.
    await session.page.getByText('发现新版本 6.0.5').waitFor();
    await dismissVersionPopup(session.page);
    await session.page.reload();
    await session.page.getByRole('heading', { name: '您好，张伟' }).waitFor();
    expect(await session.page.getByText('发现新版本 6.0.5').count()).toBe(0);

    for (const group of [
      '印章管理',
      '设备管理',
      '费用中心',
      '消息中心',
      '单位管理',
      '文档比对',
      '项目',
      '赛事',
      '服务',
    ]) {
      await sidebar().getByText(group, { exact: true }).waitFor();
    }
    const bell = session.page.getByRole('button', { name: /^未读消息/ });
    const unreadBefore = Number((await bell.getAttribute('aria-label'))!.replace(/\D/g, ''));
    expect(unreadBefore).toBeGreaterThan(0);

    await sidebar()
      .getByRole('button', { name: /消息中心/ })
      .click();
    await sidebar().getByRole('link', { name: '消息列表' }).click();
    await session.page.waitForURL('**/message/messageCenter');
    await session.page.getByRole('heading', { name: '消息中心' }).waitFor();
    await session.page.getByRole('radio', { name: '未读' }).click();
    await session.page.waitForURL('**/message/messageCenter?read=unread');
    await session.page.getByRole('button', { name: '标为已读', exact: true }).first().click();
    await session.page.getByRole('button', { name: `未读消息 ${unreadBefore - 1}` }).waitFor();

    // A cached page keeps what the user typed while another tab is shown.
    await session.page.getByRole('searchbox', { name: '搜索标题或内容' }).fill('尚未提交的搜索');
    await sidebar().getByRole('link', { name: '版本历史' }).click();
    await session.page.waitForURL('**/message/versionHistory');
    await session.page.getByText('v6.0.5').waitFor();
    const tabs = session.page.getByRole('tablist', { name: 'views' }).getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['首页', '消息列表', '版本历史']);
    await tabs.filter({ hasText: '消息列表' }).getByRole('button', { name: '消息列表', exact: true }).click();
    // The tab returns to the page as it was left: its filter, and its search once the box has sent it.
    await session.page.waitForURL(
      (url) => url.pathname === '/message/messageCenter' && url.searchParams.get('read') === 'unread',
    );
    expect(await session.page.getByRole('searchbox', { name: '搜索标题或内容' }).inputValue()).toBe('尚未提交的搜索');
    await tabs.filter({ hasText: '版本历史' }).getByRole('button', { name: '关闭 版本历史' }).click();
    expect(await tabs.allInnerTexts()).toEqual(['首页', '消息列表']);

    // Every menu entry leads to its page: the cost center's first one opens the payers.
    await sidebar()
      .getByRole('button', { name: /费用中心/ })
      .click();
    await sidebar().getByRole('link', { name: '发票信息' }).click();
    await session.page.waitForURL('**/cost/payerList');
    await session.page.getByRole('heading', { name: '发票信息' }).waitFor();
    expect(await tabs.allInnerTexts()).toEqual(['首页', '消息列表', '发票信息']);
    // A path without a page (followed inside the app, as a stale link would be) leads to /404 inside the shell: the
    // menu stays usable, and no tab is left for the page that does not exist.
    await session.page.evaluate(() => {
      window.history.pushState({}, '', '/cost/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await session.page.waitForURL('**/404');
    await session.page.getByText('抱歉，您访问的页面不存在').waitFor();
    expect(await tabs.allInnerTexts()).toEqual(['首页', '消息列表', '发票信息']);
    await sidebar().getByRole('link', { name: '消息列表' }).click();
    await expect.poll(() => new URL(session.page.url()).pathname).toBe('/message/messageCenter');
    await session.page.getByRole('searchbox', { name: '搜索标题或内容' }).waitFor();
    expect(session.errors).toEqual([]);
  });

  it("shows a unit member only the member's menu", async () => {
    await session.page.goto('/login');
    await loginWithCode(session.page, baseUrl, '13900000001');
    // A member of one unit is taken into it without choosing.
    await session.page.waitForURL('**/dashboard');
    await sidebar().getByText('印章管理', { exact: true }).waitFor();
    expect(await sidebar().getByText('单位管理', { exact: true }).count()).toBe(0);
    // The member's menu has no 单位管理: its pages are refused and the guard sends the member home.
    await session.page.goto('/unit/member');
    await session.page.waitForURL('**/dashboard');
    expect(session.errors).toEqual([]);
  });

  it('forces a change of an initial password, then the new password logs in', async () => {
    await passwordLogin('lina', 'Demo@2026', null);
    await session.page.getByText('您的账号正在使用初始密码，为了账号安全，请修改密码。').waitFor();
    const dialog = session.page.getByRole('dialog');
    expect(await dialog.getByRole('textbox', { name: '手机号码' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await dialog.getByText('请输入新密码').waitFor();
    await dialog.getByLabel('新密码').fill('abc12345');
    await dialog.getByLabel('确认密码').fill('abc12346');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await dialog.getByText('密码格式输入不正确！').waitFor();
    await dialog.getByText('两次输入的密码不一致').waitFor();
    await dialog.getByLabel('新密码').fill('Lina@2027');
    await dialog.getByLabel('确认密码').fill('Lina@2027');
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await dialog.getByRole('textbox', { name: '验证码' }).fill(await latestCode(baseUrl, '13800000001'));
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await session.page.waitForURL('**/login');
    await session.page.getByText('密码重置成功，请使用新密码重新登录').waitFor();
    await passwordLogin('lina', 'Lina@2027', null);
    await session.page.getByRole('heading', { name: '您好，李娜' }).waitFor();
    expect(await session.page.getByText('您的账号正在使用初始密码').count()).toBe(0);
    expect(session.errors).toEqual([]);
  });

  it('logs out from the user menu after confirming', async () => {
    await passwordLogin('chenjing', 'Demo@2026', null);
    await session.page.getByRole('button', { name: '知道了' }).click();
    await userMenu(session.page, '陈静').click();
    await session.page.getByRole('menuitem', { name: '退出登录' }).click();
    await session.page.getByText('即将退出登录，是否继续？').waitFor();
    await session.page.getByRole('button', { name: '确定' }).click();
    await session.page.waitForURL('**/login');
    await session.page.goto('/message/messageCenter');
    await session.page.waitForURL('**/login?redirect=%2Fmessage%2FmessageCenter');
    expect(session.errors).toEqual([]);
  });
});
