import { appStore, sessionAtom } from './store';
import { clearAllStorage, clearSession, readSession, readToken, writeSession, type StoredSession } from './storage';

/** One place that changes the session: storage and the atom move together. */
export function setSession(token: string, info: StoredSession): void {
  writeSession(token, info);
  appStore.set(sessionAtom, { token, info });
}

export function endSession(options: { clearEverything?: boolean } = {}): void {
  if (options.clearEverything) clearAllStorage();
  else clearSession();
  appStore.set(sessionAtom, { token: null, info: null });
}

/** A wall display opened by its display link: it calls with the link's token, and handles its own refusals. */
export interface DisplayCaller {
  token: string;
  /** The link was refused (401 unknown, 402 expired, 403 revoked): the wall shows why instead of the log-in. */
  onRefused: (code: number) => void;
}

let displayCaller: DisplayCaller | null = null;

/** Makes every call of this page use a display link instead of the session (null: the session again). */
export function callAsDisplay(caller: DisplayCaller | null): void {
  displayCaller = caller;
}

/** Hands a session refusal to the display link's handler; false when the page runs on a session. */
export function displayRefused(code: number): boolean {
  if (!displayCaller) return false;
  displayCaller.onRefused(code);
  return true;
}

export function currentToken(): string | null {
  return displayCaller?.token ?? readToken();
}

export function currentSessionInfo(): StoredSession | null {
  return readSession();
}
