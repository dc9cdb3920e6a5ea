import { z } from 'zod/mini';

/** The envelope as a schema (server responses, OpenAPI); kept apart so the console's client code loads no zod. */
export function envelopeOf<T extends z.ZodMiniType>(data: T) {
  return z.object({ code: z.int(), msg: z.string(), data });
}
