import type { FastifyInstance } from 'fastify';
import { dictionary } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function dictionaryRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, dictionary.dictTypeList, () => service.types(deps));
  registerEndpoint(app, deps, dictionary.dictList, (input) => service.entries(deps, input));
  registerEndpoint(app, deps, dictionary.dictAdd, (input) => service.add(deps, input));
  registerEndpoint(app, deps, dictionary.dictUpdate, (input) => service.update(deps, input));
  registerEndpoint(app, deps, dictionary.dictDelete, (input) => service.remove(deps, input.id));
  registerEndpoint(app, deps, dictionary.dictOptions, (input) => service.options(deps, input.typeCode));
}
