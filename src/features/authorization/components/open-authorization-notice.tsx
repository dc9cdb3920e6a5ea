import { AuthStateBadge } from '@/components/auth-state-badge';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/use-confirm';
import { useTranslation } from '@/lib/i18n';
import { useCloseByDevice, useOpenAuthorization } from '../api/authorizations';

/**
 * A device's open authorisation, which blocks a new grant on it: `busy` while there is one, and `notice` says whose it
 * is and offers to end it first (after a confirmation). Used by the direct grant and by the grant of an application.
 */
export function useOpenAuthorizationNotice(deviceId: string) {
  const { t } = useTranslation();
  const open = useOpenAuthorization(deviceId);
  const openOne = open.data?.exists ? open.data.authorization : null;
  const closeByDevice = useCloseByDevice();
  const closing = useConfirm<{ deviceId: string; deviceName: string; empowerNo: string }>({
    run: (item) => closeByDevice.mutateAsync(item.deviceId),
    message: (item) =>
      t('authorization.grant.closeOpenConfirm', { device: item.deviceName, empowerNo: item.empowerNo }),
    done: t('authorization.grant.closedOpen'),
  });

  const notice = (
    <>
      {deviceId && open.isFetching && !open.data ? (
        <p className="text-xs text-slate-400">{t('authorization.grant.checking')}</p>
      ) : null}
      {openOne ? (
        <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">{t('authorization.grant.openExists')}</p>
          <p className="mt-2 flex flex-wrap items-center gap-2">
            <span className="font-mono text-xs">{openOne.empowerNo}</span>
            <AuthStateBadge state={openOne.state} />
            <span>{openOne.userName}</span>
            <span>{t('authorization.usesOf', { used: openOne.usedCount, total: openOne.useCount })}</span>
          </p>
          <Button
            size="sm"
            variant="secondary"
            className="mt-3"
            onClick={() =>
              closing.ask({ deviceId: openOne.deviceId, deviceName: openOne.deviceName, empowerNo: openOne.empowerNo })
            }
          >
            {t('authorization.grant.closeOpen')}
          </Button>
        </div>
      ) : null}
      {closing.dialog}
    </>
  );
  return { busy: openOne !== null, notice };
}
