import type { FastifyReply } from 'fastify';

/**
 * Sends a stored file behind a signed link: images, videos and PDFs show in the browser; anything else (an xlsx
 * export, a Word template) is saved under its name. Private caching for as long as the link works.
 */
/** Images, videos and PDFs show in the browser; anything else is saved under its name. */
export function dispositionOf(file: { name: string; contentType: string }): string {
  const shown = /^(image|video)\//.test(file.contentType) || file.contentType === 'application/pdf';
  return `${shown ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`;
}

export function sendStoredFile(
  reply: FastifyReply,
  file: { name: string; contentType: string },
  data: Buffer,
  maxAgeSeconds: number,
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', data.length)
    .header('cache-control', `private, max-age=${maxAgeSeconds}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', dispositionOf(file))
    .send(data);
}
