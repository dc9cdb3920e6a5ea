import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import {
  envelopeOf,
  file as fileContract,
  ref,
  resultCodes,
  urlOf,
  type Endpoint,
  type Lang,
  type ParsedRequestOf,
  type ResponseOf,
} from '../../../contract';
import { policyOf } from '../access/policy';
import { systemPagesOpen } from '../access/system-pages';
import type { Deps } from '../deps';
import { AppError, refuse } from '../lib/app-error';
import { assertImageWithinLimits } from '../lib/image-size';
import type { UploadedPart } from '../lib/uploaded-part';
import { resolveSession, type SessionContext } from '../caller/sessions';
import { assertPermission, grantsOf } from '../caller/grants';
import { resolveDevice, type DeviceContext } from '../caller/device';
import { resolveWallCaller } from '../caller/display';
import { refuseBidiControls, refuseControlCharacters } from './control-characters';
import { inCallTransaction } from '../db/ambient';
import { callAuditOf, type CallFacts } from './call-audit';
import { loggable, resultCodeOf } from './error-handler';
import { langOf } from './lang';
import { verifyRequestSignature } from './signature';

export interface CallContext {
  deps: Deps;
  session: SessionContext | null;
  ip: string;
  lang: Lang;
  /** The calling device (access 'device' only). */
  device?: DeviceContext;
  /** Sets a response header (e.g. the evidence report's SHA-256 beside the envelope). */
  header: (name: string, value: string) => void;
}

/** A context whose session the endpoint's access level guarantees. */
export interface AuthedContext extends CallContext {
  session: SessionContext;
}

/** A device gateway call: no session, the device and its unit. */
export interface DeviceCallContext extends CallContext {
  session: null;
  device: DeviceContext;
}

type ContextOf<E extends Endpoint> = E['access'] extends 'public'
  ? CallContext
  : E['access'] extends 'device'
    ? DeviceCallContext
    : AuthedContext;

type Handler<E extends Endpoint> = (input: ParsedRequestOf<E>, ctx: ContextOf<E>) => Promise<ResponseOf<E>>;

type UploadHandler<E extends Endpoint> = (
  input: ParsedRequestOf<E> & { file: UploadedPart },
  ctx: ContextOf<E>,
) => Promise<ResponseOf<E>>;

type CallRequest = FastifyRequest & {
  session?: SessionContext | null;
  upload?: UploadedPart;
  device?: DeviceContext;
  auditFacts?: CallFacts;
  /** Set once the request's signature was verified: only then is a failure a call the audit records. */
  signed?: true;
};

function tokenOf(request: FastifyRequest): string | undefined {
  const token = request.headers.token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

async function sessionFor(deps: Deps, e: Endpoint, request: FastifyRequest): Promise<SessionContext | null> {
  const token = tokenOf(request);
  if (e.access === 'device') return null;
  if (e.access === 'wall') {
    // The wall's read-only calls: a staff session bound to a unit, or a display link (itself bound to one).
    const caller = await resolveWallCaller(deps, token, request.ip);
    if (caller.kind === 'system') throw refuse.forbidden();
    if (caller.companyId === null) throw new AppError(resultCodes.unitRequired, 'e.unitRequired');
    return caller;
  }
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

/**
 * Who may call: the record's permission code against the role's grants, then the roles the access policy names for
 * the call (server/src/access/policy.ts).
 */
async function checkCaller(deps: Deps, e: Endpoint, session: SessionContext | null): Promise<void> {
  // A system account calls only what the pages its platform roles hold open (server/src/access/system-pages.ts).
  if (session?.kind === 'system' && (e.access === 'system' || e.access === 'any')) {
    const { systemEntries } = await grantsOf(deps, session);
    const held = systemEntries === 'all' || !systemEntries ? 'all' : systemEntries.pages;
    if (!systemPagesOpen(e, held)) throw refuse.forbidden();
  }
  if (e.permission) await assertPermission(deps, session, e.permission);
  const { roles, refusal } = policyOf(e);
  // The policy's roles are staff roles: a system session passes them (a call open to it has access 'system' or 'any').
  if (roles && session?.kind !== 'system') {
    const role = session ? (await grantsOf(deps, session)).role : null;
    if (role === null || !roles.includes(role)) throw refuse.forbidden(refusal);
  }
}

/** The policy's unit field (e.g. config/v1/:companyId/list) must name the session's unit; another unit is not found. */
function checkUnitField(e: Endpoint, input: Record<string, unknown>, session: SessionContext | null): void {
  const field = policyOf(e).unitField;
  if (field && (session?.companyId == null || input[field] !== session.companyId)) throw refuse.notFound();
}

const MAX_FILE_MB = fileContract.FILE_MAX_BYTES / 1024 / 1024;

/** Reads a multipart request: its text fields (the signed payload) and its one file part, named `file`. */
async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file?: UploadedPart }> {
  if (!request.isMultipart()) throw refuse.badRequest('e.fileMissing');
  const fields: Record<string, string> = {};
  let file: UploadedPart | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== 'file' || file) throw refuse.badRequest('v.invalid');
        file = { filename: part.filename, mimetype: part.mimetype, data };
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(resultCodes.tooLarge, ref('e.fileTooLarge', MAX_FILE_MB));
    if (code === 'FST_FILES_LIMIT') throw refuse.badRequest('v.invalid');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError(resultCodes.tooLarge, 'e.tooLarge');
    throw error;
  }
  return file ? { fields, file } : { fields };
}

function pathParamsOf(e: Endpoint): string[] {
  return [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}

function userAgentOf(request: FastifyRequest): string {
  return (request.headers['user-agent'] ?? '').slice(0, 255);
}

/**
 * How a recorded call's change and its audit record commit. 'call' (the default): the handler runs in one transaction
 * with its record, so both commit or neither. 'own': the handler keeps its changes in transactions of its own and the
 * record follows once it returned; for a call that computes for seconds (in a CPU worker) or waits on an outside party
 * (a payment channel) between two transactions, which must not hold the database meanwhile: PGlite has one
 * connection, and every other call would wait for it.
 */
export interface RouteOptions {
  transaction?: 'call' | 'own';
}

function route(
  app: FastifyInstance,
  deps: Deps,
  e: Endpoint,
  handler: (input: never, ctx: never) => Promise<unknown>,
  options: RouteOptions = {},
) {
  const audit = callAuditOf(deps);
  const params = pathParamsOf(e);
  const request = e.request as unknown as z.ZodMiniObject;
  const mask = Object.fromEntries(params.map((p) => [p, true])) as Record<string, true> & Record<number, never>;
  const fields = params.length ? z.omit(request, mask) : request;
  const multipart = e.encoding === 'multipart';
  const schema: Record<string, unknown> = {
    summary: e.summary,
    tags: [e.service],
    response: { 200: envelopeOf(e.response) },
  };
  if (e.permission) schema.description = `Needs the permission code \`${e.permission}\`.`;
  if (multipart) schema.consumes = ['multipart/form-data'];
  if (params.length) schema.params = z.pick(request, mask);
  schema[e.method === 'GET' || e.method === 'DELETE' ? 'querystring' : 'body'] = fields;

  app.route({
    method: e.method,
    url: urlOf(e),
    schema,
    config: { endpoint: e },
    preValidation: async (request) => {
      const req = request as CallRequest;
      let session: SessionContext | null;
      // A device authenticates with its own token (headers deviceId, deviceToken) instead of a session.
      if (e.access === 'device') req.device = await resolveDevice(deps, req);
      if (multipart) {
        // The caller is checked from the headers before the body (up to 10 MB) is read; the signature covers the
        // text fields, so it is verified once they are read. The fields become the body the schema validates.
        session = await sessionFor(deps, e, req);
        req.session = session;
        await checkCaller(deps, e, session);
        const { fields: textFields, file } = await readMultipart(req);
        req.body = textFields;
        await verifyRequestSignature(deps, req, e);
        req.signed = true;
        if (!file) throw refuse.badRequest('e.fileMissing');
        assertImageWithinLimits(file.data);
        req.upload = file;
      } else {
        // The session is read while the signature is verified (on the thread pool); a bad signature is refused first.
        const [signature, caller] = await Promise.allSettled([
          verifyRequestSignature(deps, req, e),
          sessionFor(deps, e, req),
        ]);
        if (signature.status === 'rejected') throw signature.reason;
        req.signed = true;
        if (caller.status === 'rejected') throw caller.reason;
        session = caller.value;
        req.session = session;
        // The grants of the role in the chosen unit (or of the system side) must hold the record's permission code.
        await checkCaller(deps, e, session);
      }
      refuseControlCharacters(req.query, req.body, req.params, req.upload?.filename);
      refuseBidiControls(req.upload?.filename);
      req.session = session;
    },
    handler: async (request, reply) => {
      const req = request as CallRequest;
      const source = e.method === 'GET' || e.method === 'DELETE' ? req.query : req.body;
      const input: Record<string, unknown> = { ...(source as object), ...(req.params as object) };
      if (multipart) input.file = req.upload;
      const ctx: CallContext = {
        deps,
        session: req.session ?? null,
        ip: req.ip,
        lang: langOf(req),
        header: (name, value) => void reply.header(name, value),
      };
      if (req.device) ctx.device = req.device;
      checkUnitField(e, input, ctx.session);
      const run = () => handler(input as never, ctx as never);
      const facts: CallFacts = { endpoint: e, session: ctx.session, input, ip: req.ip, userAgent: userAgentOf(req) };
      req.auditFacts = facts;
      const kind = audit?.kindOf(e) ?? null;
      let data: unknown;
      if (audit && kind === 'operate' && options.transaction !== 'own') {
        data = await inCallTransaction(deps.db, run, (tx, out) =>
          audit.append(tx, facts, { code: 0, reason: null, data: out }),
        );
      } else {
        data = await run();
        if (audit && kind !== null) {
          await deps.db.transaction((tx) => audit.append(tx, facts, { code: 0, reason: null, data }));
        }
      }
      return { code: 0, msg: 'success', data: data ?? null };
    },
    // A failed call the audit records: after its rollback, with its result code (refusals before the handler too).
    // Not before the signature is verified: an unreadable body or a forged signature is anyone's noise, and recording
    // it would let anyone write to the audit log (and spend the server's time on it) at will.
    onError: async (request, _reply, error) => {
      const req = request as CallRequest;
      if (!audit || audit.kindOf(e) === null || !req.signed) return;
      const facts: CallFacts = req.auditFacts ?? {
        endpoint: e,
        session: req.session ?? null,
        input: { ...(req.params as object) },
        ip: req.ip,
        userAgent: userAgentOf(req),
      };
      const { code, messageRef } = resultCodeOf(error);
      const outcome = { code, reason: messageRef, data: null };
      await deps.db
        .transaction((tx) => audit.append(tx, facts, outcome))
        .catch((failure: unknown) => {
          request.log.error(
            { err: failure instanceof Error ? loggable(failure) : failure },
            'audit: recording a failed call failed',
          );
        });
    },
  });
}

/**
 * Registers one contract record: signature, session and access, permission and the access policy's checks, input
 * validation (zod, through the type provider), the service call and the envelope. Path parameters are validated with
 * the rest of the request fields.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  deps: Deps,
  e: E,
  handler: Handler<E>,
  options?: RouteOptions,
): void {
  if (e.encoding === 'multipart') throw new Error(`${urlOf(e)} is multipart: register it with registerUpload`);
  route(app, deps, e, handler as never, options);
}

/** Registers a multipart record: as registerEndpoint, and the handler gets the file part as `file`. */
export function registerUpload<E extends Endpoint>(
  app: FastifyInstance,
  deps: Deps,
  e: E,
  handler: UploadHandler<E>,
  options?: RouteOptions,
): void {
  if (e.encoding !== 'multipart') throw new Error(`${urlOf(e)} is not multipart`);
  route(app, deps, e, handler as never, options);
}
