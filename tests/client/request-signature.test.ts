import { createHash, createPublicKey, generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalString } from '@contract/signing';
import { parseDsaPrivateKey, signDsaSha256, type DsaPrivateKey } from '@/lib/api-client/dsa';
import { sha256 } from '@/lib/api-client/sha256';

describe("the console's signature verifies with node:crypto (the server)", () => {
  let key: DsaPrivateKey;
  let publicKey: KeyObject;

  beforeAll(() => {
    // The key pair the server generates in demo mode (server/src/lib/keys.ts), the private half as it hands it out.
    const pair = generateKeyPairSync('dsa', { modulusLength: 2048, divisorLength: 256 });
    key = parseDsaPrivateKey(pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    publicKey = createPublicKey(pair.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  });

  const text = canonicalString(
    {
      method: 'POST',
      path: '/api/account-enterprise/user/v1/login-by-phone',
      fields: { phoneNumber: '13800000000', verificationCode: '123456', extra: { a: [1, '二'] } },
    },
    { key: 'ttf', value: 1767225600000 },
  );

  it('verifies the canonical string it signed (base64 DER)', () => {
    const der = Buffer.from(signDsaSha256(key, text), 'base64');
    expect(der[0]).toBe(0x30); // DER SEQUENCE of r and s
    expect(verify('sha256', Buffer.from(text), publicKey, der)).toBe(true);
  });

  it('signs UTF-8 text the way the server reads it', () => {
    const chinese = canonicalString(
      { method: 'POST', path: '/api/x', fields: { companyName: '演示科技有限公司' } },
      { key: 'ttf', value: 1 },
    );
    const der = Buffer.from(signDsaSha256(key, chinese), 'base64');
    expect(verify('sha256', Buffer.from(chinese, 'utf8'), publicKey, der)).toBe(true);
  });

  it('signs afresh each time (a new secret per signature), and every signature verifies', () => {
    const signatures = Array.from({ length: 20 }, () => signDsaSha256(key, text));
    expect(new Set(signatures).size).toBe(20);
    for (const b64 of signatures)
      expect(verify('sha256', Buffer.from(text), publicKey, Buffer.from(b64, 'base64'))).toBe(true);
  });

  it('does not verify a tampered string', () => {
    const der = Buffer.from(signDsaSha256(key, text), 'base64');
    const tampered = text.replace('123456', '123457');
    expect(tampered).not.toBe(text);
    expect(verify('sha256', Buffer.from(tampered), publicKey, der)).toBe(false);
  });

  it('does not verify with another key pair', () => {
    const other = generateKeyPairSync('dsa', { modulusLength: 2048, divisorLength: 256 }).publicKey;
    const der = Buffer.from(signDsaSha256(key, text), 'base64');
    expect(verify('sha256', Buffer.from(text), other, der)).toBe(false);
  });

  it('refuses a key that is not a PKCS#8 DSA key', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    expect(() => parseDsaPrivateKey(ec.export({ type: 'pkcs8', format: 'pem' }).toString())).toThrow();
  });
});

it('hashes like node:crypto at every padding boundary', () => {
  for (const n of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000, 100_000]) {
    const data = new Uint8Array(n).map((_, i) => (i * 31 + n) & 255);
    expect(Buffer.from(sha256(data)).toString('hex')).toBe(createHash('sha256').update(data).digest('hex'));
  }
});
