import type { z } from 'zod/mini';
import { timeouts, type Service } from './services';

/**
 * Who may call: `public` needs only a valid signature, `session` a staff session with or without a unit, `unit` a
 * staff session bound to a unit, `system` a system-side session, `any` a staff or system session, `device` a seal
 * device bound to a unit (headers `deviceId` and `deviceToken`, the HMAC-SHA256 of the id with the server's secret),
 * `wall` the wall display's read-only calls: a staff session bound to a unit, or a display link's token (contract
 * display.ts) in the `token` header; no other access level accepts a display token.
 */
export type Access = 'public' | 'session' | 'unit' | 'system' | 'any' | 'device' | 'wall';

export interface Endpoint<Req extends z.ZodMiniType = z.ZodMiniType, Res extends z.ZodMiniType = z.ZodMiniType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  service: Service;
  /** Path below the service prefix; `:name` segments are taken from the request fields of that name. */
  path: string;
  /** multipart: a file part named `file` plus the request fields as text parts. */
  encoding: 'json' | 'form' | 'multipart';
  timeoutMs: number;
  access: Access;
  /**
   * A permission code the caller's grants must include (role grants of the chosen unit, or the system side's). Absent
   * means the access level alone decides.
   */
  permission?: string;
  summary: string;
  request: Req;
  response: Res;
}

export function endpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  record: Omit<Endpoint<Req, Res>, 'encoding' | 'timeoutMs'> & Partial<Pick<Endpoint, 'encoding' | 'timeoutMs'>>,
): Endpoint<Req, Res> {
  return { encoding: 'json', timeoutMs: timeouts.default, ...record };
}

export function urlOf(e: Endpoint): string {
  return `/api/${e.service}/${e.path}`;
}

export type RequestOf<E extends Endpoint> = z.input<E['request']>;
export type ParsedRequestOf<E extends Endpoint> = z.output<E['request']>;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
