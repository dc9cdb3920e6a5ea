import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apply, template } from '../../contract';
import { launchBrowser, loginToDemoUnit, watchErrors } from './browser';
import { consoleApi } from './console-api';

/*
 * Batch approval in Chromium, with people and a device no other e2e file uses: 李强 (administrator) gives SD00294 a
 * template he approves alone; 刘杰 (member) submits ten applications on it (through their sessions' calls: the form is
 * apply.test.ts's). 李强 filters his approvals by the batch's reason, chooses all ten with the page's box and opens
 * 批量同意; before he confirms, 刘杰 revokes one. The batch approves nine and names the revoked one with its reason.
 */

const baseUrl = inject('baseUrl');
const SHOTS = '/tmp/batch-shots';
mkdirSync(SHOTS, { recursive: true });

const APPROVER = '13800001002'; // 李强
const APPLICANT = '13800001004'; // 刘杰
const DEVICE = 'SD00294';
const REASON = '批量审批演练';

let browser: Browser;
let approver: { page: Page; errors: string[] };
let asApplicant: Awaited<ReturnType<typeof consoleApi>>;
let asApprover: Awaited<ReturnType<typeof consoleApi>>;
const ids: number[] = [];

async function signIn(phone: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: baseUrl });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await loginToDemoUnit(page, baseUrl, phone);
  return { page, errors };
}

beforeAll(async () => {
  browser = await launchBrowser();
  approver = await signIn(APPROVER);
  const applicant = await signIn(APPLICANT);
  asApprover = await consoleApi(baseUrl, approver.page);
  asApplicant = await consoleApi(baseUrl, applicant.page);
  const approverId = await approver.page.evaluate(() => JSON.parse(localStorage.getItem('session-info')!).userId);
  await asApprover(template.templateAdd, {
    deviceId: DEVICE,
    name: '批量审批演练',
    approverIds: [approverId],
    fileTypes: ['合同'],
    useCountLimit: null,
  });
  for (let i = 1; i <= 10; i++) {
    const { id } = await asApplicant(apply.applySave, {
      deviceId: DEVICE,
      fileType: '合同',
      copies: 1,
      useCount: 1,
      reason: `${REASON}第${i}份`,
    });
    ids.push(id);
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('batch approval', () => {
  it('approves nine of ten chosen applications and names the one revoked meanwhile', async () => {
    const { page, errors } = approver;
    await page.goto(`/sealManage/useaApplyexaminelist?keyword=${encodeURIComponent(REASON)}`);
    const table = page.getByRole('table', { name: '我的审批' });
    const rowBoxes = table.getByRole('checkbox', { name: /^选择申请 / });
    await rowBoxes.first().waitFor();
    await expect.poll(() => rowBoxes.count()).toBe(10);

    await page.getByRole('checkbox', { name: '选择本页全部待您审批的申请' }).check();
    await page.getByText('已选 10 个申请').waitFor();
    await page.getByRole('button', { name: '批量同意' }).click();
    await page.getByText('批量同意 10 个申请').waitFor();
    await page.getByLabel('审批意见（选填）').fill('同意，批量处理');
    await page.screenshot({ path: `${SHOTS}/confirm.png` });

    // The applicant takes one back while the approver reads the dialog.
    const revoked = await asApplicant(apply.applyDetailInfo, { id: ids[4]! });
    await asApplicant(apply.applyRevoke, { id: revoked.id });

    const started = Date.now();
    await page.getByRole('button', { name: '通过', exact: true }).click();
    const failed = page.getByRole('table', { name: '未处理的申请' });
    await failed.waitFor();
    console.info(`batch of 10 in the browser, click to result: ${Date.now() - started} ms`);
    await page.getByText('已处理 9 个，未处理 1 个：').waitFor();
    await expect.poll(() => failed.getByRole('row').count()).toBe(2);
    const row = failed.getByRole('row').nth(1);
    expect(await row.textContent()).toBe(`${revoked.applyNo}该申请已被撤回`);
    await page.screenshot({ path: `${SHOTS}/result.png` });
    await page.getByRole('button', { name: '关闭', exact: true }).click();

    // The nine are approved (completed: he was their only approver); the list no longer waits for them.
    for (const id of ids.filter((i) => i !== revoked.id)) {
      expect((await asApprover(apply.applyCurrentStatus, { id })).state).toBe('COMPLETED');
    }
    await expect.poll(() => rowBoxes.count(), { timeout: 10_000 }).toBe(0);
    await page.getByText(/勾选待您审批的申请/).waitFor();
    expect(errors).toEqual([]);
  });
});
