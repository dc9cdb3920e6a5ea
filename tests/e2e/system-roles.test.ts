import { describe, expect, it } from 'vitest';
import { freshPagePerTest, loginToSystemSide } from './browser';

/**
 * Platform roles in Chromium: the system administrator creates a role holding only 日志管理 and gives it to a new
 * system account; that account logs in (replacing its initial password), sees only that menu entry, is turned away
 * from another system page, and reads the administrator's actions in the audit log.
 */
const session = freshPagePerTest({ width: 1440, height: 900 });
const stamp = Date.now().toString(36);
const ROLE = `日志审计${stamp}`;
const USERNAME = `auditor.${stamp}`;
const NEW_PASSWORD = 'Audit@2026x';
let initialPassword = '';

describe('platform roles', () => {
  it('the system administrator creates a role with one page and gives it to a new account', async () => {
    const { page } = session;
    await loginToSystemSide(session.page);
    await page.goto('/role');
    await page.getByRole('button', { name: '新建角色' }).click();
    await page.getByRole('textbox', { name: '角色名称' }).fill(ROLE);
    await page.getByRole('checkbox', { name: '日志管理' }).check();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('button', { name: new RegExp(`${ROLE}\\s*0个账号`) }).waitFor();

    await page.goto('/addUser');
    await page.getByRole('textbox', { name: '用户名' }).fill(USERNAME);
    await page.getByRole('textbox', { name: '姓名' }).fill('审计小王');
    await page.getByRole('checkbox', { name: ROLE }).check();
    await page.getByRole('button', { name: '保存' }).click();
    const shown = page.getByTestId('initial-password');
    await shown.waitFor();
    initialPassword = (await shown.textContent())!.trim();
    expect(initialPassword).toHaveLength(12);
    expect(session.errors).toEqual([]);
  });

  it('the new account sees only its page, is turned away elsewhere, and reads those actions in the log', async () => {
    const { page } = session;
    await loginToSystemSide(session.page, { userName: USERNAME, password: initialPassword });
    // The initial password must be replaced first.
    // Password inputs have no textbox role: they are found by their labels.
    await page.getByLabel('当前密码').fill(initialPassword);
    await page.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('确认新密码').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('密码已修改').waitFor();

    // One group with one entry: the other system groups (费用管理, 内容管理) are not shown at all.
    const nav = page.getByRole('navigation', { name: '首页' });
    await nav.getByText('系统管理', { exact: true }).click();
    await nav.getByRole('link', { name: '日志管理' }).waitFor();
    expect(await nav.getByText('费用管理', { exact: true }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: '用户管理' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: '权限管理' }).count()).toBe(0);

    // Another system page is not open to it.
    await page.goto('/user');
    await page.waitForURL((url) => url.pathname !== '/user');
    expect(await page.getByRole('heading', { name: '用户管理' }).count()).toBe(0);

    await page.goto('/log');
    await page.getByRole('heading', { name: '日志管理' }).waitFor();
    await page.getByRole('searchbox', { name: '搜索接口' }).fill('sys/role/v1/platform/save');
    await page
      .getByRole('row', { name: /sys\/role\/v1\/platform\/save/ })
      .first()
      .waitFor();
    await page.getByRole('searchbox', { name: '搜索接口' }).fill('sys/account/v1/add');
    await page
      .getByRole('row', { name: /sys\/account\/v1\/add/ })
      .first()
      .waitFor();
    expect(session.errors).toEqual([]);
  });
});
