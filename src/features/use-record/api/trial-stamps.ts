import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as deviceCommand from '@contract/device-command';
import { call } from '@/lib/api-client';
import { useRecordKeys } from './keys';

/** While the ordered trial stamp waits for its device, its state is read again this often (besides live events). */
const POLL_MS = 3_000;

/** Order a trial stamp on a device (the card shows a refusal itself: silent). */
export function useOrderTrialStamp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) =>
      call(deviceCommand.deviceCommandSend, { deviceId, kind: 'trialStamp' }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: useRecordKeys.all }),
  });
}

/** One ordered trial stamp as it moves on (among its device's latest trial stamps), until it ends. */
export function useTrialCommand(deviceId: string | null, id: number | null) {
  return useQuery({
    queryKey: useRecordKeys.trialCommand(deviceId, id),
    queryFn: async () => {
      const { list } = await call(deviceCommand.deviceCommandList, { deviceId: deviceId!, kind: 'trialStamp' });
      return list.find((c) => c.id === id) ?? null;
    },
    enabled: deviceId !== null && id !== null,
    refetchInterval: (query) => {
      const command = query.state.data;
      return command && deviceCommand.isOpenCommand(command.state) ? POLL_MS : false;
    },
  });
}
