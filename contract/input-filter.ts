/**
 * The generic input filter of spec section 5, without zod so the login page's inputs can use it: text inputs take
 * at most 255 characters and say so ('输入内容不能超过255个字符') when the limit is reached.
 */
export const GENERIC_INPUT_LIMIT = 255;

/** Strips punctuation and white space. */
export function filterInput(text: string): string {
  return text.replace(/[\s\p{P}\p{S}]/gu, '');
}
