import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CameraPage from '@/features/camera/pages/camera-page';
import { upload } from '@/lib/api-client';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
  upload: vi.fn(),
}));

const OWN = 'authorization/v1/own-use-list';
const open = { empowerNo: 'EMP20260001', deviceName: '财务专用章', deviceId: 'SD00001', useCount: 5, usedCount: 2 };

function mediaDevices(getUserMedia: (() => Promise<MediaStream>) | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: getUserMedia ? { getUserMedia: vi.fn(getUserMedia) } : undefined,
  });
}

const refused = (name: string) => () => Promise.reject(new DOMException('no', name));
const visit = (url = `/camera?empowerNo=${open.empowerNo}`) => renderPage(<CameraPage />, { path: '/camera', url });

beforeEach(() => {
  localStorage.setItem('session-info', JSON.stringify({ kind: 'staff', companyId: 7, userId: 3, realName: '刘洋' }));
  answerCalls({ [OWN]: () => ({ list: [open], total: 1 }) });
});
afterEach(() => mediaDevices(undefined));

describe('/camera says why the camera cannot be used', () => {
  it('when the user refused the permission', async () => {
    mediaDevices(refused('NotAllowedError'));
    visit();
    expect(await screen.findByRole('alert')).toHaveTextContent('相机权限已被拒绝');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('when the phone has no camera', async () => {
    mediaDevices(refused('NotFoundError'));
    visit();
    expect(await screen.findByRole('alert')).toHaveTextContent('未检测到可用的相机');
  });

  it('when the browser offers no camera at all (no HTTPS)', async () => {
    mediaDevices(undefined);
    visit();
    expect(await screen.findByRole('alert')).toHaveTextContent('需要 HTTPS');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});

describe('/camera uploads what it takes', () => {
  it("sends a photo from the phone's camera app to the authorisation, and says where it went", async () => {
    mediaDevices(refused('NotAllowedError'));
    vi.mocked(upload).mockResolvedValue({ fileId: 'f1', useRecordId: 42 });
    const view = visit();
    await screen.findByRole('option', { name: /财务专用章 · EMP20260001（剩余 3 次）/ });
    const input = view.container.querySelector<HTMLInputElement>('input[type=file]')!;
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'shot.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, photo);
    expect(await screen.findByText('已关联用印记录')).toBeInTheDocument();
    expect(screen.getByText('已上传 1 / 1 张')).toBeInTheDocument();
    expect(vi.mocked(upload).mock.calls[0]?.slice(1, 3)).toEqual([{ empowerNo: open.empowerNo }, photo]);
  });

  it('says there is nothing to take photos for without an open authorisation', async () => {
    mediaDevices(refused('NotAllowedError'));
    answerCalls({ [OWN]: () => ({ list: [], total: 0 }) });
    visit('/camera');
    expect(await screen.findByText('您当前没有进行中的授权，无法同步拍照。')).toBeInTheDocument();
  });
});
