import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecentAlert, RecentStamping } from '@contract/dashboard';
import type { LiveAlert, LivePhoto, LiveUse, UnitEvent } from '@contract/realtime';
import { SignedImage } from '@/components/signed-image';
import { sharedWidgets, WidgetView } from '@/components/widgets';
import { feedAlertsAtom, feedStampingsAtom, RECENT_LIMIT } from '@/lib/live-data/recent-feed';
import { applyEvents } from '@/lib/realtime/atoms';
import { appStore } from '@/lib/store';
import { enterLiveSession, leaveLiveSession, liveUse } from './live-fixtures';
import { answerCalls } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const RECENT = 'dashboard/v1/recent';
const TEMP_URL = 'file-manage/v2/temp-url';

const stampOf = (useRecordId: number, deviceName: string, extra: Partial<LiveUse> = {}) =>
  liveUse(useRecordId, { deviceId: `SD${useRecordId}`, deviceName, remaining: null, ...extra });

function photo(u: LiveUse, fileId: string, url = `/api/files/${fileId}?sig=old`): LivePhoto {
  return {
    useRecordId: u.useRecordId,
    deviceId: u.deviceId,
    deviceName: u.deviceName,
    userName: u.userName,
    address: u.address,
    source: 'device',
    fileId,
    takenAt: u.usedAt,
    url,
  };
}

function alert(kind: LiveAlert['kind'], deviceName: string, useRecordId: number | null): LiveAlert {
  return { kind, deviceId: 'SD1', deviceName, useRecordId, userName: null, text: `${deviceName} ${kind}` };
}

// What the database had when the screen opened: two stampings (one with a photo), two alerts (a device's, logged as
// event 41, and an exceptional use older than the log).
const used500 = stampOf(500, '合同章');
const used501 = stampOf(501, '财务章');
const recentStampings: RecentStamping[] = [
  { use: used501, photos: [photo(used501, 'f501')] },
  { use: used500, photos: [] },
];
const lowBattery = alert('lowBattery', '人事章', null);
const oldException = alert('privileged', '公章', 480);
const recentAlerts: RecentAlert[] = [
  { eventId: 41, at: '2026-11-22T02:10:00.000Z', alert: lowBattery },
  { eventId: null, at: '2026-11-22T01:00:00.000Z', alert: oldException },
];

beforeEach(enterLiveSession);
afterEach(leaveLiveSession);

const renderWall = () =>
  render(
    <Provider store={appStore}>
      <WidgetView kind={sharedWidgets.recentPhotos} tone="wall" />
      <WidgetView kind={sharedWidgets.alerts} tone="wall" />
    </Provider>,
  );

/** Live events as the channel writes them into the atoms. */
const live = (events: UnitEvent[]) => act(() => applyEvents(appStore.get, appStore.set, events));

describe('the live feeds start from the database', () => {
  it('shows the latest stampings and alerts at once, before any event, asking for RECENT_LIMIT', async () => {
    const server = answerCalls({ [RECENT]: () => ({ stampings: recentStampings, alerts: recentAlerts }) });
    renderWall();
    const feed = screen.getByRole('region', { name: '实时用印' });
    const alerts = screen.getByRole('region', { name: '异常告警' });
    await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(2));
    expect(server.to(RECENT)).toEqual([{ limit: RECENT_LIMIT }]);
    expect(
      within(feed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('财务章'), expect.stringContaining('合同章')]);
    expect(within(feed).getByRole('img', { name: '财务章 的用印照片' })).toHaveAttribute(
      'src',
      '/api/files/f501?sig=old',
    );
    // The wall's lists each change in their turn of frames (frame-slots).
    await waitFor(() =>
      expect(
        within(alerts)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([expect.stringContaining('人事章'), expect.stringContaining('公章')]),
    );
  });

  it('lays live events over them without showing anything twice, the newest event first', async () => {
    answerCalls({ [RECENT]: () => ({ stampings: recentStampings, alerts: recentAlerts }) });
    renderWall();
    await waitFor(() => expect(appStore.get(feedStampingsAtom)).toHaveLength(2));

    const used502 = stampOf(502, '法人章', { exceptionKind: 'outsideHours', remaining: 2 });
    live([
      // Replayed from the log: the use 501 again (it knows what is left), the device alert 41 and 480's alert again.
      { id: 39, at: '2026-11-22T01:00:00.000Z', type: 'alert', alert: oldException },
      { id: 40, at: used501.usedAt, type: 'use', use: { ...used501, remaining: 4 } },
      { id: 41, at: recentAlerts[0]!.at, type: 'alert', alert: lowBattery },
      // New: a photo of 500, the same photo of 501 again, a new exceptional use with its alert.
      { id: 42, at: used500.usedAt, type: 'photo', photo: photo(used500, 'f500', '/api/files/f500?sig=live') },
      { id: 43, at: used501.usedAt, type: 'photo', photo: photo(used501, 'f501', '/api/files/f501?sig=live') },
      { id: 44, at: used502.usedAt, type: 'use', use: used502 },
      { id: 45, at: used502.usedAt, type: 'alert', alert: alert('outsideHours', '法人章', 502) },
    ]);

    const stampings = appStore.get(feedStampingsAtom);
    expect(stampings.map((s) => [s.key, s.photos.map((p) => p.fileId)])).toEqual([
      [502, []],
      [501, ['f501']],
      [500, ['f500']],
    ]);
    expect(stampings.find((s) => s.key === 501)!.use!.remaining).toBe(4);
    expect(appStore.get(feedAlertsAtom).map((a) => [a.alert.deviceName, a.eventId])).toEqual([
      ['法人章', 45],
      ['人事章', 41],
      ['公章', 39],
    ]);
    // Likewise a frame or two after the events.
    const feed = screen.getByRole('region', { name: '实时用印' });
    await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(3));
    const alerts = screen.getByRole('region', { name: '异常告警' });
    await waitFor(() => expect(within(alerts).getAllByRole('listitem')).toHaveLength(3));
  });

  it('keeps what arrived live when the database is older, and shows the live feed alone when the call fails', async () => {
    answerCalls({
      [RECENT]: () => {
        throw new Error('network down');
      },
    });
    renderWall();
    live([{ id: 7, at: used500.usedAt, type: 'use', use: used500 }]);
    await waitFor(() => expect(appStore.get(feedStampingsAtom).map((s) => s.key)).toEqual([500]));
    const feed = screen.getByRole('region', { name: '实时用印' });
    await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(1));
  });
});

describe('an expired photo link is renewed once', () => {
  it("the wall feed's photo asks for a fresh link when it fails to load, and tries it", async () => {
    const server = answerCalls({
      [RECENT]: () => ({ stampings: recentStampings, alerts: [] }),
      [TEMP_URL]: (p) => ({ tmpUrl: `/api/files/${String(p.filePath)}?sig=fresh` }),
    });
    renderWall();
    const img = await screen.findByRole('img', { name: '财务章 的用印照片' });
    fireEvent.error(img);
    await waitFor(() => expect(img).toHaveAttribute('src', '/api/files/f501?sig=fresh'));
    expect(server.to(TEMP_URL)).toEqual([{ filePath: 'f501' }]);
  });

  it("the dashboard's photo tiles and the viewer share the renewed link", async () => {
    const used = stampOf(601, '合同章');
    const server = answerCalls({
      [RECENT]: () => ({ stampings: [{ use: used, photos: [photo(used, 'f601')] }], alerts: [] }),
      [TEMP_URL]: () => ({ tmpUrl: '/api/files/f601?sig=fresh' }),
    });
    render(
      <Provider store={appStore}>
        <WidgetView kind={sharedWidgets.recentPhotos} tone="console" />
      </Provider>,
    );
    const tile = await screen.findByRole('img');
    fireEvent.error(tile);
    await waitFor(() => expect(tile).toHaveAttribute('src', '/api/files/f601?sig=fresh'));
    // Opened later, the viewer starts from the renewed link instead of failing on the old one again.
    fireEvent.click(screen.getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/api/files/f601?sig=fresh');
    expect(server.to(TEMP_URL)).toHaveLength(1);
  });

  it('tries a fresh link only once: a second failure is final, and a missing link is asked for at once', async () => {
    const server = answerCalls({ [TEMP_URL]: (p) => ({ tmpUrl: `/api/files/${String(p.filePath)}?sig=fresh` }) });
    render(
      <>
        <SignedImage fileId="f701" url="/api/files/f701?sig=old" alt="一" />
        <SignedImage fileId="f702" url="" alt="二" />
      </>,
    );
    const first = screen.getByRole('img', { name: '一' });
    fireEvent.error(first);
    await waitFor(() => expect(first).toHaveAttribute('src', '/api/files/f701?sig=fresh'));
    fireEvent.error(first);
    await act(async () => {});
    expect(
      server
        .to(TEMP_URL)
        .map((c) => c.filePath)
        .sort(),
    ).toEqual(['f701', 'f702']);
    expect(screen.getByRole('img', { name: '二' })).toHaveAttribute('src', '/api/files/f702?sig=fresh');
  });
});
