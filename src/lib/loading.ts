import { atom } from 'jotai';
import { appStore } from './store';

/** The page loading overlay is reference counted: it shows while any caller holds it (spec section 9). */
export const loadingAtom = atom<{ count: number; text: string | null }>({ count: 0, text: null });

export function showLoading(text?: string): () => void {
  appStore.set(loadingAtom, (s) => ({ count: s.count + 1, text: text ?? s.text }));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    appStore.set(loadingAtom, (s) => ({ count: Math.max(0, s.count - 1), text: s.count <= 1 ? null : s.text }));
  };
}

/** Runs work under the overlay. */
export async function withLoading<T>(work: () => Promise<T>, text?: string): Promise<T> {
  const release = showLoading(text);
  try {
    return await work();
  } finally {
    release();
  }
}
