import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeviceCommand } from '@contract/device-command';
import { describe, expect, it, vi } from 'vitest';
import DeviceDetailPage from '@/features/device/pages/device-detail-page';
import { device } from './device-helpers';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

function command(extra: Partial<DeviceCommand> = {}): DeviceCommand {
  return {
    id: 1,
    deviceId: 'SEAL-0001',
    kind: 'lock',
    state: 'pending',
    reason: null,
    settings: null,
    useRecordId: null,
    operatorName: '张伟',
    createdAt: '2026-05-01T02:00:00.000Z',
    expiresAt: '2026-05-02T02:00:00.000Z',
    deliveredAt: null,
    finishedAt: null,
    ...extra,
  };
}

const SETTINGS = {
  fields: ['backlightSeconds', 'shutdownMinutes', 'volume', 'alarmNumber'],
  confirmed: { backlightSeconds: 30, shutdownMinutes: 10, volume: 5, alarmNumber: '' },
  pending: null,
};

function detailCalls(extra: Record<string, (p: Record<string, unknown>) => unknown> = {}, online = true) {
  return answerCalls({
    'device/v1/:deviceId/detail': () => device({ online }),
    'device/v1/:deviceId/search-list': () => ({ list: [], total: 0 }),
    'device/v1/:deviceId/commands': () => ({ list: [], locked: false }),
    'device/v1/:deviceId/settings': () => SETTINGS,
    ...extra,
  });
}

function fieldError(label: string): string | null {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const openDetail = (permissions: string[] = ['device:edit']) =>
  renderPage(<DeviceDetailPage />, {
    path: '/server/bindingseal/:id',
    url: '/server/bindingseal/SEAL-0001',
    permissions,
  });

describe('device settings', () => {
  it('shows the confirmed values and the change waiting for the device', async () => {
    detailCalls({
      'device/v1/:deviceId/settings': () => ({
        ...SETTINGS,
        pending: command({ kind: 'applySettings', state: 'delivered', settings: { backlightSeconds: 120 } }),
      }),
    });
    openDetail();
    expect(await screen.findByText('设备参数')).toBeInTheDocument();
    expect(await screen.findByText('新参数待设备确认（设备已接收）')).toBeInTheDocument();
    expect(screen.getByText('背光时长（秒）: 120')).toBeInTheDocument();
    expect(screen.getByText('未设置')).toBeInTheDocument();
  });

  it("keeps values outside the spec's ranges with their messages and sends the valid ones as numbers", async () => {
    const api = detailCalls({
      'device/v1/settings': (p) => ({ command: command({ kind: 'applySettings', settings: p }), offline: false }),
    });
    const user = userEvent.setup();
    openDetail();
    await user.click(await screen.findByRole('button', { name: '修改参数' }));
    const backlight = await screen.findByLabelText('背光时长（秒）');
    await user.clear(backlight);
    await user.type(backlight, '181');
    await user.clear(screen.getByLabelText('自动关机（分钟）'));
    await user.type(screen.getByLabelText('自动关机（分钟）'), '31');
    await user.type(screen.getByLabelText('告警号码'), '12345');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(fieldError('背光时长（秒）')).toBe('背光时长为1-180秒的整数'));
    expect(fieldError('自动关机（分钟）')).toBe('自动关机时长为1-30分钟的整数（最长30分钟）');
    expect(fieldError('告警号码')).toBe('请输入9-32位数字，不含小数点');
    expect(api.to('device/v1/settings')).toEqual([]);

    await user.clear(backlight);
    await user.type(backlight, '180');
    await user.clear(screen.getByLabelText('自动关机（分钟）'));
    await user.type(screen.getByLabelText('自动关机（分钟）'), '30');
    await user.type(screen.getByLabelText('告警号码'), '6789');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(api.to('device/v1/settings')).toEqual([
        { deviceId: 'SEAL-0001', backlightSeconds: 180, shutdownMinutes: 30, volume: 5, alarmNumber: '123456789' },
      ]),
    );
    expect(await screen.findByText('参数已发送至设备，待设备确认')).toBeInTheDocument();
  });

  it('offers no change without device:edit', async () => {
    detailCalls();
    openDetail([]);
    expect(await screen.findByText('设备参数')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '修改参数' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '挂失锁定' })).not.toBeInTheDocument();
  });
});

describe('remote lock', () => {
  it('asks first; confirming sends the lock, and an offline device is said to queue it', async () => {
    const api = detailCalls(
      { 'device/v1/command': (p) => ({ command: command({ kind: p.kind as 'lock' }), offline: true }) },
      false,
    );
    const user = userEvent.setup();
    openDetail();
    await user.click(await screen.findByRole('button', { name: '挂失锁定' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('确定挂失并锁定设备「财务专用章」（SEAL-0001）吗？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(api.to('device/v1/command')).toEqual([]);

    await user.click(screen.getByRole('button', { name: '挂失锁定' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('device/v1/command')).toEqual([{ deviceId: 'SEAL-0001', kind: 'lock' }]));
    expect(await screen.findByText(/设备当前离线，指令已排队/)).toBeInTheDocument();
  });

  it('offers unlocking a locked device and lists its commands with their states', async () => {
    detailCalls({
      'device/v1/:deviceId/commands': () => ({
        list: [
          command({ id: 2, kind: 'lock', state: 'done' }),
          command({ id: 1, kind: 'trialStamp', state: 'failed', reason: '设备已锁定，拒绝盖章' }),
        ],
        locked: true,
      }),
    });
    openDetail();
    expect(await screen.findByRole('button', { name: '远程解锁' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '挂失锁定' })).not.toBeInTheDocument();
    expect(screen.getByText('已挂失锁定')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '设备已锁定，拒绝盖章' })).toBeInTheDocument();
    expect(screen.getByText('失败')).toBeInTheDocument();
  });
});
