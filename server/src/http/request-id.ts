import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/**
 * Every request carries an id: the caller's `x-request-id` when it is sane (a load balancer's or a client's trace id,
 * at most 128 characters of letters, digits and `-_.:`), a new UUID otherwise. Fastify logs it as `reqId` on every
 * line of the request, error lines included; the answer returns it in `x-request-id`.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
