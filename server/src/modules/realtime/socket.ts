import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../../contract';
import type { Deps } from '../../deps';
import { resolveSession, type SessionContext } from '../../caller/sessions';
import { staffRoom, unitRoom, userRoom } from './rooms';
import { headId, viewerOf, type Viewer } from './service';

interface SocketData {
  session: SessionContext;
  viewer: Viewer | null;
}

export type Realtime = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface RealtimeOptions {
  /** How often every socket's session is checked again: a socket whose session ended (logged out, expired) closes. */
  sessionCheckMs?: number;
}

/**
 * socket.io on the HTTP server (contract/realtime.ts): the handshake must carry a live session token; a unit session
 * joins its unit's room, its own user room and, for roles that see the unit's use records, the staff room, then
 * hears the unit's newest event id. The events themselves are sent by service.ts.
 */
export function attachRealtime(server: HttpServer, deps: Deps, options: RealtimeOptions = {}): Realtime {
  const io: Realtime = new Server(server, { serveClient: false, cors: { origin: false } });
  const tokenOf = (auth: unknown) => {
    const token = (auth as { token?: unknown }).token;
    return typeof token === 'string' ? token : undefined;
  };
  const check = setInterval(() => {
    for (const socket of io.of('/').sockets.values()) {
      resolveSession(deps, tokenOf(socket.handshake.auth)).catch(() => socket.disconnect(true));
    }
  }, options.sessionCheckMs ?? 60_000);
  check.unref();
  server.once('close', () => clearInterval(check));
  io.use((socket, next) => {
    resolveSession(deps, tokenOf(socket.handshake.auth))
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
