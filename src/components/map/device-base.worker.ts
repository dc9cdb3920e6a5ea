/// <reference lib="webworker" />
import { BaseDrawer, type BaseScene } from './device-base';

/** The device canvas's pictures, drawn off the page's thread (see OffThreadPainter). */

export interface PaintRequest {
  id: number;
  scene: BaseScene;
}

export interface PaintAnswer {
  id: number;
  picture: ImageBitmap;
}

const drawer = new BaseDrawer();
let canvas: OffscreenCanvas | null = null;

self.onmessage = ({ data }: MessageEvent<PaintRequest>) => {
  const { id, scene } = data;
  if (canvas?.width !== scene.width || canvas.height !== scene.height)
    canvas = new OffscreenCanvas(scene.width, scene.height);
  drawer.draw(canvas.getContext('2d', { alpha: false })!, scene);
  const picture = canvas.transferToImageBitmap();
  const answer: PaintAnswer = { id, picture };
  self.postMessage(answer, [picture]);
};
