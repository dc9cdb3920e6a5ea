import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../../contract';
import type { Deps, LiveScope } from '../../deps';
import { type SessionContext } from '../../caller/sessions';
import { resolveWallCaller } from '../../caller/display';
import { isPermissionRoom, permissionRoom, staffRoom, unitRoom, userRoom } from './rooms';
import type { EventRow } from './repository';
import { headId, sendToOwnSockets, viewerOf, type Viewer } from './service';

interface SocketData {
  session: SessionContext;
  viewer: Viewer | null;
}

/** An event row as it travels between nodes (JSON: the time as text). */
type SharedRow = Omit<EventRow, 'createdAt'> & { createdAt: string };

/** What nodes send each other (socket.io's server-side emit, through the adapter). */
interface NodeToNodeEvents {
  'unit-rows': (rows: SharedRow[]) => void;
}

type IoServer = Server<ClientToServerEvents, ServerToClientEvents, NodeToNodeEvents, SocketData>;
type LiveSocket = ReturnType<IoServer['of']>['sockets'] extends Map<string, infer S> ? S : never;

/**
 * socket.io with the re-evaluation of this node's sockets that a 'liveScope' signal asks for and, with several
 * nodes, the hand-over of committed event rows to the others.
 */
export type Realtime = IoServer & {
  recheck(scope: LiveScope): void;
  shareWithNodes?(rows: readonly EventRow[]): void;
};

export interface RealtimeOptions {
  /**
   * How often every socket is evaluated again, as after an announced change: its session re-read (closed when it
   * ended) and its rooms recomputed from the role. Changes are announced at once; this catches any that were not.
   */
  sessionCheckMs?: number;
}

/** The rooms a viewer's role puts it in: the staff room, and one per button code it holds. */
function roleRooms(companyId: number, viewer: Viewer): string[] {
  const rooms = [...viewer.codes].map((code) => permissionRoom(companyId, code));
  if (viewer.staff) rooms.push(staffRoom(companyId));
  return rooms;
}

function inScope(socket: LiveSocket, scope: LiveScope): boolean {
  const session = socket.data.session;
  if (!session) return false;
  if ('displayId' in scope) return session.displayId === scope.displayId;
  if ('sessionId' in scope) return session.sessionId === scope.sessionId;
  return session.userId === scope.userId && (scope.companyId === undefined || session.companyId === scope.companyId);
}

/**
 * socket.io on the HTTP server (contract/realtime.ts): the handshake must carry a live session token or a display
 * link's (which sees as the unit's staff, DISPLAY_VIEWER); a unit session
 * joins its unit's room, its own user room, for roles that see the unit's use records the staff room, and a room per
 * button code its role holds, then hears the unit's newest event id. The events themselves are sent by service.ts. A
 * socket follows its session: when the session ends it closes, when the role or its grants change it leaves or joins
 * the staff and permission rooms.
 */
export function attachRealtime(server: HttpServer, deps: Deps, options: RealtimeOptions = {}): Realtime {
  const io = new Server(server, { serveClient: false, cors: { origin: false } }) as Realtime;
  const fanOut = deps.config.databaseUrl ? postgresFanOut(io, deps.config.databaseUrl) : null;
  if (fanOut) {
    // Each node sends to its own sockets at once; the others get the rows of one commit in one message, in order.
    io.shareWithNodes = (rows) =>
      io.serverSideEmit(
        'unit-rows',
        rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      );
    io.on('unit-rows', (rows) =>
      sendToOwnSockets(
        deps,
        rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) })),
      ),
    );
  }
  const tokenOf = (auth: unknown) => {
    const token = (auth as { token?: unknown }).token;
    return typeof token === 'string' ? token : undefined;
  };
  const reevaluate = async (socket: LiveSocket): Promise<void> => {
    try {
      const session = await resolveWallCaller(deps, tokenOf(socket.handshake.auth), socket.handshake.address);
      if (session.companyId === null) return;
      const viewer = await viewerOf(deps, session);
      socket.data.session = session;
      socket.data.viewer = viewer;
      const companyId = session.companyId;
      const wanted = new Set(roleRooms(companyId, viewer));
      for (const room of socket.rooms) {
        const byRole = room === staffRoom(companyId) || isPermissionRoom(companyId, room);
        if (byRole && !wanted.has(room)) await socket.leave(room);
      }
      await socket.join([...wanted]);
    } catch {
      socket.disconnect(true);
    }
  };
  io.recheck = (scope) => {
    for (const socket of io.of('/').sockets.values()) if (inScope(socket, scope)) void reevaluate(socket);
  };
  const recheckAll = () => {
    for (const socket of io.of('/').sockets.values()) void reevaluate(socket);
  };
  // Sessions and memberships changed on any node (a signal missed while not listening: all sockets).
  const unfollow = deps.signals.on('liveScope', (scope) => (scope ? io.recheck(scope) : recheckAll()));
  // A role's grants changed: every socket's permission rooms follow (reevaluate reads the grants afresh).
  const unfollowGrants = deps.signals.on('grants', () => recheckAll());
  const check = setInterval(recheckAll, options.sessionCheckMs ?? 60_000);
  check.unref();
  server.once('close', () => {
    clearInterval(check);
    unfollow();
    unfollowGrants();
    void fanOut?.end();
  });
  io.use((socket, next) => {
    resolveWallCaller(deps, tokenOf(socket.handshake.auth), socket.handshake.address)
      .then(async (session) => {
        socket.data.session = session;
        socket.data.viewer = session.companyId === null ? null : await viewerOf(deps, session);
        next();
      })
      .catch(() => next(new Error('unauthorized')));
  });
  io.on('connection', (socket) => {
    const { session, viewer } = socket.data;
    const companyId = session.companyId;
    if (companyId === null || viewer === null) {
      socket.emit('session-ready', { companyId: null, lastEventId: 0 });
      return;
    }
    // Rooms first, then the head: an event committed in between arrives as well as counted in the head.
    void socket.join([unitRoom(companyId), userRoom(companyId, viewer.userId), ...roleRooms(companyId, viewer)]);
    headId(deps, companyId)
      .then((lastEventId) => socket.emit('session-ready', { companyId, lastEventId }))
      .catch(() => socket.disconnect(true));
  });
  return io;
}

/**
 * Several nodes on one PostgreSQL: socket.io's PostgreSQL adapter carries messages between the nodes by NOTIFY
 * (those over 8,000 bytes through the socket_io_attachments table). A broadcast through it would reach this node's
 * own sockets only after its NOTIFY's round trip, and several in flight in any order; so each node sends to its own
 * sockets itself and hands the rows of each commit to the others in one server-side message. Its pool is its own and
 * holds two connections: one LISTENs for as long as the server runs, the other publishes, one message after another.
 * Clients use the websocket transport alone, so no node needs sticky sessions. Returns the pool, ended when the
 * server closes.
 */
function postgresFanOut(io: IoServer, databaseUrl: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: 'seal-console-live-fan-out' });
  const logged = (error: Error) => console.error('realtime: fan-out connection failed', error.message);
  pool.on('error', logged);
  // A checked-out connection (the listening one) that breaks must not take the process down; the adapter listens
  // again on a new one, and clients that missed an event meanwhile close the gap by backfill.
  pool.on('connect', (client) => client.on('error', logged));
  io.adapter(createAdapter(pool, { errorHandler: logged }));
  return pool;
}
