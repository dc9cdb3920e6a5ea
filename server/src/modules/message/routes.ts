import type { FastifyInstance } from 'fastify';
import { message } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as service from './service';

export function messageRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, message.messageList, (input, ctx) => service.list(deps, ctx.session, input, ctx.lang));
  registerEndpoint(app, deps, message.messageCountUnread, (_input, ctx) => service.countUnread(deps, ctx.session));
  registerEndpoint(app, deps, message.messageMarkRead, (input, ctx) => service.markRead(deps, ctx.session, input.ids));
}
