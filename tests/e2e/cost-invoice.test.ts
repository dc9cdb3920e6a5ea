import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshPagePerTest, CHIEF_BY_PASSWORD, loginToDemoUnit, loginToSystemSide } from './browser';

/**
 * Invoices end to end: the chief administrator adds a payer on /cost (payerList, the center's default page) and asks
 * for an invoice on the seed's paid order; the platform issues it on the system side; the administrator then sees it
 * issued, with its number and document, and the message centre says so.
 */
const baseUrl = inject('baseUrl');
const session = freshPagePerTest({ width: 1440, height: 900 });

const SHOTS = '/tmp/s4-invoice-shots/e2e';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const rowWith = (text: string) => session.page.getByRole('row').filter({ hasText: text, visible: true });
/** Text on the page in view (the tabs kept alive behind it hold the same words). */
const shown = (text: string | RegExp) => session.page.getByText(text).filter({ visible: true }).first();

/** The request the first test submits, issued by the second, seen by the third. */
let invoiceNo = '';

/** The chief by password (a second SMS code to one phone would wait out its 60 s). */
async function chiefPasswordLogin(page: Page) {
  await page.addInitScript(() => localStorage.setItem('version-dismissed', '6.0.5'));
  await page.goto('/login');
  await page.getByRole('tab', { name: '账号密码登录' }).click();
  await page.getByRole('textbox', { name: '用户名' }).fill('zhangwei');
  await page.locator('input[type=password]').fill('Demo@2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL('**/choose');
  await page.getByRole('button', { name: /^演\s*演示科技有限公司/ }).click();
  await page.waitForURL('**/dashboard');
}

describe('invoices', () => {
  it('an administrator adds a payer and asks for an invoice on a paid order', { timeout: 180_000 }, async () => {
    const page = session.page;
    await loginToDemoUnit(page, baseUrl, CHIEF_BY_PASSWORD);

    // /cost opens the payers: the seeded default enterprise title is there.
    await page.goto('/cost');
    await page.waitForURL('**/cost/payerList');
    await page.getByRole('article', { name: '演示科技有限公司' }).getByText('默认').waitFor();
    await page.getByRole('button', { name: '新增抬头' }).click();
    await page.getByLabel('发票抬头', { exact: true }).fill('演示科技有限公司财务部');
    await page.getByLabel('税号').fill('91350100M000100Y44');
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('请输入正确的统一社会信用代码（18位）').waitFor();
    await page.getByLabel('税号').fill('91350100M000100Y43');
    await page.getByLabel('设为默认抬头').check();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('发票抬头已添加').waitFor();
    const added = page.getByRole('article', { name: '演示科技有限公司财务部' });
    await added.getByText('默认').waitFor();
    await shot(page, '01-payers');

    // Ask for an invoice on the seed's paid order.
    await page.goto('/cost/invoicerecordlist');
    await page.getByRole('link', { name: '申请开票' }).click();
    await page.waitForURL('**/cost/invoiced');
    const order = page.getByRole('checkbox', { name: /^选择订单 DD\d+900001$/ });
    await order.check();
    await expect.poll(() => page.getByTestId('invoice-total').textContent()).toBe('¥360.00');
    // The list's tab stays mounted beside the form (its type filter too): ask the form.
    const form = page.getByRole('form', { name: '申请开票' });
    await form.getByLabel('发票类型').selectOption('2');
    await form.getByLabel('接收邮箱').fill('finance@example.com');
    await shot(page, '02-apply');
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.waitForURL('**/cost/invoicecorddetail/*');
    await shown('开票中').waitFor();
    await shown('演示科技有限公司财务部').waitFor();
    const heading = page.getByRole('heading', { name: /^FP\d{14}$/ });
    await heading.waitFor();
    invoiceNo = (await heading.textContent())?.trim() ?? '';
    await shot(page, '03-requested');

    // Nothing is left to invoice of that order: it is no longer offered (other paid orders may be).
    await page.goto('/cost/invoiced');
    await page.getByRole('heading', { name: '申请开票' }).waitFor();
    await page.getByText('开票金额合计').waitFor();
    expect(await page.getByRole('checkbox', { name: /^选择订单 DD\d+900001$/ }).count()).toBe(0);
    expect(session.errors).toEqual([]);
  });

  it('the platform issues it on the system side', { timeout: 120_000 }, async () => {
    const page = session.page;
    expect(invoiceNo).not.toBe('');
    await loginToSystemSide(page);
    // The 费用管理 group of the system menu holds the page.
    await page.getByText('费用管理', { exact: true }).click();
    await page.getByRole('link', { name: '发票开具' }).click();
    await page.waitForURL('**/system/cost/invoices');
    const row = rowWith(invoiceNo);
    await row.getByText('开票中').waitFor();
    await shot(page, '04-issuing');
    await row.getByRole('button', { name: '开具', exact: true }).click();
    await shown(`开具发票 ${invoiceNo}`).waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await shown('发票已开具').waitFor();
    await rowWith(invoiceNo).getByText('已开具').waitFor();
    expect(session.errors).toEqual([]);
  });

  it('the administrator sees it issued, with its document and a message', { timeout: 120_000 }, async () => {
    const page = session.page;
    await chiefPasswordLogin(page);
    await page.goto('/cost/invoicerecordlist');
    await rowWith(invoiceNo).getByText('已开具').waitFor();
    await rowWith(invoiceNo).getByRole('link', { name: invoiceNo }).click();
    await page.waitForURL('**/cost/invoicecorddetail/*');
    await shown(/^YP\d{8}$/).waitFor();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: '下载发票' }).click();
    const pdf = await popup;
    expect(pdf.url()).toMatch(/\/api\/files\/[0-9a-f]{32}\?exp=/);
    await pdf.close();
    await shot(page, '05-issued');
    await page.goto('/message/messageCenter');
    await shown('发票已开具').waitFor();
    expect(session.errors).toEqual([]);
  });
});
