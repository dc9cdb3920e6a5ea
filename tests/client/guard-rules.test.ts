import { describe, expect, it } from 'vitest';
import { decide, type GuardState } from '@/app/guard-rules';

const noToken: GuardState = { hasToken: false, inside: false };
const noUnit: GuardState = { hasToken: true, inside: false };
const inside: GuardState = { hasToken: true, inside: true };

/** The guard sees the path name and the full path (with its query) of the page the user asks for. */
function go(path: string, state: GuardState) {
  const pathname = path.split('?')[0]!;
  return decide(pathname, path, state);
}

describe('route guard (spec section 2)', () => {
  describe('without a token', () => {
    it.each(['/login', '/choose', '/addenterprise', '/help/manual', '/help/security-faq'])('lets the user open %s', (path) => {
      expect(go(path, noToken)).toEqual({ allow: true });
    });

    it('sends any other page to /login with the page (and its query) to come back to', () => {
      expect(go('/dashboard', noToken)).toEqual({ allow: false, redirect: '/login?redirect=%2Fdashboard' });
      expect(go('/sealManage/applyList?page=2&q=a b', noToken)).toEqual({
        allow: false,
        redirect: `/login?redirect=${encodeURIComponent('/sealManage/applyList?page=2&q=a b')}`,
      });
      expect(go('/', noToken)).toEqual({ allow: false, redirect: '/login?redirect=%2F' });
    });

    it('keeps the redirect target decodable to the exact page asked for', () => {
      const decision = go('/unit/member?tab=2&name=%E5%BC%A0', noToken);
      expect(decision.allow).toBe(false);
      if (decision.allow) return;
      const url = new URL(decision.redirect, 'http://localhost');
      expect(url.pathname).toBe('/login');
      expect(url.searchParams.get('redirect')).toBe('/unit/member?tab=2&name=%E5%BC%A0');
    });
  });

  describe('with a token but no chosen unit', () => {
    it.each(['/choose', '/login', '/addenterprise'])('lets the user open %s', (path) => {
      expect(go(path, noUnit)).toEqual({ allow: true });
    });

    it('sends /dashboard to /login', () => {
      expect(go('/dashboard', noUnit)).toEqual({ allow: false, redirect: '/login' });
    });

    it('sends every other page to /choose', () => {
      for (const path of ['/', '/sealManage/applyList', '/unit/member?tab=1', '/user']) {
        expect(go(path, noUnit)).toEqual({ allow: false, redirect: '/choose' });
      }
    });
  });

  describe('with a token and a unit (or a system session)', () => {
    it('sends /login to the home page', () => {
      expect(go('/login', inside)).toEqual({ allow: false, redirect: '/' });
      expect(go('/login?redirect=%2Fdashboard', inside)).toEqual({ allow: false, redirect: '/' });
    });

    it('lets the user open every other page', () => {
      for (const path of ['/', '/dashboard', '/choose', '/addenterprise', '/sealManage/applyList?page=3', '/user']) {
        expect(go(path, inside)).toEqual({ allow: true });
      }
    });
  });

  it('always lets /404 through: inside the shell when signed in to a unit, on its own otherwise', () => {
    for (const state of [noToken, noUnit]) expect(go('/404', state)).toEqual({ allow: true, alone: true });
    expect(go('/404', inside)).toEqual({ allow: true });
  });
});
