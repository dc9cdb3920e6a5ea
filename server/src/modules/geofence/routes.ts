import type { FastifyInstance } from 'fastify';
import { geofence } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function geofenceRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, geofence.placeList, (_input, ctx) => service.list(deps, ctx.session));
  registerEndpoint(app, deps, geofence.placeAdd, (input, ctx) => service.add(deps, ctx.session, input));
  registerEndpoint(app, deps, geofence.placeDelete, (input, ctx) => service.remove(deps, ctx.session, input.id));
}
