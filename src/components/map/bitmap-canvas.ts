export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * A canvas on the page whose picture is drawn whole offscreen and handed over as a bitmap (a 'bitmaprenderer'
 * context). Chromium copies a 2D canvas on the page to the compositor at every frame the page changes anywhere,
 * whether the canvas changed or not (in software compositing, a map-sized canvas at 3840x2160 cost several
 * milliseconds of every frame); a handed-over bitmap is passed on once, when it is new. Where OffscreenCanvas is
 * missing, it draws on the page's canvas.
 */
export class BitmapCanvas {
  readonly element = document.createElement('canvas');
  private readonly offscreen: OffscreenCanvas | null;
  private readonly shown: ImageBitmapRenderingContext | null;

  constructor(private readonly alpha: boolean) {
    // Opaque when its pictures are: the compositor then copies it instead of blending it over what is under it.
    const shown = typeof OffscreenCanvas === 'function' ? this.element.getContext('bitmaprenderer', { alpha }) : null;
    this.shown = shown;
    this.offscreen = shown ? new OffscreenCanvas(0, 0) : null;
  }

  /** The bitmap's size in device pixels (the element's CSS size is the caller's); unchanged, the drawing stays. */
  resize(width: number, height: number): void {
    const target = this.offscreen ?? this.element;
    if (target.width !== width) target.width = width;
    if (target.height !== height) target.height = height;
  }

  /** A context for a whole new picture, cleared, without a transform; `present` shows what was drawn. */
  begin(): Context2D {
    const ctx = (this.offscreen ?? this.element).getContext('2d', { alpha: this.alpha })! as Context2D;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    if (!this.offscreen) ctx.clearRect(0, 0, this.element.width, this.element.height);
    return ctx;
  }

  /** Shows what was drawn now; the offscreen canvas starts its next picture on a new bitmap. */
  present(): void {
    if (!this.offscreen || !this.shown || this.offscreen.width === 0 || this.offscreen.height === 0) return;
    this.shown.transferFromImageBitmap(this.offscreen.transferToImageBitmap());
  }

  /**
   * A copy of what was drawn, to `show` in a later frame; null where the page's canvas was drawn on. Unlike `present`,
   * the offscreen canvas keeps its bitmap: a new one of the map's size is allocated and cleared at the next drawing,
   * which took up to 40 ms at 3840x2160 in software rendering.
   */
  async snapshot(): Promise<ImageBitmap | null> {
    if (!this.offscreen || !this.shown || this.offscreen.width === 0 || this.offscreen.height === 0) return null;
    return createImageBitmap(this.offscreen);
  }

  show(bitmap: ImageBitmap): void {
    this.shown?.transferFromImageBitmap(bitmap);
  }
}
