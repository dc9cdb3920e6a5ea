import { isValidCreditCode } from '../../../../contract/credit-code';

/**
 * A unified social credit code as recognition read it, made right where the code's own rules allow: its alphabet has
 * no I, O, S, V or Z, so those are the digits they resemble; the region (characters 3-8) is digits; and when the
 * check character fails, a single character is swapped for a look-alike, taken only when exactly one swap passes the
 * check (two passing swaps mean a guess, and the person types the code).
 */

export interface CodeReading {
  code: string;
  /** 0-100: the characters' mean confidence, raised when the check passes, lowered when nothing passes. */
  confidence: number;
}

/** Letters outside the code's alphabet, read as the digits they resemble. */
const NOT_IN_ALPHABET: Record<string, string> = { O: '0', I: '1', S: '5', Z: '2', V: 'U' };
/** The region code is six digits: letters there are digits misread. */
const AS_DIGIT: Record<string, string> = { B: '8', D: '0', G: '6', Q: '0', L: '1', T: '7', A: '4', U: '0' };
/** Characters recognition confuses with each other, both ways. */
const LOOK_ALIKES: string[] = ['0DQU', '1LT7', '2Z', '5S', '6G', '8B3', 'MN', 'HN', 'UW', 'CG', 'EF', 'KX', 'PR'];

/** Confidence of a code whose check passes: a random misreading passes it only once in 31 times. */
const CHECKED = 95;
/** Confidence of a code made right by the one passing swap. */
const CORRECTED = 80;
/** Confidence of a code that fails the check and no single swap makes right: below any sensible threshold. */
const FAILED = 20;

function normalise(raw: string): string {
  return [...raw.toUpperCase()]
    .map((c, i) => {
      const fixed = NOT_IN_ALPHABET[c] ?? c;
      return i >= 2 && i <= 7 ? (AS_DIGIT[fixed] ?? fixed) : fixed;
    })
    .join('');
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
      if (isValidCreditCode(candidate)) passing.add(candidate);
    }
  });
  return passing.size === 1 ? [...passing][0]! : null;
}

/** Reads an 18-character candidate (spaces already removed) with its characters' confidences. */
export function readCreditCode(raw: string, confidences: number[]): CodeReading {
  const mean = confidences.length ? confidences.reduce((a, b) => a + b, 0) / confidences.length : 0;
  const code = normalise(raw);
  if (isValidCreditCode(code)) return { code, confidence: Math.max(mean, CHECKED) };
  const swapped = singleSwap(code);
  if (swapped) return { code: swapped, confidence: CORRECTED };
  return { code, confidence: Math.min(mean, FAILED) };
}
