// Measures the JavaScript a browser loads, gzip-compressed, against the budgets of DESIGN section 9: the login page
// (140 KB) and a plain list page opened after log-in (300 KB). Starts the built server on a fresh demo data dir, opens
// /login in Chromium and records every script; then logs the demo chief administrator in (SMS code from the dev
// outbox), opens the list page in a new tab of that session and records its scripts the same way.
// Usage: npm run build && npm run bench:bundle      (npm run bench:login-size: the login page only)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, startBuiltServer, waitForHealth } from './harness.mjs';

const LOGIN_BUDGET_KB = 140;
const LIST_BUDGET_KB = 300;
const LIST_PAGE = '/sealManage/useCordlist';
const PHONE = '13800000000';
const loginOnly = process.argv.includes('--login-only');
const port = Number(process.env.PORT ?? 8961);
const base = `http://127.0.0.1:${port}`;
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));

/** Opens `url` in `page` and resolves to the scripts it loaded: [path, gzip bytes], once `ready` resolves. */
async function scriptsOf(page, url, ready) {
  const pending = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    const pathname = new URL(res.url()).pathname;
    pending.push(res.body().then((body) => [pathname, gzipSync(body, { level: 9 }).length]));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready();
  return Promise.all(pending);
}

/** Prints the scripts, largest first, and their total; true when the total is within the budget. */
function report(title, scripts, budgetKb) {
  const total = scripts.reduce((sum, [, gz]) => sum + gz, 0) / 1024;
  console.log(`\n${title}`);
  for (const [pathname, gz] of scripts.sort((a, b) => b[1] - a[1])) {
    console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${pathname}`);
  }
  console.log(`${total.toFixed(1).padStart(7)} KB  total JavaScript (gzip -9), budget ${budgetKb} KB`);
  return total <= budgetKb;
}

async function logIn(page) {
  await page.getByRole('textbox', { name: '手机号码' }).fill(PHONE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
  const outbox = await (await fetch(`${base}/api/dev/sms-outbox?phone=${PHONE}`)).json();
  await page.getByRole('textbox', { name: '验证码' }).fill(outbox.data[0].code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/\/(choose|dashboard)/);
  if (page.url().includes('/choose')) {
    await page.getByRole('button', { name: /^演\s*演示科技有限公司/ }).click();
    await page.waitForURL('**/dashboard');
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bundle-size-'));
const server = startBuiltServer(port, dataDir, {
  SEED_USE_RECORDS: process.env.SEED_USE_RECORDS ?? '2000',
  SIMULATOR_RATE: '0',
});
const browser = await launchChromium();
try {
  await waitForHealth(server, base, 5);
  const context = await browser.newContext();
  // The new-version notice is the shell's business, not a list page's.
  await context.addInitScript((v) => localStorage.setItem('version-dismissed', v), version);
  const loginPage = await context.newPage();
  const loginScripts = await scriptsOf(loginPage, `${base}/login`, () =>
    loginPage.getByRole('button', { name: '登录', exact: true }).waitFor(),
  );
  let ok = report('/login', loginScripts, LOGIN_BUDGET_KB);
  if (!loginOnly) {
    await logIn(loginPage);
    const listPage = await context.newPage();
    const listScripts = await scriptsOf(listPage, `${base}${LIST_PAGE}`, () =>
      listPage.getByRole('row').nth(1).waitFor(),
    );
    ok = report(`${LIST_PAGE} after log-in`, listScripts, LIST_BUDGET_KB) && ok;
  }
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
