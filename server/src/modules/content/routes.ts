import type { FastifyInstance } from 'fastify';
import { content } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint, registerUpload } from '../../http/route';
import { sendStoredFile } from '../../http/send-stored-file';
import * as service from './service';

export function contentRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, content.contentList, (input, ctx) => service.list(deps, ctx.session, ctx.lang, input));
  registerEndpoint(app, deps, content.contentDetail, (input, ctx) =>
    service.detail(deps, ctx.session, ctx.lang, input.id),
  );
  registerEndpoint(app, deps, content.contentFileUrl, (input, ctx) =>
    service.attachmentUrl(deps, ctx.session, input.id, input.fileId),
  );
  registerEndpoint(app, deps, content.contentSignup, (input, ctx) => service.signup(deps, ctx.session, input));
  registerEndpoint(app, deps, content.contentUnread, (_input, ctx) => service.unread(deps, ctx.session));

  registerEndpoint(app, deps, content.contentAdminList, (input) => service.adminList(deps, input));
  registerEndpoint(app, deps, content.contentAdminDetail, (input) => service.adminDetail(deps, input.id));
  registerEndpoint(app, deps, content.contentSave, (input, ctx) => service.save(deps, ctx.session, input));
  registerEndpoint(app, deps, content.contentPublish, (input) => service.publish(deps, input.id));
  registerEndpoint(app, deps, content.contentWithdraw, (input) => service.withdraw(deps, input.id));
  registerEndpoint(app, deps, content.contentVersions, (input) => service.versions(deps, input.id));
  registerEndpoint(app, deps, content.contentPreview, (input) => service.preview(deps, input.body));
  registerEndpoint(app, deps, content.contentSignups, (input) => service.signups(deps, input.id));
  registerUpload(app, deps, content.contentUpload, (input, ctx) => service.upload(deps, ctx.session, input.file));

  // The links the calls above hand out (an <img>, a <video> or a download cannot sign): an HMAC and an expiry.
  app.get<{ Params: { fileId: string }; Querystring: { exp?: string; sig?: string } }>(
    `${service.CONTENT_FILE_URL_PREFIX}:fileId`,
    { schema: { hide: true } },
    async (req, reply) => {
      const { row, data, maxAgeSeconds } = await service.open(deps, req.params.fileId, req.query.exp, req.query.sig);
      return sendStoredFile(reply, row, data, maxAgeSeconds);
    },
  );
}
