import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SubsidiaryPage from '@/features/unit/pages/subsidiary-page';
import { answerCalls, renderPage } from './render-harness';

const editionState = vi.hoisted(() => ({ canCreateUnits: true }));

vi.mock('@/config/editions', async (original) => {
  const module = await original<typeof import('@/config/editions')>();
  const edition = { ...module.edition };
  Object.defineProperty(edition, 'canCreateUnits', { get: () => editionState.canCreateUnits });
  return { ...module, edition };
});

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const subsidiaries = [
  {
    companyId: 21,
    companyName: '演示科技（北京）有限公司',
    socialCreditCode: '91110105MA01ABCD3X',
    certState: 2,
    memberCount: 12,
    chiefName: '张伟',
    createdAt: '2025-01-01T00:00:00.000Z',
  },
];

let api: ReturnType<typeof answerCalls>;
beforeEach(() => {
  editionState.canCreateUnits = true;
  api = answerCalls({
    'company/v1/subsidiaries': () => ({ list: subsidiaries, total: 1 }),
    'company/v1/add-subsidiary': () => ({ companyId: 30 }),
    'company/v1/delete': () => null,
  });
});

async function setup(permissions = ['subsidiary:edit'], url = '/unit/subsidiary') {
  const user = userEvent.setup();
  const page = renderPage(<SubsidiaryPage />, { path: '/unit/subsidiary', url, permissions });
  await screen.findByText('演示科技（北京）有限公司');
  return { user, page };
}

describe('organisation management (subsidiaries)', () => {
  it('lists subsidiaries with the search of the URL', async () => {
    await setup([], '/unit/subsidiary?keyword=北京&page=2');
    expect(api.to('company/v1/subsidiaries').at(-1)).toEqual({ pageNum: 2, pageSize: 10, keyword: '北京' });
    expect(screen.getByText('已认证')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增下级单位' })).not.toBeInTheDocument();
  });

  it('adds a subsidiary in the general edition, with the credit code rule', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: '新增下级单位' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('单位名称'), '演示科技（上海）有限公司');
    await user.type(within(dialog).getByLabelText('统一社会信用代码'), '12345');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('统一社会信用代码格式错误')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('统一社会信用代码'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(api.to('company/v1/add-subsidiary')).toEqual([{ companyName: '演示科技（上海）有限公司' }]),
    );
    expect(await screen.findByText('下级单位已创建')).toBeInTheDocument();
  });

  it('deletes a subsidiary after confirming', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(
      await screen.findByText('确定删除下级单位“演示科技（北京）有限公司”吗？删除后不可恢复。'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('company/v1/delete')).toEqual([{ companyId: 21 }]));
  });

  it('says the security edition does not offer creating units, and offers no add button', async () => {
    editionState.canCreateUnits = false;
    await setup();
    expect(screen.getByText('当前版本不支持创建单位')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增下级单位' })).not.toBeInTheDocument();
  });
});
