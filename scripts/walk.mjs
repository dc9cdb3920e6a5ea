// The first-impressions walk: the console's pages as the demo chief administrator and the system administrator, in
// Chinese and English, at 700, 1440, 1920 and 2560 px, from the built console and server with the demo data. Each
// page gets a screenshot (viewport) in SHOTS_DIR and is checked for what a first look catches: console errors, failed
// calls, a page wider than the window, a text key shown instead of its text, a refusal text that was not loaded.
//
//   npm run build && PORT=4171 node scripts/walk.mjs
//   env: PORT, SHOTS_DIR (./screenshots/walk), WIDTHS (700,1440,1920,2560), LANGS (zh-CN,en-US), SETTLE (s, 2),
//        SEED_USE_RECORDS (5000)
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { launchChromium, logInAsChief, logInAsSystem, startBuiltServer, waitForHealth } from './harness.mjs';

const PORT = Number(process.env.PORT) || 21_000 + Math.floor(Math.random() * 900);
const BASE = `http://127.0.0.1:${PORT}`;
const SHOTS_DIR = path.resolve(process.env.SHOTS_DIR ?? 'screenshots/walk');
const WIDTHS = (process.env.WIDTHS ?? '700,1440,1920,2560').split(',').map(Number);
const LANGS = (process.env.LANGS ?? 'zh-CN,en-US').split(',');
const SETTLE_MS = Number(process.env.SETTLE ?? 2) * 1000;

const STAFF_PAGES = [
  '/dashboard',
  '/unit/company',
  '/unit/member',
  '/server/bindingseal',
  '/sealManage/usingSealApplication',
  '/sealManage/useAuthorizationlist',
  '/sealManage/useCordlist',
  '/sealManage/monthstatistics',
  '/cost/payLists',
  '/message/messageCenter',
];
const SYSTEM_PAGES = ['/dashboard', '/quotas', '/user', '/role', '/log', '/dictionary', '/complaintsAdvice'];

/** A dotted key like `cost.order.title` shown as text: its catalogue was not loaded. */
const RAW_KEY = /(^|\s)[a-z][a-zA-Z]+(\.[a-zA-Z0-9]+){1,4}(\s|$)/;
const MISSING_REFUSAL = /操作未能完成（|The request could not be completed \(/;

/** What a first look at the open page catches. */
async function lookAt(page) {
  return page.evaluate(
    ({ rawKey, missing }) => {
      const problems = [];
      const doc = document.scrollingElement;
      if (doc && doc.scrollWidth > window.innerWidth + 1)
        problems.push(`page wider than the window (${doc.scrollWidth} > ${window.innerWidth})`);
      const text = document.body.innerText;
      for (const line of text.split('\n')) {
        if (new RegExp(rawKey).test(line.trim()) && !/@|https?:/.test(line)) problems.push(`raw key? "${line.trim()}"`);
        if (new RegExp(missing).test(line)) problems.push(`text not loaded: "${line.trim()}"`);
      }
      return problems;
    },
    { rawKey: RAW_KEY.source, missing: MISSING_REFUSAL.source },
  );
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'seal-walk-'));
const server = startBuiltServer(PORT, dataDir, {
  SEED_USE_RECORDS: process.env.SEED_USE_RECORDS ?? '5000',
  SIMULATOR_RATE: '0',
});
const browser = await launchChromium();
const report = [];
try {
  await waitForHealth(server, BASE, 5);
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const [who, pages] of [
    ['chief', STAFF_PAGES],
    ['system', SYSTEM_PAGES],
  ]) {
    for (const lang of LANGS) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${new URL(r.url()).pathname}`));
      if (who === 'chief') await logInAsChief(page, BASE, lang);
      else await logInAsSystem(page, BASE, lang);
      for (const route of pages) {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width <= 700 ? 1000 : Math.round(width * 0.5625) });
          await page.goto(`${BASE}${route}`);
          await sleep(SETTLE_MS);
          const name = `${who}-${lang}-${route.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-/, '')}-${width}.png`;
          await page.screenshot({ path: path.join(SHOTS_DIR, name) });
          const problems = [...(await lookAt(page)), ...errors.splice(0)];
          if (problems.length) report.push({ shot: name, problems });
        }
      }
      await context.close();
    }
  }
  for (const { shot, problems } of report) console.log(`${shot}\n  ${[...new Set(problems)].join('\n  ')}`);
  console.log(`${report.length} shots with problems; screenshots in ${SHOTS_DIR}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
