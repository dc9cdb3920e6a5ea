import type { FastifyInstance } from 'fastify';
import { platform } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function platformRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, platform.overview, () => service.overview(deps));
  registerEndpoint(app, deps, platform.unitList, (input) => service.unitList(deps, input));
  registerEndpoint(app, deps, platform.unitDisable, (input) =>
    service.setUnitDisabled(deps, input.companyId, input.disabled),
  );
}
