/**
 * Spec section 9's truncation on screen: a long text (an address) shows its first 10 characters and an ellipsis, a
 * long name its first 4; the whole shows on hover (title). Short ones show as they are.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Truncate } from '@/components/truncate';
import DeviceListPage from '@/features/device/pages/device-list-page';
import { device } from './device-helpers';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const LONG_ADDRESS = '上海市浦东新区张江高科技园区碧波路690号';

describe('truncation', () => {
  it('the device list cuts a long address to 10 characters, whole on hover', async () => {
    answerCalls({
      'device/v1/list': () => ({
        list: [
          device({ deviceId: 'SEAL-0001', name: '合同章', address: LONG_ADDRESS }),
          device({ deviceId: 'SEAL-0002', name: '财务章', address: '北京市海淀区' }),
          device({ deviceId: 'SEAL-0003', name: '公章', address: null }),
        ],
        total: 3,
      }),
    });
    renderPage(<DeviceListPage />, { path: '/server/bindingseal', url: '/server/bindingseal' });
    const cut = await screen.findByText('上海市浦东新区张江高…');
    expect(cut).toHaveAttribute('title', LONG_ADDRESS);
    expect(screen.queryByText(LONG_ADDRESS)).not.toBeInTheDocument();
    expect(screen.getByText('北京市海淀区')).not.toHaveAttribute('title');
  });

  it('a name over 5 characters shows 4 and an ellipsis; one of 5 shows whole', () => {
    render(
      <>
        <Truncate rule="name" text="欧阳娜娜娜娜" />
        <Truncate rule="name" text="欧阳娜娜娜" />
      </>,
    );
    expect(screen.getByText('欧阳娜娜…')).toHaveAttribute('title', '欧阳娜娜娜娜');
    expect(screen.getByText('欧阳娜娜娜')).not.toHaveAttribute('title');
  });

  it('shows what it is given for no text', () => {
    render(<Truncate text={null} empty="无" />);
    expect(screen.getByText('无')).toBeInTheDocument();
  });
});
