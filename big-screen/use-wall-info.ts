import { useQuery } from '@tanstack/react-query';
import { wallInfo } from '@contract/display';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/**
 * Asked this often: the header's unit name, the clock-drift check, and for a display link the way it learns of a
 * revoke (every wall call is refused then; this one is the one that is always asked) well within 10 s.
 */
export const WALL_INFO_POLL_MS = 5_000;
/** A clock further off the server's than this is mentioned (discreetly) on the wall. */
export const CLOCK_DRIFT_NOTE_MS = 30_000;

export interface WallInfo {
  companyId: number | null;
  companyName: string | null;
  displayName: string | null;
  /** How far this computer's clock runs ahead of the server's (ms, negative: behind), null before the first answer. */
  driftMs: number | null;
}

/** Server time against this clock, halfway through the request (the answer's trip is the error bound). */
async function fetchWallInfo() {
  const sent = Date.now();
  const info = await call(wallInfo, {}, { silent: true });
  const received = Date.now();
  return { ...info, driftMs: Math.round((sent + received) / 2 - Date.parse(info.serverTime)) };
}

export function useWallInfo(): WallInfo {
  const query = useQuery({
    queryKey: [...queryRoots.live, 'wall-info'],
    queryFn: fetchWallInfo,
    refetchInterval: WALL_INFO_POLL_MS,
    refetchIntervalInBackground: true,
  });
  return {
    companyId: query.data?.companyId ?? null,
    companyName: query.data?.companyName ?? null,
    displayName: query.data?.displayName ?? null,
    driftMs: query.data?.driftMs ?? null,
  };
}
