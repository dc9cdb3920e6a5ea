import { sha256 } from './sha256';

/*
 * SHA256withDSA (FIPS 186-4) with the key the server hands out, the request signature of DESIGN section 4: the
 * digest of the text's UTF-8 bytes, signed with the PKCS#8 private key, as base64 DER SEQUENCE { r, s } (what
 * node:crypto verifies). A few lines of BigInt instead of jsrsasign (~80 KB gzip), for the list page's budget.
 */

export interface DsaPrivateKey {
  p: bigint;
  q: bigint;
  g: bigint;
  x: bigint;
}

const INTEGER = 0x02;
const OCTET_STRING = 0x04;
const SEQUENCE = 0x30;

interface Tlv {
  tag: number;
  /** The content's bytes. */
  body: Uint8Array;
  /** Where the next element starts. */
  end: number;
}

function readTlv(der: Uint8Array, at: number): Tlv {
  const tag = der[at]!;
  let length = der[at + 1]!;
  let start = at + 2;
  if (length & 0x80) {
    const octets = length & 0x7f;
    length = 0;
    for (let i = 0; i < octets; i++) length = length * 256 + der[start + i]!;
    start += octets;
  }
  if (start + length > der.length) throw new Error('Malformed signing key');
  return { tag, body: der.subarray(start, start + length), end: start + length };
}

/** The elements of a constructed value, each of the expected tag. */
function children(body: Uint8Array, tags: number[]): Uint8Array[] {
  let at = 0;
  return tags.map((tag) => {
    const tlv = readTlv(body, at);
    if (tlv.tag !== tag) throw new Error('Malformed signing key');
    at = tlv.end;
    return tlv.body;
  });
}

function toBigInt(bytes: Uint8Array): bigint {
  let hex = '';
  for (const b of bytes) hex += b.toString(16).padStart(2, '0');
  return hex ? BigInt('0x' + hex) : 0n;
}

/** PKCS#8 PEM: SEQUENCE { version, SEQUENCE { OID dsa, SEQUENCE { p, q, g } }, OCTET STRING { INTEGER x } }. */
export function parseDsaPrivateKey(pem: string): DsaPrivateKey {
  const base64 = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const der = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const top = readTlv(der, 0);
  const [, algorithm, privateKey] = children(top.body, [INTEGER, SEQUENCE, OCTET_STRING]);
  const [, params] = children(algorithm!, [0x06, SEQUENCE]);
  const [p, q, g] = children(params!, [INTEGER, INTEGER, INTEGER]).map(toBigInt);
  const [x] = children(privateKey!, [INTEGER]).map(toBigInt);
  return { p: p!, q: q!, g: g!, x: x! };
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

const bitLength = (n: bigint) => n.toString(2).length;

/** A per-signature secret k in [1, q-1]: 64 random bits more than q has, reduced (FIPS 186-4 B.2.1). */
function randomK(q: bigint): bigint {
  const bytes = crypto.getRandomValues(new Uint8Array(Math.ceil(bitLength(q) / 8) + 8));
  return (toBigInt(bytes) % (q - 1n)) + 1n;
}

function derInteger(n: bigint): number[] {
  let hex = n.toString(16);
  if (hex.length % 2) hex = '0' + hex;
  const bytes = hex.match(/../g)!.map((h) => parseInt(h, 16));
  if (bytes[0]! & 0x80) bytes.unshift(0);
  return [INTEGER, bytes.length, ...bytes];
}

/** Base64 DER signature of the UTF-8 bytes of `text`. */
export function signDsaSha256(key: DsaPrivateKey, text: string): string {
  const { p, q, g, x } = key;
  const digest = sha256(new TextEncoder().encode(text));
  // z: the leftmost min(bits of q, 256) bits of the digest.
  const z = toBigInt(digest) >> BigInt(Math.max(0, 256 - bitLength(q)));
  for (;;) {
    const k = randomK(q);
    const r = modPow(g, k, p) % q;
    const s = (modPow(k, q - 2n, q) * (z + x * r)) % q;
    if (r === 0n || s === 0n) continue;
    const body = [...derInteger(r), ...derInteger(s)];
    return btoa(String.fromCharCode(SEQUENCE, body.length, ...body));
  }
}
