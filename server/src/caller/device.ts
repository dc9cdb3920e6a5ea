import type { FastifyRequest } from 'fastify';
import { resultCodes } from '../../../contract';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import { hmac, safeEqual } from '../lib/crypto';
import { callerRepo } from './repository';

/** A device calling through the gateway (access 'device'): its row and the unit it is bound to. */
export type DeviceContext = NonNullable<Awaited<ReturnType<typeof callerRepo.boundDevice>>>;

/** The token a device presents: HMAC-SHA256 of its id under the server's secret (APP_SECRET or the data dir's). */
export function deviceTokenOf(secret: string, deviceId: string): string {
  return hmac(secret, `device-token:${deviceId}`);
}

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : '';
}

/**
 * The device of the headers `deviceId` and `deviceToken`: the token is compared in constant time, and the device must
 * be bound to a unit. Anything else is refused alike (401 'e.deviceTokenInvalid').
 */
export async function resolveDevice(deps: Deps, request: FastifyRequest): Promise<DeviceContext> {
  const deviceId = header(request, 'deviceId');
  const token = header(request, 'deviceToken');
  const invalid = new AppError(resultCodes.noSession, 'e.deviceTokenInvalid');
  if (!deviceId || deviceId.length > 32 || !token) throw invalid;
  if (!safeEqual(token, deviceTokenOf(deps.secret, deviceId))) throw invalid;
  const device = await boundDevice(deps, deviceId);
  if (!device) throw invalid;
  // A unit the platform disabled: its devices take no grants, uses or state reports until it is enabled again.
  if (device.unitDisabled) throw new AppError(resultCodes.forbidden, 'e.unitDisabled');
  return device;
}

/** The device of a gateway call's context (route.ts sets it for every access 'device' call). */
export function callingDevice(ctx: { device?: DeviceContext | undefined }): DeviceContext {
  if (!ctx.device) throw new AppError(resultCodes.noSession, 'e.deviceTokenInvalid');
  return ctx.device;
}

/** The device as the gateway sees it, without a token check (the device simulator acts as devices it knows). */
export async function boundDevice(deps: Deps, deviceId: string): Promise<DeviceContext | undefined> {
  return callerRepo.boundDevice(deps.db, deviceId);
}
