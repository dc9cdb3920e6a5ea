import { act, render } from '@testing-library/react';
import { createStore, Provider, useAtomValue } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage, UnitEvent } from '@contract/realtime';
import { startRealtimeChannel, type EventPage, type RealtimeHandle, type RealtimeOptions, type SocketLike } from '@/lib/realtime/connection';
import { setLang } from '@/lib/i18n';
import { channelTexts, FEED_SIZE, liveStampingsAtom, realtimeStatusAtom } from '@/lib/realtime';
import { liveUse } from './live-fixtures';
import { freshToasts, watchToasts } from './toasts';

/** A socket.io socket the test drives: `emit` plays the server. */
class FakeSocket implements SocketLike {
  active = true;
  private handlers = new Map<string, Array<(...args: never[]) => void>>();
  on(event: string, listener: (...args: never[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.handlers.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
  connect() {
    return this;
  }
  disconnect() {
    return this;
  }
}

/** Animation frames the test runs by hand. */
function manualFrames() {
  let queue: Array<() => void> = [];
  return {
    schedule: (callback: () => void) => void queue.push(callback),
    get waiting() {
      return queue.length;
    },
    run() {
      const now = queue;
      queue = [];
      act(() => now.forEach((callback) => callback()));
    },
  };
}

function use(id: number): UnitEvent {
  const live = liveUse(1000 + id);
  return { id, at: live.usedAt, type: 'use', use: live };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const page = (list: UnitEvent[], headId = list.at(-1)?.id ?? 0): EventPage => ({
  list,
  headId,
  more: false,
  truncated: false,
});

let store: ReturnType<typeof createStore>;
let socket: FakeSocket;
let frames: ReturnType<typeof manualFrames>;
let handle: RealtimeHandle | null = null;

function start(
  fetchEvents: (afterId: number, limit: number) => Promise<EventPage>,
  options: Partial<RealtimeOptions> = {},
) {
  store = createStore();
  socket = new FakeSocket();
  frames = manualFrames();
  handle = startRealtimeChannel({
    store,
    open: () => socket,
    fetchEvents,
    ...channelTexts,
    schedule: frames.schedule,
    ...options,
  });
}

/** What the feed shows: the use record ids, newest first, and how often it rendered. */
function renderFeed() {
  const seen = { renders: 0, ids: [] as number[] };
  function Feed() {
    const stampings = useAtomValue(liveStampingsAtom);
    seen.renders += 1;
    seen.ids = stampings.map((s) => s.key);
    return <ol>{stampings.length}</ol>;
  }
  render(
    <Provider store={store}>
      <Feed />
    </Provider>,
  );
  return seen;
}

/** Lets pending promises (the backfill's answer) settle. */
const settle = () => act(async () => {});

afterEach(() => {
  handle?.stop();
  handle = null;
});

describe('socket events reach the screen once per animation frame', () => {
  it('turns a burst of 1,000 events into a single render', async () => {
    start(async () => page([]));
    const feed = renderFeed();
    socket.emit('connect');
    socket.emit('session-ready', { companyId: 7, lastEventId: 0 });
    await settle();
    frames.run();
    const before = feed.renders;

    for (const id of range(1, 1000)) socket.emit('unit-event', use(id));
    // Nothing is drawn until the frame: the events wait outside React, and only one frame is asked for.
    expect(feed.renders).toBe(before);
    expect(frames.waiting).toBe(1);

    frames.run();
    expect(feed.renders).toBe(before + 1);
    expect(feed.ids).toHaveLength(FEED_SIZE);
    expect(feed.ids[0]).toBe(1000 + 1000);
  });
});

describe('reconnecting', () => {
  it('asks for what came after the last id and shows every event exactly once', async () => {
    const fetchEvents = vi.fn(async (afterId: number) => {
      if (afterId === 0) return page(range(1, 10).map(use));
      // Overlaps what arrives live meanwhile (16), as a real backfill may.
      return page(range(afterId + 1, 16).map(use));
    });
    start(fetchEvents);
    const feed = renderFeed();
    socket.emit('connect');
    socket.emit('session-ready', { companyId: 7, lastEventId: 10 });
    await settle();
    socket.emit('unit-event', use(11));
    socket.emit('unit-event', use(12));
    frames.run();
    expect(feed.ids).toEqual(
      range(1, 12)
        .reverse()
        .map((id) => 1000 + id),
    );

    socket.emit('disconnect', 'transport close');
    expect(store.get(realtimeStatusAtom).state).toBe('reconnecting');
    // 13-15 happen while the wall is offline.
    socket.emit('connect');
    socket.emit('session-ready', { companyId: 7, lastEventId: 15 });
    socket.emit('unit-event', use(16));
    await settle();
    frames.run();

    expect(fetchEvents).toHaveBeenLastCalledWith(12, expect.any(Number));
    expect(feed.ids).toEqual(
      range(1, 16)
        .reverse()
        .map((id) => 1000 + id),
    );
    expect(new Set(feed.ids).size).toBe(feed.ids.length);
    expect(store.get(realtimeStatusAtom)).toMatchObject({ state: 'live', backfilling: false });
  });

  it('fills a gap in the ids without waiting for a reconnect', async () => {
    vi.useFakeTimers();
    const fetchEvents = vi.fn(async (afterId: number) => page(afterId === 0 ? [] : range(afterId + 1, 8).map(use)));
    start(fetchEvents);
    const feed = renderFeed();
    socket.emit('connect');
    socket.emit('session-ready', { companyId: 7, lastEventId: 0 });
    await settle();
    for (const id of [1, 2, 3, 4, 5, 8]) socket.emit('unit-event', use(id));
    frames.run();
    expect(feed.ids).toEqual([8, 5, 4, 3, 2, 1].map((id) => 1000 + id));

    await act(async () => vi.advanceTimersByTimeAsync(1000));
    frames.run();
    expect(fetchEvents).toHaveBeenLastCalledWith(5, expect.any(Number));
    expect(feed.ids).toEqual(
      range(1, 8)
        .reverse()
        .map((id) => 1000 + id),
    );
  });

  it('reloads the screens instead of replaying when the server pruned what was missed', async () => {
    const onResync = vi.fn();
    store = createStore();
    socket = new FakeSocket();
    frames = manualFrames();
    const fetchEvents = vi.fn(async (afterId: number) =>
      afterId === 0 ? page([]) : { list: [use(900)], headId: 900, more: false, truncated: true },
    );
    handle = startRealtimeChannel({
      store,
      open: () => socket,
      fetchEvents,
      onResync,
      errorText: () => 'x',
      schedule: frames.schedule,
    });
    const feed = renderFeed();
    socket.emit('connect');
    socket.emit('session-ready', { companyId: 7, lastEventId: 0 });
    await settle();
    socket.emit('unit-event', use(1));
    socket.emit('disconnect', 'transport close');
    socket.emit('connect');
    socket.emit('session-ready', { companyId: 7, lastEventId: 900 });
    await settle();
    socket.emit('unit-event', use(901));
    frames.run();
    expect(onResync).toHaveBeenCalled();
    expect(feed.ids).toEqual([1901, 1900, 1001]);
  });
});

describe('notifications of the live channel (spec section 8)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    freshToasts();
  });

  it("shows 'WebSocket连接发生错误' once per outage, until the channel is back", async () => {
    const toasts = watchToasts();
    start(async () => page([]));
    socket.emit('connect_error', new Error('xhr poll error'));
    socket.emit('connect_error', new Error('xhr poll error'));
    expect(toasts.raised.map((t) => [t.kind, t.text, t.duration])).toEqual([['error', 'WebSocket连接发生错误', 0]]);
    socket.emit('connect');
    expect(toasts.visible()).toEqual([]);
    toasts.stop();
  });

  it('shows the connection error in the language in use when it happens', () => {
    const toasts = watchToasts();
    start(async () => page([]));
    act(() => setLang('en-US'));
    try {
      socket.emit('connect_error', new Error('xhr poll error'));
      expect(toasts.raised.map((t) => t.text)).toEqual(['WebSocket connection error']);
    } finally {
      act(() => setLang('zh-CN'));
      toasts.stop();
    }
  });

  it("shows a notice in the UI's language from its key and arguments, else its msg", async () => {
    const toasts = watchToasts();
    start(async () => page([]));
    socket.emit('connect');
    socket.emit('session-ready', { companyId: 7, lastEventId: 0 });
    await settle();
    act(() => setLang('en-US'));
    const notice = (id: number, message: LiveMessage): UnitEvent => ({ id, at: '', type: 'message', message });
    try {
      socket.emit(
        'unit-event',
        notice(1, {
          msgType: 'INFO',
          msg: '「印章A」用印成功，剩余 2 次',
          msgKey: 'l.use.remaining',
          msgArgs: ['印章A', 2],
        }),
      );
      socket.emit(
        'unit-event',
        notice(2, {
          msgType: 'ERROR',
          msg: '「印章A」的用印记为异常：离线盖章',
          msgKey: 'l.use.exception.offline',
          msgArgs: ['印章A'],
        }),
      );
      // Logged before keys existed, or a key this console does not know yet: the spec's msg.
      socket.emit('unit-event', notice(3, { msgType: 'INFO', msg: '拍照成功' }));
      socket.emit('unit-event', notice(4, { msgType: 'INFO', msg: '新的通知', msgKey: 'l.future', msgArgs: [] }));
      frames.run();
      expect(toasts.raised.map((t) => [t.kind, t.text])).toEqual([
        ['success', 'Stamped with “印章A”: 2 use(s) left'],
        ['error', 'The stamp with “印章A” was recorded as an exception: Offline stamp'],
        ['success', '拍照成功'],
        ['success', '新的通知'],
      ]);
    } finally {
      act(() => setLang('zh-CN'));
      toasts.stop();
    }
  });

  it('INFO is a 3 s success notice, ERROR stays until closed', async () => {
    const toasts = watchToasts();
    start(async () => page([]));
    socket.emit('connect');
    socket.emit('session-ready', { companyId: 7, lastEventId: 0 });
    await settle();
    socket.emit('unit-event', { id: 1, at: '', type: 'message', message: { msgType: 'INFO', msg: '拍照成功' } });
    socket.emit('unit-event', { id: 2, at: '', type: 'message', message: { msgType: 'ERROR', msg: '拍照失败' } });
    frames.run();
    expect(toasts.raised.map((t) => [t.kind, t.text, t.duration])).toEqual([
      ['success', '拍照成功', 3000],
      ['error', '拍照失败', 0],
    ]);
    toasts.stop();
  });

  it('shows no toasts while a quiet screen (a wall display) says so, and shows them again after', async () => {
    const toasts = watchToasts();
    let quiet = true;
    start(async () => page([]), { toasts: () => !quiet });
    socket.emit('connect_error', new Error('xhr poll error'));
    socket.emit('connect');
    socket.emit('session-ready', { companyId: 7, lastEventId: 0 });
    await settle();
    socket.emit('unit-event', { id: 1, at: '', type: 'message', message: { msgType: 'ERROR', msg: '异常用印' } });
    frames.run();
    expect(toasts.raised).toEqual([]);
    quiet = false;
    socket.emit('unit-event', { id: 2, at: '', type: 'message', message: { msgType: 'ERROR', msg: '拍照失败' } });
    frames.run();
    expect(toasts.raised.map((t) => t.text)).toEqual(['拍照失败']);
    toasts.stop();
  });

  it('after a reconnect, replays only recent notifications as toasts and sums up the older ones', async () => {
    const toasts = watchToasts();
    const message = (id: number, ageMs: number, msgType: 'INFO' | 'ERROR', msg: string): UnitEvent => ({
      id,
      at: new Date(Date.now() - ageMs).toISOString(),
      type: 'message',
      message: { msgType, msg },
    });
    let missed: UnitEvent[] = [];
    store = createStore();
    socket = new FakeSocket();
    frames = manualFrames();
    handle = startRealtimeChannel({
      store,
      open: () => socket,
      fetchEvents: async (afterId) => page(afterId === 0 ? [] : missed.filter((e) => e.id > afterId)),
      errorText: () => 'x',
      missedText: (count) => `${count} older notices`,
      schedule: frames.schedule,
    });
    socket.emit('connect');
    socket.emit('session-ready', { companyId: 7, lastEventId: 0 });
    await settle();
    socket.emit('unit-event', message(1, 0, 'INFO', '用印成功'));
    frames.run();

    socket.emit('disconnect', 'transport close');
    // A long outage: forty stamps went wrong an hour ago, one notice came half a minute ago.
    missed = [
      ...range(2, 41).map((id) => message(id, 3_600_000, 'ERROR', `异常 ${id}`)),
      message(42, 30_000, 'ERROR', '刚刚异常'),
    ];
    socket.emit('connect');
    socket.emit('session-ready', { companyId: 7, lastEventId: 42 });
    await settle();
    frames.run();

    expect(toasts.raised.map((t) => [t.kind, t.text, t.duration])).toEqual([
      ['success', '用印成功', 3000],
      ['info', '40 older notices', 6000],
      ['error', '刚刚异常', 0],
    ]);
    toasts.stop();
  });

  it("judges a replayed notification's age by the server's clock, not a wrong local one", async () => {
    const toasts = watchToasts();
    // This machine's clock runs ten minutes ahead of the server's.
    const serverNow = () => Date.now() - 600_000;
    const message = (id: number, ageMs: number, msg: string): UnitEvent => ({
      id,
      at: new Date(serverNow() - ageMs).toISOString(),
      type: 'message',
      message: { msgType: 'ERROR', msg },
    });
    let missed: UnitEvent[] = [];
    start(async (afterId) => page(afterId === 0 ? [] : missed.filter((e) => e.id > afterId)));
    socket.emit('connect');
    socket.emit('session-ready', { companyId: 7, lastEventId: 0 });
    await settle();
    socket.emit('unit-event', message(1, 0, '现在'));
    frames.run();
    socket.emit('disconnect', 'transport close');
    missed = [message(2, 20_000, '二十秒前')];
    socket.emit('connect');
    socket.emit('session-ready', { companyId: 7, lastEventId: 2 });
    await settle();
    frames.run();
    expect(toasts.raised.map((t) => t.text)).toEqual(['现在', '二十秒前']);
    toasts.stop();
  });
});
