import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../../contract';

/** The console sends its UI language as Accept-Language; Chinese is the default. */
export function langOf(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && header.toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN';
}
