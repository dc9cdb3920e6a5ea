import { atom, createStore } from 'jotai';
import { readSession, readToken, type StoredSession } from './storage';

/** The app's one jotai store (DESIGN section 6); plain modules write it from outside React. */
export const appStore = createStore();

export interface SessionState {
  token: string | null;
  info: StoredSession | null;
}

export const sessionAtom = atom<SessionState>({ token: readToken(), info: readSession() });
