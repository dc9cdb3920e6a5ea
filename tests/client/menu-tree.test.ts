import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '@contract/menu';
import { anyPermitted, firstPermittedPath, isPermitted, menuForPath, trailOf } from '@/lib/menu/menu-tree';

let nextId = 1;
function entry(name: string, url: string, children: MenuEntry[] = [], routerList = ''): MenuEntry {
  const id = nextId++;
  const kids = children.map((c) => ({ ...c, parentId: id }));
  return {
    id,
    parentId: null,
    name,
    url,
    icon: 'seal',
    systemCode: '003',
    systemName: '',
    routerList,
    type: 'menu',
    buttonCode: '',
    sort: id,
    counter: '',
    children: kids,
  };
}

const tree = [
  entry('首页', '/dashboard'),
  entry('印章管理', '/sealManage', [
    entry('用印审批', '/sealManage/useaApplyexaminelist', [], '/sealManage/examinedetail'),
    entry('申请记录', '/sealManage/applyList'),
  ]),
  entry('设备管理', '/server', [
    entry('设备列表', '/server/bindingseal', [], '/server/templatelists,/server/changerecord'),
  ]),
];

describe('menu paths', () => {
  it('permits the pages of the menu, their hidden child routes (routerList) and paths below them', () => {
    expect(isPermitted(tree, '/sealManage/applyList')).toBe(true);
    expect(isPermitted(tree, '/sealManage/examinedetail/42')).toBe(true);
    expect(isPermitted(tree, '/server/bindingseal/7')).toBe(true);
    expect(isPermitted(tree, '/server/templatelists/7')).toBe(true);
  });

  it('refuses paths outside the menu, including look-alike prefixes', () => {
    expect(isPermitted(tree, '/unit/member')).toBe(false);
    expect(isPermitted(tree, '/sealManage/applyListX')).toBe(false);
    expect(isPermitted(tree, '/sealManage/tempManage')).toBe(false);
  });

  it('always permits the home, 403, 404 and the refresh route', () => {
    for (const path of ['/dashboard', '/403', '/404', '/redirect/sealManage/applyList']) {
      expect(isPermitted([], path)).toBe(true);
    }
  });

  it('denies a route listing menu paths when none of them is permitted', () => {
    expect(anyPermitted(tree, ['/unit/member', '/sealManage/applyList'])).toBe(true);
    expect(anyPermitted(tree, ['/unit/member'])).toBe(false);
  });

  it('finds the parent menu entry of a hidden child route, to highlight it, and the trail for the breadcrumb', () => {
    expect(menuForPath(tree, '/sealManage/examinedetail/9')?.name).toBe('用印审批');
    expect(trailOf(tree, '/sealManage/examinedetail/9').map((m) => m.name)).toEqual(['印章管理', '用印审批']);
  });

  it('names the first permitted page for a home that is not granted', () => {
    expect(firstPermittedPath(tree.slice(1))).toBe('/sealManage/useaApplyexaminelist');
  });
});
