import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SystemHome } from '@/features/dashboard/components/system-home';
import { answerCalls, menuEntry, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const overview = {
  units: 4,
  certifiedUnits: 2,
  disabledUnits: 0,
  devices: 300,
  devicesOnline: 120,
  usesToday: 18,
  waiting: { certifications: 1, quotaApplications: 2, partners: 1, complaints: 5 },
};
const system = { realName: '系统管理员', orgName: '平台运营中心', username: 'sysadmin', mobile: '13700000000' };

describe('the system home', () => {
  it('lists the open complaints with a link, and only the waiting kinds whose page the account may open', async () => {
    answerCalls({
      'platform/v1/overview': () => overview,
      'menu/nav': () => ({
        menuList: [
          menuEntry(1, '系统管理', '/system', [
            { ...menuEntry(2, '配额管理', '/quotas'), routerList: '/quotasApply,/quotasDetail' },
            menuEntry(3, '投诉建议', '/complaintsAdvice'),
          ]),
        ],
        permissions: [],
      }),
    });
    renderPage(<SystemHome system={system} />, { path: '/dashboard', url: '/dashboard' });
    const complaints = (await screen.findByText('投诉建议待处理')).closest('li')!;
    expect(complaints).toHaveTextContent('5');
    expect(complaints.querySelector('a')).toHaveAttribute('href', '/complaintsAdvice');
    expect(screen.getByText('配额申请待审核')).toBeInTheDocument();
    // 审核管理 is not among its pages: certification and partner reviews are not offered.
    expect(screen.queryByText('单位认证待审核')).toBeNull();
    expect(screen.queryByText('合作伙伴申请待审核')).toBeNull();
  });
});
