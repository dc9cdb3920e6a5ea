import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BindDeviceDialog, ConnectModeDialog } from '@/features/device/components/device-dialogs';
import DeviceDetailPage from '@/features/device/pages/device-detail-page';
import { ApiError } from '@/lib/api-client';
import { device } from './device-helpers';
import { passDoubleClickWindow } from './clock';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

/** The error shown under a field (TextField links it with aria-describedby). */
function fieldError(label: string): string | null {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('bind device dialog', () => {
  let api: ReturnType<typeof answerCalls>;
  beforeEach(() => {
    api = answerCalls({ 'device/v1/bind': (p) => ({ deviceId: p.deviceId }) });
  });

  it("shows the contract's messages and sends nothing while a field is wrong", async () => {
    const user = userEvent.setup();
    renderPage(<BindDeviceDialog onClose={vi.fn()} />, { path: '/', url: '/' });
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(fieldError('设备编号')).toBe('设备编号为4-32位数字、字母或短横线'));
    expect(fieldError('设备名称')).toBe('输入框不能为空');

    await user.type(screen.getByLabelText('设备编号'), 'ab_1');
    await user.type(screen.getByLabelText('设备名称'), '合同章');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(fieldError('设备编号')).toBe('设备编号为4-32位数字、字母或短横线'));
    expect(fieldError('设备名称')).toBeNull();
    expect(api.to('device/v1/bind')).toEqual([]);
  });

  it('binds with the chosen model and a number type, and shows the quota refusal in the dialog', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderPage(<BindDeviceDialog onClose={onClose} />, { path: '/', url: '/' });
    await user.type(screen.getByLabelText('设备编号'), ' S20-7788 ');
    await user.type(screen.getByLabelText('设备名称'), '合同章');
    await user.selectOptions(screen.getByLabelText('型号'), 'S20');
    await user.selectOptions(screen.getByLabelText('设备类型'), '3');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(api.to('device/v1/bind')).toEqual([{ deviceId: 'S20-7788', name: '合同章', model: 'S20', deviceType: 3 }]),
    );
    expect(await screen.findByText('设备已绑定')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();

    answerCalls({
      'device/v1/bind': () => {
        throw new ApiError(400, '单位可绑定印章数已达上限（10个）', false);
      },
    });
    const restoreClock = passDoubleClickWindow();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await within(screen.getByRole('dialog')).findByText('单位可绑定印章数已达上限（10个）')).toBeInTheDocument();
    restoreClock();
  });
});

describe('unbind', () => {
  it('asks first, naming the device; cancelling sends nothing, confirming unbinds and leaves the detail', async () => {
    const api = answerCalls({
      'device/v1/:deviceId/detail': () => device(),
      'device/v1/:deviceId/search-list': () => ({ list: [], total: 0 }),
      'device/v1/:deviceId/commands': () => ({ list: [], locked: false }),
      'device/v1/:deviceId/settings': () => ({ fields: [], confirmed: {}, pending: null }),
      'device/v1/unbind': () => null,
    });
    const user = userEvent.setup();
    const page = renderPage(<DeviceDetailPage />, {
      path: '/server/bindingseal/:id',
      url: '/server/bindingseal/SEAL-0001',
      permissions: ['device:bind'],
    });
    await user.click(await screen.findByRole('button', { name: '解绑' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('确定解绑设备“财务专用章”（SEAL-0001）吗？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('device/v1/unbind')).toEqual([]);

    await user.click(screen.getByRole('button', { name: '解绑' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('device/v1/unbind')).toEqual([{ deviceId: 'SEAL-0001' }]));
    expect(await screen.findByText('设备已解绑')).toBeInTheDocument();
    await waitFor(() => expect(page.url()).toBe('/server/bindingseal'));
  });

  it('shows a refusal in the confirmation', async () => {
    answerCalls({
      'device/v1/:deviceId/detail': () => device(),
      'device/v1/:deviceId/search-list': () => ({ list: [], total: 0 }),
      'device/v1/:deviceId/commands': () => ({ list: [], locked: false }),
      'device/v1/:deviceId/settings': () => ({ fields: [], confirmed: {}, pending: null }),
      'device/v1/unbind': () => {
        throw new ApiError(403, '没有操作权限', false);
      },
    });
    const user = userEvent.setup();
    renderPage(<DeviceDetailPage />, {
      path: '/server/bindingseal/:id',
      url: '/server/bindingseal/SEAL-0001',
      permissions: ['device:bind'],
    });
    await user.click(await screen.findByRole('button', { name: '解绑' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await within(screen.getByRole('dialog')).findByText('没有操作权限')).toBeInTheDocument();
  });

  it('offers edit, connection and unbind only with their permissions', async () => {
    answerCalls({
      'device/v1/:deviceId/detail': () => device(),
      'device/v1/:deviceId/search-list': () => ({ list: [], total: 0 }),
      'device/v1/:deviceId/commands': () => ({ list: [], locked: false }),
      'device/v1/:deviceId/settings': () => ({ fields: [], confirmed: {}, pending: null }),
    });
    renderPage(<DeviceDetailPage />, { path: '/server/bindingseal/:id', url: '/server/bindingseal/SEAL-0001' });
    await screen.findByRole('heading', { name: '财务专用章' });
    expect(screen.queryByRole('button', { name: '解绑' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '连接方式' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '模板列表' })).toHaveAttribute('href', '/server/templatelists/SEAL-0001');
    expect(screen.getByRole('link', { name: '更换记录' })).toHaveAttribute(
      'href',
      '/server/changerecord?deviceId=SEAL-0001',
    );
  });
});

describe('connection dialog', () => {
  it('offers only the connections the hardware has', async () => {
    answerCalls({});
    renderPage(<ConnectModeDialog device={device({ model: 'S20', isGprs: false })} onClose={vi.fn()} />, {
      path: '/',
      url: '/',
    });
    expect(await screen.findAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /蓝牙/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /GPRS/ })).not.toBeInTheDocument();
    expect(screen.getByText('该设备的硬件仅支持蓝牙连接。')).toBeInTheDocument();
  });

  it('switches a device with both connections', async () => {
    const api = answerCalls({ 'om-device/connect-mode': () => null });
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderPage(<ConnectModeDialog device={device()} onClose={onClose} />, { path: '/', url: '/' });
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: /GPRS/ }));
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('om-device/connect-mode')).toEqual([{ deviceId: 'SEAL-0001', mode: 'gprs' }]));
    expect(await screen.findByText('连接方式已切换')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
