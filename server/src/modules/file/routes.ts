import type { FastifyInstance } from 'fastify';
import { file } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint, registerUpload } from '../../http/route';
import * as service from './service';

export function fileRoutes(app: FastifyInstance, deps: Deps): void {
  registerUpload(app, deps, file.fileUpload, (input, ctx) => service.upload(deps, ctx.session, input));
  registerEndpoint(app, deps, file.fileTempUrl, (input, ctx) => service.tempUrl(deps, ctx.session, input.filePath));
  registerEndpoint(app, deps, file.fileDelete, (input, ctx) => service.remove(deps, ctx.session, input.fileId));

  // The links temp-url hands out: unsigned requests (an <img> or a new tab cannot sign), so the link itself carries
  // an HMAC and an expiry.
  app.get<{ Params: { fileId: string }; Querystring: { exp?: string; sig?: string } }>(
    `${service.FILE_URL_PREFIX}:fileId`,
    { schema: { hide: true } },
    async (req, reply) => {
      const { row, data, maxAgeSeconds } = await service.open(deps, req.params.fileId, req.query.exp, req.query.sig);
      // Images and PDFs show in the browser; anything else (an xlsx export) is saved under its name.
      const shown = row.contentType.startsWith('image/') || row.contentType === 'application/pdf';
      return reply
        .header('content-type', row.contentType)
        .header('content-length', data.length)
        .header('cache-control', `private, max-age=${maxAgeSeconds}`)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `${shown ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
        )
        .send(data);
    },
  );
}
