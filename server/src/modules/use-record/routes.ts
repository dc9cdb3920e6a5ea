import type { FastifyInstance } from 'fastify';
import { useRecord } from '../../../../contract';
import type { Deps } from '../../deps';
import { callingDevice } from '../../caller/device';
import { registerEndpoint, registerUpload } from '../../http/route';
import { exportPdf } from './evidence-report';
import * as service from './service';

export function recordRoutes(app: FastifyInstance, deps: Deps): void {
  const u = useRecord;
  registerEndpoint(app, deps, u.useRecordList, (input, ctx) => service.list(deps, ctx.session, input));
  registerEndpoint(app, deps, u.useRecordDetail, (input, ctx) => service.detail(deps, ctx.session, input.id));
  registerEndpoint(app, deps, u.useRecordExportPdf, (input, ctx) => exportPdf(deps, ctx.session, input.empowerNo, ctx));
  registerUpload(app, deps, u.useImageSave, (input, ctx) => service.phoneSave(deps, ctx.session, input));
  registerEndpoint(app, deps, u.phonePhotoList, (input, ctx) => service.phoneList(deps, ctx.session, input));
  registerEndpoint(app, deps, u.operateRecordList, (input, ctx) => service.operateList(deps, ctx.session, input));
  registerEndpoint(app, deps, u.useMonthStatistics, (input, ctx) => service.monthStatistics(deps, ctx.session, input));
  registerEndpoint(app, deps, u.useRecordCountUnread, (_input, ctx) => service.countUnread(deps, ctx.session));
  registerEndpoint(app, deps, u.useRecordClearExceptionUnread, (_input, ctx) =>
    service.clearUnread(deps, ctx.session, 'exception'),
  );
  registerEndpoint(app, deps, u.useRecordClearAuthUnread, (_input, ctx) =>
    service.clearUnread(deps, ctx.session, 'auth'),
  );
  registerEndpoint(app, deps, u.useFindByConfId, (input, ctx) => service.findByConfId(deps, ctx.session, input.confId));
  registerEndpoint(app, deps, u.deviceReportUse, (input, ctx) => service.reportUse(deps, callingDevice(ctx), input));
  registerUpload(app, deps, u.devicePhoto, (input, ctx) => service.devicePhoto(deps, callingDevice(ctx), input));
}
