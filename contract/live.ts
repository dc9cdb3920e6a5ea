import { z } from 'zod/mini';
import { exceptionKinds, useRecordSchema } from './use-record';

/*
 * What a stamping and an alert look like on the screens: the payloads of the realtime channel's 'use',
 * 'photo' and 'alert' events (contract/realtime.ts) and of the dashboard's recent call (contract/dashboard.ts), which
 * fills the screens before live events arrive.
 */

const id = z.int();
const useShape = useRecordSchema.shape;

/** A stamp a device just reported (with what it left of its authorisation). */
export const liveUseSchema = z.object({
  useRecordId: id,
  deviceId: z.string(),
  deviceName: z.string(),
  userId: z.nullable(id),
  userName: z.nullable(z.string()),
  departmentName: z.nullable(z.string()),
  useType: useShape.useType,
  usedAt: z.string(),
  address: z.nullable(z.string()),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  exceptionKind: z.nullable(z.enum(exceptionKinds)),
  authorizationId: z.nullable(id),
  empowerNo: z.nullable(z.string()),
  /** Uses left on the authorisation after this one (networked uses only). */
  remaining: z.nullable(z.int()),
});
export type LiveUse = z.infer<typeof liveUseSchema>;

/** A photo of a use arrived (the device's, or the member's phone's). */
export const livePhotoSchema = z.object({
  /** Null for a phone photo that waits for the authorisation's next use. */
  useRecordId: z.nullable(id),
  deviceId: z.string(),
  deviceName: z.string(),
  userName: z.nullable(z.string()),
  address: z.nullable(z.string()),
  source: z.enum(['device', 'phone']),
  fileId: z.string(),
  takenAt: z.string(),
  /** A short-lived link to the picture (signed when sent, backfilled or read back; see file/v2/temp-url). */
  url: z.string(),
});
export type LivePhoto = z.infer<typeof livePhotoSchema>;

/** Abnormal events: the exception kinds of uses, a battery running low, a device reported lost and locked. */
export const alertKinds = [...exceptionKinds, 'lowBattery', 'lost'] as const;
export type AlertKind = (typeof alertKinds)[number];
/** A battery at or below this (percent) raises a 'lowBattery' alert when it drops there. */
export const LOW_BATTERY = 20;

export const liveAlertSchema = z.object({
  kind: z.enum(alertKinds),
  deviceId: z.string(),
  deviceName: z.string(),
  useRecordId: z.nullable(id),
  userName: z.nullable(z.string()),
  /** The alert in Chinese, as the server's notices are; a console in another language renders `kind` itself. */
  text: z.string(),
});
export type LiveAlert = z.infer<typeof liveAlertSchema>;
