import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, inject, it } from 'vitest';
import * as anomaly from '../../contract/anomaly';
import * as auth from '../../contract/authorization';
import { SIMULATE_URL } from '../../contract/runtime';
import { freshPagePerTest, CHIEF_BY_PASSWORD, loginToDemoUnit } from './browser';
import { consoleApi } from './console-api';
import { deviceClient } from './device';

const baseUrl = inject('baseUrl');
const session = freshPagePerTest({ width: 1440, height: 900 });

const SHOTS = '/tmp/s4-anomaly-shots/e2e';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** A V4 of the demo unit no other e2e file uses, free of open authorisations: photos, no fingerprint. */
const FENCED_DEVICE = 'SD00268';
/** The fence typed into the editor: 500 m around People's Square, Shanghai; the stamp is 9 km north of it. */
const FENCE = { lat: '31.2304', lng: '121.4737', radius: '500' };
const OUTSIDE = { latitude: 31.31, longitude: 121.4737, address: '上海市宝山区' };

/** On the alert's page: acknowledge it, then resolve it with `note` (the dialog's confirmation). */
async function acknowledgeAndResolve(page: Page, alertId: number, note: string) {
  await page.goto(`/sealManage/anomalyDetail/${alertId}`);
  await page.getByText('告警产生').waitFor();
  await page.getByRole('button', { name: '确认', exact: true }).click();
  await page.getByText('确认告警').waitFor();
  await page.getByRole('button', { name: '解决', exact: true }).click();
  await page.getByLabel('处理说明').fill(note);
  await page.getByRole('button', { name: '确定' }).click();
  await page.getByText('解决告警').waitFor();
  await page.getByText(note).first().waitFor();
}

/** Pixels of the outside-fence red (#dc2626) on a region's maps (Leaflet draws on a canvas, not in the DOM). */
function redPixels(region: Element): number {
  let red = 0;
  for (const canvas of region.querySelectorAll('canvas')) {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 0; i < data.length; i += 4) if (data[i] === 220 && data[i + 1] === 38 && data[i + 2] === 38) red++;
  }
  return red;
}

/** The rows under a section's title row of the weekly workbook, up to the blank row that ends it. */
function section(rows: unknown[][], title: string): unknown[][] {
  const start = rows.findIndex((r) => r[0] === title);
  const end = rows.findIndex((r, i) => i > start && r.every((c) => c === null));
  return rows.slice(start + 1, end < 0 ? undefined : end).map((r) => r.filter((c) => c !== null));
}

/** This week's anomaly workbook (through the contract call, downloaded from its link): its alerts outside a fence,
 * and all alerts of the fenced device. */
async function weeklyOutsideFence(call: Awaited<ReturnType<typeof consoleApi>>, companyId: number) {
  const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const report = await call(anomaly.anomalyWeeklyReport, { companyId, day, format: 'xlsx' });
  const file = await fetch(`${baseUrl}${report.tmpUrl}`);
  expect(file.status).toBe(200);
  const rows = (await readSheet(Buffer.from(await file.arrayBuffer()))) as unknown[][];
  const byRule = section(rows, '按规则').find((r) => r[0] === '授权围栏外用印');
  const byDevice = section(rows, '按设备').find((r) => r[2] === FENCED_DEVICE);
  return { rule: Number(byRule?.[1] ?? 0), device: Number(byDevice?.[1] ?? 0) };
}

describe('the anomaly centre', () => {
  it(
    'a simulated privileged stamp raises an alert that arrives live, is acknowledged and resolved with a note',
    { timeout: 180_000 },
    async () => {
      const page = session.page;
      await loginToDemoUnit(page, baseUrl, CHIEF_BY_PASSWORD);
      const call = await consoleApi(baseUrl, page);
      await page.goto('/sealManage/anomaly');
      await page.getByRole('table', { name: '异常告警列表' }).waitFor();
      await shot(page, '01-list');

      // The device stamps in privileged mode: the live notice names the device and the rule.
      const res = await fetch(`${baseUrl}${SIMULATE_URL}?kind=privileged`, { method: 'POST' });
      const step = ((await res.json()) as { data: { deviceId: string; useRecordId: number } }).data;
      expect(step.useRecordId).toBeGreaterThan(0);
      await page
        .getByText(/异常告警：「.+」特权盖章/)
        .first()
        .waitFor({ timeout: 20_000 });
      const opened = await call(anomaly.anomalyList, { state: 'open', rule: 'privileged', pageSize: 20 });
      const alert = opened.list.find((a) => a.useRecordId === step.useRecordId);
      expect(alert, 'the stamp opened a privileged alert').toBeDefined();
      await shot(page, '02-live-notice');

      // The list shows it (refreshed by the stamp's live event); open it.
      await acknowledgeAndResolve(page, alert!.id, '已核实：总经理批准的紧急用印');
      await shot(page, '03-resolved');
      const done = await call(anomaly.anomalyDetail, { id: alert!.id });
      expect(done).toMatchObject({ state: 'resolved', note: '已核实：总经理批准的紧急用印' });
      expect(done.timeline.map((e) => e.kind)).toEqual(['opened', 'acknowledged', 'resolved']);
      expect(session.errors).toEqual([]);
    },
  );

  it(
    'a grant with a fence typed in, a stamp outside it: the alert arrives live, the grant locks and is unlocked, the alert is resolved and counted in the weekly report',
    { timeout: 180_000 },
    async () => {
      const page = session.page;
      await loginToDemoUnit(page, baseUrl, CHIEF_BY_PASSWORD);
      const call = await consoleApi(baseUrl, page);
      const companyId = await page.evaluate(
        () => JSON.parse(localStorage.getItem('session-info')!).companyId as number,
      );
      const before = await weeklyOutsideFence(call, companyId);

      // The chief administrator grants himself the device, within a circle typed into the fence editor, locking.
      await page.goto('/sealManage/authorizationDown');
      await page.getByRole('heading', { name: '直接授权' }).waitFor();
      const devicePicker = page.getByRole('combobox', { name: '印章设备' });
      await devicePicker.click();
      await devicePicker.fill(FENCED_DEVICE);
      await page.getByRole('option', { name: new RegExp(FENCED_DEVICE) }).click();
      const memberPicker = page.getByRole('combobox', { name: '被授权人' });
      await memberPicker.click();
      await memberPicker.fill('张伟');
      await page.getByRole('option', { name: /张伟/ }).first().click();
      await page.getByLabel(/^授权次数/).fill('3');
      await page.getByLabel('授权事由').fill('在人民广场签署合同');
      await page.getByText('圆形围栏', { exact: true }).click();
      await page.getByLabel('圆心纬度').fill(FENCE.lat);
      await page.getByLabel('圆心经度').fill(FENCE.lng);
      await page.getByLabel('半径（米）').fill(FENCE.radius);
      await page.getByLabel('在围栏外用印时锁定授权（需管理员解锁）').check();
      await page.getByRole('button', { name: '缩放至围栏' }).click();
      await shot(page, '04-fenced-grant');
      await page.getByRole('button', { name: '确认授权' }).click();
      const granted = page.getByText(/^已授权，授权编号 EP\d{14,}$/);
      await granted.waitFor();
      const empowerNo = (await granted.textContent())!.replace('已授权，授权编号 ', '');
      const [grant] = (await call(auth.authList, { pageSize: 1, keyword: empowerNo })).list;
      expect(grant).toMatchObject({ empowerNo, fence: { fence: { kind: 'circle', radius: 500 }, lockOnBreach: true } });
      await call(auth.authActive, { id: grant!.id });

      // The device stamps 9 km away: the live notice names it and the rule.
      const device = await deviceClient(baseUrl, FENCED_DEVICE);
      const use = await device.reportUse({ useType: 0, usedAt: new Date().toISOString(), ...OUTSIDE });
      await page
        .getByText(/异常告警：「.+」在授权围栏外用印/)
        .first()
        .waitFor({ timeout: 20_000 });
      const opened = await call(anomaly.anomalyList, { state: 'open', rule: 'outsideFence', pageSize: 20 });
      const alert = opened.list.find((a) => a.useRecordId === use.useRecordId);
      expect(alert, 'the stamp opened an outside-fence alert').toBeDefined();

      // The authorisation's detail: locked, the stamp red on the map; the administrator unlocks it.
      await page.goto(`/sealManage/authorizationdetail/${grant!.id}`);
      const fence = page.getByRole('region', { name: '用印地点围栏' });
      await fence.getByText('该授权因在围栏外用印已被锁定，解除锁定前印章不能在此授权下盖章').waitFor();
      await fence.getByText('围栏外用印 1').waitFor();
      await expect.poll(() => fence.evaluate(redPixels)).toBeGreaterThan(20);
      await fence.scrollIntoViewIfNeeded();
      await shot(page, '05-fence-locked');
      await page.getByRole('button', { name: '解除围栏锁定' }).click();
      await page.getByText(`确定解除授权 ${empowerNo} 的围栏锁定吗？解除后印章可继续在该授权下盖章。`).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await page.getByText('已解除围栏锁定').first().waitFor();
      await fence.getByText('该授权因在围栏外用印已被锁定', { exact: false }).waitFor({ state: 'detached' });

      await acknowledgeAndResolve(page, alert!.id, '已核实：合同改在宝山签署');
      await shot(page, '06-fence-alert-resolved');
      expect(await call(anomaly.anomalyDetail, { id: alert!.id })).toMatchObject({ state: 'resolved' });
      // The week's report counts it under the rule, and under the device with the stamp's other alerts (after hours).
      const ofStamp = await call(anomaly.anomalyList, { deviceId: FENCED_DEVICE, pageSize: 100 });
      const alerts = ofStamp.list.filter((a) => a.useRecordId === use.useRecordId).length;
      const after = await weeklyOutsideFence(call, companyId);
      expect(after).toEqual({ rule: before.rule + 1, device: before.device + alerts });
      expect(session.errors).toEqual([]);
    },
  );
});
