import { useCallback, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** Result codes of the server that name one field of a form, e.g. `{ 1402: 'deviceId' }`. */
export type RefusalFields<T extends FieldValues> = Partial<Record<number, Path<T>>>;

/**
 * Runs a form's calls: the pending state, and the server's refusal beside the field its code names, else as the
 * form's refusal above the buttons. Refusals the API client already showed (session expiry, network) are not
 * repeated. A run resolves to whether the call went through.
 */
export function useFormSubmission<T extends FieldValues>(
  setError: UseFormSetError<T>,
  refusalFields: RefusalFields<T> = {},
) {
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const fields = useRef(refusalFields);
  fields.current = refusalFields;

  const run = useCallback(
    async (action: () => unknown): Promise<boolean> => {
      setRefusal(null);
      setPending(true);
      try {
        await action();
        return true;
      } catch (e) {
        if (e instanceof ApiError && !e.handled) {
          const field = fields.current[e.code];
          if (field) setError(field, { type: 'server', message: e.message }, { shouldFocus: true });
          else setRefusal(e.message);
        }
        return false;
      } finally {
        setPending(false);
      }
    },
    [setError],
  );
  return { pending, refusal, run };
}
