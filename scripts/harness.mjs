// What the benchmark and screenshot scripts share: the browser of chromium.mjs (tests/e2e/browser.ts launches the
// same for the e2e tests), waiting for a spawned server to answer /api/health and logging the demo chief in.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** Resolves once `base`/api/health answers; throws when `child` exits first or after `minutes` (seeding is slow). */
export async function waitForHealth(child, base, minutes = 60) {
  const deadline = Date.now() + minutes * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode})`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet (still migrating or seeding)
    }
    await sleep(500);
  }
  throw new Error('the server did not start');
}

/** Starts the built server (`npm run build`) in demo mode on 127.0.0.1:`port` with a data dir of its own. */
export function startBuiltServer(port, dataDir, env = {}) {
  return spawn(process.execPath, ['dist/server/server.js'], {
    env: {
      ...process.env,
      APP_MODE: 'demo',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...env,
    },
    stdio: 'ignore',
  });
}

/** Logs 张伟 (chief administrator of the demo unit) in with his password at `base` and chooses the unit. */
export async function logInAsChief(page, base, lang = 'zh-CN') {
  await logInWithPassword(page, base, lang, { tab: 1, username: 'zhangwei', password: 'Demo@2026' });
  // A user of one unit may go straight to the dashboard; one of several chooses the demo unit.
  await page.waitForURL(/\/(choose|dashboard)/);
  if (page.url().includes('/choose')) {
    await page
      .getByRole('button', { name: /演示科技有限公司/ })
      .first()
      .click();
    await page.waitForURL('**/dashboard');
  }
}

/** Opens /login in `lang` (the new-version notice dismissed) and logs in on the password tab `tab` (1 staff, 2 system). */
async function logInWithPassword(page, base, lang, { tab, username, password }) {
  await page.addInitScript((uiLang) => {
    localStorage.setItem('version-dismissed', '6.0.5');
    if (uiLang !== 'zh-CN') localStorage.setItem('lang', uiLang);
  }, lang);
  await page.goto(`${base}/login`);
  await page.locator('[role=tab]').nth(tab).click();
  await page.locator('input[autocomplete=username]').fill(username);
  await page.locator('input[type=password]').fill(password);
  await page.locator('input[type=password]').press('Enter');
}

/** Logs the demo system administrator in at `base`; the system side opens on its home. */
export async function logInAsSystem(page, base, lang = 'zh-CN') {
  await logInWithPassword(page, base, lang, { tab: 2, username: 'sysadmin', password: 'Sys@2026admin' });
  await page.waitForURL(/\/dashboard/);
}
