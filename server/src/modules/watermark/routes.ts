import type { FastifyInstance } from 'fastify';
import { document } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import { openZip, ZIP_URL_PREFIX, zipLink } from './copies-zip';
import * as rules from './rules';
import * as service from './service';

export function watermarkRoutes(app: FastifyInstance, deps: Deps): void {
  // Marking runs for seconds (a PDF's pages in a worker); the copies commit in a transaction of their own.
  registerEndpoint(app, deps, document.addWatermark, (input, ctx) => service.issue(deps, ctx.session, input), {
    transaction: 'own',
  });
  // The search runs for seconds in a worker; its one write (the detection's record) needs no call transaction.
  registerEndpoint(
    app,
    deps,
    document.detectWatermark,
    (input, ctx) => service.detect(deps, ctx.session, input.fileId),
    { transaction: 'own' },
  );
  registerEndpoint(app, deps, document.issuanceList, (input, ctx) => service.list(deps, ctx.session, input));
  registerEndpoint(app, deps, document.issuanceZip, (input, ctx) =>
    zipLink(deps, ctx.session.companyId!, input.batchId),
  );
  registerEndpoint(app, deps, document.ruleDetail, (_input, ctx) => rules.ruleOf(deps, ctx.session.companyId!));
  registerEndpoint(app, deps, document.ruleUpdate, (input, ctx) => rules.updateRule(deps, ctx.session, input));

  // What issuanceZip's links open (a download cannot sign a request): the link carries an HMAC and an expiry.
  app.get<{ Params: { companyId: string; batchId: string }; Querystring: { exp?: string; sig?: string } }>(
    `${ZIP_URL_PREFIX}:companyId/:batchId`,
    { schema: { hide: true } },
    async (req, reply) => {
      const zip = await openZip(deps, req.params.companyId, req.params.batchId, req.query.exp, req.query.sig);
      if (zip.size !== null) void reply.header('content-length', zip.size);
      return reply
        .header('content-type', 'application/zip')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(zip.name)}`)
        .send(zip.output);
    },
  );
}
