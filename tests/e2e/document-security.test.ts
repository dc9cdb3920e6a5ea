import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { describe, expect, inject, it } from 'vitest';
import { decodeImage, rasterCanvas } from '../../server/src/modules/watermark/mark/raster';
import { crop, documentImage, jpeg } from '../server/watermark/generated-images';
import { DOUBLE_CLICK_MS } from '../../src/lib/prevent-double-click';
import { contractPdf } from '../server/compare/contract-pdf';
import { resavedPdf } from '../server/watermark/pdf-leaks';
import { freshPagePerTest, CHIEF_BY_PASSWORD, loginToDemoUnit, sidebar } from './browser';

const baseUrl = inject('baseUrl');
const session = freshPagePerTest({ width: 1600, height: 1000 });
const RECIPIENTS = ['王强', '刘洋', '李娜'];

describe('document security', () => {
  it(
    'issues a contract to three members; a JPEG-compressed, cropped copy and a re-saved PDF copy name the right member',
    { timeout: 180_000 },
    async () => {
      const page = session.page;
      await loginToDemoUnit(page, baseUrl, CHIEF_BY_PASSWORD);
      // The group is one link; it opens the records, whose tabs lead to issuing.
      await sidebar(page).getByRole('link', { name: '文档比对' }).click();
      await page.waitForURL('**/file/detectlist');
      await page.getByRole('link', { name: '水印分发与检测' }).click();
      await page.waitForURL('**/file/watermark');
      await page.getByRole('heading', { name: '文件防伪' }).waitFor();

      const contract = rasterCanvas(documentImage(7)).encodeSync('png');
      await page
        .getByLabel('原始文件')
        .setInputFiles({ name: '采购合同.png', mimeType: 'image/png', buffer: contract });
      await page.getByRole('button', { name: '重新上传' }).first().waitFor();
      for (const name of RECIPIENTS) {
        const picker = page.getByRole('combobox', { name: '接收人' });
        await picker.click();
        await picker.fill(name);
        await page.getByRole('option', { name: new RegExp(name) }).click();
        await page.getByRole('list', { name: '已选接收人' }).getByText(name).waitFor();
      }
      await page.getByRole('button', { name: '生成副本' }).click();
      await page.getByText('已生成3份副本').waitFor({ timeout: 60_000 });

      const copies = page.getByRole('region', { name: '已生成的副本' });
      const row = copies.getByRole('listitem').filter({ hasText: '刘洋' });
      const download = page.waitForEvent('download');
      await row.getByRole('button', { name: '下载' }).click();
      const copy = await readFile((await (await download).path())!);

      // All three copies in one ZIP, named by document and recipient; 刘洋's equals the single download.
      const zipDownload = page.waitForEvent('download');
      await copies.getByRole('button', { name: '打包下载' }).click();
      const zip = await zipDownload;
      expect(zip.suggestedFilename()).toBe('采购合同.zip');
      const entries = unzipSync(new Uint8Array(await readFile((await zip.path())!)));
      expect(Object.keys(entries).sort()).toEqual(RECIPIENTS.map((name) => `采购合同-${name}.png`).sort());
      expect(Buffer.from(entries['采购合同-刘洋.png']!).equals(copy)).toBe(true);

      // The leak: JPEG quality 70, then 10 % cut from the left and the top, saved again as JPEG.
      const leaked = crop(await jpeg(await decodeImage(copy), 70), 0.1);
      const suspect = rasterCanvas(leaked).encodeSync('jpeg', 80);
      await page
        .getByLabel('待检测文件')
        .setInputFiles({ name: '外泄截图.jpg', mimeType: 'image/jpeg', buffer: suspect });
      const result = page.getByTestId('detect-result');
      await result.waitFor({ timeout: 60_000 });
      expect(await result.textContent()).toContain('这是分发给刘洋的副本');
      expect(await result.textContent()).toContain('隐形水印');
      await page.screenshot({ path: '/tmp/s3-document-shots/e2e-detected.png', fullPage: true });

      // A PDF contract to the same members: its copy, saved again without the metadata, still names 刘洋.
      await page
        .getByLabel('原始文件')
        .setInputFiles({ name: '采购合同.pdf', mimeType: 'application/pdf', buffer: await contractPdf('original') });
      await page.getByText('采购合同.pdf', { exact: true }).waitFor();
      // A second submit within 3 s of the first counts as a double click and does nothing.
      await page.waitForTimeout(DOUBLE_CLICK_MS);
      await page.getByRole('button', { name: '生成副本' }).click();
      const pdfRow = copies.getByRole('listitem').filter({ hasText: /刘洋.*\.pdf/ });
      const pdfDownload = page.waitForEvent('download');
      await pdfRow.getByRole('button', { name: '下载' }).click({ timeout: 60_000 });
      const pdfCopy = await readFile((await (await pdfDownload).path())!);
      await page
        .getByLabel('待检测文件')
        .setInputFiles({ name: '外泄.pdf', mimeType: 'application/pdf', buffer: await resavedPdf(pdfCopy, false) });
      // The image's answer stays until the new one replaces it: wait for the PDF's document name.
      await result.getByText('采购合同.pdf', { exact: true }).waitFor({ timeout: 60_000 });
      expect(await result.textContent()).toContain('这是分发给刘洋的副本');
      expect(await result.textContent()).toContain('隐形水印');

      // The records list the three copies.
      await page.getByRole('link', { name: '分发记录' }).click();
      await page.waitForURL('**/file/detectlist');
      for (const name of RECIPIENTS) await page.getByRole('cell', { name, exact: true }).first().waitFor();
      await page.screenshot({ path: '/tmp/s3-document-shots/e2e-records.png', fullPage: true });
      expect(session.errors).toEqual([]);
    },
  );
});
