import { describe, expect, it } from 'vitest';
import { fillText, messageTextOf, messageTexts } from '../../contract';

const placeholders = (text: string) => [...new Set(text.match(/\{\d+\}/g) ?? [])].sort();

describe('message centre texts', () => {
  it('name the same arguments in both languages', () => {
    for (const [key, entry] of Object.entries(messageTexts)) {
      expect(placeholders(entry['en-US']), key).toEqual(placeholders(entry['zh-CN']));
    }
  });

  it('fill arguments in one pass: braces inside an argument stay as typed', () => {
    expect(fillText('{{0}} and {{1}}', ['{{1}}', 'x'])).toBe('{{1}} and x');
    expect(messageTextOf('m.auth.content', 'en-US', ['EP1', 'Seal {{0}}', 1, '2026-12-01'])).toBe(
      'Authorisation EP1, device “Seal {{0}}”, 1 use(s), valid until 2026-12-01',
    );
  });
});
