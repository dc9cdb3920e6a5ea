/** A rectangle on a page in points (1/72 inch) from the page's top-left corner. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const MM_PER_PT = 25.4 / 72;

export function union(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}

export function overlaps(a: Box, b: Box, margin = 0): boolean {
  return a.x - margin < b.x + b.w && b.x - margin < a.x + a.w && a.y - margin < b.y + b.h && b.y - margin < a.y + a.h;
}

export function contains(outer: Box, inner: Box): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.w <= outer.x + outer.w &&
    inner.y + inner.h <= outer.y + outer.h
  );
}

export const rounded = (b: Box): Box => ({
  x: Math.round(b.x * 10) / 10,
  y: Math.round(b.y * 10) / 10,
  w: Math.round(b.w * 10) / 10,
  h: Math.round(b.h * 10) / 10,
});

/**
 * Connected components (8-neighbour) of the set cells of a grid, as bounding boxes in cells with their cell counts.
 * Used on coarse grids (a few pixels a cell), so differing pixels or red ink close together form one component.
 */
export function components(cells: Uint8Array, cols: number, rows: number) {
  const seen = new Uint8Array(cells.length);
  const found: { x0: number; y0: number; x1: number; y1: number; count: number }[] = [];
  const stack: number[] = [];
  for (let start = 0; start < cells.length; start++) {
    if (!cells[start] || seen[start]) continue;
    const c = { x0: cols, y0: rows, x1: -1, y1: -1, count: 0 };
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const at = stack.pop()!;
      const cx = at % cols;
      const cy = (at - cx) / cols;
      c.count++;
      c.x0 = Math.min(c.x0, cx);
      c.y0 = Math.min(c.y0, cy);
      c.x1 = Math.max(c.x1, cx);
      c.y1 = Math.max(c.y1, cy);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = cx + dx;
          const ny = cy + dy;
          if (nx < 0 || ny < 0 || nx >= cols || ny >= rows) continue;
          const n = ny * cols + nx;
          if (cells[n] && !seen[n]) {
            seen[n] = 1;
            stack.push(n);
          }
        }
      }
    }
    found.push(c);
  }
  return found;
}

/** Marks each cell of `size` pixels square holding at least `min` pixels that pass the test. */
export function cellGrid(width: number, height: number, size: number, min: number, test: (pixel: number) => boolean) {
  const cols = Math.ceil(width / size);
  const rows = Math.ceil(height / size);
  const counts = new Uint16Array(cols * rows);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / size) * cols;
    for (let x = 0; x < width; x++) if (test(y * width + x)) counts[row + Math.floor(x / size)]!++;
  }
  const cells = new Uint8Array(cols * rows);
  for (let i = 0; i < cells.length; i++) cells[i] = counts[i]! >= min ? 1 : 0;
  return { cells, cols, rows };
}
