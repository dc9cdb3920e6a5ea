import type { useRecord } from '../../../../contract';
import { labelsOf, nameOf } from '../../lib/document-labels';
import type { EventDraft } from '../realtime/service';
import type { UseRow } from './repository';

/*
 * The unit events of the device gateway (contract/realtime.ts): a use goes to the staff and its member, an abnormal
 * use raises an alert for the staff, and the member hears the live-photo channel's notices about their own stamps.
 */

const labels = labelsOf('zh-CN');

/** A new use: the use itself, an alert when it is an exception, the member's notice. */
export function stampEvents(row: UseRow, remaining: number | null): EventDraft[] {
  const to = { staffAnd: row.userId };
  const kind = row.exceptionKind as (typeof useRecord.exceptionKinds)[number] | null;
  const drafts: EventDraft[] = [
    {
      type: 'use',
      to,
      use: {
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
        exceptionKind: kind,
        authorizationId: row.authorizationId,
        empowerNo: row.empowerNo,
        remaining,
      },
    },
  ];
  if (kind) {
    const what = nameOf(labels.exceptionKind, kind);
    drafts.push({
      type: 'alert',
      to: 'staff',
      alert: {
        kind,
        deviceId: row.deviceId,
        deviceName: row.deviceName,
        useRecordId: row.id,
        userName: row.userName,
        text: `异常用印：「${row.deviceName}」${what}`,
      },
    });
  }
  if (row.userId !== null) {
    const message =
      kind !== null
        ? {
            msgType: 'ERROR' as const,
            msg: `「${row.deviceName}」的用印记为异常：${nameOf(labels.exceptionKind, kind)}`,
          }
        : remaining === 0
          ? { msgType: 'INFO' as const, msg: `「${row.deviceName}」用印成功，授权次数已用完` }
          : { msgType: 'INFO' as const, msg: `「${row.deviceName}」用印成功，剩余 ${remaining ?? 0} 次` };
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
      message: { msgType: 'INFO', msg: `「${p.deviceName}」用印照片已上传` },
    });
  }
  return drafts;
}
