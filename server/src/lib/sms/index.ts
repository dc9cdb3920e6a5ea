import type { Config } from '../../config';
import { AliyunSmsProvider } from './aliyun';
import { ConsoleSmsProvider } from './console';
import type { SmsProvider } from './provider';
import { TencentSmsProvider } from './tencent';

export { ConsoleSmsProvider, type OutboxEntry } from './console';
export { smsRefusal } from './refusal';
export { SmsSendError, type SmsFailure, type SmsNotice, type SmsProvider } from './provider';

/** The provider SMS_PROVIDER names, with the gateway settings loadConfig checked to be complete. */
export function createSmsProvider(config: Config, log?: (line: string) => void): SmsProvider {
  if (config.smsProvider === 'console') return new ConsoleSmsProvider(log);
  const settings = config.smsGateway;
  if (!settings) throw new Error(`SMS_PROVIDER '${config.smsProvider}' has no gateway settings`);
  if (config.smsProvider === 'aliyun') return new AliyunSmsProvider(settings);
  if (config.smsProvider === 'tencent') return new TencentSmsProvider(settings);
  throw new Error(`Unknown SMS_PROVIDER '${config.smsProvider}' (aliyun, tencent or console)`);
}
