import type { SmsNotice, SmsProvider } from './provider';

export interface OutboxEntry {
  phone: string;
  /** The code sent, or for a notice its subject. */
  code: string;
  kind: 'code' | 'notice';
  sentAt: string;
}

const OUTBOX_LIMIT = 20;

/** The demo provider: logs each message and keeps the recent ones per phone (the dev outbox). */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  private readonly outbox = new Map<string, OutboxEntry[]>();

  constructor(private readonly log: (line: string) => void = (line) => console.log(line)) {}

  async sendCode(phone: string, code: string): Promise<void> {
    this.keep({ phone, code, kind: 'code', sentAt: new Date().toISOString() });
    this.log(`[sms:console] code ${code} sent to ${phone}`);
  }

  async sendNotice(phone: string, notice: SmsNotice): Promise<void> {
    this.keep({ phone, code: notice.subject, kind: 'notice', sentAt: new Date().toISOString() });
    this.log(`[sms:console] reminder of ${notice.subject} sent to ${phone}`);
  }

  private keep(entry: OutboxEntry): void {
    const entries = this.outbox.get(entry.phone) ?? [];
    entries.unshift(entry);
    this.outbox.set(entry.phone, entries.slice(0, OUTBOX_LIMIT));
  }

  /** Codes recently sent to a phone, newest first. */
  recent(phone: string): OutboxEntry[] {
    return (this.outbox.get(phone) ?? []).filter((entry) => entry.kind === 'code');
  }

  /** Notices recently sent to a phone, newest first. */
  notices(phone: string): OutboxEntry[] {
    return (this.outbox.get(phone) ?? []).filter((entry) => entry.kind === 'notice');
  }
}
