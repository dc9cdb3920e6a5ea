import { io } from 'socket.io-client';
import { apiBaseUrl } from '@/config/environments';
import type { SocketLike } from './connection';

/** The one place socket.io-client enters (loaded with the channel, not with the page that shows it). */
export function openSocket(token: string): SocketLike {
  return io(apiBaseUrl() || undefined, {
    auth: { token },
    transports: ['websocket'],
    reconnectionDelay: 1000,
    reconnectionDelayMax: 15_000,
  }) as unknown as SocketLike;
}
