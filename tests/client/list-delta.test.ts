import { describe, expect, it } from 'vitest';
import { ListDeltaEncoder, ListDeltaMirror, type ListShape } from '@/lib/api-client/list-delta';
import { offThreadList } from '@/lib/api-client/off-thread-list';

const shape: ListShape = { list: 'list', key: 'deviceId' };

function device(n: number, online = true) {
  return { deviceId: `SD${n}`, name: `印章 ${n}`, latitude: 30 + n / 100, longitude: null, online, battery: 80 };
}

function bytesOf(body: unknown): ArrayBuffer {
  return new TextEncoder().encode(JSON.stringify(body)).buffer as ArrayBuffer;
}

function answer(list: unknown[], headId = 1) {
  return { code: 0, msg: 'ok', data: { list, total: list.length, headId } };
}

/** The worker and the page as they talk: each answer's bytes go through both. */
function pair() {
  const encoder = new ListDeltaEncoder(shape);
  const mirror = new ListDeltaMirror(shape);
  return {
    read(body: unknown) {
      const decoded = encoder.encode(bytesOf(body), mirror.version);
      return { kind: decoded.kind, answer: mirror.apply(decoded) as ReturnType<typeof answer> };
    },
  };
}

describe('a large list read off the page thread', () => {
  it('gives what JSON.parse gives, every time', () => {
    const link = pair();
    const first = [device(1), device(2), device(3)];
    expect(link.read(answer(first)).answer).toEqual(answer(first));
    const second = [device(1), device(2, false), device(3)];
    const read = link.read(answer(second, 9));
    expect(read.kind).toBe('delta');
    expect(read.answer).toEqual(answer(second, 9));
  });

  it('keeps the objects of unchanged items, and the list itself when nothing changed', () => {
    const link = pair();
    const first = link.read(answer([device(1), device(2)])).answer.data.list;
    const second = link.read(answer([device(1), device(2, false)])).answer.data.list;
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1]).toMatchObject({ online: false });
    const third = link.read(answer([device(1), device(2, false)])).answer.data.list;
    expect(third).toBe(second);
  });

  it('sends the whole list when items were added, removed or reordered', () => {
    const link = pair();
    link.read(answer([device(1), device(2)]));
    expect(link.read(answer([device(1), device(2), device(3)]))).toMatchObject({ kind: 'full' });
    expect(link.read(answer([device(1), device(3)]))).toMatchObject({ kind: 'full' });
    const reordered = [device(3), device(1)];
    const read = link.read(answer(reordered));
    expect(read.kind).toBe('full');
    expect(read.answer).toEqual(answer(reordered));
  });

  it('sends the whole list when the page does not hold the last one', () => {
    const encoder = new ListDeltaEncoder(shape);
    encoder.encode(bytesOf(answer([device(1)])), null);
    expect(encoder.encode(bytesOf(answer([device(1)])), null).kind).toBe('full');
  });

  it('passes error envelopes and non-JSON answers through as they are', () => {
    const link = pair();
    const refused = { code: 403, msg: '无权限', data: null };
    expect(link.read(refused).answer).toEqual(refused);
    const encoder = new ListDeltaEncoder(shape);
    const text = new TextEncoder().encode('<html>Bad Gateway</html>').buffer as ArrayBuffer;
    expect(new ListDeltaMirror(shape).apply(encoder.encode(text, null))).toBe('<html>Bad Gateway</html>');
  });

  it('runs on the page thread where no worker can (same answers)', async () => {
    const decode = offThreadList(shape);
    const list = [device(1), device(2)];
    expect(await decode(bytesOf(answer(list)))).toEqual(answer(list));
    const changed = [device(1, false), device(2)];
    expect(await decode(bytesOf(answer(changed, 5)))).toEqual(answer(changed, 5));
  });
});
