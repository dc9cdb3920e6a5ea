import type { FastifyInstance } from 'fastify';
import { authorization } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function authorizationRoutes(app: FastifyInstance, deps: Deps): void {
  const a = authorization;
  registerEndpoint(app, deps, a.authExistNotClose, (input, ctx) =>
    service.existNotClose(deps, ctx.session, input.deviceId),
  );
  registerEndpoint(app, deps, a.authAuth, (input, ctx) => service.grant(deps, ctx.session, input));
  registerEndpoint(app, deps, a.authApplyAuthorization, (input, ctx) =>
    service.grantForApplication(deps, ctx.session, input),
  );
  registerEndpoint(app, deps, a.authAudit, (input, ctx) => service.audit(deps, ctx.session, input));
  registerEndpoint(app, deps, a.authActive, (input, ctx) => service.act(deps, ctx.session, 'active', input));
  registerEndpoint(app, deps, a.authReActive, (input, ctx) => service.act(deps, ctx.session, 'reActive', input));
  registerEndpoint(app, deps, a.authTmpFinish, (input, ctx) => service.act(deps, ctx.session, 'tmpFinish', input));
  registerEndpoint(app, deps, a.authClose, (input, ctx) => service.act(deps, ctx.session, 'close', input));
  registerEndpoint(app, deps, a.authCancel, (input, ctx) => service.act(deps, ctx.session, 'cancel', input));
  registerEndpoint(app, deps, a.authCloseByDevice, (input, ctx) =>
    service.closeByDevice(deps, ctx.session, input.deviceId),
  );
  registerEndpoint(app, deps, a.authLockPhotograph, (input, ctx) => service.photograph(deps, ctx.session, true, input));
  registerEndpoint(app, deps, a.authUnlockPhotograph, (input, ctx) =>
    service.photograph(deps, ctx.session, false, input),
  );
  registerEndpoint(app, deps, a.authUnlockFence, async (input, ctx) => {
    await service.act(deps, ctx.session, 'unlockFence', input);
    return null;
  });
  registerEndpoint(app, deps, a.authChangeUser, (input, ctx) => service.changeUser(deps, ctx.session, input));
  registerEndpoint(app, deps, a.authList, (input, ctx) => service.list(deps, ctx.session, input));
  registerEndpoint(app, deps, a.authDeviceList, (input, ctx) => service.deviceList(deps, ctx.session, input));
  registerEndpoint(app, deps, a.authOwnUseList, (input, ctx) => service.ownUseList(deps, ctx.session, input));
  registerEndpoint(app, deps, a.authDetail, (input, ctx) => service.detail(deps, ctx.session, input.id));
  registerEndpoint(app, deps, a.fingerprintIsExist, (input, ctx) =>
    service.fingerprintExists(deps, ctx.session, input.userId),
  );
  registerEndpoint(app, deps, a.authCountUnread, (_input, ctx) => service.countUnread(deps, ctx.session));
  registerEndpoint(app, deps, a.authClearUnread, (_input, ctx) => service.clearUnread(deps, ctx.session));
}
