import type { FastifyInstance } from 'fastify';
import { device, deviceCommand, useRecord } from '../../../../contract';
import type { Deps } from '../../deps';
import { callingDevice } from '../../caller/device';
import { registerEndpoint } from '../../http/route';
import * as commands from './commands';
import * as service from './service';

export function deviceRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, device.deviceList, (input, ctx) => service.list(deps, ctx.session, input));
  registerEndpoint(app, deps, device.deviceDetail, (input, ctx) => service.detail(deps, ctx.session, input.deviceId));
  registerEndpoint(app, deps, device.deviceBind, (input, ctx) => service.bind(deps, ctx.session, input));
  registerEndpoint(app, deps, device.deviceUnbind, (input, ctx) => service.unbind(deps, ctx.session, input.deviceId));
  registerEndpoint(app, deps, device.deviceUpdate, (input, ctx) => service.update(deps, ctx.session, input));
  registerEndpoint(app, deps, device.connectMode, (input, ctx) => service.setConnectMode(deps, ctx.session, input));
  registerEndpoint(app, deps, device.deviceSearchList, (input, ctx) => service.operations(deps, ctx.session, input));
  registerEndpoint(app, deps, device.replaceRecordList, (input, ctx) => service.replacements(deps, ctx.session, input));
  registerEndpoint(app, deps, device.deviceReportOperation, (input, ctx) =>
    service.reportOperation(deps, callingDevice(ctx), input),
  );
  // The gateway's status report (online, battery, position) sits in the use-record API but changes the device.
  registerEndpoint(app, deps, useRecord.deviceStatus, (input, ctx) =>
    service.deviceStatus(deps, callingDevice(ctx), input),
  );
  registerEndpoint(app, deps, deviceCommand.deviceCommandList, (input, ctx) => commands.list(deps, ctx.session, input));
  registerEndpoint(app, deps, deviceCommand.deviceCommandSend, (input, ctx) => commands.send(deps, ctx.session, input));
  registerEndpoint(app, deps, deviceCommand.deviceSettingsGet, (input, ctx) =>
    commands.settings(deps, ctx.session, input.deviceId),
  );
  registerEndpoint(app, deps, deviceCommand.deviceSettingsApply, (input, ctx) =>
    commands.applySettings(deps, ctx.session, input),
  );
  registerEndpoint(app, deps, deviceCommand.gatewayCommands, (_input, ctx) =>
    commands.fetchCommands(deps, callingDevice(ctx)),
  );
  registerEndpoint(app, deps, deviceCommand.gatewayCommandAck, (input, ctx) =>
    commands.acknowledge(deps, callingDevice(ctx), input),
  );
}
