/**
 * The generic input limit of spec section 5, without zod so the login page's inputs can use it: text inputs take
 * at most 255 characters and say so ('输入内容不能超过255个字符') when the limit is reached. The spec's filter also
 * strips punctuation and white space, but names no input it applies to, and stripping would break searches for
 * device names such as '合同专用章-073': the console does not strip.
 */
export const GENERIC_INPUT_LIMIT = 255;
