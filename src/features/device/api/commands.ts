import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as deviceCommand from '@contract/device-command';
import { DEVICE_ID_PATTERN } from '@contract/device';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { deviceKeys } from './keys';

export type SettingsApply = RequestOf<typeof deviceCommand.deviceSettingsApply>;

/** While a command waits for its device, its state is read again this often (besides the live events). */
export const OPEN_COMMAND_POLL_MS = 3_000;

const anyOpen = (list: readonly deviceCommand.DeviceCommand[] | undefined) =>
  (list ?? []).some((c) => deviceCommand.isOpenCommand(c.state));

/** A device's latest commands, newest first; read again while one is open. */
export function useDeviceCommands(deviceId: string) {
  return useQuery({
    queryKey: deviceKeys.commands(deviceId),
    queryFn: () => call(deviceCommand.deviceCommandList, { deviceId }),
    enabled: DEVICE_ID_PATTERN.test(deviceId),
    refetchInterval: (query) => (anyOpen(query.state.data?.list) ? OPEN_COMMAND_POLL_MS : false),
  });
}

/** The model's parameters: confirmed values and the change waiting for the device. */
export function useDeviceSettings(deviceId: string) {
  return useQuery({
    queryKey: deviceKeys.settings(deviceId),
    queryFn: () => call(deviceCommand.deviceSettingsGet, { deviceId }),
    enabled: DEVICE_ID_PATTERN.test(deviceId),
    refetchInterval: (query) => (query.state.data?.pending ? OPEN_COMMAND_POLL_MS : false),
  });
}

/** A command changes the device's commands, settings, operation records and lock state: refresh them all. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: deviceKeys.all });
}

/** The dialogs show the refusal themselves (silent). */
export function useSendCommand() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { deviceId: string; kind: deviceCommand.PlainCommandKind }) =>
      call(deviceCommand.deviceCommandSend, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useApplySettings() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: SettingsApply) => call(deviceCommand.deviceSettingsApply, input, { silent: true }),
    onSuccess: refresh,
  });
}
