import type { Config } from './config';
import type { Db } from './db/client';
import type { FileStorage } from './lib/file-storage';
import type { SigningKeys } from './lib/keys';
import type { OcrProvider } from './lib/ocr-provider';
import type { Realtime } from './realtime';
import type { SmsProvider } from './lib/sms-provider';

/** What services need from the outside world; tests build it with their own clock and provider. */
export interface Deps {
  db: Db;
  config: Config;
  secret: string;
  sms: SmsProvider;
  storage: FileStorage;
  ocr: OcrProvider;
  keys: SigningKeys;
  now: () => Date;
  /** socket.io, once the HTTP server listens (absent in tests that do not start it): services emit unit events. */
  realtime?: Realtime;
}
