import { describe, expect, it } from 'vitest';
import { detectMark } from '../../../server/src/modules/watermark/mark/detect';
import { embedMark } from '../../../server/src/modules/watermark/mark/embed';
import { decodePayload, encodePayload } from '../../../server/src/modules/watermark/mark/payload';
import { lumaOf, type Raster } from '../../../server/src/modules/watermark/mark/raster';
import { crop, documentImage, jpeg, psnr, resize, sceneImage } from './generated-images';

const key = Buffer.alloc(32, 7);
const otherUnitKey = Buffer.alloc(32, 9);
const id = '0123456789ab';

const mark = (image: Raster, markKey = key): Raster => ({
  ...image,
  rgba: embedMark(image.rgba, image.width, image.height, markKey, id),
});
const read = (image: Raster, keys = [{ version: 3, key }]) =>
  detectMark(lumaOf(image), image.width, image.height, keys);

describe('the payload code', () => {
  it('gives the id back through four flipped bits and refuses noise', () => {
    const bits = encodePayload(id);
    for (const i of [0, 17, 63, 127]) bits[i]! ^= 1;
    expect(decodePayload(bits)).toBe(id);
    const noise = Array.from({ length: 128 }, (_, i) => ((i * 7919) % 3) & 1);
    expect(decodePayload(noise)).toBeNull();
  });
});

describe('the invisible mark', { timeout: 120_000 }, () => {
  const scene = sceneImage(1);
  const marked = mark(scene);

  it('is invisible: PSNR of at least 42 dB', () => {
    expect(psnr(scene, marked)).toBeGreaterThanOrEqual(42);
  });

  it('is read back exactly, with the key version, when nothing happened', () => {
    expect(read(marked)).toMatchObject({ id, keyVersion: 3 });
  });

  it('survives JPEG quality 50', async () => {
    expect(read(await jpeg(marked, 50))?.id).toBe(id);
  });

  it('survives a resize to half', () => {
    expect(read(resize(marked, 0.5))?.id).toBe(id);
  });

  it('survives cutting 10 % from the left and the top', () => {
    expect(read(crop(marked, 0.1))?.id).toBe(id);
  });

  it('survives on a document page (white paper, text, a seal) after a crop and JPEG', async () => {
    const page = mark(documentImage(2));
    expect(read(await jpeg(crop(page, 0.1), 60))?.id).toBe(id);
  });

  it('names nobody on an unmarked image, under another unit key, or on a blank page', () => {
    expect(read(scene)).toBeNull();
    expect(read(marked, [{ version: 1, key: otherUnitKey }])).toBeNull();
    const white: Raster = { width: 256, height: 256, rgba: new Uint8ClampedArray(256 * 256 * 4).fill(255) };
    expect(read(white)).toBeNull();
  });
});
