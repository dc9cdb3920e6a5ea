import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '@/lib/current-user';

/** The signed-in staff user's id (the own-use list is asked for by it); null for others. */
export function useMyUserId(): number | null {
  const me = useQuery(currentUserQuery());
  return me.data?.kind === 'staff' ? me.data.staff.user.userId : null;
}
