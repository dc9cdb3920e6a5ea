import { Card, TextInput } from '@tremor/react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/auth-layout';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { edition } from '@/config/editions';
import { useTranslation } from '@/lib/i18n';
import { logout } from '@/lib/logout';
import { notify } from '@/lib/notify';
import { sessionAtom } from '@/lib/store';
import { useMyInvitations } from '../api/invitations';
import { chooseUnit, useMyUnits } from '../api/units';
import { MyInvitations } from '../components/my-invitations';
import { paths } from '@/lib/paths';

type Unit = NonNullable<ReturnType<typeof useMyUnits>['data']>[number];

function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith(paths.login)
    ? value
    : paths.dashboard;
}

export default function ChoosePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useAtomValue(sessionAtom);
  const units = useMyUnits();
  const invitations = useMyInvitations();
  const [filter, setFilter] = useState('');
  const [pending, setPending] = useState<Unit | null>(null);
  const [busy, setBusy] = useState(false);

  const shown = useMemo(
    () => (units.data ?? []).filter((u) => u.companyName.includes(filter.trim())),
    [units.data, filter],
  );

  /** Enters the unit; false when refused (the API client has shown why). */
  const enter = async (unit: Unit): Promise<boolean> => {
    setBusy(true);
    try {
      await chooseUnit(unit.companyId);
      notify('success', t('choose.switched'));
      navigate(safeRedirect(params.get('redirect')), { replace: true });
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  // Just signed in (no unit chosen yet) with exactly one unit: there is nothing to choose, so enter it. Someone who
  // comes back with a unit chosen (to switch, or to register another unit) sees the list.
  // A refusal shows the list, to try again by hand. Pending invitations keep the page open, to answer them.
  const [autoFailed, setAutoFailed] = useState(false);
  const nothingElse = invitations.isError || (invitations.isSuccess && invitations.data.length === 0);
  const only =
    !autoFailed && !session.info?.companyId && nothingElse && units.data?.length === 1 ? units.data[0]! : null;
  const autoEntered = useRef(false);
  useEffect(() => {
    if (!only || autoEntered.current) return;
    autoEntered.current = true;
    void enter(only).then((ok) => setAutoFailed(!ok));
  });

  const pick = (unit: Unit) => {
    if (unit.current) {
      notify('info', t('choose.alreadyHere'));
      return;
    }
    if (session.info?.companyId) setPending(unit);
    else void enter(unit);
  };

  return (
    <AuthLayout>
      <div className="mb-6">
        <h2 className="text-2xl font-semibold text-slate-900">{t('choose.title')}</h2>
        <p className="mt-1 text-sm text-slate-500">{t('choose.subtitle')}</p>
      </div>
      <MyInvitations />
      {(units.data?.length ?? 0) > 5 ? (
        <TextInput className="mb-4" placeholder={t('choose.search')} value={filter} onValueChange={setFilter} />
      ) : null}
      {units.isPending || invitations.isPending || only ? (
        <div className="space-y-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-20 animate-pulse rounded-lg bg-slate-200/70" />
          ))}
        </div>
      ) : units.isError ? (
        <Card className="text-center">
          <Button variant="secondary" onClick={() => void units.refetch()}>
            {t('common.retry')}
          </Button>
        </Card>
      ) : units.data.length === 0 ? (
        invitations.data?.length ? null : (
          <Card className="text-center text-slate-500">{t('choose.empty')}</Card>
        )
      ) : (
        <ul className="max-h-[55vh] space-y-3 overflow-y-auto pr-1">
          {shown.length === 0 ? <li className="text-sm text-slate-500">{t('choose.noMatch')}</li> : null}
          {shown.map((unit) => (
            <li key={unit.companyId}>
              <button
                type="button"
                disabled={busy}
                onClick={() => pick(unit)}
                className={`flex w-full items-center gap-4 rounded-lg border bg-white px-4 py-3 text-left shadow-sm transition hover:border-blue-400 hover:shadow focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 ${unit.current ? 'border-blue-500 ring-1 ring-blue-500' : 'border-slate-200'}`}
              >
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-blue-100 text-base font-semibold text-blue-700">
                  {unit.companyName.slice(0, 1)}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-900">{unit.companyName}</span>
                  <span className="mt-0.5 flex flex-wrap gap-1.5 text-xs text-slate-500">
                    {t(`roles.${unit.role}`)}
                    {unit.parentId !== null ? <span>· {t('choose.subsidiary')}</span> : null}
                  </span>
                </span>
                {unit.current ? <Badge tone="blue">{t('choose.current')}</Badge> : null}
                {unit.certified ? <Badge tone="green">{t('choose.certified')}</Badge> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8 flex items-center justify-between text-sm">
        {edition.canCreateUnits ? (
          <Link to={paths.addEnterprise} className="text-blue-700 hover:underline">
            {t('choose.register')}
          </Link>
        ) : (
          <span />
        )}
        <button
          type="button"
          className="text-slate-500 hover:text-slate-800"
          onClick={() => void logout().then(() => navigate(paths.login, { replace: true }))}
        >
          {t('choose.logout')}
        </button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        message={t('choose.confirm')}
        busy={busy}
        onClose={() => setPending(null)}
        onConfirm={() => pending && void enter(pending)}
      />
    </AuthLayout>
  );
}
