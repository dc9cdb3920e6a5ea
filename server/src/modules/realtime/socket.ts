import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../../contract';
import type { Deps, LiveScope } from '../../deps';
import { type SessionContext } from '../../caller/sessions';
import { resolveWallCaller } from '../../caller/display';
import { staffRoom, unitRoom, userRoom } from './rooms';
import { headId, viewerOf, type Viewer } from './service';

interface SocketData {
  session: SessionContext;
  viewer: Viewer | null;
}

type IoServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type LiveSocket = ReturnType<IoServer['of']>['sockets'] extends Map<string, infer S> ? S : never;

/** socket.io with the re-evaluation of sockets that services ask for (Deps.realtime.recheck). */
export type Realtime = IoServer & { recheck(scope: LiveScope): void };

export interface RealtimeOptions {
  /**
   * How often every socket is evaluated again, as after an announced change: its session re-read (closed when it
   * ended) and its rooms recomputed from the role. Changes are announced at once; this catches any that were not.
   */
  sessionCheckMs?: number;
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
 * joins its unit's room, its own user room and, for roles that see the unit's use records, the staff room, then
 * hears the unit's newest event id. The events themselves are sent by service.ts. A socket follows its session: when
 * the session ends it closes, when the role changes it leaves or joins the staff room.
 */
export function attachRealtime(server: HttpServer, deps: Deps, options: RealtimeOptions = {}): Realtime {
  const io = new Server(server, { serveClient: false, cors: { origin: false } }) as Realtime;
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
      if (viewer.staff) await socket.join(staffRoom(session.companyId));
      else await socket.leave(staffRoom(session.companyId));
    } catch {
      socket.disconnect(true);
    }
  };
  io.recheck = (scope) => {
    for (const socket of io.of('/').sockets.values()) if (inScope(socket, scope)) void reevaluate(socket);
  };
  const check = setInterval(() => {
    for (const socket of io.of('/').sockets.values()) void reevaluate(socket);
  }, options.sessionCheckMs ?? 60_000);
  check.unref();
  server.once('close', () => clearInterval(check));
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
    const rooms = [unitRoom(companyId), userRoom(companyId, viewer.userId)];
    if (viewer.staff) rooms.push(staffRoom(companyId));
    void socket.join(rooms);
    headId(deps, companyId)
      .then((lastEventId) => socket.emit('session-ready', { companyId, lastEventId }))
      .catch(() => socket.disconnect(true));
  });
  return io;
}
