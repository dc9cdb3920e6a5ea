/**
 * The offline business-licence reader through the OCR call: generated licence images (one slightly rotated JPEG of
 * middling quality) are read with the credit code exact; an unreadable image and a blank one are refused with clear
 * messages. One engine serves all cases (its model loads once): about 17 s of recognition on two busy cores, so the
 * file runs once, on PGlite: recognition reads no SQL.
 */
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unit } from '../../../contract';
import { OfflineOcrProvider } from '../../../server/src/lib/ocr/offline-licence-provider';
import { readCreditCode, reconcileReadings } from '../../../server/src/lib/ocr/credit-code-reading';
import { createTesseractEngine } from '../../../server/src/lib/ocr/tesseract-engine';
import { readFirstPage } from '../../../server/src/modules/compare';
import { startTestServer, type TestServer } from '../helpers';
import { PDF, uploadFile } from '../org-fixtures';
import { CHIEF, staffSession } from '../staff';
import { licenceImage, randomLicence, seededRandom } from './licence-image';

describe('offline business-licence recognition', () => {
  const engine = createTesseractEngine();
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ ocr: new OfflineOcrProvider(engine, readFirstPage, 45_000) });
    token = (await staffSession(server, CHIEF)).token;
  });
  afterAll(async () => {
    await engine.close();
    await server.close();
  });

  const read = async (image: Buffer, filename = 'licence.jpg') =>
    server.call(unit.ocrBusinessLicence, { fileId: await uploadFile(server, token, image, filename) }, { token });

  it('reads a photographed licence: the credit code exactly, the other fields with their confidences', async () => {
    const licence = randomLicence(seededRandom(7));
    const res = await read(licenceImage(licence, { font: 'WenQuanYi Micro Hei', quality: 70, rotationDeg: -2 }));
    expect(res.code, res.msg).toBe(0);
    expect(res.data.socialCreditCode).toBe(licence.socialCreditCode);
    expect(res.data.confidence.socialCreditCode).toBeGreaterThanOrEqual(90);
    expect(res.data.companyFullName).toBe(licence.companyFullName);
    expect(res.data.establishedDate).toBe(licence.establishedDate.replace(/(\d{4})年(\d{2})月(\d{2})日/, '$1-$2-$3'));
  }, 60_000);

  it('reads another font and quality', async () => {
    const licence = randomLicence(seededRandom(11));
    const jpeg = licenceImage(licence, { font: 'DejaVu Sans', quality: 90, rotationDeg: 1 });
    const res = await read(jpeg);
    expect(res.data.socialCreditCode).toBe(licence.socialCreditCode);
    expect(res.data.legalPerson).toBe(licence.legalPerson);
  });

  it('refuses an unreadable image and a picture without a licence, in words the person can act on', async () => {
    const damaged = await read(PDF, 'licence.pdf');
    expect(damaged).toMatchObject({
      code: 400,
      msg: '无法读取该文件，请上传清晰的营业执照图片（JPG/PNG）或PDF，或手动填写',
    });
    const blank = createCanvas(600, 400);
    const context = blank.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 600, 400);
    const none = await read(blank.encodeSync('png'), 'blank.png');
    expect(none).toMatchObject({ code: 400, msg: '未识别到营业执照内容，请上传完整、端正的营业执照照片，或手动填写' });
  });
});

describe('credit code reading', () => {
  const code = '91310000MA1FL0A00F';
  const sure = Array<number>(18).fill(90);

  it('drops a stray character read into the code when exactly one drop passes the check', () => {
    expect(readCreditCode(`${code.slice(0, 14)}K${code.slice(14)}`, Array(19).fill(90))).toEqual({
      code,
      confidence: 80,
    });
  });

  it('takes letters outside the alphabet for the digits they resemble', () => {
    expect(readCreditCode('9131OOOOMA1FLOA00F', sure)).toEqual({ code, confidence: 95 });
  });

  it('swaps one look-alike only when exactly one swap passes the check', () => {
    const misread = (at: number, c: string) => code.slice(0, at) + c + code.slice(at + 1);
    expect(readCreditCode(misread(8, 'N'), sure)).toEqual({ code, confidence: 80 });
    // L read as 1: more than one look-alike swap passes the check, so the code is not guessed.
    expect(readCreditCode(misread(12, '1'), sure).confidence).toBeLessThan(60);
    const garbled = 'XXXXXXXXXXXXXXXXXX';
    expect(readCreditCode(garbled, sure).confidence).toBeLessThan(60);
  });

  it('reconciles two failing readings by the places they disagree at, only when one code passes', () => {
    // 7 read as T by the page's pass and as J by the line's: swapping either alone passes more than one way.
    expect(reconcileReadings('913201027M4WTDGWTJ', '913201027M4WTDGWJJ')).toEqual({
      code: '913201027M4WTDGW7J',
      confidence: 80,
    });
    expect(reconcileReadings('913201027M4WTDGWTJ', '913201027M4WTDGWTJ')).toBeNull();
    expect(reconcileReadings('913201027M4WTDGWTJ', '913201027MAXTDGWJJ')).toBeNull();
  });
});
