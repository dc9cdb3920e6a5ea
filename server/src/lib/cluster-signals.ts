import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';

/*
 * Signals between the server nodes that share one database ("forget the grants you cached", "check these sockets
 * again"). On PostgreSQL they travel by NOTIFY on one channel to every node that LISTENs; with the embedded PGlite
 * there is one node and they stay in the process. The sending node's own handlers run at once, not through the
 * database.
 *
 * A signal is a hint, never the only copy of anything: a node whose listening connection dropped may have missed
 * some, so after it listens again every handler hears `null` ("you may have missed one: forget everything").
 */

/** The channel every node LISTENs on (per database, so two databases on one server do not mix). */
export const SIGNAL_CHANNEL = 'seal_console_signals';

/** How the signal connections name themselves in pg_stat_activity. */
export const SIGNAL_APPLICATION = 'seal-console-signals';

/** Delay before a dropped listening connection is opened again. */
const RELISTEN_MS = 1000;

type Handler<P> = (payload: P | null) => void;

interface Wire {
  origin: string;
  topic: string;
  payload: unknown;
}

/** What runs a statement: the database or a transaction (db/client.ts's Db). */
interface Executor {
  execute(query: SQL): PromiseLike<unknown>;
}

/** How signals leave this node and come in from the others. */
interface SignalLink {
  publish(text: string): Promise<void>;
  close(): Promise<void>;
}

export class ClusterSignals<M extends Record<string, unknown>> {
  private readonly handlers = new Map<keyof M, Array<Handler<never>>>();
  private readonly origin = randomUUID();
  private link: SignalLink | null = null;

  /** Runs `handler` for each signal of `topic` (sent here or on another node); returns the unsubscribe. */
  on<K extends keyof M>(topic: K, handler: Handler<M[K]>): () => void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler as Handler<never>]);
    return () =>
      this.handlers.set(
        topic,
        (this.handlers.get(topic) ?? []).filter((h) => h !== handler),
      );
  }

  /** Tells every node: this one at once, the others through the database (a failure there is logged, not thrown). */
  send<K extends keyof M>(topic: K, payload: M[K]): void {
    this.deliver(topic, payload);
    if (!this.link) return;
    this.link.publish(this.wire(topic, payload)).catch((error: unknown) => console.error('cluster signal lost', error));
  }

  private wire(topic: keyof M, payload: unknown): string {
    const wire: Wire = { origin: this.origin, topic: String(topic), payload };
    return JSON.stringify(wire);
  }

  /**
   * Tells the other nodes when the transaction `tx` commits (NOTIFY is transactional: never before its change is
   * visible, never without it); this node's own handlers are not run (the caller does that after the commit).
   */
  async sendToOthersIn<K extends keyof M>(tx: Executor, topic: K, payload: M[K]): Promise<void> {
    if (!this.link) return;
    await tx.execute(sql`select pg_notify(${SIGNAL_CHANNEL}, ${this.wire(topic, payload)})`);
  }

  /** Connects the node to the others (PostgreSQL only); resolves once it listens. */
  async connect(link: (heard: (text: string) => void, relistened: () => void) => Promise<SignalLink>): Promise<void> {
    this.link = await link(
      (text) => this.heard(text),
      () => {
        for (const topic of this.handlers.keys()) this.deliver(topic, null);
      },
    );
  }

  async close(): Promise<void> {
    await this.link?.close();
    this.link = null;
  }

  private heard(text: string): void {
    let wire: Wire;
    try {
      wire = JSON.parse(text) as Wire;
    } catch {
      return;
    }
    if (wire.origin !== this.origin) this.deliver(wire.topic, wire.payload as never);
  }

  private deliver(topic: keyof M, payload: unknown): void {
    for (const handler of this.handlers.get(topic) ?? []) {
      try {
        handler(payload as never);
      } catch (error) {
        console.error(`cluster signal '${String(topic)}' failed`, error);
      }
    }
  }
}

/**
 * The PostgreSQL link: one connection of its own LISTENs (opened again after it drops, then `relistened`), NOTIFY goes
 * through a second one. Both are outside the application's pool, so a busy pool never delays a signal.
 */
export function postgresSignalLink(databaseUrl: string) {
  return async (heard: (text: string) => void, relistened: () => void): Promise<SignalLink> => {
    const sender = new pg.Pool({ connectionString: databaseUrl, max: 1, application_name: SIGNAL_APPLICATION });
    sender.on('error', (error) => console.error('cluster signals: sender connection failed', error.message));
    let listener: pg.Client | null = null;
    let closed = false;
    let retry: NodeJS.Timeout | undefined;
    const listen = async (again: boolean): Promise<void> => {
      const client = new pg.Client({ connectionString: databaseUrl, application_name: SIGNAL_APPLICATION });
      client.on('notification', (msg) => {
        if (msg.channel === SIGNAL_CHANNEL && msg.payload) heard(msg.payload);
      });
      const dropped = () => {
        if (listener !== client || closed) return;
        listener = null;
        retry = setTimeout(() => void listen(true).catch(() => undefined), RELISTEN_MS);
        retry.unref();
      };
      client.on('error', (error) => {
        console.error('cluster signals: listening connection failed', error.message);
        dropped();
      });
      client.on('end', dropped);
      listener = client;
      try {
        await client.connect();
        await client.query(`LISTEN ${SIGNAL_CHANNEL}`);
      } catch (error) {
        if (again) return dropped();
        listener = null;
        await client.end().catch(() => undefined);
        throw error;
      }
      if (again) relistened();
    };
    await listen(false);
    return {
      async publish(text) {
        await sender.query('select pg_notify($1, $2)', [SIGNAL_CHANNEL, text]);
      },
      async close() {
        closed = true;
        clearTimeout(retry);
        await Promise.allSettled([listener?.end(), sender.end()]);
      },
    };
  };
}
