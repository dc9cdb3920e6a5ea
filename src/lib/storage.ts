/**
 * The login token and a few session facts live in a cookie and in localStorage (spec section 9), so a reload or a
 * second tab keeps the session.
 */
const TOKEN_KEY = 'token';
const SESSION_KEY = 'session-info';

export interface StoredSession {
  /** 'staff' logs in by phone or user name and chooses a unit; 'system' is the system-management side. */
  kind: 'staff' | 'system';
  companyId: number | null;
  userId: number;
  realName: string;
}

function setCookie(name: string, value: string | null): void {
  const expiry = value === null ? '; max-age=0' : '';
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; path=/; SameSite=Strict${expiry}`;
}

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function readSession(): StoredSession | null {
  const raw = localStorage.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredSession;
  } catch {
    return null;
  }
}

export function writeSession(token: string, session: StoredSession): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  setCookie(TOKEN_KEY, token);
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(SESSION_KEY);
  setCookie(TOKEN_KEY, null);
}

/** '请先通过用户名密码登录！' clears every local setting (spec section 8). */
export function clearAllStorage(): void {
  localStorage.clear();
  setCookie(TOKEN_KEY, null);
}
