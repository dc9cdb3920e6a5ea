// The screenshots the wall display is judged by: /dashboard at 1920 px and /bigdata at 1920x1080 and 3840x2160, taken in
// Chromium from the built console and server with the demo data, the device simulator stamping as it does in demo
// mode. They land in SHOTS_DIR (./screenshots, not committed); open them and look.
//
//   npm run build && npm run screenshots
//   env: DATA_DIR (reuse a seeded data dir; default a fresh one, seeded on start), SHOTS_DIR (./screenshots),
//        LANG_UI (zh-CN; en-US for the English console), SETTLE (seconds the pages run before each shot, 8),
//        PAGES (console routes to add, comma-separated, each shot at 1440x900, e.g. /message/messageCenter),
//        ONLY_PAGES=1 (just those)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { launchChromium, logInAsChief, waitForHealth } from './harness.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// PORT pins the port on a shared machine; by default a random one.
const PORT = Number(process.env.PORT) || 21_000 + Math.floor(Math.random() * 900);
const BASE = `http://127.0.0.1:${PORT}`;
const SHOTS_DIR = path.resolve(root, process.env.SHOTS_DIR ?? 'screenshots');
const SETTLE_MS = Number(process.env.SETTLE ?? 8) * 1000;
const LANG_UI = process.env.LANG_UI ?? 'zh-CN';

const PAGES = (process.env.PAGES ?? '')
  .split(',')
  .filter(Boolean)
  .map((route) => ({ name: `page${route.replace(/[^a-zA-Z0-9]+/g, '-')}`, route, width: 1440, height: 900 }));
const SHOTS = [
  ...(process.env.ONLY_PAGES
    ? []
    : [
        { name: 'dashboard-1920', route: '/dashboard', width: 1920, height: 1080, fullPage: true },
        { name: 'bigdata-1920x1080', route: '/bigdata', width: 1920, height: 1080 },
        { name: 'bigdata-3840x2160', route: '/bigdata', width: 3840, height: 2160 },
      ]),
  ...PAGES,
];

const ownData = !process.env.DATA_DIR;
const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'seal-shots-'));
const server = spawn(process.execPath, ['dist/server/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    APP_MODE: 'demo',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browser = await launchChromium();
try {
  console.log(`data dir ${dataDir}; starting the server…`);
  await waitForHealth(server, BASE, 5);
  mkdirSync(SHOTS_DIR, { recursive: true });
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await logInAsChief(page, BASE, LANG_UI);
  for (const shot of SHOTS) {
    await page.setViewportSize({ width: shot.width, height: shot.height });
    await page.goto(`${BASE}${shot.route}`);
    await sleep(SETTLE_MS);
    const file = path.join(SHOTS_DIR, `${shot.name}-${LANG_UI}.png`);
    await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
    console.log(`${path.relative(root, file)}`);
  }
  if (errors.length) console.log('page errors:', errors);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  if (ownData) rmSync(dataDir, { recursive: true, force: true });
}
