import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { cost } from '../../contract';
import { freshPagePerTest, CHIEF_BY_PASSWORD, loginToDemoUnit, loginToSystemSide } from './browser';
import { consoleApi } from './console-api';

/**
 * Refunds, bank transfer and the orders export end to end: the chief administrator exports the orders (downloaded on
 * the orders page), asks for part of a paid SMS package back, and pays another order by bank transfer (the remittance
 * code shown, the receipt uploaded); the platform approves the refund and confirms the transfer on the system side's
 * orders page; the administrator then sees the first order partly refunded, the second paid, and a message of each.
 */
const baseUrl = inject('baseUrl');
const session = freshPagePerTest({ width: 1440, height: 900 });

const SHOTS = '/tmp/s6-cost-shots/e2e';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const shown = (text: string | RegExp) => session.page.getByText(text).filter({ visible: true }).first();

/** The order the first test pays and asks a refund of. */
let order = { id: 0, orderNo: '' };
/** The order the first test pays by bank transfer. */
let byTransfer = { id: 0, orderNo: '' };
const RECEIPT = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe('refunds and the orders export', () => {
  it('an administrator exports the orders and asks for part of a paid order back', { timeout: 180_000 }, async () => {
    const page = session.page;
    await loginToDemoUnit(page, baseUrl, CHIEF_BY_PASSWORD);
    const call = await consoleApi(baseUrl, page);
    const sms = (await call(cost.productList, { serviceType: 99 }))[0]!;
    const placed = await call(cost.orderCreate, { productId: sms.id, quantity: 2 });
    await call(cost.sandboxPay, { id: placed.id, scenario: 'pay' });
    order = placed;

    await page.goto('/cost/payLists');
    await page.getByRole('row').filter({ hasText: order.orderNo }).getByText('已支付').waitFor();
    await page.getByRole('button', { name: '导出', exact: true }).click();
    const download = page.getByRole('button', { name: '下载', exact: true });
    await download.waitFor({ timeout: 30_000 });
    // The file opens in a new tab, which downloads it (an attachment): its signed link is asked for.
    const fetched = page.context().waitForEvent('request', (r) => r.url().includes('/api/files/'));
    await download.click();
    expect((await fetched).url()).toMatch(/\/api\/files\/[0-9a-f]{32}\?exp=/);
    await shot(page, '01-orders-exported');

    await page.goto(`/cost/payrecordDetail/${order.id}`);
    await page.getByRole('button', { name: '申请退款' }).click();
    const amount = page.getByLabel('退款金额（元）');
    await amount.fill('60');
    await page.getByLabel('退款原因').fill('多买了一份');
    await page.getByRole('button', { name: '提交申请' }).click();
    await shown(/退款金额不能超过可退金额50.00元/).waitFor();
    await amount.fill('25');
    await page.getByRole('button', { name: '提交申请' }).click();
    await shown('退款申请已提交，等待平台审核').waitFor();
    await page.getByRole('table', { name: '退款记录' }).getByText('待审核').waitFor();
    await shown('退款中').waitFor();
    await shot(page, '02-refund-requested');

    // Another order, paid by bank transfer: the code for the note, then the receipt.
    byTransfer = await call(cost.orderCreate, { productId: sms.id, quantity: 1 });
    await page.goto(`/cost/payrecordDetail/${byTransfer.id}`);
    await page.getByRole('button', { name: '对公转账', exact: true }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByTestId('remittance-code').textContent()).toMatch(cost.REMITTANCE_CODE_PATTERN);
    await page
      .getByLabel('上传银行回单')
      .setInputFiles({ name: '回单.pdf', mimeType: 'application/pdf', buffer: RECEIPT });
    await page.getByRole('button', { name: '提交回单' }).click();
    await shown('回单已提交，等待平台审核。').waitFor();
    await shot(page, '02b-transfer-submitted');
    expect(session.errors).toEqual([]);
  });

  it('the platform approves it and confirms the transfer on the system side', { timeout: 120_000 }, async () => {
    const page = session.page;
    expect(order.orderNo).not.toBe('');
    await loginToSystemSide(page);
    await page.getByText('费用管理', { exact: true }).click();
    await page.getByRole('link', { name: '订单管理' }).click();
    await page.waitForURL('**/system/cost/orders');
    const row = page.getByRole('table', { name: '退款申请' }).getByRole('row').filter({ hasText: order.orderNo });
    await row.getByText('¥25.00 / ¥50.00').waitFor();
    await shot(page, '03-refunds-waiting');
    await row.getByRole('button', { name: '同意退款' }).click();
    await shown(/确定同意演示科技有限公司的退款 ¥25.00/).waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await shown('退款已完成').waitFor();

    const transfer = page
      .getByRole('table', { name: '对公转账审核' })
      .getByRole('row')
      .filter({ hasText: byTransfer.orderNo });
    await transfer.getByText('未审核').waitFor();
    await transfer.getByRole('button', { name: '确认到账' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await shown('已确认到账，订单已支付').waitFor();
    expect(session.errors).toEqual([]);
  });

  it(
    'the administrator sees the order partly refunded, the transfer confirmed, and messages',
    { timeout: 120_000 },
    async () => {
      const page = session.page;
      await loginToDemoUnit(page, baseUrl, CHIEF_BY_PASSWORD);
      await page.goto(`/cost/payrecordDetail/${order.id}`);
      await page.getByRole('table', { name: '退款记录' }).getByText('已退款').waitFor();
      await page.getByRole('button', { name: '申请退款' }).waitFor();
      await shot(page, '04-refunded');
      await page.goto('/message/messageCenter');
      await shown('退款已完成').waitFor();
      await shown('对公转账已确认').waitFor();
      await page.goto(`/cost/payrecordDetail/${byTransfer.id}`);
      await shown('转账已确认到账（平台审核），订单已支付。').waitFor();
      expect(session.errors).toEqual([]);
    },
  );
});
