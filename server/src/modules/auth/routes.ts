import type { FastifyInstance } from 'fastify';
import { account } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';
import { sendCode } from './sms-codes';
import { sendUnlockCode, unlock } from './system-unlock';

export function authRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, account.requestCode, async (input, ctx) => ({
    resendAfterSeconds: await sendCode(deps, input.phone, input.purpose, ctx.ip),
  }));
  registerEndpoint(app, deps, account.loginByPhone, (input) =>
    service.loginByPhone(deps, input.phoneNumber, input.verificationCode),
  );
  registerEndpoint(app, deps, account.loginByUsername, (input, ctx) =>
    service.loginByPassword(deps, input.username, input.password, false, ctx.ip),
  );
  registerEndpoint(app, deps, account.loginPc, (input, ctx) =>
    service.loginByPassword(deps, input.username, input.password, true, ctx.ip),
  );
  registerEndpoint(app, deps, account.logout, async (_input, ctx) => {
    await service.logout(deps, ctx.session);
    return null;
  });
  registerEndpoint(app, deps, account.getInfo, (input, ctx) => service.chooseUnit(deps, ctx.session, input.companyId));
  registerEndpoint(app, deps, account.currentUser, (_input, ctx) => service.currentUser(deps, ctx.session));
  registerEndpoint(app, deps, account.checkPassword, async (_input, ctx) => ({
    mustChange: await service.mustChangePassword(deps, ctx.session),
  }));
  registerEndpoint(app, deps, account.changePassword, async (input) => {
    await service.changePassword(deps, input.username, input.password, input.verificationCode);
    return null;
  });
  registerEndpoint(app, deps, account.systemLogin, (input, ctx) =>
    service.systemLogin(deps, input.username, input.password, ctx.ip),
  );
  registerEndpoint(app, deps, account.systemUnlockCode, (input, ctx) => sendUnlockCode(deps, input.username, ctx.ip));
  registerEndpoint(app, deps, account.systemUnlock, (input) => unlock(deps, input.username, input.code));
  registerEndpoint(app, deps, account.systemUserInfo, (_input, ctx) => service.systemUserInfo(deps, ctx.session));
}
