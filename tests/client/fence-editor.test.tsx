import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import AuthorizationDownPage from '@/features/authorization/pages/authorization-down-page';
import { loadConsoleTexts } from '@/lib/i18n';
import { authorization, pickerCalls } from './authorization-helpers';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

// Leaflet does not draw in happy-dom: the map is a box, clicks on it are the typed coordinates' job here.
vi.mock('@/components/map/province-map-view', () => ({
  default: ({ children }: { children: ReactNode }) => <div data-testid="map">{children}</div>,
  mapLayers: {
    Circle: () => <div data-testid="fence-circle" />,
    CircleMarker: () => null,
    Polygon: () => <div data-testid="fence-polygon" />,
    Tooltip: () => null,
    useMapEvents: () => null,
  },
}));

beforeAll(async () => {
  await loadConsoleTexts(['geofence']);
  const provinces = { type: 'FeatureCollection', features: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(provinces), { headers: { 'content-type': 'application/json' } })),
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const PATH = '/sealManage/authorizationDown';

const HEAD_OFFICE = {
  id: 7,
  name: '总部大楼',
  fence: { kind: 'circle', center: { lat: 31.2304, lng: 121.4737 }, radius: 300 },
  createdAt: '2026-11-02T08:00:00.000Z',
};

function open(places: unknown[] = []) {
  const api = answerCalls({
    ...pickerCalls,
    'authorization/v1/list': () => ({ list: [authorization()], total: 1 }),
    'apply/v2/list': () => ({ list: [], total: 0 }),
    'authorization/v1/:deviceId/exist-not-close': () => ({ exists: false, authorization: null }),
    'authorization/v1/auth': () => ({ id: 12, empowerNo: 'SQ-AUTH-0012' }),
    'geofence/v1/places': () => ({ list: places }),
    'geofence/v1/places/:id/delete': () => null,
  });
  renderPage(<AuthorizationDownPage />, {
    path: PATH,
    url: PATH,
    permissions: ['authorization:add', 'authorization:close'],
  });
  return api;
}

async function fenceAlert(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '确认授权' }));
  const fieldset = screen.getByRole('group', { name: '用印地点围栏（选填）' });
  return within(fieldset).findByRole('alert');
}

async function typeInto(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, value);
}

describe('the fence editor of the grant form', () => {
  it("refuses a circle out of range or of no radius with the contract's messages", async () => {
    const api = open();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: '直接授权' });

    await user.click(screen.getByRole('radio', { name: '圆形围栏' }));
    await typeInto(user, '圆心纬度', '91');
    await typeInto(user, '圆心经度', '121.47');
    expect(await fenceAlert(user)).toHaveTextContent('坐标超出范围：纬度须在-90至90之间，经度须在-180至180之间');
    await typeInto(user, '圆心纬度', '31.23');
    await typeInto(user, '半径（米）', '0');
    await waitFor(() => expect(screen.getByText('半径须大于0米且不超过50000米')).toBeInTheDocument());
    expect(api.to('authorization/v1/auth')).toEqual([]);
  });

  it('refuses too few vertices, crossing edges, the 180° meridian and no area', { timeout: 15_000 }, async () => {
    const api = open();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: '直接授权' });
    await user.click(screen.getByRole('radio', { name: '多边形围栏' }));
    expect(await fenceAlert(user)).toHaveTextContent('多边形须有3至50个顶点');
    // A bow tie: its edges cross.
    const corners = [
      ['31.2', '121.4'],
      ['31.3', '121.5'],
      ['31.2', '121.5'],
      ['31.3', '121.4'],
    ];
    for (const [i, [lat, lng]] of corners.entries()) {
      await user.click(screen.getByRole('button', { name: '添加顶点' }));
      await typeInto(user, `顶点${i + 1}纬度`, lat!);
      await typeInto(user, `顶点${i + 1}经度`, lng!);
    }
    await waitFor(() => expect(screen.getByText('多边形的边不能相交')).toBeInTheDocument());
    // Across the 180° meridian.
    await typeInto(user, '顶点2经度', '-179.5');
    await typeInto(user, '顶点1经度', '179.5');
    await user.click(screen.getByRole('button', { name: '删除顶点4' }));
    await user.click(screen.getByRole('button', { name: '删除顶点3' }));
    await user.click(screen.getByRole('button', { name: '添加顶点' }));
    await typeInto(user, '顶点3纬度', '31.3');
    await typeInto(user, '顶点3经度', '179.5');
    await waitFor(() => expect(screen.getByText('围栏不能跨越180°经线')).toBeInTheDocument());
    // On one line: no area.
    await typeInto(user, '顶点1经度', '121.4');
    await typeInto(user, '顶点2经度', '121.5');
    await typeInto(user, '顶点2纬度', '31.25');
    await typeInto(user, '顶点3经度', '121.6');
    await waitFor(() => expect(screen.getByText('围栏面积为零：顶点不能重合或位于同一直线上')).toBeInTheDocument());
    expect(api.to('authorization/v1/auth')).toEqual([]);
  });

  it('sends a valid circle with the lock choice', async () => {
    const api = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: '印章设备' }));
    await user.click(await screen.findByRole('option', { name: /财务专用章/ }));
    await user.click(screen.getByRole('combobox', { name: '被授权人' }));
    await user.click(await screen.findByRole('option', { name: /刘洋/ }));
    await user.type(screen.getByLabelText('授权事由'), '盖年度合同');
    await user.click(screen.getByRole('radio', { name: '圆形围栏' }));
    await typeInto(user, '圆心纬度', '31.2304');
    await typeInto(user, '圆心经度', '121.4737');
    await typeInto(user, '半径（米）', '800');
    expect(await screen.findByTestId('fence-circle')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确认授权' }));
    await waitFor(() => expect(api.to('authorization/v1/auth')).toHaveLength(1));
    expect(api.to('authorization/v1/auth')[0]).toMatchObject({
      fence: { fence: { kind: 'circle', center: { lat: 31.2304, lng: 121.4737 }, radius: 800 }, lockOnBreach: true },
    });
  });

  it('takes a saved place and lets the administrator delete it after a confirmation', async () => {
    const api = open([HEAD_OFFICE]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '圆形围栏' }));
    await user.selectOptions(await screen.findByLabelText('从常用地点选择'), '总部大楼');
    expect(screen.getByLabelText('圆心纬度')).toHaveValue('31.2304');
    expect(screen.getByLabelText('半径（米）')).toHaveValue('300');

    await user.click(screen.getByRole('button', { name: '删除常用地点「总部大楼」' }));
    await screen.findByText('确定删除常用地点「总部大楼」吗？已按该地点设置的授权围栏不受影响。');
    expect(api.to('geofence/v1/places/:id/delete')).toEqual([]);
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('geofence/v1/places/:id/delete')).toEqual([{ id: 7 }]));
    // The fence taken from it stays in the form.
    expect(screen.getByLabelText('圆心纬度')).toHaveValue('31.2304');
  });
});
