import { isValidCreditCode } from '../../../../contract/credit-code';

/**
 * A unified social credit code as recognition read it, made right where the code's own rules allow: its alphabet has
 * no I, O, S, V or Z, so those are the digits they resemble; the organisation type and region (characters 2-8) are
 * digits; and when the check character fails, a stray character read into the code is dropped or a single character
 * is swapped for a look-alike, taken only when exactly one such change passes the check (two passing changes mean a
 * guess, and the person types the code).
 */

export interface CodeReading {
  code: string;
  /** 0-100: the characters' mean confidence, raised when the check passes, lowered when nothing passes. */
  confidence: number;
}

/** Letters outside the code's alphabet, read as the digits they resemble. */
const NOT_IN_ALPHABET: Record<string, string> = { O: '0', I: '1', S: '5', Z: '2', V: 'U' };
/** The organisation type and the region code are digits: letters there are digits misread. */
const AS_DIGIT: Record<string, string> = { B: '8', D: '0', G: '6', Q: '0', L: '1', T: '7', A: '4', U: '0' };
/** Characters recognition confuses with each other, both ways. */
const LOOK_ALIKES: string[] = ['0DQU', '1LT7', '2Z', '5S', '6G', '8B3', 'MN', 'HN', 'UW', 'CG', 'EF', 'KX', 'PR'];

/** Confidence of a code whose check passes: a random misreading passes it only once in 31 times. */
export const CODE_CHECKED = 95;
/** Confidence of a code made right by the one passing swap. */
export const CODE_CORRECTED = 80;
/** Confidence of a code that fails the check and no single swap makes right: below any sensible threshold. */
const FAILED = 20;

function normalise(raw: string): string {
  return [...raw.toUpperCase()]
    .map((c, i) => {
      const fixed = NOT_IN_ALPHABET[c] ?? c;
      return i >= 1 && i <= 7 ? (AS_DIGIT[fixed] ?? fixed) : fixed;
    })
    .join('');
}

/** Valid, and digits where the code has them: its organisation type (2nd) and region (3rd-8th). */
function plausible(code: string): boolean {
  return /^.[0-9]{7}/.test(code) && isValidCreditCode(code);
}

function swapsOf(c: string): string[] {
  return LOOK_ALIKES.filter((group) => group.includes(c)).flatMap((group) => [...group].filter((o) => o !== c));
}

/** The one code a single look-alike swap makes valid, or null when none or several do. */
function singleSwap(code: string): string | null {
  const passing = new Set<string>();
  [...code].forEach((c, i) => {
    for (const other of swapsOf(c)) {
      const candidate = code.slice(0, i) + other + code.slice(i + 1);
      if (plausible(candidate)) passing.add(candidate);
    }
  });
  return passing.size === 1 ? [...passing][0]! : null;
}

/** A run of 19 characters (one stray mark read into it): the one code that dropping a character makes valid, or null. */
function singleDrop(run: string): string | null {
  if (run.length !== 19) return null;
  const passing = new Set<string>();
  for (let i = 0; i < run.length; i++) {
    const candidate = normalise(run.slice(0, i) + run.slice(i + 1));
    if (plausible(candidate)) passing.add(candidate);
  }
  return passing.size === 1 ? [...passing][0]! : null;
}

/** Places two readings may disagree at and still be reconciled: more is a different code, not a misread character. */
const MAX_DISAGREEMENTS = 2;

/**
 * Two readings of one code (18 characters each, neither passing the check) that disagree at a place or two: the one
 * code that takes at each such place either reading's character or a look-alike of it and passes the check, or null
 * when none or several do. Disagreement marks the doubtful characters, so fewer candidates pass than by swapping any.
 */
export function reconcileReadings(first: string, second: string): CodeReading | null {
  const [a, b] = [normalise(first), normalise(second)];
  if (a.length !== 18 || b.length !== 18) return null;
  const places = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
  if (places.length === 0 || places.length > MAX_DISAGREEMENTS) return null;
  let candidates = [a];
  for (const i of places) {
    const options = new Set([a[i]!, b[i]!, ...swapsOf(a[i]!), ...swapsOf(b[i]!)]);
    candidates = candidates.flatMap((code) => [...options].map((o) => code.slice(0, i) + o + code.slice(i + 1)));
  }
  const passing = new Set(candidates.filter(plausible));
  return passing.size === 1 ? { code: [...passing][0]!, confidence: CODE_CORRECTED } : null;
}

/**
 * Reads a candidate (spaces already removed: 18 characters, or 19 when a stray mark was read into it) with its
 * characters' confidences.
 */
export function readCreditCode(run: string, confidences: number[]): CodeReading {
  const mean = confidences.length ? confidences.reduce((a, b) => a + b, 0) / confidences.length : 0;
  const code = normalise(run.slice(0, 18));
  if (plausible(code)) return { code, confidence: Math.max(mean, CODE_CHECKED) };
  const corrected = singleDrop(run) ?? singleSwap(code);
  if (corrected) return { code: corrected, confidence: CODE_CORRECTED };
  return { code, confidence: Math.min(mean, FAILED) };
}
