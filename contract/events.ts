import { z } from 'zod/mini';
import type { ApplyState } from './apply';

/** Socket.io events. The handshake carries `auth: { token }`; a unit session joins its unit's room. */
export const liveMessageSchema = z.object({ msgType: z.enum(['INFO', 'ERROR']), msg: z.string() });
export type LiveMessage = z.infer<typeof liveMessageSchema>;

export interface ServerToClientEvents {
  'live-message': (message: LiveMessage) => void;
  'session-ready': (info: { companyId: number | null }) => void;
  /** An application of the unit changed state (submitted, approved, rejected, revoked); refetch what shows it. */
  'apply-changed': (e: { id: number; state: ApplyState }) => void;
}

export type ClientToServerEvents = Record<string, never>;
