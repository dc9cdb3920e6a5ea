import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import type { Endpoint } from '@contract/endpoint';
import { ApiError, call, upload } from '@/lib/api-client';
import { handleEnvelopeError, handleTransportError } from '@/lib/api-client/errors';
import { sign } from '@/lib/api-client/signer';
import { send } from '@/lib/api-client/transport';
import { setLang } from '@/lib/i18n';
import { registerNavigator } from '@/lib/navigation';
import { endSession, setSession } from '@/lib/session';
import { readToken } from '@/lib/storage';
import { appStore, sessionAtom } from '@/lib/store';
import { freshToasts, showToaster, watchToasts } from './toasts';

vi.mock('@/lib/api-client/transport', () => ({ send: vi.fn() }));
vi.mock('@/lib/api-client/signer', () => ({ sign: vi.fn(async () => 'SIG') }));

const sendMock = vi.mocked(send);
const signMock = vi.mocked(sign);
const navigate = vi.fn();

const STAFF = { kind: 'staff', companyId: 7, userId: 3, realName: '张三' } as const;
const PAGE = '/sealManage/applyList?page=2&status=1';
const LOGIN_BACK_TO_PAGE = `/login?redirect=${encodeURIComponent(PAGE)}`;

let toasts: ReturnType<typeof watchToasts>;

beforeEach(() => {
  vi.useFakeTimers();
  freshToasts();
  toasts = watchToasts();
  navigate.mockReset();
  registerNavigator(navigate);
  window.history.replaceState(null, '', PAGE);
  setLang('zh-CN');
  setSession('tok-1', STAFF);
});

afterEach(() => {
  toasts.stop();
  setLang('zh-CN');
});

function texts(): string[] {
  return toasts.raised.map((t) => t.text);
}

function expectLoggedOut(): void {
  expect(readToken()).toBeNull();
  expect(localStorage.getItem('session-info')).toBeNull();
  expect(document.cookie).not.toMatch(/(^|;\s*)token=[^;]/);
  expect(appStore.get(sessionAtom)).toEqual({ token: null, info: null });
}

describe('error catalogue: envelopes with a non-zero code (spec section 8)', () => {
  it.each([401, 402, 403])('code %i: says the session expired, logs out and goes to login', (code) => {
    expect(readToken()).toBe('tok-1');
    const error = handleEnvelopeError(code, 'whatever the server said', {});
    expect(texts()).toEqual(['登录状态已过期，请重新登录']);
    expect(toasts.raised[0]!.kind).toBe('error');
    expectLoggedOut();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(LOGIN_BACK_TO_PAGE, { replace: true });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code, message: '登录状态已过期，请重新登录', handled: true });
  });

  it('session expiry shows its toast even when the caller asked for silence', () => {
    handleEnvelopeError(401, '', { silent: true });
    expect(texts()).toEqual(['登录状态已过期，请重新登录']);
    expect(navigate).toHaveBeenCalledWith(LOGIN_BACK_TO_PAGE, { replace: true });
  });

  it('session expiry on the login page itself goes to plain /login', () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fdashboard');
    handleEnvelopeError(402, '', {});
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('parallel failing calls show the expiry toast once', () => {
    handleEnvelopeError(401, '', {});
    handleEnvelopeError(402, '', {});
    handleEnvelopeError(403, '', {});
    expect(texts()).toEqual(['登录状态已过期，请重新登录']);
  });

  it("'此用户不存在！' shows the text and goes to /choose, keeping the session", () => {
    const error = handleEnvelopeError(400, '此用户不存在！', {});
    expect(texts()).toEqual(['此用户不存在！']);
    expect(navigate).toHaveBeenCalledWith('/choose', { replace: true });
    expect(readToken()).toBe('tok-1');
    expect(error).toMatchObject({ code: 400, message: '此用户不存在！', handled: true });
  });

  it('code 1004 (a unit must be chosen first) goes to /choose', () => {
    handleEnvelopeError(1004, '请先选择单位', {});
    expect(texts()).toEqual(['请先选择单位']);
    expect(navigate).toHaveBeenCalledWith('/choose', { replace: true });
  });

  it("the English text of '此用户不存在！' also goes to /choose", () => {
    setLang('en-US');
    handleEnvelopeError(400, 'This user does not exist!', {});
    expect(navigate).toHaveBeenCalledWith('/choose', { replace: true });
  });

  it("'请先通过用户名密码登录！' clears all local storage and goes to /login", () => {
    localStorage.setItem('lang', 'zh-CN');
    localStorage.setItem('some-setting', 'x');
    const error = handleEnvelopeError(400, '请先通过用户名密码登录！', {});
    expect(texts()).toEqual(['请先通过用户名密码登录！']);
    expect(localStorage.length).toBe(0);
    expectLoggedOut();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(error.handled).toBe(true);
  });

  it('any other code shows the server message as an error toast and stays on the page', () => {
    const error = handleEnvelopeError(409, '单位名称已存在', {});
    expect(toasts.raised).toMatchObject([{ kind: 'error', text: '单位名称已存在', duration: 3000 }]);
    expect(navigate).not.toHaveBeenCalled();
    expect(readToken()).toBe('tok-1');
    expect(error).toMatchObject({ code: 409, message: '单位名称已存在', handled: true });
  });

  it("an empty message shows '请求错误'", () => {
    const error = handleEnvelopeError(500, '', {});
    expect(texts()).toEqual(['请求错误']);
    expect(error.message).toBe('请求错误');
  });

  it("an empty message shows 'Request error' in English", () => {
    setLang('en-US');
    handleEnvelopeError(500, '', {});
    expect(texts()).toEqual(['Request error']);
  });

  it('silent: no toast, and the error tells the caller to show it', () => {
    const error = handleEnvelopeError(400, '验证码错误', { silent: true });
    expect(texts()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(error).toMatchObject({ code: 400, message: '验证码错误', handled: false });
  });

  it('an error toast disappears 3 s after it is shown', () => {
    showToaster();
    act(() => void handleEnvelopeError(400, '验证码错误', {}));
    act(() => vi.advanceTimersByTime(2999));
    expect(toasts.visible().map((t) => t.text)).toEqual(['验证码错误']);
    act(() => vi.advanceTimersByTime(1));
    expect(toasts.visible()).toEqual([]);
  });
});

describe('error catalogue: failures without an envelope', () => {
  it("no answer (network loss or time-out): '网络请求超时' for 5 s", () => {
    showToaster();
    let error: unknown;
    act(() => void (error = handleTransportError(undefined, undefined)));
    expect(toasts.raised).toMatchObject([{ kind: 'error', text: '网络请求超时', duration: 5000 }]);
    act(() => vi.advanceTimersByTime(4999));
    expect(toasts.visible()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toasts.visible()).toEqual([]);
    expect(readToken()).toBe('tok-1');
    expect(navigate).not.toHaveBeenCalled();
    expect(error).toMatchObject({ code: -1, handled: true });
  });

  it("HTTP 401: '登录失效，请重新登录', token cleared, login with redirect after 1 s", () => {
    const error = handleTransportError(401, undefined);
    expect(texts()).toEqual(['登录失效，请重新登录']);
    expectLoggedOut();
    vi.advanceTimersByTime(999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(LOGIN_BACK_TO_PAGE, { replace: true });
    expect(error).toMatchObject({ code: 401, handled: true });
  });

  it('HTTP 500 with a short message shows it', () => {
    handleTransportError(500, '数据库连接失败');
    expect(texts()).toEqual(['数据库连接失败']);
  });

  it("HTTP 500 with a message of 20 characters or more shows '内部服务错误，请联系管理员'", () => {
    handleTransportError(500, 'x'.repeat(19));
    handleTransportError(500, 'y'.repeat(20));
    handleTransportError(500, '<html><body>Internal Server Error</body></html>');
    expect(texts()).toEqual(['x'.repeat(19), '内部服务错误，请联系管理员']);
  });

  it("HTTP 500 without a message shows '内部服务错误，请联系管理员'", () => {
    handleTransportError(500, undefined);
    expect(texts()).toEqual(['内部服务错误，请联系管理员']);
  });

  it("HTTP 502: '系统升级中，请稍后再试'", () => {
    const error = handleTransportError(502, 'Bad Gateway');
    expect(texts()).toEqual(['系统升级中，请稍后再试']);
    expect(error).toMatchObject({ code: 502, message: '系统升级中，请稍后再试', handled: true });
    expect(readToken()).toBe('tok-1');
  });

  it('other statuses show the server text, or 请求错误', () => {
    handleTransportError(404, 'Not Found');
    handleTransportError(503, undefined);
    expect(texts()).toEqual(['Not Found', '请求错误']);
  });

  it('speaks English when the console does', () => {
    setLang('en-US');
    handleTransportError(undefined, undefined);
    handleTransportError(502, undefined);
    expect(texts()).toEqual(['Network request timeout', 'The system is being upgraded, please try again later']);
  });
});

function fakeEndpoint(method: Endpoint['method'], path: string, extra: Partial<Endpoint> = {}): Endpoint {
  return {
    method,
    service: 'account-enterprise',
    path,
    encoding: 'json',
    timeoutMs: 15_000,
    access: 'public',
    summary: 'test',
    request: z.object({}),
    response: z.unknown(),
    ...extra,
  } as Endpoint;
}

function answer(data: unknown, status = 200): void {
  sendMock.mockResolvedValueOnce({ status, data } as Awaited<ReturnType<typeof send>>);
}

function sent() {
  expect(sendMock).toHaveBeenCalledTimes(1);
  return sendMock.mock.calls[0]![0];
}

describe('call()', () => {
  beforeEach(() => {
    sendMock.mockReset();
    signMock.mockClear();
  });

  it('POST: spec headers, token, signature, ttf in the query and the JSON body (null kept, unsigned)', async () => {
    answer({ code: 0, msg: 'success', data: { ok: true } });
    const now = Date.now();
    await expect(
      call(fakeEndpoint('POST', 'user/v1/thing'), { name: '印章', count: 2, note: null } as never),
    ).resolves.toEqual({ ok: true });
    const request = sent();
    expect(request).toMatchObject({ method: 'POST', url: '/api/account-enterprise/user/v1/thing', timeout: 15_000 });
    expect(request.headers).toEqual({
      clientType: '0',
      token: 'tok-1',
      sign: 'SIG',
      'sign-version': '2',
      'Accept-Language': 'zh-CN',
    });
    expect(request.params).toEqual({ ttf: String(now) });
    // A nullable field (a root department's parentId) must reach the server, and is signed as null.
    expect(request.data).toEqual({ name: '印章', count: 2, note: null });
    expect(signMock).toHaveBeenCalledWith(
      `v2\nPOST\n/api/account-enterprise/user/v1/thing\n[["count",2],["name","印章"],["note",null],["ttf","${now}"]]`,
    );
  });

  it('sends no token header without a session, and the language the console speaks', async () => {
    endSession();
    setLang('en-US');
    answer({ code: 0, msg: 'success', data: null });
    await call(fakeEndpoint('POST', 'user/v1/code'), { phone: '13800138000' } as never);
    expect(sent().headers).toEqual({ clientType: '0', sign: 'SIG', 'sign-version': '2', 'Accept-Language': 'en-US' });
  });

  it('GET: the payload and `t` go in the query, no body', async () => {
    answer({ code: 0, msg: 'success', data: [1, 2] });
    const now = Date.now();
    await expect(call(fakeEndpoint('GET', 'company/v1/list-by-user'), { companyType: 1 } as never)).resolves.toEqual([
      1, 2,
    ]);
    const request = sent();
    expect(request.method).toBe('GET');
    // A query carries text: the value is sent and signed as "1".
    expect(request.params).toEqual({ companyType: '1', t: String(now) });
    expect(request.data).toBeUndefined();
    expect(request.headers).toMatchObject({ clientType: '0', token: 'tok-1', sign: 'SIG' });
    expect(signMock).toHaveBeenCalledWith(
      `v2\nGET\n/api/account-enterprise/company/v1/list-by-user\n[["companyType","1"],["t","${now}"]]`,
    );
  });

  it('decode: asks for the bytes and reads the answer with the given decoder, errors included', async () => {
    const bytes = (body: unknown) => new TextEncoder().encode(JSON.stringify(body)).buffer;
    const decode = vi.fn(async (buffer: ArrayBuffer) => JSON.parse(new TextDecoder().decode(buffer)) as unknown);
    answer(bytes({ code: 0, msg: 'success', data: { list: [1] } }));
    await expect(call(fakeEndpoint('GET', 'device/v1/map'), {} as never, { decode })).resolves.toEqual({ list: [1] });
    expect(sent()).toMatchObject({ responseType: 'arraybuffer' });
    answer(bytes({ code: 500, msg: '服务器繁忙', data: null }));
    await expect(call(fakeEndpoint('GET', 'device/v1/map'), {} as never, { decode })).rejects.toMatchObject({
      code: 500,
    });
    expect(texts()).toEqual(['服务器繁忙']);
  });

  it('path parameters are put in the path and left out of the payload', async () => {
    answer({ code: 0, msg: 'success', data: 'done' });
    const now = Date.now();
    await call(fakeEndpoint('POST', 'x/:id'), { id: 42, name: 'a' } as never);
    const request = sent();
    expect(request.url).toBe('/api/account-enterprise/x/42');
    expect(request.data).toEqual({ name: 'a' });
    // The record's path template is signed, its parameters as text fields.
    expect(signMock).toHaveBeenCalledWith(
      `v2\nPOST\n/api/account-enterprise/x/:id\n[["id","42"],["name","a"],["ttf","${now}"]]`,
    );

    sendMock.mockReset();
    answer({ code: 0, msg: 'success', data: 'done' });
    await call(fakeEndpoint('GET', 'x/:id'), { id: 'a/b', q: 1 } as never);
    expect(sent().url).toBe('/api/account-enterprise/x/a%2Fb');
    expect(sent().params).toEqual({ q: '1', t: String(Date.now()) });
  });

  it('form encoding sends a url-encoded body', async () => {
    answer({ code: 0, msg: 'success', data: null });
    await call(fakeEndpoint('POST', 'x', { encoding: 'form' }), { a: 'x y', b: [1, 2] } as never);
    const request = sent();
    expect(request.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(request.data as string).get('a')).toBe('x y');
    expect(new URLSearchParams(request.data as string).get('b')).toBe('[1,2]');
  });

  it('uses the time-out of the endpoint', async () => {
    answer({ code: 0, msg: 'success', data: null });
    await call(fakeEndpoint('POST', 'x', { timeoutMs: 50_000 }), {} as never);
    expect(sent().timeout).toBe(50_000);
  });

  it('a non-zero code rejects with ApiError carrying msg, and the user sees it', async () => {
    answer({ code: 409, msg: '单位名称已存在', data: null });
    const error = await call(fakeEndpoint('POST', 'x'), {} as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 409, message: '单位名称已存在', handled: true });
    expect(texts()).toEqual(['单位名称已存在']);
  });

  it('silent calls reject without a toast', async () => {
    answer({ code: 400, msg: '验证码错误', data: null }, 400);
    const error = await call(fakeEndpoint('POST', 'x'), {} as never, { silent: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 400, message: '验证码错误', handled: false });
    expect(texts()).toEqual([]);
  });

  it('an expired session (code 402) logs out and goes to login', async () => {
    answer({ code: 402, msg: '登录已过期', data: null }, 401);
    await expect(call(fakeEndpoint('GET', 'x'), {} as never)).rejects.toBeInstanceOf(ApiError);
    expect(texts()).toEqual(['登录状态已过期，请重新登录']);
    expectLoggedOut();
    expect(navigate).toHaveBeenCalledWith(LOGIN_BACK_TO_PAGE, { replace: true });
  });

  it("no answer at all rejects and shows '网络请求超时'", async () => {
    sendMock.mockRejectedValueOnce(new Error('timeout of 15000ms exceeded'));
    await expect(call(fakeEndpoint('POST', 'x'), {} as never)).rejects.toMatchObject({ code: -1, handled: true });
    expect(texts()).toEqual(['网络请求超时']);
  });

  it('a bare HTTP 502 page rejects and shows the upgrade message', async () => {
    answer('<html>Bad Gateway</html>', 502);
    await expect(call(fakeEndpoint('GET', 'x'), {} as never)).rejects.toMatchObject({ code: 502 });
    expect(texts()).toEqual(['系统升级中，请稍后再试']);
  });

  it('a bare HTTP 500 with a short text shows that text', async () => {
    answer('数据库忙', 500);
    await expect(call(fakeEndpoint('GET', 'x'), {} as never)).rejects.toMatchObject({ code: 500 });
    expect(texts()).toEqual(['数据库忙']);
  });
});

describe('upload()', () => {
  beforeEach(() => {
    sendMock.mockReset();
    signMock.mockClear();
  });

  const multipart = () =>
    fakeEndpoint('POST', 'file-manage/v2/upload', {
      service: 'application',
      encoding: 'multipart',
      timeoutMs: 3_000_000,
    });

  it('signs the text fields with ttf like call(), sends multipart with the file in part `file`', async () => {
    answer({ code: 0, msg: 'success', data: { fileId: 'f1' } });
    const now = Date.now();
    const file = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });
    await expect(upload(multipart(), { purpose: 'licence', note: null } as never, file)).resolves.toEqual({
      fileId: 'f1',
    });
    const request = sent();
    expect(request).toMatchObject({
      method: 'POST',
      url: '/api/application/file-manage/v2/upload',
      timeout: 3_000_000,
    });
    expect(request.params).toEqual({ ttf: String(now) });
    expect(request.headers).toEqual({
      clientType: '0',
      token: 'tok-1',
      sign: 'SIG',
      'sign-version': '2',
      'Accept-Language': 'zh-CN',
    });
    expect(signMock).toHaveBeenCalledWith(
      `v2\nPOST\n/api/application/file-manage/v2/upload\n[["purpose","licence"],["ttf","${now}"]]`,
    );
    const form = request.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('purpose')).toBe('licence');
    expect(form.has('note')).toBe(false);
    const part = form.get('file') as File;
    expect(part.name).toBe('licence.pdf');
    expect(await part.text()).toBe('%PDF-1.4');
  });

  it('reports progress in percent from the transport', async () => {
    sendMock.mockImplementationOnce(async (request) => {
      request.onUploadProgress?.({ loaded: 25, total: 100 });
      request.onUploadProgress?.({ loaded: 100, total: 100 });
      return { status: 200, data: { code: 0, msg: 'success', data: null } } as Awaited<ReturnType<typeof send>>;
    });
    const progress: number[] = [];
    await upload(multipart(), {} as never, new File(['x'], 'a.png', { type: 'image/png' }), (p) => progress.push(p));
    expect(progress).toEqual([25, 100]);
  });

  it('runs the error catalogue on a refusal', async () => {
    answer({ code: 413, msg: '存储空间不足', data: null }, 413);
    await expect(upload(multipart(), {} as never, new File(['x'], 'a.png'))).rejects.toMatchObject({
      code: 413,
      message: '存储空间不足',
    });
    expect(texts()).toEqual(['存储空间不足']);
  });
});
