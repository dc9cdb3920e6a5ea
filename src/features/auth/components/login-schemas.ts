import { z } from 'zod/mini';
import { loginPassword, phone, smsCode, username } from '@contract/validation';

export const phoneForm = z.object({ phone, code: smsCode });
export const passwordForm = z.object({ username, password: loginPassword });
export const systemUnlockForm = z.object({ username, code: smsCode });
