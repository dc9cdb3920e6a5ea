import type { FastifyInstance } from 'fastify';
import { cost } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import { listHoldings, setAutoRenew } from './holdings';
import * as platform from './platform';
import { answerNotification } from './payments';
import * as refunds from './refunds';
import { payBySandbox } from './sandbox-service';
import { smsList, smsSummary } from './sms-reminders';
import * as service from './service';
import { listSims } from './sims';
import * as statementLines from './statement-lines';
import * as transfers from './transfers';

export function costRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, cost.productList, (input) => service.products(deps, input.serviceType));
  registerEndpoint(app, deps, cost.payChannelList, async () => service.payChannels(deps));
  registerEndpoint(app, deps, cost.orderCreate, (input, ctx) => service.create(deps, ctx.session, input));
  registerEndpoint(app, deps, cost.orderList, (input, ctx) => service.list(deps, ctx.session, input));
  registerEndpoint(app, deps, cost.orderDetail, (input, ctx) => service.detail(deps, ctx.session, input.id));
  registerEndpoint(app, deps, cost.orderCancel, (input, ctx) => service.cancel(deps, ctx.session, input.id));
  registerEndpoint(app, deps, cost.orderSync, (input, ctx) => service.sync(deps, ctx.session, input.id));
  registerEndpoint(app, deps, cost.holdingList, (input, ctx) => listHoldings(deps, ctx.session, input));
  registerEndpoint(app, deps, cost.holdingAutoRenew, (input, ctx) => setAutoRenew(deps, ctx.session, input));
  registerEndpoint(app, deps, cost.smsSummary, (_input, ctx) => smsSummary(deps, ctx.session));
  registerEndpoint(app, deps, cost.smsReminderList, (input, ctx) => smsList(deps, ctx.session, input));
  registerEndpoint(app, deps, cost.platformOrderList, (input) => platform.orders(deps, input));
  registerEndpoint(app, deps, cost.platformRevenue, () => platform.revenue(deps));
  registerEndpoint(app, deps, cost.platformProductList, () => platform.products(deps));
  registerEndpoint(app, deps, cost.platformProductUpdate, (input) => platform.updateProduct(deps, input));
  registerEndpoint(app, deps, cost.refundRequest, (input, ctx) => refunds.request(deps, ctx.session, input));
  registerEndpoint(app, deps, cost.platformRefundList, (input) => refunds.platformList(deps, input));
  // The refund's channel call runs between two transactions of its own (refunds.ts), not in the call's.
  registerEndpoint(app, deps, cost.platformRefundApprove, (input) => refunds.approve(deps, input.id), {
    transaction: 'own',
  });
  registerEndpoint(app, deps, cost.platformRefundReject, (input) => refunds.reject(deps, input));
  registerEndpoint(app, deps, cost.simList, (input, ctx) => listSims(deps, ctx.session, input.deviceId || undefined));
  registerEndpoint(app, deps, cost.transferChoose, (input, ctx) => transfers.choose(deps, ctx.session, input.id));
  registerEndpoint(app, deps, cost.transferReceipt, (input, ctx) => transfers.submitReceipt(deps, ctx.session, input));
  registerEndpoint(app, deps, cost.platformTransferList, (input) => transfers.platformList(deps, input));
  registerEndpoint(app, deps, cost.platformTransferApprove, (input) => transfers.approve(deps, input.id));
  registerEndpoint(app, deps, cost.platformTransferCheck, (input) => transfers.check(deps, input.id));
  registerEndpoint(app, deps, cost.platformTransferReject, (input) => transfers.reject(deps, input));
  registerEndpoint(app, deps, cost.platformStatementImport, (input) => statementLines.importStatement(deps, input));
  registerEndpoint(app, deps, cost.platformStatementLineList, (input) => statementLines.list(deps, input));
  registerEndpoint(app, deps, cost.sandboxPay, (input, ctx) => payBySandbox(deps, ctx.session, input));

  // Channels post here, signed their own way: the body is read as text so that the channel verifies what it signed.
  // (The app's own JSON and form parsers are replaced in this scope only; Alipay posts a form.)
  void app.register(async (scope) => {
    for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
      scope.removeContentTypeParser(type);
      scope.addContentTypeParser(type, { parseAs: 'string' }, (_req, body, done) => done(null, body));
    }
    scope.post<{ Params: { channel: string }; Body: string }>(
      cost.PAY_NOTIFY_URL,
      { schema: { hide: true } },
      async (req, reply) => {
        const answer = await answerNotification(deps, req.params.channel, req.headers, String(req.body ?? ''), req.log);
        return reply.code(answer.status).send(answer.body);
      },
    );
  });
}
