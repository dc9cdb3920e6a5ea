import { z } from 'zod/mini';
import { ref } from './error-texts';
import './validation-error-texts';

/**
 * Field rules of spec section 5, defined once for forms and the server. The contract uses zod/mini: the same rules
 * in a fraction of the bytes the login page would otherwise load.
 */
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
  .check(z.trim(), z.minLength(1, ref('v.phoneEmpty')), z.regex(PHONE_PATTERN, ref('v.phoneFormat')));

export const smsCode = z
  .string({ error: ref('v.codeRequired') })
  .check(z.trim(), z.minLength(1, ref('v.codeRequired')), z.regex(CODE_PATTERN, ref('v.codeFormat')));

/** Required text with a length range, e.g. requiredText(1, 56) -> '输入框不能为空' / '长度范围为1-56'. */
export function requiredText(min: number, max: number) {
  return z
    .string({ error: ref('v.required') })
    .check(
      z.trim(),
      z.minLength(1, ref('v.required')),
      z.minLength(min, ref('v.lengthRange', min, max)),
      z.maxLength(max, max === 16 ? ref('v.maxLength', 16) : ref('v.lengthRange', min, max)),
    );
}

/** Empty text means absent. */
function emptyAsAbsent(schema: z.ZodMiniType<string, string>) {
  return z.pipe(
    z.optional(schema),
    z.transform((v: string | undefined) => (v ? v : undefined)),
  );
}

export function optionalText(max: number) {
  return emptyAsAbsent(z.string().check(z.trim(), z.maxLength(max, ref('v.lengthRange', 1, max))));
}

function optionalPattern(pattern: RegExp, message: string) {
  return emptyAsAbsent(
    z.string().check(
      z.trim(),
      z.refine((v) => v === '' || pattern.test(v), message),
    ),
  );
}

export const creditCode = optionalPattern(CREDIT_CODE_PATTERN, ref('v.creditCode'));
export const optionalMobile = optionalPattern(PHONE_PATTERN, ref('v.mobile'));
export const optionalEmail = optionalPattern(EMAIL_PATTERN, ref('v.email'));

export const newPassword = z
  .string({ error: ref('v.passwordRequired') })
  .check(
    z.minLength(1, ref('v.passwordRequired')),
    z.minLength(8, ref('v.passwordLength')),
    z.maxLength(16, ref('v.passwordLength')),
    z.regex(PASSWORD_PATTERN, ref('v.passwordFormat')),
  );

export const loginPassword = z
  .string({ error: ref('v.passwordEnter') })
  .check(z.minLength(1, ref('v.passwordEnter')), z.maxLength(64));

export const username = z
  .string({ error: ref('v.usernameRequired') })
  .check(z.trim(), z.minLength(1, ref('v.usernameRequired')), z.maxLength(64, ref('v.lengthRange', 1, 64)));

/** Letters and digits only (spec section 5), e.g. alphanumeric(1, 32). */
export function alphanumeric(min: number, max: number) {
  return requiredText(min, max).check(z.regex(ALPHANUMERIC_PATTERN, ref('v.alphanumeric')));
}

export { GENERIC_INPUT_LIMIT } from './input-filter';
