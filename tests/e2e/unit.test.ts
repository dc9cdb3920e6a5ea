import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { account } from '../../contract';
import { licenceImage, randomLicence, seededRandom } from '../server/ocr/licence-image';
import { freshPagePerTest, loginWithCode } from './browser';
import { consoleApi } from './console-api';

const baseUrl = inject('baseUrl');
const session = freshPagePerTest({ width: 1600, height: 1000 });

const NEW_DEPARTMENT = '法务合规部';
const NEW_MEMBER = { name: '孙悦', phone: '13700001234' };

/** The invitee's signed-in browser storage after accepting: the next test continues their session (a phone gets one code a minute). */
let inviteeStorage: Array<{ name: string; value: string }> = [];

const sidebar = () => session.page.getByRole('navigation', { name: '首页' });

/** The new-version popup is the shell's business (shell.test.ts); here it stays out of the way. */
async function quietVersionPopup(page: Page) {
  await page.addInitScript(() => localStorage.setItem('version-dismissed', '6.0.5'));
}

/** `unit` null: the user has one unit, which the console enters by itself. */
async function passwordLogin(username: string, password: string, unit: RegExp | null) {
  await quietVersionPopup(session.page);
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

async function openUnitPage(link: string, url: string) {
  const entry = sidebar().getByRole('link', { name: link, exact: true });
  if (!(await entry.isVisible())) {
    await sidebar()
      .getByRole('button', { name: /单位管理/ })
      .click();
  }
  await entry.click();
  await session.page.waitForURL(`**${url}`);
}

describe('unit management', () => {
  it('the chief administrator adds a department, invites a member into it who accepts, and changes their role', async () => {
    const page = session.page;
    await passwordLogin('zhangwei', 'Demo@2026', /^演\s*演示科技有限公司/);

    await openUnitPage('单位信息', '/unit/company');
    await page.getByRole('heading', { name: '单位信息' }).waitFor();
    await page.getByRole('heading', { name: '演示科技有限公司' }).waitFor();
    await page.getByText('配额使用情况').waitFor();
    await page.getByRole('progressbar', { name: '单位部门数' }).waitFor();

    // A department at the top level.
    await openUnitPage('部门管理', '/unit/department');
    await page.getByRole('list', { name: '部门树' }).waitFor();
    await page.getByRole('button', { name: '新增部门' }).click();
    const addDepartment = page.getByRole('dialog');
    await addDepartment.getByRole('button', { name: '确定' }).click();
    await addDepartment.getByText('输入框不能为空').waitFor();
    await addDepartment.getByLabel('部门名称').fill(NEW_DEPARTMENT);
    await addDepartment.getByRole('button', { name: '确定' }).click();
    await page.getByText('部门已添加').waitFor();
    await page.getByRole('list', { name: '部门树' }).getByText(NEW_DEPARTMENT, { exact: true }).waitFor();

    // A member in it, invited by a phone that has no account yet.
    await openUnitPage('成员管理', '/unit/member');
    await page.getByRole('button', { name: '添加成员' }).click();
    const addMember = page.getByRole('dialog');
    await addMember.getByLabel('姓名').fill(NEW_MEMBER.name);
    await addMember.getByLabel('手机号码').fill('1370000');
    await addMember.getByRole('button', { name: '确定' }).click();
    await addMember.getByText('手机号码格式不正确，请重新输入').waitFor();
    await addMember.getByLabel('手机号码').fill(NEW_MEMBER.phone);
    await addMember.getByLabel('部门').selectOption({ label: NEW_DEPARTMENT });
    await addMember.getByRole('button', { name: '确定' }).click();
    await page.getByText('邀请已发送，对方接受后成为本单位成员').waitFor();
    const invitations = page.getByRole('table', { name: '待接受的邀请列表' });
    await invitations.getByRole('row').filter({ hasText: NEW_MEMBER.name }).waitFor();

    // The invitee logs in and accepts on the unit choice page; only then are they a member.
    const invitee = await page.context().browser()!.newContext({ baseURL: baseUrl });
    const inviteePage = await invitee.newPage();
    await inviteePage.goto('/login');
    await loginWithCode(inviteePage, baseUrl, NEW_MEMBER.phone);
    await inviteePage.waitForURL('**/choose');
    const offer = inviteePage.getByRole('region', { name: '待处理的邀请' });
    await offer.getByText('演示科技有限公司').waitFor();
    await offer.getByRole('button', { name: '接受' }).click();
    await inviteePage.getByText('已加入“演示科技有限公司”').waitFor();
    // Now a member of just that unit, they are taken into it.
    await inviteePage.waitForURL('**/dashboard');
    inviteeStorage = (await invitee.storageState()).origins[0]?.localStorage ?? [];
    await invitee.close();

    // Found by phone; the filters live in the URL.
    await page.getByRole('searchbox', { name: '搜索姓名或手机号' }).fill(NEW_MEMBER.phone);
    await page.getByRole('searchbox', { name: '搜索姓名或手机号' }).press('Enter');
    await page.waitForURL(`**/unit/member?keyword=${NEW_MEMBER.phone}`);
    const table = page.getByRole('table', { name: '成员列表' });
    const row = table.getByRole('row').filter({ hasText: NEW_MEMBER.name });
    await row.getByText('单位成员').waitFor();
    await row.getByText(NEW_DEPARTMENT).waitFor();
    await row.getByText('137****1234').waitFor();

    // Role change: unit member -> administrator.
    await row.getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('角色').selectOption({ label: '管理员' });
    await edit.getByRole('button', { name: '确定' }).click();
    await page.getByText('成员信息已保存').waitFor();
    await row.getByText('管理员', { exact: true }).waitFor();
    expect(await row.getByText('单位成员').count()).toBe(0);

    // The role filter finds them among the administrators.
    await page.getByRole('combobox', { name: '角色' }).selectOption({ label: '管理员' });
    await page.waitForURL(`**/unit/member?keyword=${NEW_MEMBER.phone}&role=1`);
    await row.waitFor();

    // The detail page shows the member with a masked phone.
    await row.getByRole('link', { name: NEW_MEMBER.name }).click();
    await page.waitForURL('**/unit/memberDetail/*');
    await page.getByRole('heading', { name: NEW_MEMBER.name }).waitFor();
    // (The list stays mounted behind, as a cached page: look inside the details.)
    await page.getByRole('definition').filter({ hasText: '137****1234' }).waitFor();
    await page.getByRole('link', { name: '返回成员管理' }).click();
    await page.waitForURL(`**/unit/member?keyword=${NEW_MEMBER.phone}&role=1`);
    expect(session.errors).toEqual([]);
  });

  it('an administrator manages members but does not see the feature configuration', async () => {
    const page = session.page;
    // The member made administrator above (who logged in by SMS code to accept, and was taken into the unit) comes
    // back in the same session.
    await quietVersionPopup(page);
    await page.goto('/login');
    await page.evaluate((entries) => {
      for (const { name, value } of entries) localStorage.setItem(name, value);
    }, inviteeStorage);
    await page.goto('/dashboard');
    await page.getByText('管理员', { exact: true }).waitFor();

    await openUnitPage('成员管理', '/unit/member');
    await page.getByRole('button', { name: '添加成员' }).waitFor();
    expect(await sidebar().getByRole('link', { name: '部门管理', exact: true }).count()).toBe(1);
    expect(await sidebar().getByRole('link', { name: '功能配置', exact: true }).count()).toBe(0);
    // Only the chief administrator may hand the role on.
    await page.getByRole('table', { name: '成员列表' }).getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('button', { name: '设为超级管理员' }).count()).toBe(0);

    // The page itself is refused: the guard sends the administrator home.
    await page.goto('/unit/companyset');
    await page.waitForURL('**/dashboard');
    expect(session.errors).toEqual([]);
  });

  it("another unit's chief administrator sees only that unit", async () => {
    const page = session.page;
    await passwordLogin('chenjing', 'Demo@2026', null);
    await openUnitPage('单位信息', '/unit/company');
    await page.getByRole('heading', { name: '远山贸易有限公司' }).waitFor();
    await openUnitPage('成员管理', '/unit/member');
    await page.getByRole('searchbox', { name: '搜索姓名或手机号' }).fill(NEW_MEMBER.phone);
    await page.getByRole('searchbox', { name: '搜索姓名或手机号' }).press('Enter');
    await page.getByText('没有找到匹配的结果').waitFor();
    await openUnitPage('部门管理', '/unit/department');
    await page.getByRole('heading', { name: '部门管理' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText(NEW_DEPARTMENT, { exact: true }).count()).toBe(0);
    // The feature configuration is the chief administrator's.
    await openUnitPage('功能配置', '/unit/companyset');
    await page.getByRole('heading', { name: '功能配置' }).waitFor();
    expect(session.errors).toEqual([]);
  });

  it("the chief administrator registers another unit, whose certification form reads the licence's credit code", async () => {
    const page = session.page;
    await passwordLogin('zhangwei', 'Demo@2026', /^演\s*演示科技有限公司/);
    // The new unit is set up by the console's call (registering is login.test.ts's walk) and is not certified yet.
    const call = await consoleApi(baseUrl, page);
    await call(account.registerUnit, {
      companyName: '青松印务有限公司',
      socialCreditCode: '91440300MA5G8K2L14',
      contactName: '张伟',
    });
    await page.goto('/choose');
    await page.getByRole('button', { name: /青松印务有限公司/ }).click();
    await page.getByText('即将切换到新的单位，是否继续？').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/unit/attestation');
    const licence = randomLicence(seededRandom(3));
    await page.getByLabel('营业执照').setInputFiles({
      name: '营业执照.jpg',
      mimeType: 'image/jpeg',
      buffer: licenceImage(licence, { font: 'WenQuanYi Micro Hei', quality: 80, rotationDeg: 1.5 }),
    });
    await page.getByRole('button', { name: '识别营业执照' }).click();
    await page.getByText('已根据营业执照填写，请核对').waitFor({ timeout: 60_000 });
    expect(await page.getByLabel('统一社会信用代码').inputValue()).toBe(licence.socialCreditCode);
    await page.getByText('由营业执照识别填写，请核对').first().waitFor();
    expect(session.errors).toEqual([]);
  });
});
