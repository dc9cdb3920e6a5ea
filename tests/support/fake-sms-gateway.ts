import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The common part of the local SMS gateway fakes (fake-aliyun-sms.ts, fake-tencent-sms.ts): an HTTP server on
 * 127.0.0.1 that a test tells how to answer, and that remembers the messages it accepted.
 */

/** The sign name the fakes' settings use (a registered sign name at the vendor). */
export const FAKE_SIGN_NAME = '智能印章';

/**
 * How the fake answers the next requests: as the vendor does when it sends, limits the phone, etc., or not at all
 * ('hang': it sends the message and never answers).
 */
export type FakeSmsBehaviour = 'ok' | 'phoneLimited' | 'phoneInvalid' | 'badSignature' | 'serverError' | 'hang';

export interface ReceivedSms {
  phone: string;
  signName: string;
  template: string;
  /** The template's parameters in order (Aliyun's JSON object's values). */
  params: string[];
}

export interface FakeSmsGateway {
  /** The base URL to configure as SMS_ENDPOINT. */
  url: string;
  /** The server settings (SMS_PROVIDER, keys, templates, SMS_ENDPOINT) of a provider talking to this fake. */
  env: Record<string, string>;
  /** Messages the fake accepted as sent, oldest first. */
  received: ReceivedSms[];
  /** Every request that arrived, accepted or not. */
  requests(): number;
  /** Sets the answer to the following requests; `vendorCode` picks a vendor's code where a behaviour has several. */
  answer(behaviour: FakeSmsBehaviour, vendorCode?: string): void;
  /** The parameter of the newest message to a phone (its code), if any. */
  lastCode(phone: string): string | undefined;
  close(): Promise<void>;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** One vendor's part: checks a request and answers it, given the behaviour the test set. */
export type VendorHandler = (
  request: { method: string; url: string; headers: IncomingMessage['headers']; body: string },
  /** Never 'hang': the gateway then handles the request as 'ok' and does not answer. */
  behaviour: { kind: Exclude<FakeSmsBehaviour, 'hang'>; vendorCode?: string },
  accept: (sms: ReceivedSms) => void,
) => FakeAnswer;

export async function startFakeGateway(
  handle: VendorHandler,
  /** The vendor's settings; SMS_ENDPOINT is added. */
  env: Record<string, string>,
  /** Phones as the vendor writes them (+86 for Tencent) become the bare number the tests use. */
  normalisePhone: (phone: string) => string = (phone) => phone,
): Promise<FakeSmsGateway> {
  const received: ReceivedSms[] = [];
  let behaviour: { kind: FakeSmsBehaviour; vendorCode?: string } = { kind: 'ok' };
  let requests = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests++;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      // 'hang' sends the message but never answers (close() ends the connection): the sender cannot know it went.
      const { kind, vendorCode } = behaviour;
      const hang = kind === 'hang';
      const answer = handle(
        {
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          headers: req.headers,
          body: Buffer.concat(chunks).toString(),
        },
        kind === 'hang' ? { kind: 'ok' } : { kind, vendorCode },
        (sms) => received.push({ ...sms, phone: normalisePhone(sms.phone) }),
      );
      if (hang) return;
      res.writeHead(answer.status, { 'content-type': 'application/json;charset=utf-8' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    env: { ...env, SMS_ENDPOINT: `http://127.0.0.1:${port}` },
    received,
    requests: () => requests,
    answer(kind, vendorCode) {
      behaviour = { kind, vendorCode };
    },
    lastCode(phone) {
      return received.filter((sms) => sms.phone === phone).at(-1)?.params[0];
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
