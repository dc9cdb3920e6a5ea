import type { BroadcastOperator } from 'socket.io';
import type { ServerToClientEvents } from '../../contract';
import type { Config } from './config';
import type { Db } from './db/client';
import type { EventBus } from './events';
import type { ClusterSignals } from './lib/cluster-signals';
import type { FileStorage } from './lib/file-storage';
import type { SigningKeys } from './lib/keys';
import type { OcrProvider } from './lib/ocr-provider';
import type { SmsProvider } from './lib/sms';

/** What services need from the outside world; tests build it with their own clock and provider. */
export interface Deps {
  db: Db;
  config: Config;
  secret: string;
  sms: SmsProvider;
  storage: FileStorage;
  ocr: OcrProvider;
  keys: SigningKeys;
  now: () => Date;
  /** Domain events between modules (events.ts); app.ts subscribes the listeners. */
  events: EventBus;
  /** Signals to every node on the database, this one included (lib/cluster-signals.ts). */
  signals: ClusterSignals<NodeSignals>;
  /** socket.io, once the HTTP server listens (absent in tests that do not start it): services emit unit events. */
  realtime?: EventRooms;
  /**
   * Port the watermark module fills in (app.ts), so the file module need not import it: the file to hand out when a
   * member downloads one of the unit's application attachments or evidence reports — the id of a copy marked for
   * them when the unit's rule asks for it, null for the file itself. Absent in a Deps used without the app.
   */
  markDownload?: (caller: DownloadCaller, download: MarkableDownload) => Promise<string | null>;
}

export interface DownloadCaller {
  companyId: number;
  userId: number;
}

/** A download the unit's watermark rule may mark: one of its files, as an application attachment or evidence report. */
export interface MarkableDownload {
  fileId: string;
  kind: 'attachment' | 'evidenceReport';
}

/**
 * What the event log needs of socket.io: sending to rooms. Narrow, so that Deps does not depend on the socket module
 * (modules/realtime attaches the server and is what fills this in).
 */
export interface EventRooms {
  to(room: string | string[]): BroadcastOperator<ServerToClientEvents, unknown>;
  /** socket.io's `local`: the rooms' sockets on this node alone. */
  local?: { to(room: string | string[]): BroadcastOperator<ServerToClientEvents, unknown> };
  /** Several nodes on one PostgreSQL: hands committed event rows to the other nodes, which send them to their own. */
  shareWithNodes?(rows: readonly object[]): void;
}

/**
 * Whose live sockets a session or membership change concerns: one session, or a user (in one unit or all), or one
 * display link.
 */
export type LiveScope = { sessionId: number } | { userId: number; companyId?: number } | { displayId: number };

/** What one node tells all nodes on the database (lib/cluster-signals.ts); `null` reaches a handler after a gap. */
export type NodeSignals = {
  /** Menus, role grants or button codes changed: every node forgets the grants it cached (caller/grants.ts). */
  grants: true;
  /** A session or membership changed: every node evaluates its live sockets in this scope again. */
  liveScope: LiveScope;
};
