import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  freshPagePerTest,
  loginToDemoUnit,
  openSealPage as openFrom,
  pageWithLogin,
  sidebar as sidebarOf,
  type SavedLogin,
} from './browser';

const baseUrl = inject('baseUrl');
const session = freshPagePerTest({ width: 1920, height: 1080 });

const SHOTS = '/tmp/apply-shots';
mkdirSync(SHOTS, { recursive: true });

/** The demo seed: the unit's first device (lowest id) has '常规用印审批', approved by 王强 alone, listing 合同. */
const FIRST_DEVICE = 'SD00001';
const MEMBER = '13800000003'; // 刘洋
const KEEPER = '13800000002'; // 王强
const sidebar = (page: Page = session.page) => sidebarOf(page);
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

let applyNo = '';
/** The applicant's signed-in storage, so they come back later without another SMS code (one per 60 s). */
let applicantState: SavedLogin | undefined;

const login = (phone: string) => loginToDemoUnit(session.page, baseUrl, phone);
const openSealPage = (link: string, url: string, page: Page = session.page) => openFrom(page, link, url);

describe('seal-use application', () => {
  it('a member fills in the application with an attachment and submits it', { timeout: 120_000 }, async () => {
    const page = session.page;
    await login(MEMBER);
    await openSealPage('用印申请', '/sealManage/usingSealApplication');
    await page.getByRole('heading', { name: '用印申请' }).waitFor();

    // The contract's messages before anything is sent.
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('请选择印章设备').waitFor();
    await page.getByText('请输入用印事由').waitFor();

    const picker = page.getByRole('combobox', { name: '印章设备' });
    await picker.click();
    await picker.fill(FIRST_DEVICE);
    await page.getByRole('option', { name: new RegExp(FIRST_DEVICE) }).click();
    const fileType = page.getByLabel('文件类型');
    await expect.poll(() => fileType.isEnabled()).toBe(true);
    await fileType.selectOption('合同');
    await page.getByText('审批流程：王强').waitFor();
    await page.getByLabel('文件份数').fill('2');
    await page.getByLabel('用印次数').fill('3');
    await page.getByLabel('用印事由').fill('签订年度采购合同，需加盖公章两份');
    await page.getByText('16/1000').waitFor();
    await page.getByLabel(/^附件/).setInputFiles({
      name: '盖章页.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    await page.getByRole('link', { name: '盖章页.png' }).waitFor();
    await shot(page, '01-form-1920');
    await page.setViewportSize({ width: 700, height: 1000 });
    await page.getByRole('button', { name: '提交申请' }).waitFor();
    await shot(page, '02-form-700');
    await page.setViewportSize({ width: 1920, height: 1080 });

    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('申请已提交').waitFor();
    await page.waitForURL('**/sealManage/examinedetail/*');
    const heading = page.getByRole('heading', { name: /^SQ\d+/ });
    await heading.waitFor();
    applyNo = (await heading.textContent())!.trim();
    await page.getByText('当前审批人').waitFor();
    // The applicant may withdraw; the approver was told just now, so no reminder yet.
    await page.getByRole('button', { name: '撤回' }).waitFor();
    expect(await page.getByRole('button', { name: '通过' }).count()).toBe(0);
    await shot(page, '03-detail-applicant-1920');
    applicantState = await page.context().storageState();
    expect(session.errors).toEqual([]);
  });

  it('the approver sees the red count, opens the application and approves it', { timeout: 120_000 }, async () => {
    expect(applyNo).not.toBe('');
    const page = session.page;
    await login(KEEPER);
    const group = sidebar().getByRole('button', { name: /印章管理/ });
    await expect.poll(async () => Number((await group.innerText()).replace(/\D/g, '') || 0)).toBeGreaterThan(0);
    await openSealPage('用印审批', '/sealManage/useaApplyexaminelist');
    await page.getByRole('tab', { name: '待我审批', selected: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: applyNo });
    await row.waitFor();
    await row.getByText('待审批').waitFor();
    await shot(page, '04-approvals-1920');
    await row.getByRole('link', { name: '审批' }).click();
    await page.waitForURL('**/sealManage/examinedetail/*');
    await page.getByRole('heading', { name: applyNo }).waitFor();
    await page.getByRole('link', { name: '盖章页.png' }).waitFor();
    // The attachment's thumbnail loads through its short-lived URL.
    const thumbnail = page.getByRole('img', { name: '盖章页.png 预览' });
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
    expect(await page.getByRole('button', { name: '撤回' }).count()).toBe(0);
    await shot(page, '05-detail-approver-1920');

    await page.getByRole('button', { name: '通过' }).click();
    await page.getByText('审批意见（选填）').waitFor();
    await page.getByLabel('审批意见（选填）').fill('同意用印');
    await page.getByRole('dialog').getByRole('button', { name: '通过' }).click();
    await page.getByRole('list', { name: '审批流程' }).getByText('已通过').waitFor();
    expect(await page.getByRole('button', { name: '通过' }).count()).toBe(0);
    await shot(page, '06-detail-approved-1920');
    expect(session.errors).toEqual([]);
  });

  it('the applicant sees the approval in the records and in the message center', { timeout: 120_000 }, async () => {
    expect(applyNo).not.toBe('');
    const { page, errors } = await pageWithLogin(session.page, applicantState!);
    await page.goto('/dashboard');
    await openSealPage('申请记录', '/sealManage/applyList', page);
    const row = page.getByRole('row').filter({ hasText: applyNo });
    await row.waitFor();
    await row.getByText('已通过').waitFor();
    await row.getByText('1/1').waitFor();
    await shot(page, '07-records-1920');
    await page.getByRole('button', { name: '全部已读' }).click();
    await page.getByText('已全部标记为已读').waitFor();

    await page.goto('/message/messageCenter');
    await page.getByRole('heading', { name: '消息中心' }).waitFor();
    await page.getByText(`您的用印申请（${applyNo}`).first().waitFor();
    await shot(page, '08-messages-1920');
    expect(errors).toEqual([]);
  });
});

/** An 8x8 red PNG. */
function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4ISeHFTEMLQkAkL9BAbKfPiIAAAAASUVORK5CYII=',
    'base64',
  );
}
