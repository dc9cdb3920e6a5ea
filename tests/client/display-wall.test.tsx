/**
 * The wall opened by a display link: the token leaves the address bar for the page's storage, a refused link shows
 * why instead of sending the wall to a log-in, /display needs no session, and the kiosk's daily reload rule.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decide } from '@/app/guard-rules';
import { handleEnvelopeError } from '@/lib/api-client/errors';
import '@/lib/i18n';
import { registerNavigator } from '@/lib/navigation';
import { callAsDisplay, currentToken, setSession } from '@/lib/session';
import { readToken } from '@/lib/storage';
import DisplayWallPage from '../../big-screen/display-wall-page';
import { DISPLAY_TOKEN_KEY, refusalOf, takeDisplayToken } from '../../big-screen/display-link';
import { dueForReload, reloadHourOf, RELOAD_AFTER_MS } from '../../big-screen/use-kiosk';

const TOKEN = 'dsp_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/display');
});
afterEach(() => callAsDisplay(null));

describe('the display link in the address', () => {
  it('is moved out of the address bar at once and kept in the page storage', () => {
    window.history.replaceState(null, '', `/display?reloadHour=3#${TOKEN}`);
    expect(takeDisplayToken()).toBe(TOKEN);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/display?reloadHour=3');
    expect(localStorage.getItem(DISPLAY_TOKEN_KEY)).toBe(TOKEN);
    // A reload (no fragment any more) finds it in storage.
    expect(takeDisplayToken()).toBe(TOKEN);
  });

  it('ignores a fragment that is no display link', () => {
    window.history.replaceState(null, '', '/display#section');
    expect(takeDisplayToken()).toBeNull();
  });

  it('opens without a session: the guard lets /display through whatever the state', () => {
    for (const state of [
      { hasToken: false, inside: false },
      { hasToken: true, inside: false },
      { hasToken: true, inside: true },
    ]) {
      expect(decide('/display', '/display', state)).toEqual({ allow: true });
    }
  });
});

describe('a refused display link', () => {
  it('tells the wall why (revoked 403, expired 402, unknown 401) instead of logging anyone out', () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    setSession('staff-token', { kind: 'staff', companyId: 7, userId: 3, realName: '张三' });
    const refused: number[] = [];
    callAsDisplay({ token: TOKEN, onRefused: (code) => refused.push(code) });
    expect(currentToken()).toBe(TOKEN);
    for (const code of [403, 402, 401]) expect(handleEnvelopeError(code, '', {}).handled).toBe(true);
    expect(refused).toEqual([403, 402, 401]);
    expect(refused.map(refusalOf)).toEqual(['revoked', 'expired', 'unknown']);
    expect(navigate).not.toHaveBeenCalled();
    expect(readToken()).toBe('staff-token');
    callAsDisplay(null);
    expect(currentToken()).toBe('staff-token');
  });

  it('a page without a link says it needs one', () => {
    render(<DisplayWallPage />);
    expect(screen.getByRole('alert').textContent).toBe('此页面需要显示屏链接');
  });
});

describe('the daily quiet reload', () => {
  it('happens at the configured hour once the page ran more than a day', () => {
    expect(reloadHourOf('')).toBe(4);
    expect(reloadHourOf('?reloadHour=22')).toBe(22);
    expect(reloadHourOf('?reloadHour=24')).toBe(4);
    expect(reloadHourOf('?reloadHour=')).toBe(4);
    const at4 = new Date(2026, 10, 27, 4, 10);
    expect(dueForReload(at4.getTime() - RELOAD_AFTER_MS - 1, at4, 4)).toBe(true);
    expect(dueForReload(at4.getTime() - RELOAD_AFTER_MS + 60_000, at4, 4)).toBe(false);
    expect(dueForReload(at4.getTime() - 2 * RELOAD_AFTER_MS, at4, 5)).toBe(false);
  });
});
