/** A tiny toast queue outside React: the API client raises toasts, components/toaster renders them. */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  /** Milliseconds on screen, counted from when it is shown (components/toaster); 0 keeps it until closed. */
  duration: number;
}

type Listener = (toasts: Toast[]) => void;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const DEDUPE_MS = 1500;
const recent = new Map<string, number>();

function publish(): void {
  for (const listener of listeners) listener(toasts);
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  publish();
}

/**
 * Shows a toast; the same text raised again within 1.5 s (parallel failing calls) is shown once. Returns the toast's
 * id (for `dismissToast`), or null when it was a repeat.
 */
export function notify(kind: ToastKind, text: string, duration = 3000): number | null {
  const key = `${kind}:${text}`;
  const now = Date.now();
  if ((recent.get(key) ?? 0) > now - DEDUPE_MS) return null;
  recent.set(key, now);
  const toast: Toast = { id: nextId++, kind, text, duration };
  toasts = [...toasts, toast].slice(-5);
  publish();
  return toast.id;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}
