import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

/** The browser of scripts/chromium.mjs (CHROMIUM_PATH, else Debian's) with the flags this machine needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/**
 * Collects page errors and console errors so a test can assert the page ran clean. Chromium logs every 4xx answer
 * as "Failed to load resource"; the API answers refusals (a wrong code, say) with 4xx, so those lines are expected.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    const expectedRefusal = /Failed to load resource: the server responded with a status of 4\d\d/.test(m.text());
    if (m.type() === 'error' && !expectedRefusal) errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** How many of a page's happenings its diary keeps (the newest), so a long outage's failed requests stay cheap. */
const DIARY_LINES = 80;

export interface PageDiary {
  /** What happened to the page, oldest first, then its URL and the start of its text now. */
  report(): Promise<string>;
}

/**
 * Notes what can take a page away from under a test, for a failed test to print: a renderer crash, the page
 * closing, each navigation of its main frame (a reload, a redirect to the log-in page), uncaught errors, and console
 * errors and warnings (an error page's cause goes there). Each line carries the seconds since the diary started.
 */
export function pageDiary(page: Page): PageDiary {
  const started = Date.now();
  const lines: string[] = [];
  let dropped = 0;
  const note = (text: string) => {
    lines.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${text}`);
    if (lines.length > DIARY_LINES) {
      lines.shift();
      dropped += 1;
    }
  };
  page.on('crash', () => note('CRASH: the renderer died'));
  page.on('close', () => note('the page closed'));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`);
  });
  page.on('pageerror', (e) => note(`pageerror: ${e.stack ?? e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') note(`console.${m.type()}: ${m.text()}`);
  });
  return {
    async report() {
      let now: string;
      try {
        const text = await page.locator('body').innerText({ timeout: 2_000 });
        now = `now at ${page.url()}, showing: ${text.replace(/\s+/g, ' ').slice(0, 300)}`;
      } catch (error) {
        now = `now at ${page.url()}, its text unreadable: ${String(error).split('\n')[0]}`;
      }
      const head = dropped ? [`(${dropped} older lines left out)`] : [];
      return ['Page diary:', ...head, ...lines, now].join('\n  ');
    },
  };
}

/** The newest code the demo SMS provider sent to a phone. */
export async function latestCode(baseUrl: string, phone: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/dev/sms-outbox?phone=${phone}`);
  const body = (await res.json()) as { data: Array<{ code: string }> };
  const code = body.data[0]?.code;
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/**
 * Logs in on the login page with phone + SMS code. The e2e files share one server, and a phone gets one code per
 * 60 s: when another file logged the same phone in just before, the refusal says how long to wait, and it waits.
 */
export async function loginWithCode(page: Page, baseUrl: string, phone: string): Promise<void> {
  await page.getByRole('textbox', { name: '手机号码' }).fill(phone);
  const send = page.getByRole('button', { name: '获取验证码' });
  const counting = page.getByRole('button', { name: /秒后重新获取/ });
  const tooSoon = page.getByText(/验证码发送过于频繁，请\d+秒后再试/).first();
  await send.click();
  await counting.or(tooSoon).first().waitFor();
  if (await tooSoon.isVisible()) {
    const seconds = Number(/(\d+)秒/.exec((await tooSoon.textContent()) ?? '')?.[1] ?? 60);
    await page.waitForTimeout((seconds + 1) * 1000);
    await send.click();
    await counting.waitFor();
  }
  await page.getByRole('textbox', { name: '验证码' }).fill(await latestCode(baseUrl, phone));
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** A demo account's user name and password: a log-in that spends no SMS code. */
export interface PasswordLogin {
  userName: string;
  password: string;
}

/**
 * 张伟, the demo unit's chief administrator, by password: many files log him in, and a phone gets at most 5 codes an
 * hour (the SMS rules of DESIGN section 5), which the e2e run would otherwise exhaust.
 */
export const CHIEF_BY_PASSWORD: PasswordLogin = { userName: 'zhangwei', password: 'Demo@2026' };

async function loginWithPassword(page: Page, { userName, password }: PasswordLogin): Promise<void> {
  await page.getByRole('tab', { name: '账号密码登录' }).click();
  await page.getByRole('textbox', { name: '用户名' }).fill(userName);
  await page.locator('input[type=password]').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * Logs a demo staff member into the demo unit (演示科技有限公司), the new-version popup kept out of the way (it is the
 * shell's business: shell.test.ts).
 */
export async function loginToDemoUnit(page: Page, baseUrl: string, who: string | PasswordLogin): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('version-dismissed', '6.0.5'));
  await page.goto('/login');
  if (typeof who === 'string') await loginWithCode(page, baseUrl, who);
  else await loginWithPassword(page, who);
  // A member of several units chooses; a member of one is taken into it by the console.
  const unit = page.getByRole('button', { name: /^演\s*演示科技有限公司/ });
  const dashboard = page.waitForURL('**/dashboard');
  if (
    (await Promise.race([
      dashboard.then(() => 'in'),
      unit.waitFor().then(
        () => 'choose',
        () => 'in',
      ),
    ])) === 'choose'
  ) {
    // A member of one unit is taken in while the list still shows it: the click may find its button gone.
    await Promise.race([dashboard, unit.click({ timeout: 10_000 }).catch(() => undefined)]);
  }
  await dashboard;
}

/**
 * Answers the new-version popup with 'do not remind again' and waits until the dialog has left: its overlay catches
 * every click while it fades out.
 */
export async function dismissVersionPopup(page: Page): Promise<void> {
  await page.getByRole('button', { name: '不再提醒' }).click();
  await page.getByRole('dialog').filter({ hasText: '发现新版本' }).waitFor({ state: 'detached' });
}

/** The demo's system administrator (README "Demo accounts"). */
export const SYSADMIN: PasswordLogin = { userName: 'sysadmin', password: 'Sys@2026admin' };

/** Logs a system account in on the 系统管理登录 tab, the new-version popup kept out of the way. */
export async function loginToSystemSide(page: Page, who: PasswordLogin = SYSADMIN): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('version-dismissed', '6.0.5'));
  await page.goto('/login');
  await page.getByRole('tab', { name: '系统管理登录' }).click();
  await page.getByRole('textbox', { name: '用户名' }).fill(who.userName);
  await page.locator('input[type=password]').fill(who.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

/** The sidebar menu. */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: '首页' });

/** The header's user menu button of `name` (the dashboard's photo tiles may name the same person). */
export const userMenu = (page: Page, name: string) => page.locator('header').getByRole('button', { name, exact: true });

/** Opens an entry of 印章管理 from the sidebar (unfolding the group when needed). */
export async function openSealPage(page: Page, link: string, url: string): Promise<void> {
  const entry = sidebar(page).getByRole('link', { name: new RegExp(`^${link}`) });
  if (!(await entry.isVisible())) {
    await sidebar(page)
      .getByRole('button', { name: /印章管理/ })
      .click();
  }
  await entry.click();
  await page.waitForURL(`**${url}*`);
}

/**
 * One browser per test file and a fresh context (cookies, storage) per test, so no test inherits another's session.
 * Read `session.page` and `session.errors` inside tests.
 */
/** A page's log-in as saved by `page.context().storageState()`. */
export type SavedLogin = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A new page in `page`'s browser, logged in as a saved log-in: the same user again without another SMS code, which a
 * phone gets once per 60 s. Its context closes with the browser.
 */
export async function pageWithLogin(page: Page, login: SavedLogin): Promise<{ page: Page; errors: string[] }> {
  const context = await page
    .context()
    .browser()!
    .newContext({ viewport: page.viewportSize(), baseURL: inject('baseUrl'), storageState: login });
  const opened = await context.newPage();
  return { page: opened, errors: watchErrors(opened) };
}

export function freshPagePerTest(viewport: { width: number; height: number }): { page: Page; errors: string[] } {
  const session = {} as { page: Page; errors: string[] };
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await context?.close();
    context = await browser!.newContext({ viewport, baseURL: inject('baseUrl') });
    session.page = await context.newPage();
    session.errors = watchErrors(session.page);
  });
  return session;
}
