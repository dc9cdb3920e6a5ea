/**
 * A comparison as a job on the built server (`npm run build` first): a 20-page contract against its stamped, edited
 * version, started in the console as a user would. Prints how soon the comparison's page opened, how long until the
 * result showed, and how fast /api/health answered before and while the worker compared (the event loop stays free).
 * `npm run bench:compare-job` (PORT, default 8643; DATA_DIR under the system's temp dir).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contractPdf } from '../tests/server/compare/contract-pdf';
// @ts-expect-error the harness is plain JavaScript
import { launchChromium, logInAsChief, startBuiltServer, waitForHealth } from './harness.mjs';

const SCHEDULES = 17;
const port = Number(process.env.PORT ?? 8643);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-compare-job-'));
const server = startBuiltServer(port, dataDir, { SEED_USE_RECORDS: '5000', SIMULATOR_RATE: '0' });

async function healthMs(): Promise<number> {
  const started = performance.now();
  await fetch(`${base}/api/health`);
  return performance.now() - started;
}

const at = (sorted: number[], q: number) => sorted[Math.floor(q * (sorted.length - 1))]!.toFixed(1);
const summary = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return `median ${at(sorted, 0.5)} ms, p95 ${at(sorted, 0.95)} ms, max ${at(sorted, 1)} ms (${list.length} calls)`;
};

try {
  await waitForHealth(server, base, 10);
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await logInAsChief(page, base);
  await page.goto(`${base}/file/detect`);
  const [original, stamped] = await Promise.all([
    contractPdf('original', SCHEDULES),
    contractPdf('stampedEdited', SCHEDULES),
  ]);
  await page
    .getByLabel('原文档（用印前或原版本）')
    .setInputFiles({ name: '合同.pdf', mimeType: 'application/pdf', buffer: original });
  await page
    .getByLabel('比对文档（用印后或新版本）')
    .setInputFiles({ name: '合同-盖章.pdf', mimeType: 'application/pdf', buffer: stamped });
  await page.getByRole('button', { name: '重新上传' }).nth(1).waitFor();
  const idle: number[] = [];
  for (let i = 0; i < 20; i++) idle.push(await healthMs());

  const started = performance.now();
  await page.getByRole('button', { name: '开始比对' }).click();
  await page.waitForURL('**/file/detect/*');
  const opened = performance.now() - started;
  const busy: number[] = [];
  const result = page.getByRole('list', { name: '差异列表' });
  while (!(await result.isVisible())) {
    busy.push(await healthMs());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const done = performance.now() - started;
  await browser.close();
  console.log(`A ${SCHEDULES + 3}-page contract against its stamped, edited version, as a job on the built server`);
  console.log(
    `  the comparison's page opened after ${opened.toFixed(0)} ms; the result showed after ${(done / 1000).toFixed(1)} s`,
  );
  console.log(`  /api/health idle: ${summary(idle)}`);
  console.log(`  /api/health while comparing: ${summary(busy)}`);
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
