import { SmsSendError } from './provider';

export interface GatewayRequest {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Builds the body afresh for each try (a signature carries a time and a nonce). */
  body?: string;
}

export interface GatewayAnswer {
  status: number;
  json: unknown;
}

/** A connection the gateway refused: nothing reached it, so one more try cannot send a message twice. */
function neverArrived(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code === 'ECONNREFUSED';
}

/**
 * Calls an SMS gateway with a time limit for the whole exchange. A refused connection is tried once more (the request
 * never arrived); a time-out is not retried, since the gateway may have sent the message. An answer that is not JSON
 * counts as a server error.
 */
export async function callGateway(request: () => GatewayRequest, timeoutMs: number): Promise<GatewayAnswer> {
  for (let attempt = 1; ; attempt++) {
    const { url, method, headers, body } = request();
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body, signal });
    } catch (error) {
      if (neverArrived(error) && attempt < 2) continue;
      throw failure(error, signal);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw failure(error, signal);
    }
    try {
      return { status: response.status, json: JSON.parse(text) as unknown };
    } catch {
      throw new SmsSendError('unavailable', `http-${response.status}`, response.status >= 500, text.slice(0, 200));
    }
  }
}

function failure(error: unknown, signal: AbortSignal): SmsSendError {
  if (signal.aborted) return new SmsSendError('unavailable', 'timeout', true, 'no answer in time');
  if (neverArrived(error)) return new SmsSendError('unavailable', 'unreachable', false, 'connection refused');
  // Any other network fault (reset, closed early): the request may have gone out.
  return new SmsSendError('unavailable', 'network', true, String((error as Error).message));
}
