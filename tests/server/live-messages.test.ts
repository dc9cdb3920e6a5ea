import { describe, expect, it } from 'vitest';
import { photoEvents, stampEvents } from '../../server/src/modules/use-record/live';
import type { UseRow } from '../../server/src/modules/use-record/repository';

const row = (exceptionKind: string | null) =>
  ({
    id: 1,
    deviceId: 'SD00001',
    deviceName: '合同章',
    userId: 5,
    userName: '陈静',
    departmentName: null,
    useType: 0,
    usedAt: new Date('2026-01-05T02:00:00Z'),
    address: null,
    latitude: null,
    longitude: null,
    exceptionKind,
    authorizationId: 9,
    empowerNo: 'EP1',
  }) as unknown as UseRow;

const noticeOf = (drafts: ReturnType<typeof stampEvents>) => drafts.find((d) => d.type === 'message')?.message;

describe("the member's live-photo notices", () => {
  // The Chinese texts are the spec's, byte for byte as before keys were added.
  it('tell the uses left, the last use and an exception, with the key and arguments of each', () => {
    expect(noticeOf(stampEvents(row(null), 2))).toEqual({
      msgType: 'INFO',
      msg: '「合同章」用印成功，剩余 2 次',
      msgKey: 'l.use.remaining',
      msgArgs: ['合同章', 2],
    });
    expect(noticeOf(stampEvents(row(null), 0))).toEqual({
      msgType: 'INFO',
      msg: '「合同章」用印成功，授权次数已用完',
      msgKey: 'l.use.exhausted',
      msgArgs: ['合同章'],
    });
    expect(noticeOf(stampEvents(row('lostLocked'), 1))).toEqual({
      msgType: 'ERROR',
      msg: '「合同章」的用印记为异常：挂失锁定后盖章',
      msgKey: 'l.use.exception.lostLocked',
      msgArgs: ['合同章'],
    });
  });

  it("tell that a device's photo was uploaded", () => {
    const drafts = photoEvents({
      useRecordId: 1,
      deviceId: 'SD00001',
      deviceName: '合同章',
      userId: 5,
      userName: '陈静',
      address: null,
      source: 'device',
      fileId: 'f1',
      takenAt: new Date('2026-01-05T02:00:00Z'),
    });
    expect(noticeOf(drafts)).toEqual({
      msgType: 'INFO',
      msg: '「合同章」用印照片已上传',
      msgKey: 'l.photo.uploaded',
      msgArgs: ['合同章'],
    });
  });
});
