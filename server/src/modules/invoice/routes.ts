import type { FastifyInstance } from 'fastify';
import { invoice } from '../../../../contract';
import type { Deps } from '../../deps';
import { registerEndpoint } from '../../http/route';
import * as invoices from './invoice-service';
import * as issuing from './issuing-service';
import * as payers from './payer-service';

export function invoiceRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, invoice.payerList, (_input, ctx) => payers.list(deps, ctx.session));
  registerEndpoint(app, deps, invoice.payerAdd, (input, ctx) => payers.add(deps, ctx.session, input));
  registerEndpoint(app, deps, invoice.payerUpdate, (input, ctx) => payers.update(deps, ctx.session, input));
  registerEndpoint(app, deps, invoice.payerDelete, (input, ctx) => payers.remove(deps, ctx.session, input.id));
  registerEndpoint(app, deps, invoice.invoiceableOrders, (_input, ctx) => invoices.orders(deps, ctx.session));
  registerEndpoint(app, deps, invoice.invoiceApply, (input, ctx) => invoices.apply(deps, ctx.session, input));
  registerEndpoint(app, deps, invoice.invoiceList, (input, ctx) => invoices.list(deps, ctx.session, input));
  registerEndpoint(app, deps, invoice.invoiceDetail, (input, ctx) => invoices.detail(deps, ctx.session, input.id));
  registerEndpoint(app, deps, invoice.invoiceCancel, (input, ctx) => invoices.cancel(deps, ctx.session, input.id));
  registerEndpoint(app, deps, invoice.invoiceAccept, (input, ctx) => invoices.accept(deps, ctx.session, input.id));
  registerEndpoint(app, deps, invoice.invoiceDocument, (input, ctx) => invoices.document(deps, ctx.session, input));
  registerEndpoint(app, deps, invoice.issuingList, (input) => issuing.list(deps, input));
  registerEndpoint(app, deps, invoice.issuingIssue, (input) => issuing.issue(deps, input.id));
  registerEndpoint(app, deps, invoice.issuingReject, (input) => issuing.reject(deps, input));
  registerEndpoint(app, deps, invoice.issuingReverse, (input) => issuing.reverse(deps, input));
  registerEndpoint(app, deps, invoice.invoiceReissue, (input, ctx) => invoices.reissue(deps, ctx.session, input.id));
}
