import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import * as anomaly from '../../contract/anomaly';
import { SIMULATE_URL } from '../../contract/runtime';
import { freshPagePerTest, CHIEF_BY_PASSWORD, loginToDemoUnit } from './browser';
import { consoleApi } from './console-api';

const baseUrl = inject('baseUrl');
const session = freshPagePerTest({ width: 1440, height: 900 });

const SHOTS = '/tmp/s4-anomaly-shots/e2e';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

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
      await page.goto(`/sealManage/anomalyDetail/${alert!.id}`);
      await page.getByText('告警产生').waitFor();
      await page.getByRole('button', { name: '确认', exact: true }).click();
      await page.getByText('确认告警').waitFor();
      await page.getByRole('button', { name: '解决', exact: true }).click();
      await page.getByLabel('处理说明').fill('已核实：总经理批准的紧急用印');
      await page.getByRole('button', { name: '确定' }).click();
      await page.getByText('解决告警').waitFor();
      await page.getByText('已核实：总经理批准的紧急用印').first().waitFor();
      await shot(page, '03-resolved');
      const done = await call(anomaly.anomalyDetail, { id: alert!.id });
      expect(done).toMatchObject({ state: 'resolved', note: '已核实：总经理批准的紧急用印' });
      expect(done.timeline.map((e) => e.kind)).toEqual(['opened', 'acknowledged', 'resolved']);
      expect(session.errors).toEqual([]);
    },
  );
});
