import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../contract';
import type { Deps } from './deps';
import { resolveSession } from './modules/auth/sessions';

export type Realtime = Server<ClientToServerEvents, ServerToClientEvents>;

export function unitRoom(companyId: number): string {
  return `unit:${companyId}`;
}

/** socket.io on the HTTP server: the handshake must carry a live session token; unit sessions join their unit room. */
export function attachRealtime(server: HttpServer, deps: Deps): Realtime {
  const io: Realtime = new Server(server, { serveClient: false, cors: { origin: false } });
  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    resolveSession(deps, typeof token === 'string' ? token : undefined)
      .then((session) => {
        socket.data.session = session;
        next();
      })
      .catch(() => next(new Error('unauthorized')));
  });
  io.on('connection', (socket) => {
    const companyId = (socket.data.session as { companyId: number | null }).companyId;
    if (companyId !== null) void socket.join(unitRoom(companyId));
    socket.emit('session-ready', { companyId });
  });
  return io;
}
