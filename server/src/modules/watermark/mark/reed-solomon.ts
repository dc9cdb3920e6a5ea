/**
 * Reed-Solomon over GF(256) (primitive polynomial 0x11d), systematic: the message bytes come first, then `nsym`
 * parity bytes. Decoding corrects up to nsym/2 wrong bytes and answers null when it cannot, so a caller never
 * mistakes a damaged word for a payload.
 */
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let x = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = x;
    LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]!;
}

const mul = (a: number, b: number) => (a === 0 || b === 0 ? 0 : EXP[LOG[a]! + LOG[b]!]!);
const pow = (a: number, n: number) => EXP[(((LOG[a]! * n) % 255) + 255) % 255]!;
const inverse = (a: number) => EXP[255 - LOG[a]!]!;

/** Polynomials are arrays of coefficients, highest degree first. */
function polyMul(p: number[], q: number[]): number[] {
  const r = new Array<number>(p.length + q.length - 1).fill(0);
  for (let i = 0; i < p.length; i++) for (let j = 0; j < q.length; j++) r[i + j]! ^= mul(p[i]!, q[j]!);
  return r;
}

function polyEval(p: number[], x: number): number {
  let y = p[0]!;
  for (let i = 1; i < p.length; i++) y = mul(y, x) ^ p[i]!;
  return y;
}

function generator(nsym: number): number[] {
  let g = [1];
  for (let i = 0; i < nsym; i++) g = polyMul(g, [1, pow(2, i)]);
  return g;
}

export function rsEncode(message: Uint8Array, nsym: number): Uint8Array {
  const gen = generator(nsym);
  const out = new Uint8Array(message.length + nsym);
  out.set(message);
  const work = Array.from(out);
  for (let i = 0; i < message.length; i++) {
    const coef = work[i]!;
    if (coef !== 0) for (let j = 1; j < gen.length; j++) work[i + j]! ^= mul(gen[j]!, coef);
  }
  out.set(work.slice(message.length), message.length);
  return out;
}

/** Corrects the word in place of a copy; null when there are more errors than the code can correct. */
export function rsDecode(word: Uint8Array, nsym: number): Uint8Array | null {
  const msg = Array.from(word);
  const synd = Array.from({ length: nsym }, (_, i) => polyEval(msg, pow(2, i)));
  if (synd.every((s) => s === 0)) return Uint8Array.from(msg.slice(0, msg.length - nsym));

  // Berlekamp-Massey: the error locator, lowest degree last.
  let errLoc = [1];
  let oldLoc = [1];
  for (let i = 0; i < nsym; i++) {
    let delta = synd[i]!;
    for (let j = 1; j < errLoc.length; j++) delta ^= mul(errLoc[errLoc.length - 1 - j]!, synd[i - j]!);
    oldLoc = [...oldLoc, 0];
    if (delta !== 0) {
      if (oldLoc.length > errLoc.length) {
        const next = oldLoc.map((c) => mul(c, delta));
        oldLoc = errLoc.map((c) => mul(c, inverse(delta)));
        errLoc = next;
      }
      const scaled = oldLoc.map((c) => mul(c, delta));
      const padded = [...new Array<number>(Math.max(0, scaled.length - errLoc.length)).fill(0), ...errLoc];
      const off = padded.length - scaled.length;
      for (let k = 0; k < scaled.length; k++) padded[off + k]! ^= scaled[k]!;
      errLoc = padded;
    }
  }
  while (errLoc.length > 1 && errLoc[0] === 0) errLoc.shift();
  const errCount = errLoc.length - 1;
  if (errCount * 2 > nsym) return null;

  // Chien search: positions whose inverse is a root of the locator.
  const n = msg.length;
  const positions: number[] = [];
  for (let i = 0; i < n; i++) if (polyEval(errLoc, pow(2, 255 - i)) === 0) positions.push(n - 1 - i);
  if (positions.length !== errCount) return null;

  // Magnitudes: solve S_j = sum_k Y_k * X_k^j (j < errCount) by Gaussian elimination; small, exact, no Forney.
  const xs = positions.map((p) => pow(2, n - 1 - p));
  const rows = Array.from({ length: errCount }, (_, j) => [...xs.map((x) => pow(x, j)), synd[j]!]);
  for (let col = 0; col < errCount; col++) {
    const pivot = rows.findIndex((r, i) => i >= col && r[col] !== 0);
    if (pivot < 0) return null;
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    const inv = inverse(rows[col]![col]!);
    rows[col] = rows[col]!.map((v) => mul(v, inv));
    for (let r = 0; r < errCount; r++) {
      const factor = rows[r]![col]!;
      if (r !== col && factor !== 0) rows[r] = rows[r]!.map((v, c) => v ^ mul(factor, rows[col]![c]!));
    }
  }
  positions.forEach((p, k) => (msg[p]! ^= rows[k]![errCount]!));
  const check = Array.from({ length: nsym }, (_, i) => polyEval(msg, pow(2, i)));
  if (check.some((s) => s !== 0)) return null;
  return Uint8Array.from(msg.slice(0, n - nsym));
}
