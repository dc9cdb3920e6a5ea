import { createPublicKey, generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import jsrsasign from 'jsrsasign';
import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalString, SIGNATURE_WINDOW_MS, SIGNING_ALGORITHM, timestampKey } from '../../contract';

describe('canonicalString', () => {
  it('sorts keys ascending and joins key=value with &', () => {
    expect(canonicalString({ phone: '13800000000', appName: 'web', b: 2 }, { key: 'ttf', value: 1700000000000 })).toBe(
      'appName=web&b=2&phone=13800000000&ttf=1700000000000',
    );
  });

  it('includes the timestamp under its key, sorted with the rest', () => {
    expect(canonicalString({ z: 1, a: 1 }, { key: 't', value: '42' })).toBe('a=1&t=42&z=1');
    expect(canonicalString({}, { key: 'ttf', value: 5 })).toBe('ttf=5');
  });

  it('writes nested objects and arrays as compact JSON', () => {
    expect(
      canonicalString(
        { filter: { status: [1, 2], name: '印章 A' }, ids: [3, 1, 2], empty: [] },
        { key: 'ttf', value: 1 },
      ),
    ).toBe('empty=[]&filter={"status":[1,2],"name":"印章 A"}&ids=[3,1,2]&ttf=1');
  });

  it('omits null and undefined but keeps empty strings, zero and false', () => {
    expect(canonicalString({ a: null, b: undefined, c: '', d: 0, e: false }, { key: 'ttf', value: 9 })).toBe(
      'c=&d=0&e=false&ttf=9',
    );
  });

  it('does not escape or trim values', () => {
    expect(canonicalString({ q: ' a&b=c ' }, { key: 't', value: 1 })).toBe('q= a&b=c &t=1');
  });

  it('compares keys by code unit (uppercase before lowercase)', () => {
    expect(canonicalString({ b: 1, B: 1, a: 1, _: 1 }, { key: 't', value: 1 })).toBe('B=1&_=1&a=1&b=1&t=1');
  });

  it('names the timestamp ttf for POST-like calls and t for GET', () => {
    expect(timestampKey('GET')).toBe('t');
    expect(timestampKey('get')).toBe('t');
    expect(timestampKey('POST')).toBe('ttf');
    expect(timestampKey('PUT')).toBe('ttf');
    expect(timestampKey('DELETE')).toBe('ttf');
  });

  it('declares the 300 s window and the algorithm', () => {
    expect(SIGNATURE_WINDOW_MS).toBe(300_000);
    expect(SIGNING_ALGORITHM).toBe('SHA256withDSA');
  });
});

describe('a jsrsasign signature (the console) verifies with node:crypto (the server)', () => {
  let privatePem: string;
  let publicKey: KeyObject;

  beforeAll(() => {
    const pair = generateKeyPairSync('dsa', { modulusLength: 2048, divisorLength: 256 });
    privatePem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    publicKey = createPublicKey(pair.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  });

  function browserSign(text: string): string {
    const key = jsrsasign.KEYUTIL.getKey(privatePem);
    const signature = new jsrsasign.KJUR.crypto.Signature({ alg: SIGNING_ALGORITHM });
    signature.init(key);
    signature.updateString(text);
    return jsrsasign.hextob64(signature.sign());
  }

  const text = canonicalString(
    { phoneNumber: '13800000000', verificationCode: '123456', extra: { a: [1, '二'] } },
    { key: 'ttf', value: 1767225600000 },
  );

  it('verifies the canonical string it signed (base64 DER)', () => {
    const b64 = browserSign(text);
    const der = Buffer.from(b64, 'base64');
    expect(der[0]).toBe(0x30); // DER SEQUENCE of r and s
    expect(verify('sha256', Buffer.from(text), publicKey, der)).toBe(true);
  });

  it('signs UTF-8 text the way the server reads it', () => {
    const chinese = canonicalString({ companyName: '演示科技有限公司' }, { key: 'ttf', value: 1 });
    const der = Buffer.from(browserSign(chinese), 'base64');
    expect(verify('sha256', Buffer.from(chinese, 'utf8'), publicKey, der)).toBe(true);
  });

  it('does not verify a tampered string', () => {
    const der = Buffer.from(browserSign(text), 'base64');
    const tampered = text.replace('123456', '123457');
    expect(tampered).not.toBe(text);
    expect(verify('sha256', Buffer.from(tampered), publicKey, der)).toBe(false);
  });

  it('does not verify with another key pair', () => {
    const other = generateKeyPairSync('dsa', { modulusLength: 2048, divisorLength: 256 }).publicKey;
    const der = Buffer.from(browserSign(text), 'base64');
    expect(verify('sha256', Buffer.from(text), other, der)).toBe(false);
  });
});
