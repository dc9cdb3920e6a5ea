/** Where SMS codes go. Production plugs in a real gateway; demo mode logs and keeps a dev outbox. */
export interface SmsProvider {
  readonly name: string;
  sendCode(phone: string, code: string): Promise<void>;
}

export interface OutboxEntry {
  phone: string;
  code: string;
  sentAt: string;
}

const OUTBOX_LIMIT = 20;

export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  private readonly outbox = new Map<string, OutboxEntry[]>();

  constructor(private readonly log: (line: string) => void = (line) => console.log(line)) {}

  async sendCode(phone: string, code: string): Promise<void> {
    const entries = this.outbox.get(phone) ?? [];
    entries.unshift({ phone, code, sentAt: new Date().toISOString() });
    this.outbox.set(phone, entries.slice(0, OUTBOX_LIMIT));
    this.log(`[sms:console] code ${code} sent to ${phone}`);
  }

  /** Codes recently sent to a phone, newest first. */
  recent(phone: string): OutboxEntry[] {
    return this.outbox.get(phone) ?? [];
  }
}

export function createSmsProvider(name: string, log?: (line: string) => void): SmsProvider {
  if (name === 'console') return new ConsoleSmsProvider(log);
  throw new Error(
    `Unknown SMS_PROVIDER '${name}': only 'console' is built in; add a provider in server/src/lib/sms-provider.ts`,
  );
}
