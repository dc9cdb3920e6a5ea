import type { FastifyInstance } from 'fastify';

/**
 * The console's Content-Security-Policy: scripts, styles sheets, fonts and connections from its own origin only (no
 * inline script, no eval, no injected <style>); style attributes stay allowed, since the charts and Tremor's
 * overlays position their elements with them. Images may be data: or blob: URLs (previews of a picture being
 * uploaded, the map's markers). No page may frame the console (the approval and grant screens cannot be clickjacked).
 * With object storage, its bucket's origin is where uploads are PUT and where file links redirect (images, frames).
 */
export function consoleCsp(storageOrigin?: string): string {
  const bucket = storageOrigin ? ` ${storageOrigin}` : '';
  return [
    `default-src 'self'${bucket}`,
    "script-src 'self'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob:${bucket}`,
    "font-src 'self' data:",
    `connect-src 'self'${bucket}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * A user's file opened from its link runs nothing and reaches nothing (sandbox: a unique origin, no scripts). PDFs
 * are left out of the sandbox: browsers refuse to show a PDF in a sandboxed document, and their viewers run a PDF's
 * scripts apart from the page anyway.
 */
export const USER_FILE_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'";
const PDF_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The same on every answer: pages, API calls, files. */
const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  // File links carry their signature in the query: it must not leave in a Referer header.
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
} as const;

/**
 * Adds the security headers to every answer; `filePrefix` is where user files are served, `storageOrigin` the
 * bucket's origin when browsers talk to object storage.
 */
export function installSecurityHeaders(app: FastifyInstance, filePrefix: string, storageOrigin?: string): void {
  const CONSOLE_CSP = consoleCsp(storageOrigin);
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) void reply.header(name, value);
    if (!reply.hasHeader('content-security-policy')) {
      const userFile = request.url.startsWith(filePrefix);
      const pdf = String(reply.getHeader('content-type') ?? '').startsWith('application/pdf');
      void reply.header('content-security-policy', userFile ? (pdf ? PDF_CSP : USER_FILE_CSP) : CONSOLE_CSP);
    }
    return payload;
  });
}
