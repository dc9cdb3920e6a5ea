import { refuse } from '../lib/app-error';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. None belongs in any field of the
 * contract; NUL in particular cannot be stored in PostgreSQL text, so it would fail in the database (a 500).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function hasControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value);
  if (typeof value !== 'object' || value === null || depth > 64) return false;
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL_CHARACTER.test(key) || hasControlCharacter(item, depth + 1)) return true;
  }
  return false;
}

/** Refuses a request whose fields (query, body, path parameters or an upload's file name) hold a control character. */
export function refuseControlCharacters(...sources: unknown[]): void {
  if (sources.some((source) => hasControlCharacter(source))) throw refuse.badRequest('v.controlCharacter');
}

/**
 * Bidirectional formatting characters (LRE, RLE, PDF, LRO, RLO, the isolates, LRM, RLM, ALM): in a file name they
 * make "invoice\u202Efdp.exe" read as "invoiceexe.pdf" where it is listed and saved.
 */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Refuses an uploaded file's name that holds a bidirectional formatting character. */
export function refuseBidiControls(fileName: string | undefined): void {
  if (fileName !== undefined && BIDI_CONTROL.test(fileName)) throw refuse.badRequest('v.controlCharacter');
}
