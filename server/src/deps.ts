import type { Config } from './config';
import type { Db } from './db/client';
import type { SigningKeys } from './lib/keys';
import type { SmsProvider } from './lib/sms-provider';

/** What services need from the outside world; tests build it with their own clock and provider. */
export interface Deps {
  db: Db;
  config: Config;
  secret: string;
  sms: SmsProvider;
  keys: SigningKeys;
  now: () => Date;
}
