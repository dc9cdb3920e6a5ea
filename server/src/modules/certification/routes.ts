import type { FastifyInstance } from 'fastify';
import { platform, unit } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function certificationRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, unit.certificationApply, (input, ctx) => service.apply(deps, ctx.session, input));
  registerEndpoint(app, deps, unit.certificationInfo, (input, ctx) => service.info(deps, ctx.session, input.id));
  registerEndpoint(app, deps, unit.ocrBusinessLicence, (input, ctx) =>
    service.readLicence(deps, ctx.session, input.fileId),
  );
  registerEndpoint(app, deps, platform.certificationList, (input) => service.reviewList(deps, input));
  registerEndpoint(app, deps, platform.certificationReview, (input) => service.review(deps, input));
  registerEndpoint(app, deps, platform.certificationLicenceUrl, (input) => service.licenceUrl(deps, input.id));
}
