import { z } from 'zod';
import { ref } from './messages';

/** Field rules of spec section 5, defined once for forms and the server. */
export const PHONE_PATTERN = /^1\d{10}$/;
export const CODE_PATTERN = /^\d{6}$/;
/** 18-character unified social credit code, or the 15-character legacy registration number. */
export const CREDIT_CODE_PATTERN = /^([0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}|[0-9A-Z]{15})$/;
export const ALPHANUMERIC_PATTERN = /^[0-9A-Za-z]+$/;
export const EMAIL_PATTERN = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;
export const ID_CARD_PATTERN = /^(\d{15}|\d{17}[\dXx])$/;
/** The intended password rule (the spec notes the original check is inverted). */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*?&#])[A-Za-z\d@$!%*?&#]{8,16}$/;

export const phone = z
  .string({ error: ref('v.phoneRequired') })
  .trim()
  .min(1, ref('v.phoneEmpty'))
  .regex(PHONE_PATTERN, ref('v.phoneFormat'));

export const smsCode = z
  .string({ error: ref('v.codeRequired') })
  .trim()
  .min(1, ref('v.codeRequired'))
  .regex(CODE_PATTERN, ref('v.codeFormat'));

/** Required text with a length range, e.g. requiredText(1, 56) -> '输入框不能为空' / '长度范围为1-56'. */
export function requiredText(min: number, max: number) {
  return z
    .string({ error: ref('v.required') })
    .trim()
    .min(1, ref('v.required'))
    .min(min, ref('v.lengthRange', min, max))
    .max(max, max === 16 ? ref('v.maxLength', 16) : ref('v.lengthRange', min, max));
}

/** Optional text: empty means absent. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, ref('v.lengthRange', 1, max))
    .optional()
    .transform((v) => (v ? v : undefined));
}

export const creditCode = z
  .string()
  .trim()
  .refine((v) => v === '' || CREDIT_CODE_PATTERN.test(v), ref('v.creditCode'))
  .optional()
  .transform((v) => (v ? v : undefined));

export const optionalMobile = z
  .string()
  .trim()
  .refine((v) => v === '' || PHONE_PATTERN.test(v), ref('v.mobile'))
  .optional()
  .transform((v) => (v ? v : undefined));

export const optionalEmail = z
  .string()
  .trim()
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), ref('v.email'))
  .optional()
  .transform((v) => (v ? v : undefined));

export const newPassword = z
  .string({ error: ref('v.passwordRequired') })
  .min(1, ref('v.passwordRequired'))
  .min(8, ref('v.passwordLength'))
  .max(16, ref('v.passwordLength'))
  .regex(PASSWORD_PATTERN, ref('v.passwordFormat'));

export const loginPassword = z.string({ error: ref('v.passwordEnter') }).min(1, ref('v.passwordEnter')).max(64);

export const username = z
  .string({ error: ref('v.usernameRequired') })
  .trim()
  .min(1, ref('v.usernameRequired'))
  .max(64, ref('v.lengthRange', 1, 64));

/** The generic input filter of spec section 5: strips punctuation and white space. */
export function filterInput(text: string): string {
  return text.replace(/[\s\p{P}\p{S}]/gu, '');
}

export const GENERIC_INPUT_LIMIT = 255;
