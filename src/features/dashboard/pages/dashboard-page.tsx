import type { Role } from '@contract/account';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/use-confirm';
import { currentUserQuery } from '@/lib/current-user';
import { useTranslation } from '@/lib/i18n';
import { useRealtimeChannel } from '@/lib/realtime';
import { layoutQuery, useResetLayout, useSaveLayout } from '../api/layout';
import { SystemHome } from '../components/system-home';
import { WidgetGrid } from '../components/widget-grid';
import { layoutsToSave, type GridLayouts } from '../layout-model';
import { paths } from '@/lib/paths';

/** /dashboard (首页): a unit's live widgets as the user arranged them (stored per user); the system side's home. */
export default function DashboardPage() {
  const me = useQuery(currentUserQuery());
  if (me.data?.kind === 'system') return <SystemHome system={me.data.system} />;
  const staff = me.data?.staff;
  return (
    <UnitDashboard
      name={staff?.user.realName ?? ''}
      unitName={staff?.unit?.companyName ?? ''}
      role={staff?.role ?? null}
    />
  );
}

/** The unit and role the session acts as: the home says where the user's actions land. */
function WhereAmI({ unitName, role }: { unitName: string; role: Role | null }) {
  const { t } = useTranslation();
  if (!unitName) return null;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span>{unitName}</span>
      {role === null ? null : (
        <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">{t(`roles.${role}`)}</span>
      )}
    </span>
  );
}

function UnitDashboard({ name, unitName, role }: { name: string; unitName: string; role: Role | null }) {
  const { t } = useTranslation();
  useRealtimeChannel();
  const layout = useQuery(layoutQuery());
  const save = useSaveLayout();
  const reset = useResetLayout();
  const resetting = useConfirm<true>({
    run: () => reset.mutateAsync(),
    message: () => t('board.resetConfirm'),
    done: t('board.resetDone'),
  });

  const arranged = (grid: GridLayouts) => {
    if (!layout.data) return;
    const next = layoutsToSave(grid, layout.data.layouts);
    if (next) save.mutate(next);
  };
  const status = save.isPending
    ? t('board.saving')
    : save.isError
      ? t('board.saveFailed')
      : layout.data?.isDefault
        ? t('board.defaultLayout')
        : t('board.saved');

  return (
    <section className="space-y-4">
      <PageHeader
        title={t('dashboard.greeting', { name })}
        subtitle={<WhereAmI unitName={unitName} role={role} />}
        actions={
          <>
            <span className="text-xs text-slate-500" role="status">
              {layout.data ? status : ''}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={!layout.data || layout.data.isDefault}
              onClick={() => resetting.ask(true)}
            >
              {t('board.reset')}
            </Button>
            {role === 0 || role === 1 ? (
              <Link
                to={paths.display.links}
                className="inline-flex h-8 items-center rounded-md border border-slate-300 px-3 text-xs font-medium text-slate-700 hover:bg-slate-50"
              >
                {t('display.links.open')}
              </Link>
            ) : null}
            <Link
              to={paths.bigdata}
              target="_blank"
              className="inline-flex h-8 items-center rounded-md bg-slate-900 px-3 text-xs font-medium text-white hover:bg-slate-700"
            >
              {t('board.openWall')}
            </Link>
          </>
        }
      />
      <p className="-mt-3 text-xs text-slate-500">{t('board.hint')}</p>
      {layout.data ? (
        <WidgetGrid layouts={layout.data.layouts} onArranged={arranged} />
      ) : (
        <div className="h-64 animate-pulse rounded-lg bg-slate-100" />
      )}
      {resetting.dialog}
    </section>
  );
}
