// Measures the JavaScript the login page loads, gzip-compressed, as a browser gets it: starts the built server on a
// temporary data dir, opens /login in Chromium, records every script response, and gzips each body.
// Usage: npm run build && npm run bench:login-size
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const BUDGET_KB = 150;
const port = 18000 + Math.floor(Math.random() * 1000);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'seal-size-'));
const server = spawn(process.execPath, ['dist/server/server.js'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, APP_MODE: 'demo', DATABASE_URL: '' },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.push({ url: res.url(), body: await res.body() });
  });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: '登录', exact: true }).waitFor();
  await browser.close();
  let total = 0;
  for (const s of scripts) {
    const gz = gzipSync(s.body, { level: 9 }).length;
    total += gz;
    console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${new URL(s.url).pathname}`);
  }
  console.log(
    `${(total / 1024).toFixed(1).padStart(7)} KB  total JavaScript for /login (gzip -9), budget ${BUDGET_KB} KB`,
  );
  process.exitCode = total / 1024 <= BUDGET_KB ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
