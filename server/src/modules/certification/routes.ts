import type { FastifyInstance } from 'fastify';
import { unit } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function certificationRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, unit.certificationApply, (input, ctx) => service.apply(deps, ctx.session, input));
  registerEndpoint(app, deps, unit.certificationInfo, (input, ctx) => service.info(deps, ctx.session, input.id));
  registerEndpoint(app, deps, unit.ocrBusinessLicence, (input, ctx) =>
    service.readLicence(deps, ctx.session, input.fileId),
  );
}
