import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** An opaque session token of 256 random bits. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Six digits from a CSPRNG. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, 32);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Checked when there is no usable hash (unknown name, SMS-only account): the answer takes as long as a real check. */
const DUMMY_SALT = Buffer.alloc(16);

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, saltText, keyText] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) {
    await scryptAsync(password, DUMMY_SALT, 32);
    return false;
  }
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}
