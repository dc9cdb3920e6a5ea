import { Card } from '@tremor/react';
import type { OwnAuthorization } from '@contract/authorization';
import { Link } from 'react-router-dom';
import { AuthStateBadge } from '@/components/auth-state-badge';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { AuthActions, MEMBER_ACTIONS } from './auth-actions';
import { RemainingBar } from './remaining-bar';
import { ValidityCountdown } from './validity-countdown';

/**
 * One of the caller's open authorisations: device, remaining uses, time left, state and the member's actions (the
 * list row carries them, so showing the card does not read it; a dot marks one granted or changed since opened).
 */
export function OwnAuthCard({ authorization: a, from }: { authorization: OwnAuthorization; from: string }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900" title={a.deviceName}>
            {a.unread ? (
              <span
                className="h-2 w-2 shrink-0 rounded-full bg-red-500"
                role="img"
                aria-label={t('authorization.unread')}
              />
            ) : null}
            <span className="truncate">{a.deviceName}</span>
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
        <AuthActions detail={a} only={MEMBER_ACTIONS} size="sm" />
        <div className="flex items-center gap-3 text-sm">
          <Link
            to={`${paths.camera}?empowerNo=${encodeURIComponent(a.empowerNo)}`}
            className="text-blue-700 hover:underline"
          >
            {t('authorization.activate.phonePhotos')}
          </Link>
          <Link to={paths.authorization.detail(a.id)} state={{ from }} className="text-blue-700 hover:underline">
            {t('authorization.activate.detail')}
          </Link>
        </div>
      </div>
    </Card>
  );
}
