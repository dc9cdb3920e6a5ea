import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import RecordDetailPage from '@/features/use-record/pages/record-detail-page';
import { authorization, recordRow } from './authorization-helpers';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const photos = [
  { fileId: 'p-1', source: 'device', takenAt: '2026-03-01T09:30:01.000Z', tmpUrl: 'https://files.example/p1.jpg' },
  { fileId: 'p-2', source: 'phone', takenAt: '2026-03-01T09:30:05.000Z', tmpUrl: 'https://files.example/p2.jpg' },
];

function open(record: Record<string, unknown>) {
  const api = answerCalls({ 'use-record/v1/:id/use-detail': () => record });
  renderPage(<RecordDetailPage />, { path: '/sealManage/recorddetail', url: '/sealManage/recorddetail?id=501' });
  return api;
}

describe('use record detail', () => {
  it('shows the stamp, its place, coordinates and authorisation', async () => {
    const api = open({
      ...recordRow({ exception: true, exceptionKind: 'outsideHours' }),
      photos,
      authorization: authorization(),
    });
    expect(await screen.findByRole('heading', { name: '财务专用章' })).toBeInTheDocument();
    expect(api.to('use-record/v1/:id/use-detail')).toEqual([{ id: 501 }]);
    expect(screen.getByText('联网盖章')).toBeInTheDocument();
    expect(screen.getByText('非工作时间')).toBeInTheDocument();
    expect(screen.getByText('上海市黄浦区人民大道200号')).toBeInTheDocument();
    expect(screen.getByText('31.230416, 121.473701')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看授权' })).toHaveAttribute(
      'href',
      '/sealManage/authorizationdetail/11',
    );
  });

  it('says when a stamp has no authorisation, place or photos', async () => {
    open({
      ...recordRow({
        useType: 2,
        authorizationId: null,
        empowerNo: null,
        latitude: null,
        longitude: null,
        address: null,
      }),
      photos: [],
      authorization: null,
    });
    expect(await screen.findByText('试盖章')).toBeInTheDocument();
    expect(screen.getByText('设备未上报位置')).toBeInTheDocument();
    expect(screen.getByText(/该次盖章不属于任何授权/)).toBeInTheDocument();
    expect(screen.getByText('没有照片')).toBeInTheDocument();
  });

  it('opens the photos in a viewer that zooms, pans, goes through them with the keys and closes on Escape', async () => {
    open({ ...recordRow(), photos, authorization: authorization() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '查看照片 1' }));
    const viewer = await screen.findByRole('dialog', { name: '照片查看' });
    const image = () => within(viewer).getByRole('img');
    expect(image()).toHaveAttribute('src', 'https://files.example/p1.jpg');
    expect(within(viewer).getByText('第 1 / 2 张')).toBeInTheDocument();
    expect(within(viewer).getByText('缩放 100%')).toBeInTheDocument();

    fireEvent.wheel(image(), { deltaY: -100 });
    expect(within(viewer).getByText('缩放 125%')).toBeInTheDocument();
    await user.keyboard('+');
    expect(within(viewer).getByText('缩放 156%')).toBeInTheDocument();
    await user.keyboard('-');
    expect(within(viewer).getByText('缩放 125%')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: '放大' }));
    expect(image()).toHaveAttribute('data-scale', '1.56');

    // Dragging a zoomed photo moves it.
    const stage = image().parentElement!;
    fireEvent.pointerDown(stage, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(stage, { clientX: 140, clientY: 90, pointerId: 1 });
    fireEvent.pointerUp(stage, { pointerId: 1 });
    expect(image().style.transform).toBe('translate(40px, -10px) scale(1.56)');

    await user.keyboard('{ArrowRight}');
    expect(image()).toHaveAttribute('src', 'https://files.example/p2.jpg');
    expect(within(viewer).getByText('第 2 / 2 张')).toBeInTheDocument();
    // A new photo opens unzoomed.
    expect(within(viewer).getByText('缩放 100%')).toBeInTheDocument();
    expect(within(viewer).getByText(/手机同步/)).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('第 1 / 2 张')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('第 2 / 2 张')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '查看照片 1' })).toHaveFocus();
  });
});
