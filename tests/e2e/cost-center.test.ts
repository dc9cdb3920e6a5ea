import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import * as apply from '../../contract/apply';
import * as cost from '../../contract/cost';
import * as device from '../../contract/device';
import * as template from '../../contract/template';
import { freshPagePerTest, CHIEF_BY_PASSWORD, loginToDemoUnit } from './browser';
import { consoleApi } from './console-api';

const baseUrl = inject('baseUrl');
const session = freshPagePerTest({ width: 1440, height: 900 });

const SHOTS = '/tmp/s3-cost-shots/e2e';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

describe('the cost center', () => {
  it(
    'an administrator renews an expired smart seal with the sandbox channel and it takes applications again',
    { timeout: 180_000 },
    async () => {
      const page = session.page;
      await loginToDemoUnit(page, baseUrl, CHIEF_BY_PASSWORD);
      const call = await consoleApi(baseUrl, page);

      // An expired smart seal with a template for 合同 that someone other than the chief approves.
      const expired = await call(device.deviceList, { service: 'expired', deviceType: 1, pageSize: 100 });
      const templates = await call(template.templateList, { pageSize: 100 });
      const usable = templates.list.find(
        (t) =>
          t.fileTypes.includes('合同') &&
          t.approvers.some((a) => a.realName !== '张伟') &&
          expired.list.some((d) => d.deviceId === t.deviceId),
      );
      expect(usable, 'the demo seed holds an expired smart seal with a template').toBeDefined();
      const deviceId = usable!.deviceId;
      const application = {
        deviceId,
        fileType: '合同',
        copies: 1,
        useCount: 1,
        reason: '续费后签订服务合同',
      };
      await expect(call(apply.applySave, application)).rejects.toThrow('该设备的服务已到期，不能申请用印');

      // 服务缴费: the device shows as expired; renew it.
      await page.goto(`/cost/servicePay?service=expired&keyword=${deviceId}`);
      const row = page.getByRole('row').filter({ hasText: deviceId });
      await row.getByText('已过期').waitFor();
      await page.getByRole('heading', { name: '可购买的服务与套餐' }).waitFor();
      await shot(page, '01-service-pay');
      await row.getByRole('link', { name: '续费' }).click();
      await page.waitForURL(`**/cost/devicePay/${deviceId}`);
      await page.getByRole('radiogroup', { name: '选择套餐' }).waitFor();
      await page.getByText('¥360.00', { exact: true }).waitFor();
      await shot(page, '02-device-pay');
      await page.getByRole('button', { name: '提交订单' }).click();

      // The sandbox cashier.
      await page.waitForURL('**/cost/cashier/*');
      await page.getByText('¥360.00', { exact: true }).waitFor();
      await shot(page, '03-cashier');
      await page.getByRole('button', { name: '支付成功' }).click();
      await page.getByText('支付成功，服务已开通').waitFor();
      await page.getByText('已支付').waitFor();
      await shot(page, '04-paid');

      // The order, its detail; the device is long-valid at once and an application on it goes through.
      await page.getByRole('link', { name: '查看订单' }).click();
      await page.waitForURL('**/cost/payrecordDetail/*');
      await page.getByText('已完成').first().waitFor();
      await shot(page, '05-order');
      const renewed = await call(device.deviceDetail, { deviceId });
      expect(renewed.longValid).toBe(true);
      await page.goto(`/server/bindingseal?keyword=${deviceId}`);
      await page.getByRole('row').filter({ hasText: deviceId }).getByText('长期有效').waitFor();
      const submitted = await call(apply.applySave, application);
      expect(submitted.id).toBeGreaterThan(0);

      const orders = await call(cost.orderList, { payState: 1, pageSize: 5 });
      expect(orders.list[0]).toMatchObject({ payState: 1, state: 4, amountFen: 36_000 });
      await page.goto('/cost/payLists');
      await page.getByRole('row').filter({ hasText: orders.list[0]!.orderNo }).getByText('已支付').waitFor();
      await shot(page, '06-orders');

      // Paid from elsewhere (a phone, another tab): the open cashier hears of it at once and closes itself.
      const sms = (await call(cost.productList, {})).find((p) => p.code === 'SMS-REMIND-500')!;
      const other = await call(cost.orderCreate, { productId: sms.id, quantity: 1 });
      await page.goto(`/cost/cashier/${other.id}`);
      await page.getByRole('button', { name: '支付成功' }).waitFor();
      await call(cost.sandboxPay, { id: other.id, scenario: 'pay' });
      await page.getByText(`订单 ${other.orderNo} 已支付`).waitFor({ timeout: 5_000 });
      await page.waitForURL(`**/cost/payrecordDetail/${other.id}`);
      await shot(page, '07-paid-elsewhere');
      expect(session.errors).toEqual([]);
    },
  );
});
