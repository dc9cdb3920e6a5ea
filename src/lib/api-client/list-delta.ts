/**
 * A large list answer read off the page's thread: the worker parses the bytes and sends the page only the items that
 * changed since the list it sent last, so a poll of thousands of items costs the page a few changed objects instead
 * of parsing megabytes of JSON in one frame. Items are flat (their fields are compared with ===).
 */

/** Where the list sits in the answer's `data`, and the field that names an item. */
export interface ListShape {
  list: string;
  key: string;
}

type Item = Record<string, unknown>;

/** What the worker sends back for one answer. */
export type Decoded =
  /** Not JSON: the page reports it as a transport error with this text. */
  | { kind: 'text'; text: string }
  /** JSON without the list (an error envelope, say): as parsed. */
  | { kind: 'body'; body: unknown }
  /** The whole list (the first answer, or the items were added, removed or reordered); `body` is the rest. */
  | { kind: 'full'; body: Envelope; version: number; items: Item[] }
  /** The items at these places changed since the list of version `base`. */
  | { kind: 'delta'; body: Envelope; version: number; base: number; changes: Array<[number, Item]> };

interface Envelope {
  code: number;
  data: Record<string, unknown>;
}

function listOf(body: unknown, shape: ListShape): { envelope: Envelope; items: Item[] } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, data } = body as { code?: unknown; data?: unknown };
  if (code !== 0 || typeof data !== 'object' || data === null) return null;
  const items = (data as Record<string, unknown>)[shape.list];
  if (!Array.isArray(items)) return null;
  const rest = { ...(data as Record<string, unknown>) };
  delete rest[shape.list];
  return { envelope: { ...(body as Envelope), data: rest }, items: items as Item[] };
}

function sameItem(a: Item, b: Item): boolean {
  for (const field in b) if (a[field] !== b[field]) return false;
  for (const field in a) if (!(field in b)) return false;
  return true;
}

/** The worker's side: remembers the list it sent last and answers each new one with what changed. */
export class ListDeltaEncoder {
  private last: { version: number; items: Item[] } | null = null;
  private versions = 0;

  constructor(private readonly shape: ListShape) {}

  /** `base` is the version the page holds (null: none), so a delta is sent only against a list the page has. */
  encode(bytes: ArrayBuffer | Uint8Array, base: number | null): Decoded {
    const text = new TextDecoder().decode(bytes);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { kind: 'text', text };
    }
    const found = listOf(body, this.shape);
    if (!found) return { kind: 'body', body };
    const { envelope, items } = found;
    const previous = this.last;
    const version = ++this.versions;
    this.last = { version, items };
    if (!previous || previous.version !== base || previous.items.length !== items.length) {
      return { kind: 'full', body: envelope, version, items };
    }
    const { key } = this.shape;
    const changes: Array<[number, Item]> = [];
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      const before = previous.items[i]!;
      if (item[key] !== before[key]) return { kind: 'full', body: envelope, version, items };
      if (!sameItem(before, item)) changes.push([i, item]);
    }
    return { kind: 'delta', body: envelope, version, base, changes };
  }
}

/** The page's side: the list as the worker last sent it, and the answer each new message stands for. */
export class ListDeltaMirror {
  private held: { version: number; items: Item[] } | null = null;

  constructor(private readonly shape: ListShape) {}

  /** The version to send with the next answer's bytes. */
  get version(): number | null {
    return this.held?.version ?? null;
  }

  /**
   * The answer as JSON.parse would have given it, except that unchanged items are the objects of the previous
   * answer (and the list itself when nothing changed), which also spares the query cache's deep compare.
   */
  apply(decoded: Decoded): unknown {
    switch (decoded.kind) {
      case 'text':
        return decoded.text;
      case 'body':
        return decoded.body;
      case 'full':
        this.held = { version: decoded.version, items: decoded.items };
        return this.answer(decoded.body, decoded.items);
      case 'delta': {
        const held = this.held;
        if (held?.version !== decoded.base) {
          this.held = null;
          throw new Error('list delta against a list this page does not hold');
        }
        let items = held.items;
        if (decoded.changes.length > 0) {
          items = items.slice();
          for (const [at, item] of decoded.changes) items[at] = item;
        }
        this.held = { version: decoded.version, items };
        return this.answer(decoded.body, items);
      }
    }
  }

  private answer(body: Envelope, items: Item[]): unknown {
    return { ...body, data: { ...body.data, [this.shape.list]: items } };
  }
}
