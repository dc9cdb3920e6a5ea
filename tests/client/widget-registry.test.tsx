import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DevicePoint, HeadStatisNum } from '@contract/dashboard';
import { sharedWidgets, WidgetView, type WidgetKind, type WidgetTone } from '@/components/widgets';
import { widgetRegistry } from '@/features/dashboard/widgets/registry';
import { t } from '@/lib/i18n';
import { permissionsAtom } from '@/lib/permissions';
import { queryClient } from '@/lib/query-client';
import { liveAlertsAtom } from '@/lib/realtime';
import { appStore } from '@/lib/store';
import { enterLiveSession, leaveLiveSession, liveUse } from './live-fixtures';
import { answerCalls, menuEntry } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

// Leaflet and ECharts do not draw in happy-dom: the lazily loaded views are stand-ins. The chart's values are read
// from its screen-reader table, which LiveChart renders itself.
vi.mock('@/components/map/province-map-view', () => ({
  default: ({ children }: { children: ReactNode }) => <div data-testid="map">{children}</div>,
  mapLayers: { DeviceMarks: () => null },
}));
vi.mock('@/components/charts/live-chart-view', () => ({ default: () => <canvas /> }));

const heads: HeadStatisNum = {
  scope: 'unit',
  totalDevices: 300,
  onlineDevices: 150,
  lockedDevices: 2,
  lowBatteryDevices: 4,
  todayUses: 12,
  todayExceptions: 1,
  monthUses: 240,
  openAuthorizations: 9,
  pendingApplications: 3,
};
const point = (deviceId: string, latitude: number | null): DevicePoint => ({
  deviceId,
  name: deviceId,
  deviceType: 1,
  latitude,
  longitude: latitude === null ? null : 121.5,
  province: '上海',
  online: true,
  battery: 80,
  locked: false,
});
const used = liveUse(501, { deviceName: '合同章', useType: 2 });

function answerEverything() {
  answerCalls({
    'dashboard/v1/:companyId/head-statis-num': () => heads,
    'device/v1/org-device-map': () => ({
      list: [point('SD1', 31.2), point('SD2', 31.3), point('SD3', null)],
      total: 3,
      headId: 0,
    }),
    'dashboard/v1/home-page-map': () => ({
      scope: 'unit',
      provinces: [],
      deviceTypes: [{ deviceType: 1, count: 3 }],
      total: 3,
      unlocated: 1,
    }),
    'device/v1/device-use-times': () => ({
      scope: 'unit',
      range: '30d',
      total: 5,
      exceptions: 1,
      series: [{ key: '2026-11-20', count: 5, exceptions: 1 }],
      perUseType: [{ useType: 2, count: 5 }],
      topDevices: [],
      topDepartments: [{ departmentId: 1, departmentName: '财务部', count: 5 }],
    }),
    'dashboard/v1/recent': () => ({
      stampings: [
        {
          use: used,
          photos: [
            {
              useRecordId: 501,
              deviceId: used.deviceId,
              deviceName: used.deviceName,
              userName: used.userName,
              address: used.address,
              source: 'device',
              fileId: 'f501',
              takenAt: used.usedAt,
              url: '/api/files/f501',
            },
          ],
        },
      ],
      alerts: [
        {
          eventId: 41,
          at: used.usedAt,
          alert: {
            kind: 'lowBattery',
            deviceId: 'SD9',
            deviceName: '人事章',
            useRecordId: null,
            userName: null,
            text: '人事章 电量低',
          },
        },
      ],
    }),
    'anomaly/v1/:companyId/open-count': () => ({ open: 7, high: 2 }),
    'apply/v2/approve-list': () => ({
      list: [
        {
          id: 77,
          applyNo: 'A77',
          applicantId: 3,
          applicantName: '刘洋',
          deviceId: 'SD1',
          deviceName: '合同章',
          fileType: '合同',
          copies: 1,
          useCount: 1,
          reason: '签约',
          state: 'WAITING',
          outcome: null,
          currentApproverId: 1,
          currentApproverName: '张伟',
          approvedSteps: 0,
          totalSteps: 1,
          submittedAt: used.usedAt,
          updatedAt: used.usedAt,
          unread: false,
          authorizationId: null,
        },
      ],
      total: 1,
    }),
  });
}

/** What each kind shows from the answers above, the same in both tones. */
const shows: Record<string, string> = {
  kpis: '在线率 50%',
  deviceMap: '已定位 2 台',
  useTimes: '11-20',
  recentPhotos: '合同章',
  alerts: '人事章',
  deviceTypes: '智能印章',
  useTypes: '试盖章',
  departments: '财务部',
  pendingApprovals: '签约',
  anomalyOpen: '其中高级别 2 条',
};

/** Wall titles that differ from the console's. */
const wallTitles: Record<string, string> = { useTimes: '用印趋势（近30天）', recentPhotos: '实时用印' };

const kinds: Record<string, WidgetKind> = { ...sharedWidgets, ...widgetRegistry };

beforeEach(() => {
  enterLiveSession();
  appStore.set(permissionsAtom, ['apply:approve']);
  // The map's province boundaries.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ type: 'FeatureCollection', features: [] })),
  );
});
afterEach(() => {
  leaveLiveSession();
  appStore.set(permissionsAtom, []);
  vi.unstubAllGlobals();
});

function show(kind: WidgetKind, tone: WidgetTone) {
  return render(
    <QueryClientProvider client={queryClient}>
      <Provider store={appStore}>
        <MemoryRouter>
          <WidgetView kind={kind} tone={tone} />
        </MemoryRouter>
      </Provider>
    </QueryClientProvider>,
  );
}

describe('the widget registry', () => {
  it('has one kind for every widget a saved dashboard layout names, and the wall’s charts', () => {
    expect(Object.keys(kinds).sort()).toEqual(Object.keys(shows).sort());
  });

  describe.each(['console', 'wall'] as const)('in the %s tone', (tone) => {
    it.each(Object.keys(shows))('%s shows its data under its title', async (id) => {
      answerEverything();
      const kind = kinds[id]!;
      show(kind, tone);
      const title = (tone === 'wall' && wallTitles[id]) || t(kind.titleKey);
      const region = screen.getByRole('region', { name: title });
      await waitFor(() => expect(within(region).getAllByText(shows[id]!, { exact: false }).length).toBeGreaterThan(0));
      // The wall draws on a dark panel of its own; the console on a light card.
      expect(region.className).toContain(tone === 'wall' ? 'wall-panel' : 'bg-white');
    });
  });
});

describe('the anomaly open-count widget', () => {
  it('asks again when an abnormal stamp arrives live, at most once a second', async () => {
    let open = 7;
    const api = answerCalls({
      'anomaly/v1/:companyId/open-count': () => ({ open, high: 0 }),
      'menu/nav': () => ({ menuList: [menuEntry(5, '异常中心', '/sealManage/anomaly')], permissions: [] }),
    });
    show(sharedWidgets.anomalyOpen, 'console');
    const region = screen.getByRole('region', { name: '待处理告警' });
    await waitFor(() => expect(within(region).getAllByText('7').length).toBeGreaterThan(0));
    expect(await within(region).findByRole('link', { name: '前往异常中心' })).toHaveAttribute(
      'href',
      '/sealManage/anomaly',
    );
    const asked = api.to('anomaly/v1/:companyId/open-count').length;
    open = 8;
    appStore.set(liveAlertsAtom, [
      {
        key: 'e42',
        eventId: 42,
        at: used.usedAt,
        alert: {
          kind: 'privileged',
          deviceId: 'SD1',
          deviceName: '合同章',
          useRecordId: 502,
          userName: null,
          text: '',
        },
      },
    ]);
    await waitFor(() => expect(within(region).getAllByText('8').length).toBeGreaterThan(0));
    expect(api.to('anomaly/v1/:companyId/open-count').length).toBe(asked + 1);

    // A wall gets several abnormal stamps a second: those within the second are asked about once, when it is over.
    open = 10;
    for (const eventId of [43, 44]) {
      const [first] = appStore.get(liveAlertsAtom);
      appStore.set(liveAlertsAtom, [{ ...first!, key: `e${eventId}`, eventId }]);
      await act(() => new Promise((settle) => setTimeout(settle, 50)));
    }
    expect(api.to('anomaly/v1/:companyId/open-count').length).toBe(asked + 1);
    await waitFor(() => expect(within(region).getAllByText('10').length).toBeGreaterThan(0), { timeout: 2_000 });
    expect(api.to('anomaly/v1/:companyId/open-count').length).toBe(asked + 2);
  });
});
