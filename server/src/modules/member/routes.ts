import type { FastifyInstance } from 'fastify';
import { invitation, org, unit } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as invitations from './invitations';
import * as service from './service';

export function memberRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, org.roleList, (_input, ctx) => service.roleList(deps, ctx.session, ctx.lang));
  registerEndpoint(app, deps, org.memberList, (input, ctx) => service.list(deps, ctx.session, input));
  registerEndpoint(app, deps, org.memberDetail, (input, ctx) => service.detail(deps, ctx.session, input.userId));
  registerEndpoint(app, deps, org.memberAdd, (input, ctx) => service.add(deps, ctx.session, input));
  registerEndpoint(app, deps, org.memberUpdate, (input, ctx) => service.update(deps, ctx.session, input));
  registerEndpoint(app, deps, unit.isDisablePhone, (input, ctx) =>
    service.isDisabledPhone(deps, ctx.session, input.phone),
  );
  registerEndpoint(app, deps, org.changeSuperAdmin, (input, ctx) =>
    service.changeSuperAdmin(deps, ctx.session, input.userId),
  );
  registerEndpoint(app, deps, invitation.invitationList, (input, ctx) =>
    invitations.unitInvitations(deps, ctx.session, input),
  );
  registerEndpoint(app, deps, invitation.invitationResend, (input, ctx) =>
    invitations.resend(deps, ctx.session, input.id),
  );
  registerEndpoint(app, deps, invitation.invitationRevoke, (input, ctx) =>
    invitations.revoke(deps, ctx.session, input.id),
  );
  registerEndpoint(app, deps, invitation.myInvitations, (_input, ctx) => invitations.mine(deps, ctx.session));
  registerEndpoint(app, deps, invitation.invitationAccept, (input, ctx) =>
    invitations.accept(deps, ctx.session, input.id),
  );
  registerEndpoint(app, deps, invitation.invitationDecline, (input, ctx) =>
    invitations.decline(deps, ctx.session, input.id),
  );
}
