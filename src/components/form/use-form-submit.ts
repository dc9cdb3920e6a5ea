import { useState } from 'react';
import { ApiError } from '@/lib/api-client';

/**
 * Runs a form's action and keeps the server's refusal to show under the form; refusals the API client already showed
 * (session expiry, network) are not repeated. Every form of the console submits through it.
 */
export function useFormSubmit<T>(action: (values: T) => Promise<unknown>) {
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: T) => {
    setError(null);
    try {
      await action(values);
    } catch (e) {
      if (e instanceof ApiError && !e.handled) setError(e.message);
    }
  };
  return { error, submit };
}
