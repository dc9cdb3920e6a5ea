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

export function currentToken(): string | null {
  return readToken();
}

export function currentSessionInfo(): StoredSession | null {
  return readSession();
}
