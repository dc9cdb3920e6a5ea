import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { formatMessage, httpStatusOf, resultCodes } from '../../../contract';
import { AppError } from '../lib/app-error';
import { langOf } from './lang';

/**
 * What the log keeps of an unexpected error. A failed database query carries its SQL and its parameter values (names,
 * phone numbers, addresses): the log keeps the statement and the database's error code and message, never the values.
 */
export function loggable(error: Error): unknown {
  const failed = error as Error & { query?: unknown; params?: unknown; cause?: { code?: unknown; message?: unknown } };
  if (typeof failed.query !== 'string' || !('params' in failed)) return error;
  return {
    type: error.name,
    message: 'failed query',
    query: failed.query,
    cause: { code: failed.cause?.code, message: failed.cause?.message },
    stack: error.stack?.replace(error.message, 'failed query'),
  };
}

/** The result code of any failure, and its message reference when the failure is a refusal (AppError). */
export function resultCodeOf(error: FastifyError): { code: number; messageRef: string | null } {
  if (error instanceof AppError) return { code: error.code, messageRef: error.messageRef };
  if (hasZodFastifySchemaValidationErrors(error)) return { code: resultCodes.badRequest, messageRef: 'v.invalid' };
  if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { code: resultCodes.tooLarge, messageRef: 'e.tooLarge' };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { code: resultCodes.badRequest, messageRef: 'v.invalid' };
  }
  return { code: resultCodes.internal, messageRef: null };
}

/** The one place that turns any failure into the `{ code, msg, data }` envelope. Unknown errors are logged, not shown. */
export function installErrorHandler(app: FastifyInstance, options: { spa: boolean }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = langOf(request);
    const { code, messageRef } = resultCodeOf(error);
    let msg: string;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '') ?? '';
      const text = formatMessage(first?.message ?? 'v.invalid', lang);
      msg = first?.message?.startsWith('v.') || !field ? text : formatMessage('v.invalid', lang) + `: ${field}`;
    } else if (messageRef !== null) {
      if (error.cause instanceof Error) request.log.warn({ err: error.cause }, `refused: ${messageRef}`);
      // A refusal is the client's business; an internal failure with a message (the bucket unreachable) is the
      // operators' too.
      if (code === resultCodes.internal) request.log.error({ err: loggable(error) }, 'unavailable');
      msg = formatMessage(messageRef, lang);
    } else {
      request.log.error({ err: loggable(error) }, 'unhandled error');
      msg = formatMessage('e.internal', lang);
    }
    void reply.status(httpStatusOf(code)).send({ code, msg, data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/socket.io/');
    // The console routes in the browser: any other GET of a page answers with its index.html (its headers: see
    // http/console-static.ts).
    if (options.spa && !isApi && request.method === 'GET') {
      return reply.sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ code: resultCodes.notFound, msg: formatMessage('e.notFound', langOf(request)), data: null });
  });
}
