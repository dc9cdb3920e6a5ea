import type { FastifySerializerCompiler } from 'fastify';
import { isSharedResponse } from '../lib/shared-response';

/**
 * A route's serialiser that serialises the success envelope of shared, frozen data (lib/shared-response.ts) once and
 * hands the same text to every later reply of that data; anything else goes through `compile`'s serialiser as before.
 * Texts are held by the data object (weakly), so they go with it.
 */
export function sharingSerializerCompiler<S>(compile: FastifySerializerCompiler<S>): FastifySerializerCompiler<S> {
  return (routeSchema) => {
    const serialize = compile(routeSchema);
    const texts = new WeakMap<object, string>();
    return (payload: unknown) => {
      const envelope = payload as { code?: unknown; msg?: unknown; data?: unknown } | null;
      const data = envelope?.data;
      // Only the route helper's success envelope ({ code: 0, msg: 'success', data }) is keyed by its data alone.
      if (!isSharedResponse(data) || envelope?.code !== 0 || envelope.msg !== 'success') return serialize(payload);
      let text = texts.get(data);
      if (text === undefined) texts.set(data, (text = serialize(payload)));
      return text;
    };
  };
}
