import { fillText, type Catalogue, type Lang } from './error-texts';
import type { LiveMessage } from './realtime';

/*
 * The live-photo channel's notices (contract/realtime.ts 'message' events), in both languages. The server sends the
 * Chinese text as `msg` (the spec's field, verbatim what it sent before English came) with the key and arguments it
 * was rendered from, so each screen shows it in its own language. Apart from `messages` so the login page's bundle
 * does not carry them.
 */
export const liveTexts = {
  // {{0}} the device's name, {{1}} the uses left
  'l.use.exhausted': {
    'zh-CN': '「{{0}}」用印成功，授权次数已用完',
    'en-US': 'Stamped with “{{0}}”: the authorisation has no uses left',
  },
  'l.use.remaining': {
    'zh-CN': '「{{0}}」用印成功，剩余 {{1}} 次',
    'en-US': 'Stamped with “{{0}}”: {{1}} use(s) left',
  },
  // One key per exception kind (contract/use-record.ts exceptionKinds): an argument is not translated.
  'l.use.exception.privileged': {
    'zh-CN': '「{{0}}」的用印记为异常：特权盖章',
    'en-US': 'The stamp with “{{0}}” was recorded as an exception: Privileged stamp',
  },
  'l.use.exception.offline': {
    'zh-CN': '「{{0}}」的用印记为异常：离线盖章',
    'en-US': 'The stamp with “{{0}}” was recorded as an exception: Offline stamp',
  },
  'l.use.exception.lostLocked': {
    'zh-CN': '「{{0}}」的用印记为异常：挂失锁定后盖章',
    'en-US': 'The stamp with “{{0}}” was recorded as an exception: Stamped while lost/locked',
  },
  'l.use.exception.outsideHours': {
    'zh-CN': '「{{0}}」的用印记为异常：非工作时间',
    'en-US': 'The stamp with “{{0}}” was recorded as an exception: Outside office hours',
  },
  'l.photo.uploaded': {
    'zh-CN': '「{{0}}」用印照片已上传',
    'en-US': 'The photo of the stamp with “{{0}}” was uploaded',
  },
  // the anomaly centre's live notice: {{0}} device, one key per rule
  'l.anomaly.afterHours': {
    'zh-CN': '异常告警：「{{0}}」非工作时间用印',
    'en-US': 'Anomaly alert: “{{0}}”, a stamp outside working hours',
  },
  'l.anomaly.privileged': {
    'zh-CN': '异常告警：「{{0}}」特权盖章',
    'en-US': 'Anomaly alert: “{{0}}”, a privileged stamp',
  },
  'l.anomaly.offline': { 'zh-CN': '异常告警：「{{0}}」离线盖章', 'en-US': 'Anomaly alert: “{{0}}”, an offline stamp' },
  'l.anomaly.noPhoto': {
    'zh-CN': '异常告警：「{{0}}」用印无照片',
    'en-US': 'Anomaly alert: “{{0}}”, a stamp without a photo',
  },
  'l.anomaly.lost': {
    'zh-CN': '异常告警：「{{0}}」挂失设备用印',
    'en-US': 'Anomaly alert: “{{0}}”, a stamp by a device reported lost',
  },
  'l.anomaly.frequency': {
    'zh-CN': '异常告警：「{{0}}」用印频率异常',
    'en-US': 'Anomaly alert: “{{0}}”, unusually frequent stamps',
  },
  'l.anomaly.outsideFence': {
    'zh-CN': '异常告警：「{{0}}」在授权围栏外用印',
    'en-US': 'Anomaly alert: “{{0}}”, a stamp outside the authorisation’s fence',
  },
  'l.anomaly.fenceNoLocation': {
    'zh-CN': '异常告警：「{{0}}」用印未上报位置',
    'en-US': 'Anomaly alert: “{{0}}”, a fenced stamp without a location',
  },
} satisfies Catalogue;

export type LiveTextKey = keyof typeof liveTexts;

/** A notice as the server sends it: the Chinese `msg` and the key and arguments it came from. */
export function liveMessageOf(
  msgType: LiveMessage['msgType'],
  msgKey: LiveTextKey,
  msgArgs: Array<string | number>,
): LiveMessage {
  return { msgType, msg: fillText(liveTexts[msgKey]['zh-CN'], msgArgs), msgKey, msgArgs };
}

/** A notice in the given language; `msg` when its key is unknown here (older events, a newer server) or absent. */
export function liveMessageText(message: LiveMessage, lang: Lang): string {
  const entry = message.msgKey === undefined ? undefined : (liveTexts as Catalogue)[message.msgKey];
  return entry ? fillText(entry[lang], message.msgArgs ?? []) : message.msg;
}
