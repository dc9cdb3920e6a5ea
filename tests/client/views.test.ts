import { describe, expect, it } from 'vitest';
import {
  atLimit,
  closeAll,
  closeOthers,
  closeView,
  MAX_VIEWS,
  neighbourOf,
  openView,
  type View,
} from '@/app/shell/views';

const view = (pathname: string, pinned = false): View => ({
  path: pathname,
  pathname,
  title: pathname,
  pinned,
  cached: false,
});
const home = view('/dashboard', true);

describe('the tab bar', () => {
  it('opens each path once and keeps its latest query', () => {
    let views = openView([home], view('/a'));
    views = openView(views, { ...view('/a'), path: '/a?page=2' });
    expect(views.map((v) => v.path)).toEqual(['/dashboard', '/a?page=2']);
  });

  it('stops at 15 views but still lets an open view be revisited', () => {
    let views = [home];
    for (let i = 1; i < MAX_VIEWS; i++) views = openView(views, view(`/p${i}`));
    expect(views).toHaveLength(15);
    expect(atLimit(views, '/p16')).toBe(true);
    expect(atLimit(views, '/p3')).toBe(false);
  });

  it('never closes the pinned home tab, whichever close is used', () => {
    const views = [home, view('/a'), view('/b')];
    expect(closeView(views, '/dashboard').map((v) => v.pathname)).toEqual(['/dashboard', '/a', '/b']);
    expect(closeOthers(views, '/b').map((v) => v.pathname)).toEqual(['/dashboard', '/b']);
    expect(closeAll(views).map((v) => v.pathname)).toEqual(['/dashboard']);
  });

  it('moves to the right neighbour after closing the active tab, else the left one', () => {
    const views = [home, view('/a'), view('/b')];
    expect(neighbourOf(views, '/a')?.pathname).toBe('/b');
    expect(neighbourOf(views, '/b')?.pathname).toBe('/a');
  });
});
