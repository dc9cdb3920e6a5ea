import { defineErrorTexts } from './error-texts';

/**
 * What the user is told when the SMS gateway does not send (server/src/lib/sms): the vendor limits the phone, cannot
 * deliver to the number, or cannot be used now. Registered when imported (see contract/error-texts.ts).
 */
export const smsErrorTexts = defineErrorTexts({
  'e.smsPhoneLimited': {
    'zh-CN': '该手机号接收短信过于频繁，请稍后再试',
    'en-US': 'This phone number has received too many messages; try again later',
  },
  'e.smsPhoneInvalid': {
    'zh-CN': '该手机号无法接收短信，请核对号码',
    'en-US': 'Messages cannot be delivered to this phone number; check the number',
  },
  'e.smsUnavailable': {
    'zh-CN': '短信服务暂时不可用，请稍后再试',
    'en-US': 'The SMS service is unavailable at the moment; try again later',
  },
});

declare module './error-texts' {
  interface ErrorCatalogues {
    sms: typeof smsErrorTexts;
  }
}
