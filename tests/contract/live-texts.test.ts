import { describe, expect, it } from 'vitest';
import { liveMessageOf, liveMessageText, liveTexts, useRecord } from '../../contract';

const placeholders = (text: string) => [...new Set(text.match(/\{\d+\}/g) ?? [])].sort();

describe('live-photo notice texts', () => {
  it('have both languages, naming the same arguments', () => {
    for (const [key, entry] of Object.entries(liveTexts)) {
      expect(entry['zh-CN'], key).not.toBe('');
      expect(entry['en-US'], key).not.toBe('');
      expect(placeholders(entry['en-US']), key).toEqual(placeholders(entry['zh-CN']));
    }
  });

  it('have a notice for every exception kind', () => {
    for (const kind of useRecord.exceptionKinds) expect(liveTexts).toHaveProperty([`l.use.exception.${kind}`]);
  });

  it('render the Chinese msg and each language from one key and the same arguments', () => {
    const message = liveMessageOf('INFO', 'l.use.remaining', ['印章 {{1}}', 3]);
    expect(message).toEqual({
      msgType: 'INFO',
      msg: '「印章 {{1}}」用印成功，剩余 3 次',
      msgKey: 'l.use.remaining',
      msgArgs: ['印章 {{1}}', 3],
    });
    expect(liveMessageText(message, 'en-US')).toBe('Stamped with “印章 {{1}}”: 3 use(s) left');
    expect(liveMessageText(message, 'zh-CN')).toBe(message.msg);
  });

  it('fall back to msg without a key or with one unknown here', () => {
    expect(liveMessageText({ msgType: 'INFO', msg: '旧通知' }, 'en-US')).toBe('旧通知');
    expect(liveMessageText({ msgType: 'ERROR', msg: '新通知', msgKey: 'l.later', msgArgs: [1] }, 'en-US')).toBe(
      '新通知',
    );
  });
});
