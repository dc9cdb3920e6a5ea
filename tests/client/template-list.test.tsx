import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Template } from '@contract/template';
import DeviceTemplatesPage from '@/features/template/pages/device-templates-page';
import TemplateManagePage from '@/features/template/pages/template-manage-page';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const tpl: Template = {
  id: 5,
  deviceId: 'SEAL-0001',
  deviceName: '财务专用章',
  name: '合同用印审批',
  approvers: [
    { userId: 12, realName: '王芳' },
    { userId: 1, realName: '张伟' },
  ],
  fileTypes: ['合同', '公函'],
  useCountLimit: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const device = { deviceId: 'SEAL-0001', name: '财务专用章' };

describe('template lists', () => {
  it('filters by the device in the URL, shows approvers in order and 不限, and deletes after a confirmation', async () => {
    const api = answerCalls({
      'template/v1/list': () => ({ list: [tpl], total: 11 }),
      'template/v1/delete': () => null,
      'device/v1/list': () => ({ list: [], total: 0 }),
      'device/v1/:deviceId/detail': () => device,
    });
    const user = userEvent.setup();
    const page = renderPage(<TemplateManagePage />, {
      path: '/sealManage/tempManage',
      url: '/sealManage/tempManage?deviceId=SEAL-0001&page=2',
      permissions: ['template:add', 'template:edit'],
    });
    const table = await screen.findByRole('table', { name: '审批模板' });
    await within(table).findByText('合同用印审批');
    expect(api.to('template/v1/list').at(-1)).toEqual({ pageNum: 2, pageSize: 10, deviceId: 'SEAL-0001' });
    expect(within(table).getByRole('list', { name: '审批人' })).toHaveTextContent('1王芳2张伟');
    expect(within(table).getByText('不限')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '按设备筛选（全部设备）' })).toHaveValue('财务专用章（SEAL-0001）');
    expect(screen.getByRole('link', { name: '新增模板' })).toHaveAttribute(
      'href',
      '/sealManage/addtemplate/new?deviceId=SEAL-0001',
    );

    await user.click(within(table).getByRole('button', { name: '删除' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('确定删除审批模板“合同用印审批”吗？');
    expect(api.to('template/v1/delete')).toEqual([]);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('template/v1/delete')).toEqual([{ id: 5 }]));
    expect(await screen.findByText('模板已删除')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(page.url()).toBe('/sealManage/tempManage');
  });

  it("shows a device's templates against the per-device quota; no edit or add without the permissions", async () => {
    answerCalls({
      'template/v1/list': () => ({ list: [tpl], total: 3 }),
      'device/v1/:deviceId/detail': () => device,
      'quota/v1/list': () => [{ item: 'maxTemplatesPerDevice', limit: 3, used: 0 }],
    });
    renderPage(<DeviceTemplatesPage />, { path: '/server/templatelists/:id', url: '/server/templatelists/SEAL-0001' });
    expect(await screen.findByText('已有 3 / 3 条模板')).toBeInTheDocument();
    expect(screen.getByText('已达每台设备的模板上限')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '财务专用章（SEAL-0001）的审批模板' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '新增模板' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });
});
