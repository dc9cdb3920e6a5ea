import { describe, expect, it } from 'vitest';
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
