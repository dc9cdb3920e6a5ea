/**
 * The marks of a PDF page as one overlay image: the page is rendered, marked like an image (visible text, then the
 * invisible mark), and the difference between the two rasters is laid over the page's own content, which stays as it
 * is (its text remains selectable and extractable). Each overlay pixel is white or black with an alpha chosen so that
 * compositing it over the rendered pixel gives the marked luma: brightening by d over luma v takes white at
 * d / (255 - v), darkening takes black at d / v.
 */
import { deflateSync } from 'node:zlib';
import {
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  type PDFDocument,
  type PDFPage,
} from 'pdf-lib';
import { luma } from '../mark/embed';
import type { Raster } from '../mark/raster';

export interface Overlay {
  width: number;
  height: number;
  /** One grey sample per pixel: 255 where the mark brightens, 0 where it darkens. */
  colour: Uint8Array;
  alpha: Uint8Array;
}

export function overlayOf(original: Raster, marked: Uint8ClampedArray): Overlay {
  const { width, height, rgba } = original;
  const colour = new Uint8Array(width * height);
  const alpha = new Uint8Array(width * height);
  for (let i = 0; i < colour.length; i++) {
    const p = i * 4;
    const before = luma(rgba[p]!, rgba[p + 1]!, rgba[p + 2]!);
    const delta = luma(marked[p]!, marked[p + 1]!, marked[p + 2]!) - before;
    if (delta > 0) {
      colour[i] = 255;
      alpha[i] = Math.min(255, Math.round((255 * delta) / Math.max(1, 255 - before)));
    } else if (delta < 0) {
      alpha[i] = Math.min(255, Math.round((255 * -delta) / Math.max(1, before)));
    }
  }
  return { width, height, colour, alpha };
}

type Matrix = [number, number, number, number, number, number];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

function invert([a, b, c, d, e, f]: Matrix): Matrix {
  const det = a * d - b * c;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

function grey(doc: PDFDocument, width: number, height: number, samples: Uint8Array, extra: Record<string, unknown>) {
  const dict = {
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
    ...extra,
  };
  return doc.context.register(doc.context.stream(deflateSync(samples, { level: 6 }), dict as never));
}

/**
 * Draws the overlay over the page so that its pixels land exactly on the raster's: `toRaster` is the rendering's
 * user-space-to-pixel transform, and the image's unit square is mapped onto the raster's pixel rectangle.
 */
export function addOverlay(doc: PDFDocument, page: PDFPage, overlay: Overlay, toRaster: number[]) {
  const { width, height } = overlay;
  // The page's own content is wrapped in q ... Q first, so a transform it leaves set cannot move the overlay.
  page.node.normalize();
  const smask = grey(doc, width, height, overlay.alpha, {});
  const image = grey(doc, width, height, overlay.colour, { SMask: smask, Interpolate: false });
  const name = page.node.newXObject('SealMark', image);
  const imageToRaster: Matrix = [width, 0, 0, -height, 0, height];
  const ctm = multiply(imageToRaster, invert(toRaster as Matrix));
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...ctm), drawObject(name), popGraphicsState());
}
