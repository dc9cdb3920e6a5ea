import { describe, expect, it } from 'vitest';
import { badgeCount, flowValue, maskPhone, shortName, shortText } from '@/lib/format';
import { filterByAbility, includesCode } from '@/lib/permissions';
import { zoomFactor } from '@/lib/zoom';
import { showLoading } from '@/lib/loading';
import { appStore } from '@/lib/store';
import { loadingAtom } from '@/lib/loading';

describe('display helpers of spec section 9', () => {
  it('masks a phone to its first 3 digits and a fixed middle', () => {
    expect(maskPhone('13800001234')).toBe('138****1234');
  });
  it('cuts names over 5 characters to 4 plus an ellipsis, and text over 10 to 10', () => {
    expect(shortName('演示科技有限公司')).toBe('演示科技…');
    expect(shortName('张伟')).toBe('张伟');
    expect(shortText('一二三四五六七八九十十一')).toBe('一二三四五六七八九十…');
  });
  it('shows flow values divided by 1024 with 2 decimals', () => {
    expect(flowValue(1536)).toBe('1.50');
  });
  it('shows unread counts above 99 as 99+ in a distinct style', () => {
    expect(badgeCount(99)).toEqual({ text: '99', overflow: false });
    expect(badgeCount(100)).toEqual({ text: '99+', overflow: true });
  });
});

describe('permission helpers', () => {
  it('checks button permissions and company configs by substring', () => {
    expect(includesCode(['apply:add,apply:approve'], 'apply:approve')).toBe(true);
    expect(includesCode(['apply:add'], 'device:bind')).toBe(false);
  });
  it('filters device abilities by the ability list; no list allows everything', () => {
    const items = [{ ability: 'photo' }, { ability: 'fingerprint' }];
    expect(filterByAbility(items, ['photo'])).toEqual([{ ability: 'photo' }]);
    expect(filterByAbility(items, [])).toEqual(items);
    expect(filterByAbility(items, null)).toEqual(items);
  });
});

describe('page zoom and the loading overlay', () => {
  it('scales 2560-wide and 3840-wide screens, not ordinary ones', () => {
    expect(zoomFactor(1920, 1)).toBe(1);
    expect(zoomFactor(2560, 1)).toBeCloseTo(1.33);
    expect(zoomFactor(3840, 1)).toBe(2);
  });
  it('keeps the overlay while any caller holds it (reference counted)', () => {
    const a = showLoading();
    const b = showLoading();
    a();
    expect(appStore.get(loadingAtom).count).toBe(1);
    a();
    expect(appStore.get(loadingAtom).count).toBe(1);
    b();
    expect(appStore.get(loadingAtom).count).toBe(0);
  });
});
