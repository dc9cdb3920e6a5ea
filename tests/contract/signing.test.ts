import { describe, expect, it } from 'vitest';
import {
  account,
  canonicalString,
  device,
  org,
  signedCallOf,
  SIGNATURE_VERSION,
  SIGNATURE_WINDOW_MS,
  SIGNING_ALGORITHM,
  timestampKey,
  useRecord,
} from '../../contract';

const call = (fields: Record<string, unknown>, method = 'POST', path = '/api/x/v1/y') => ({ method, path, fields });

describe('canonicalString', () => {
  it('binds the version, the method and the path, then the fields sorted by key as JSON pairs', () => {
    expect(
      canonicalString(call({ phone: '13800000000', appName: 'web', b: 2 }), { key: 'ttf', value: 1700000000000 }),
    ).toBe('v2\nPOST\n/api/x/v1/y\n[["appName","web"],["b",2],["phone","13800000000"],["ttf","1700000000000"]]');
    expect(SIGNATURE_VERSION).toBe('2');
  });

  it('differs for another method or path with the same fields', () => {
    const base = canonicalString(call({ pageSize: '1' }, 'GET', '/api/a/device/v1/list'), { key: 't', value: 1 });
    expect(
      canonicalString(call({ pageSize: '1' }, 'GET', '/api/a/use-record/v1/list'), { key: 't', value: 1 }),
    ).not.toBe(base);
    expect(
      canonicalString(call({ pageSize: '1' }, 'DELETE', '/api/a/device/v1/list'), { key: 't', value: 1 }),
    ).not.toBe(base);
  });

  it('binds value types: a number is not its text', () => {
    expect(canonicalString(call({ n: 1 }), { key: 'ttf', value: 1 })).not.toBe(
      canonicalString(call({ n: '1' }), { key: 'ttf', value: 1 }),
    );
  });

  it('a value holding "&k=v" cannot pass for a separate field', () => {
    expect(canonicalString(call({ q: 'a&k=v' }), { key: 't', value: 1 })).not.toBe(
      canonicalString(call({ q: 'a', k: 'v' }), { key: 't', value: 1 }),
    );
  });

  it('omits undefined, keeps null, empty strings, zero and false', () => {
    expect(canonicalString(call({ a: null, b: undefined, c: '', d: 0, e: false }), { key: 'ttf', value: 9 })).toBe(
      'v2\nPOST\n/api/x/v1/y\n[["a",null],["c",""],["d",0],["e",false],["ttf","9"]]',
    );
  });

  it('compares keys by code unit (uppercase before lowercase)', () => {
    const text = canonicalString(call({ b: 1, B: 1, a: 1, _: 1 }), { key: 't', value: 1 });
    expect(text.split('\n')[3]).toBe('[["B",1],["_",1],["a",1],["b",1],["t","1"]]');
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

describe('signedCallOf', () => {
  it('a JSON body keeps its values and null; the path is the template', () => {
    expect(signedCallOf(account.loginPc, { username: 'a', password: 'b' })).toEqual({
      method: 'POST',
      path: '/api/account-enterprise/user/v1/login-pc',
      fields: { username: 'a', password: 'b' },
    });
  });

  it('a query carries text and drops null; path parameters are text fields', () => {
    expect(signedCallOf(device.deviceList, { pageNum: 1, pageSize: 20, keyword: undefined }).fields).toEqual({
      pageNum: '1',
      pageSize: '20',
    });
    expect(signedCallOf(org.memberDetail, { userId: 7 })).toMatchObject({
      path: '/api/account-enterprise/user/v1/:userId/detail',
      fields: { userId: '7' },
    });
  });

  it('multipart text parts are text', () => {
    expect(signedCallOf(useRecord.devicePhoto, { useRecordId: 5 }).fields).toEqual({ useRecordId: '5' });
  });
});
