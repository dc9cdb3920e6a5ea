import { Card } from '@tremor/react';
import type { Authorization } from '@contract/authorization';
import { Link } from 'react-router-dom';
import { AuthStateBadge } from '@/components/auth-state-badge';
import { useTranslation } from '@/lib/i18n';
import { useAuthorization } from '../api/authorizations';
import { AuthActions, MEMBER_ACTIONS } from './auth-actions';
import { AUTH_DETAIL_PATH } from './auth-table';
import { RemainingBar } from './remaining-bar';
import { ValidityCountdown } from './validity-countdown';

/** One of the caller's open authorisations: device, remaining uses, time left, state and the member's actions. */
export function OwnAuthCard({ authorization: a, from }: { authorization: Authorization; from: string }) {
  const { t } = useTranslation();
  // The actions the server allows come with the detail.
  const detail = useAuthorization(a.id);
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold text-slate-900" title={a.deviceName}>
            {a.deviceName}
          </h2>
          <p className="font-mono text-xs text-slate-400">
            {a.empowerNo} · {a.deviceId}
          </p>
        </div>
        <AuthStateBadge state={a.state} />
      </div>
      <RemainingBar used={a.usedCount} total={a.useCount} />
      <ValidityCountdown validFrom={a.validFrom} validTo={a.validTo} />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        {detail.data ? (
          <AuthActions detail={detail.data} only={MEMBER_ACTIONS} size="sm" />
        ) : detail.isPending ? (
          <span className="text-xs text-slate-400">{t('authorization.activate.loadingActions')}</span>
        ) : (
          <span />
        )}
        <div className="flex items-center gap-3 text-sm">
          <Link to={`/camera?empowerNo=${encodeURIComponent(a.empowerNo)}`} className="text-blue-700 hover:underline">
            {t('authorization.activate.phonePhotos')}
          </Link>
          <Link to={`${AUTH_DETAIL_PATH}/${a.id}`} state={{ from }} className="text-blue-700 hover:underline">
            {t('authorization.activate.detail')}
          </Link>
        </div>
      </div>
    </Card>
  );
}
