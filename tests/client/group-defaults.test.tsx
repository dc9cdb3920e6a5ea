/** Opening a menu group opens its default page (spec section 2, route table). */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { groupRoutes } from '@/app/group-defaults';

function Where() {
  return <output data-testid="url">{useLocation().pathname}</output>;
}

function open(url: string) {
  const router = createMemoryRouter([...groupRoutes, { path: '*', element: <Where /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return screen.getByTestId('url').textContent;
}

describe('group default pages', () => {
  it.each([
    ['/sealManage', '/sealManage/tempManage'],
    ['/server', '/server/bindingseal'],
    ['/cost', '/cost/payerList'],
    ['/system/cost', '/system/cost/orders'],
    ['/message', '/message/messageCenter'],
    ['/unit', '/unit/company'],
    ['/file', '/file/detectlist'],
    ['/service', '/service/teachList'],
  ])('%s opens %s', (group, page) => {
    expect(open(group)).toBe(page);
  });

  it('a page inside a group stays where it is', () => {
    expect(open('/sealManage/useCordlist')).toBe('/sealManage/useCordlist');
  });
});
