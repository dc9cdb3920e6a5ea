import { Card } from '@tremor/react';
import { hasAbility, type Device } from '@contract/device';
import type { DeviceCommand, PlainCommandKind } from '@contract/device-command';
import { useMemo } from 'react';
import { CommandStateBadge } from '@/components/command-state-badge';
import { columnHelper, DataTable } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/use-confirm';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { notify } from '@/lib/notify';
import { useDeviceCommands, useSendCommand } from '../api/commands';

const col = columnHelper<DeviceCommand>();
/** The server answers a device's latest 20 commands, all on one page. */
const COMMANDS_SHOWN = 20;

/**
 * 远程指令: report a lost device and lock it at once, unlock it later, have it check its firmware (each after a
 * confirmation, for those with device:edit), and the device's latest commands with their progress, which follows the
 * device live. A command to an offline device is queued: the toast says until when.
 */
export function DeviceCommandsCard({ device, canEdit }: { device: Device; canEdit: boolean }) {
  const { t } = useTranslation();
  const commands = useDeviceCommands(device.deviceId);
  const send = useSendCommand();
  const confirm = useConfirm<PlainCommandKind>({
    run: async (kind) => {
      const ordered = await send.mutateAsync({ deviceId: device.deviceId, kind });
      if (ordered.offline) {
        const time = timeFormats.minute.format(new Date(ordered.command.expiresAt));
        notify('info', t('deviceCtl.offlineQueued', { time }), 8000);
      }
    },
    message: (kind) => {
      const names = { name: device.name, id: device.deviceId };
      if (kind === 'lock') return t('deviceCtl.commands.lockConfirm', names);
      if (kind === 'unlock') return t('deviceCtl.commands.unlockConfirm', names);
      return t('deviceCtl.commands.firmwareConfirm', names);
    },
    done: t('deviceCtl.sent'),
  });
  const locked = commands.data?.locked ?? false;
  const remoteLock = hasAbility(device, 'remoteLock');

  const columns = useMemo(
    () => [
      col.accessor('kind', { header: t('deviceCtl.commands.kind'), cell: (c) => t(`deviceCtl.kinds.${c.getValue()}`) }),
      col.accessor('state', {
        header: t('deviceCtl.commands.state'),
        cell: (c) => <CommandStateBadge state={c.getValue()} />,
      }),
      col.accessor('reason', { header: t('deviceCtl.commands.reason'), cell: (c) => c.getValue() ?? '' }),
      col.accessor('operatorName', { header: t('deviceCtl.commands.operator'), cell: (c) => c.getValue() ?? '' }),
      col.accessor('createdAt', {
        header: t('deviceCtl.commands.time'),
        cell: (c) => timeFormats.minute.format(new Date(c.getValue())),
      }),
    ],
    [t],
  );

  return (
    <Card className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          {t('deviceCtl.commands.title')}
          {locked ? <Badge tone="red">{t('deviceCtl.commands.locked')}</Badge> : null}
        </h3>
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => confirm.ask('firmwareCheck')}>
              {t('deviceCtl.commands.firmwareCheck')}
            </Button>
            {remoteLock && commands.data ? (
              locked ? (
                <Button size="sm" variant="secondary" onClick={() => confirm.ask('unlock')}>
                  {t('deviceCtl.commands.unlock')}
                </Button>
              ) : (
                <Button size="sm" variant="danger" onClick={() => confirm.ask('lock')}>
                  {t('deviceCtl.commands.lock')}
                </Button>
              )
            ) : null}
          </div>
        ) : null}
      </div>
      <h4 className="mt-4 mb-2 text-sm font-medium text-slate-500">{t('deviceCtl.commands.recent')}</h4>
      <DataTable
        label={t('deviceCtl.commands.recent')}
        columns={columns}
        rows={commands.data?.list}
        total={commands.data?.list.length ?? 0}
        page={1}
        pageSize={COMMANDS_SHOWN}
        onPage={() => undefined}
        pager={false}
        loading={commands.isPending}
        error={commands.isError}
        onRetry={() => void commands.refetch()}
        rowId={(r) => String(r.id)}
        emptyText={t('deviceCtl.commands.empty')}
      />
      {confirm.dialog}
    </Card>
  );
}
