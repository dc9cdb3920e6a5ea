import { useCallback } from 'react';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { requestCode, type CodePurpose } from '@/lib/request-code';

/**
 * The send action of an SMS-code button: validates the phone field first, asks the server, confirms with a toast and
 * resolves to the wait before the next send (null when nothing was sent; the API client has said why).
 */
export function useSendCode(validatePhone: () => Promise<boolean>, phone: () => string, purpose: CodePurpose) {
  return useCallback(async (): Promise<number | null> => {
    if (!(await validatePhone())) return null;
    try {
      const wait = await requestCode(phone().trim(), purpose);
      notify('success', t('login.codeSent'));
      return wait;
    } catch {
      return null;
    }
  }, [validatePhone, phone, purpose]);
}
