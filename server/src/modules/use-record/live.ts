import { liveMessageOf, type realtime, type useRecord } from '../../../../contract';
import { labelsOf, nameOf } from '../../lib/document-labels';
import type { EventDraft } from '../realtime';
import type { UseRow } from './repository';

/*
 * The unit events of the device gateway (contract/realtime.ts): a use goes to the staff and its member, an abnormal
 * use raises an alert for the staff, and the member hears the live-photo channel's notices about their own stamps.
 */

const labels = labelsOf('zh-CN');

type ExceptionKind = (typeof useRecord.exceptionKinds)[number];

/** A use as the screens show it ('use' events, the dashboard's recent stampings). */
export function liveUseOf(row: UseRow, remaining: number | null): realtime.LiveUse {
  return {
    useRecordId: row.id,
    deviceId: row.deviceId,
    deviceName: row.deviceName,
    userId: row.userId,
    userName: row.userName,
    departmentName: row.departmentName,
    useType: row.useType as useRecord.UseType,
    usedAt: row.usedAt.toISOString(),
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    exceptionKind: row.exceptionKind as ExceptionKind | null,
    authorizationId: row.authorizationId,
    empowerNo: row.empowerNo,
    remaining,
  };
}

/** The alert of an exceptional use (null for a normal one): for the staff, live and in the dashboard's recent alerts. */
export function alertOfUse(row: UseRow): realtime.LiveAlert | null {
  const kind = row.exceptionKind as ExceptionKind | null;
  if (!kind) return null;
  return {
    kind,
    deviceId: row.deviceId,
    deviceName: row.deviceName,
    useRecordId: row.id,
    userName: row.userName,
    text: `异常用印：「${row.deviceName}」${nameOf(labels.exceptionKind, kind)}`,
  };
}

/** A new use: the use itself, an alert when it is an exception, the member's notice. */
export function stampEvents(row: UseRow, remaining: number | null): EventDraft[] {
  const kind = row.exceptionKind as ExceptionKind | null;
  const drafts: EventDraft[] = [{ type: 'use', to: { staffAnd: row.userId }, use: liveUseOf(row, remaining) }];
  const alert = alertOfUse(row);
  if (alert) drafts.push({ type: 'alert', to: 'staff', alert });
  if (row.userId !== null) {
    const message =
      kind !== null
        ? liveMessageOf('ERROR', `l.use.exception.${kind}`, [row.deviceName])
        : remaining === 0
          ? liveMessageOf('INFO', 'l.use.exhausted', [row.deviceName])
          : liveMessageOf('INFO', 'l.use.remaining', [row.deviceName, remaining ?? 0]);
    drafts.push({ type: 'message', to: { user: row.userId }, message });
  }
  return drafts;
}

export interface PhotoFacts {
  useRecordId: number | null;
  deviceId: string;
  deviceName: string;
  userId: number | null;
  userName: string | null;
  address: string | null;
  source: 'device' | 'phone';
  fileId: string;
  takenAt: Date;
}

/** A photo of a use: for the staff and the member; a device's photo is also the member's live-photo notice. */
export function photoEvents(p: PhotoFacts): EventDraft[] {
  const drafts: EventDraft[] = [
    {
      type: 'photo',
      to: { staffAnd: p.userId },
      photo: {
        useRecordId: p.useRecordId,
        deviceId: p.deviceId,
        deviceName: p.deviceName,
        userName: p.userName,
        address: p.address,
        source: p.source,
        fileId: p.fileId,
        takenAt: p.takenAt.toISOString(),
      },
    },
  ];
  if (p.source === 'device' && p.userId !== null) {
    drafts.push({
      type: 'message',
      to: { user: p.userId },
      message: liveMessageOf('INFO', 'l.photo.uploaded', [p.deviceName]),
    });
  }
  return drafts;
}
