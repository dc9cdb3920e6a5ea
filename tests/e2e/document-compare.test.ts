import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { contractPdf } from '../server/compare/contract-pdf';
import { freshPagePerTest, CHIEF_BY_PASSWORD, loginToDemoUnit, sidebar } from './browser';

const baseUrl = inject('baseUrl');
const session = freshPagePerTest({ width: 1600, height: 1000 });
const SHOTS = '/tmp/s4-compare-shots';

describe('document comparison', () => {
  it(
    'compares a contract with its stamped, edited version: the seal and the changed word',
    { timeout: 180_000 },
    async () => {
      mkdirSync(SHOTS, { recursive: true });
      const page = session.page;
      await loginToDemoUnit(page, baseUrl, CHIEF_BY_PASSWORD);
      await sidebar(page).getByRole('link', { name: '文档比对' }).click();
      await page.waitForURL('**/file/detectlist');
      await page.getByRole('navigation', { name: '文档安全' }).getByRole('link', { name: '文档比对' }).click();
      await page.waitForURL('**/file/detect');
      await page.getByRole('heading', { name: '新建比对' }).waitFor();

      await page.getByLabel('原文档（用印前或原版本）').setInputFiles({
        name: '采购合同.pdf',
        mimeType: 'application/pdf',
        buffer: await contractPdf('original'),
      });
      await page.getByLabel('比对文档（用印后或新版本）').setInputFiles({
        name: '采购合同-盖章.pdf',
        mimeType: 'application/pdf',
        buffer: await contractPdf('stampedEdited'),
      });
      await page.getByRole('button', { name: '重新上传' }).nth(1).waitFor();
      await page.getByRole('button', { name: '开始比对' }).click();
      // The comparison's page opens at once and shows its progress until the job is done.
      await page.waitForURL('**/file/detect/*', { timeout: 15_000 });

      const changes = page.getByRole('list', { name: '差异列表' });
      await changes.waitFor({ timeout: 60_000 });
      expect(await changes.textContent()).toContain('“伍”改为“捌”');
      const seal = changes.getByRole('button').filter({ hasText: '新增印章' });
      expect(await seal.textContent()).toMatch(/左边14\d(\.\d)?毫米、上边21\d(\.\d)?毫米/);
      await seal.click();
      await page.getByRole('button', { name: /^新增印章：中心/ }).waitFor();
      await page.waitForFunction(() => [...document.images].every((i) => i.complete && i.naturalWidth > 0));
      await page.screenshot({ path: `${SHOTS}/e2e-detail.png`, fullPage: true });

      // Where the seal was expected: a 30 mm square around its place on the signing page.
      await page.getByRole('button', { name: '标记预期区域' }).click();
      await page.getByLabel('页码').waitFor();
      await page.getByLabel('页码').fill('3');
      await page.getByLabel('距左边（毫米）').fill('125');
      await page.getByLabel('距上边（毫米）').fill('200');
      await page.getByLabel('宽度（毫米）').fill('30');
      await page.getByLabel('高度（毫米）').fill('30');
      await page.getByRole('button', { name: '确定' }).click();
      await page.getByTestId('seal-placement').filter({ hasText: '印章盖在预期区域内' }).waitFor();

      // The report, drawn by the server and saved under its name.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: '下载比对报告' }).click();
      expect((await download).suggestedFilename()).toMatch(/^文档比对报告-\d+\.pdf$/);

      await page.getByRole('link', { name: '返回文档比对' }).click();
      await page.getByRole('cell', { name: '采购合同-盖章.pdf' }).first().waitFor();
      await page.screenshot({ path: `${SHOTS}/e2e-list.png`, fullPage: true });
      expect(session.errors).toEqual([]);
    },
  );
});
