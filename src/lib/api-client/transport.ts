import axios, { AxiosError, type AxiosResponse } from 'axios';

/** The HTTP layer, loaded with the first call: axios stays out of the login page's first paint. */
const http = axios.create({ validateStatus: () => true });

export interface Outgoing {
  baseURL: string;
  url: string;
  method: string;
  params: Record<string, unknown>;
  data: unknown;
  headers: Record<string, string>;
  timeout: number;
  /** The answer as bytes, not parsed (the caller decodes it, see `call`'s `decode` option). */
  responseType?: 'arraybuffer';
  /** Multipart uploads report what has been sent. */
  onUploadProgress?: ((event: { loaded: number; total?: number | undefined }) => void) | undefined;
}

/** Resolves with the response whatever its status; rejects only when nothing came back (network, time-out). */
export async function send(request: Outgoing): Promise<AxiosResponse<unknown>> {
  try {
    return await http.request(request);
  } catch (error) {
    throw new TransportFailure(error instanceof AxiosError ? error.message : String(error));
  }
}

export class TransportFailure extends Error {}
