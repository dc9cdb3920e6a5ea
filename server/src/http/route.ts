import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import {
  envelopeOf,
  resultCodes,
  urlOf,
  type Endpoint,
  type Lang,
  type ParsedRequestOf,
  type ResponseOf,
} from '../../../contract';
import type { Deps } from '../deps';
import { AppError, refuse } from '../lib/app-error';
import { resolveSession, type SessionContext } from '../modules/auth/sessions';
import { assertPermission } from '../modules/menu/grants';
import { langOf } from './lang';
import { verifyRequestSignature } from './signature';

export interface CallContext {
  deps: Deps;
  session: SessionContext | null;
  ip: string;
  lang: Lang;
}

/** A context whose session the endpoint's access level guarantees. */
export interface AuthedContext extends CallContext {
  session: SessionContext;
}

type Handler<E extends Endpoint> = (
  input: ParsedRequestOf<E>,
  ctx: E['access'] extends 'public' ? CallContext : AuthedContext,
) => Promise<ResponseOf<E>>;

function tokenOf(request: FastifyRequest): string | undefined {
  const token = request.headers.token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

async function sessionFor(deps: Deps, e: Endpoint, request: FastifyRequest): Promise<SessionContext | null> {
  const token = tokenOf(request);
  if (e.access === 'public') {
    if (!token) return null;
    return resolveSession(deps, token).catch(() => null);
  }
  const session = await resolveSession(deps, token);
  const staffOnly = e.access === 'session' || e.access === 'unit';
  if (staffOnly && session.kind !== 'staff') throw refuse.forbidden();
  if (e.access === 'system' && session.kind !== 'system') throw refuse.forbidden();
  if (e.access === 'unit' && session.companyId === null) throw new AppError(resultCodes.unitRequired, 'e.unitRequired');
  return session;
}

function pathParamsOf(e: Endpoint): string[] {
  return [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}

/**
 * Registers one contract record: signature, session and access, input validation (zod, through the type provider),
 * the service call and the envelope. Path parameters are validated with the rest of the request fields.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  deps: Deps,
  e: E,
  handler: Handler<E>,
): void {
  const params = pathParamsOf(e);
  const request = e.request as unknown as z.ZodMiniObject;
  const mask = Object.fromEntries(params.map((p) => [p, true])) as Record<string, true> & Record<number, never>;
  const fields = params.length ? z.omit(request, mask) : request;
  const schema: Record<string, unknown> = {
    summary: e.summary,
    tags: [e.service],
    response: { 200: envelopeOf(e.response) },
  };
  if (e.permission) schema.description = `Needs the permission code \`${e.permission}\`.`;
  if (params.length) schema.params = z.pick(request, mask);
  schema[e.method === 'GET' || e.method === 'DELETE' ? 'querystring' : 'body'] = fields;

  app.route({
    method: e.method,
    url: urlOf(e),
    schema,
    config: { endpoint: e },
    preValidation: async (req) => {
      await verifyRequestSignature(deps, req);
      const session = await sessionFor(deps, e, req);
      // The grants of the role in the chosen unit (or of the system side) must hold the record's permission code.
      if (e.permission) await assertPermission(deps, session, e.permission);
      (req as FastifyRequest & { session?: SessionContext | null }).session = session;
    },
    handler: async (req) => {
      const source = e.method === 'GET' || e.method === 'DELETE' ? req.query : req.body;
      const input = { ...(source as object), ...(req.params as object) } as ParsedRequestOf<E>;
      const ctx: CallContext = {
        deps,
        session: (req as FastifyRequest & { session?: SessionContext | null }).session ?? null,
        ip: req.ip,
        lang: langOf(req),
      };
      const data = await handler(input, ctx as AuthedContext);
      return { code: 0, msg: 'success', data: data ?? null };
    },
  });
}
