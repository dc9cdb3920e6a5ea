import { z } from 'zod/mini';
import { ref } from './error-texts';
import { newPassword, phone, smsCode } from './validation';

/** The password change/reset form of spec section 5: one home for its rules, used by the console's dialog. */
export const passwordForm = z
  .object({
    phone,
    password: newPassword,
    confirm: z
      .string({ error: ref('v.confirmRequired') })
      .check(
        z.minLength(1, ref('v.confirmRequired')),
        z.minLength(8, ref('v.passwordLength')),
        z.maxLength(16, ref('v.passwordLength')),
      ),
    code: smsCode,
  })
  .check(z.refine((v) => v.password === v.confirm, { message: ref('v.passwordMismatch'), path: ['confirm'] }));
