import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { ConfirmDialog } from './confirm-dialog';

interface Options<T, R> {
  /** The action; call it silent so its refusal stays in the dialog. */
  run: (item: T) => Promise<R>;
  /** The question, naming the item. */
  message: (item: T) => string;
  /**
   * The toast after it is done; a function picks it by what the action came to, null when the action told the user
   * another way (an outcome that is no success).
   */
  done: string | ((result: R) => string | null);
}

/**
 * An action that asks first (unbind, delete): `ask(item)` opens the confirmation, confirming runs the action; a
 * refusal of the server is shown in the dialog, success closes it with a toast.
 */
export function useConfirm<T, R = unknown>({ run, message, done }: Options<T, R>) {
  const [item, setItem] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setItem(null);
    setError(null);
  };
  const confirm = async () => {
    if (item === null) return;
    setBusy(true);
    setError(null);
    try {
      const result = await run(item);
      const text = typeof done === 'string' ? done : done(result);
      if (text !== null) notify('success', text);
      setItem(null);
    } catch (e) {
      if (e instanceof ApiError && !e.handled) setError(e.message);
      else setItem(null);
    } finally {
      setBusy(false);
    }
  };
  const ask = useCallback((next: T) => {
    setError(null);
    setItem(next);
  }, []);
  const dialog = (
    <ConfirmDialog
      open={item !== null}
      message={item === null ? '' : message(item)}
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onClose={close}
    />
  );
  return { ask, dialog };
}
