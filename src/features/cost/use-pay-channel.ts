import type { OnlinePayChannel } from '@contract/cost';
import { atom, useAtom } from 'jotai';
import { usePayChannels } from './api/cost';

/** The online channel the buyer picked last (kept while the console is open, so every buy button follows it). */
const pickedChannelAtom = atom<OnlinePayChannel | null>(null);

/**
 * Where the buyer's next order is paid: the channel picked, if this server has it, else the server's default (the
 * first). `offered` lists the channels to choose from; a server with one or none offers no choice, and `chosen` is
 * then undefined (the server decides).
 */
export function usePayChannel() {
  const channels = usePayChannels().data ?? [];
  const [picked, pick] = useAtom(pickedChannelAtom);
  if (channels.length < 2) return { offered: [], chosen: undefined, pick };
  return { offered: channels, chosen: picked && channels.includes(picked) ? picked : channels[0], pick };
}
