/// <reference lib="webworker" />
import { ListDeltaEncoder, type ListShape } from './list-delta';

export interface DeltaRequest {
  id: number;
  shape: ListShape;
  bytes: ArrayBuffer;
  base: number | null;
}

let encoder: ListDeltaEncoder | null = null;

self.onmessage = ({ data }: MessageEvent<DeltaRequest>) => {
  encoder ??= new ListDeltaEncoder(data.shape);
  self.postMessage({ id: data.id, decoded: encoder.encode(data.bytes, data.base) });
};
