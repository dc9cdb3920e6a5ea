import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Device } from '@contract/device';
import { CHINA_PROVINCES_URL } from '@/components/map';
import DeviceDetailPage from '@/features/device/pages/device-detail-page';
import { device } from './device-helpers';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

// Leaflet does not draw in happy-dom: the lazily loaded map module is replaced by elements that show what it was
// given (where it looks, and the dot's colour and tooltip).
vi.mock('@/components/map/province-map-view', () => ({
  default: ({
    center,
    zoom,
    height,
    children,
  }: {
    center: unknown;
    zoom: number;
    height: number;
    children: ReactNode;
  }) => (
    <div data-testid="map" data-center={JSON.stringify(center)} data-zoom={zoom} data-height={height}>
      {children}
    </div>
  ),
  mapLayers: {
    CircleMarker: ({
      center,
      pathOptions,
      children,
    }: {
      center: unknown;
      pathOptions: { fillColor: string };
      children: ReactNode;
    }) => (
      <div data-testid="marker" data-center={JSON.stringify(center)} data-fill={pathOptions.fillColor}>
        {children}
      </div>
    ),
    Tooltip: ({ children }: { children: ReactNode }) => <div role="tooltip">{children}</div>,
  },
}));

const provinces = { type: 'FeatureCollection', features: [] };
const fetchMock = vi.fn<typeof fetch>();

function showDevice(d: Device) {
  answerCalls({
    'device/v1/:deviceId/detail': () => d,
    'device/v1/:deviceId/search-list': () => ({ list: [], total: 0 }),
  });
  renderPage(<DeviceDetailPage />, { path: '/server/bindingseal/:id', url: `/server/bindingseal/${d.deviceId}` });
}

/** The location card, found by its heading. */
async function locationCard(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: '设备位置' });
  return heading.parentElement!;
}

describe('device location on the detail page', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a note instead of the map when the device has reported no position', async () => {
    showDevice(device());
    const card = await locationCard();
    expect(card).toHaveTextContent('暂无位置信息');
    expect(card).toHaveTextContent('北京市海淀区');
    expect(within(card).queryByTestId('map')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the boundaries fail to load and keeps trying by itself, then shows the device as a green dot with its address', async () => {
    fetchMock.mockResolvedValue(new Response('unavailable', { status: 503 }));
    showDevice(device({ latitude: 39.984, longitude: 116.318 }));
    const card = await locationCard();
    const alert = await within(card).findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('地图加载失败');
    expect(fetchMock).toHaveBeenCalledWith(CHINA_PROVINCES_URL);
    const asked = fetchMock.mock.calls.length;
    await userEvent.setup().click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(asked));

    // No click once they are back: a wall display has nobody to press "retry".
    fetchMock.mockResolvedValue(Response.json(provinces));
    const map = await within(card).findByTestId('map', {}, { timeout: 6000 });
    expect(within(card).getByRole('region', { name: '财务专用章的位置地图' })).toContainElement(map);
    expect(JSON.parse(map.dataset.center!)).toEqual([39.984, 116.318]);
    expect(map.dataset.height).toBe('260');
    const marker = within(map).getByTestId('marker');
    expect(marker.dataset.fill).toBe('#16a34a');
    expect(within(marker).getByRole('tooltip')).toHaveTextContent('财务专用章北京市海淀区');
    expect(card).toHaveTextContent('39.984000, 116.318000');
    expect(card).not.toHaveTextContent('暂无位置信息');
  }, 15_000);

  it('draws an offline device grey, with the boundaries fetched only once per session', async () => {
    showDevice(device({ online: false, latitude: 22.543, longitude: 114.057, address: '广东省深圳市南山区' }));
    const card = await locationCard();
    const marker = await within(card).findByTestId('marker');
    expect(marker.dataset.fill).toBe('#64748b');
    expect(within(marker).getByRole('tooltip')).toHaveTextContent('广东省深圳市南山区');
    expect(card).toHaveTextContent('22.543000, 114.057000');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
