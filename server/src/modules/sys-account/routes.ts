import type { FastifyInstance } from 'fastify';
import { sysAccount } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function sysAccountRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, sysAccount.accountList, (input) => service.list(deps, input));
  registerEndpoint(app, deps, sysAccount.accountDetail, (input) => service.detail(deps, input.id));
  registerEndpoint(app, deps, sysAccount.accountAdd, (input, ctx) => service.add(deps, ctx.session, input));
  registerEndpoint(app, deps, sysAccount.accountUpdate, (input, ctx) => service.update(deps, ctx.session, input));
  registerEndpoint(app, deps, sysAccount.accountState, (input, ctx) =>
    service.setState(deps, ctx.session, input.id, input.disabled),
  );
  registerEndpoint(app, deps, sysAccount.accountResetPassword, (input) => service.resetPassword(deps, input.id));
  registerEndpoint(app, deps, sysAccount.ownPasswordState, (_input, ctx) => service.passwordState(deps, ctx.session));
  registerEndpoint(app, deps, sysAccount.changeOwnPassword, (input, ctx) =>
    service.changeOwnPassword(deps, ctx.session, input),
  );
}
