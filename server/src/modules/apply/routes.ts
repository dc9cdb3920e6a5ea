import type { FastifyInstance } from 'fastify';
import { apply } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function applyRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, apply.applySave, (input, ctx) => service.save(deps, ctx.session, input));
  registerEndpoint(app, deps, apply.applyList, (input, ctx) => service.list(deps, ctx.session, input));
  registerEndpoint(app, deps, apply.applyApproveList, (input, ctx) => service.approveList(deps, ctx.session, input));
  registerEndpoint(app, deps, apply.applyApprove, (input, ctx) => service.approve(deps, ctx.session, input));
  registerEndpoint(app, deps, apply.applyApproveBatch, (input, ctx) =>
    service.approveBatch(deps, ctx.session, input, ctx.lang),
  );
  registerEndpoint(app, deps, apply.applyRevoke, (input, ctx) => service.revoke(deps, ctx.session, input.id));
  registerEndpoint(app, deps, apply.applyRenotify, (input, ctx) => service.renotify(deps, ctx.session, input.id));
  registerEndpoint(app, deps, apply.applySaveDraft, (input, ctx) => service.saveDraft(deps, ctx.session, input));
  registerEndpoint(app, deps, apply.applyDeleteDraft, (input, ctx) => service.deleteDraft(deps, ctx.session, input.id));
  registerEndpoint(app, deps, apply.applyDraftSubmit, (input, ctx) => service.draftSubmit(deps, ctx.session, input.id));
  registerEndpoint(app, deps, apply.applyDetailInfo, (input, ctx) => service.detail(deps, ctx.session, input.id));
  registerEndpoint(app, deps, apply.applyNotifyList, (input, ctx) => service.notifyList(deps, ctx.session, input.id));
  registerEndpoint(app, deps, apply.applyCurrentStatus, (input, ctx) =>
    service.currentStatus(deps, ctx.session, input.id),
  );
  registerEndpoint(app, deps, apply.applyDrafts, (input, ctx) => service.drafts(deps, ctx.session, input.userId));
  registerEndpoint(app, deps, apply.applyCountUnread, (_input, ctx) => service.countUnread(deps, ctx.session));
  registerEndpoint(app, deps, apply.applyUpdateReadStatus, (input, ctx) =>
    service.updateReadStatus(deps, ctx.session, input.id),
  );
}
