import type { FastifyInstance } from 'fastify';
import { file } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint, registerUpload } from '../../http/route';
import { sendStoredFile } from '../../http/send-stored-file';
import * as directUpload from './direct-upload';
import * as service from './service';

export function fileRoutes(app: FastifyInstance, deps: Deps): void {
  registerUpload(app, deps, file.fileUpload, (input, ctx) => service.upload(deps, ctx.session, input));
  registerEndpoint(app, deps, file.fileUploadPlan, (input, ctx) => directUpload.plan(deps, ctx.session, input));
  registerEndpoint(app, deps, file.fileUploadConfirm, (input, ctx) =>
    directUpload.confirm(deps, ctx.session, input.ticket),
  );
  registerEndpoint(app, deps, file.fileTempUrl, (input, ctx) => service.tempUrl(deps, ctx.session, input.filePath));
  registerEndpoint(app, deps, file.fileDelete, (input, ctx) => service.remove(deps, ctx.session, input.fileId));

  // The links temp-url hands out: unsigned requests (an <img> or a new tab cannot sign), so the link itself carries
  // an HMAC and an expiry.
  app.get<{ Params: { fileId: string }; Querystring: { exp?: string; sig?: string } }>(
    `${service.FILE_URL_PREFIX}:fileId`,
    { schema: { hide: true } },
    async (req, reply) => {
      const opened = await service.open(deps, req.params.fileId, req.query.exp, req.query.sig);
      if ('redirect' in opened) return reply.header('cache-control', 'no-store').redirect(opened.redirect, 302);
      return sendStoredFile(reply, opened.row, opened.data, opened.maxAgeSeconds);
    },
  );
}
