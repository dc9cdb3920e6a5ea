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

/** /dashboard (首页): a unit's live widgets as the user arranged them (stored per user); the system side's home. */
export default function DashboardPage() {
  const me = useQuery(currentUserQuery());
  if (me.data?.kind === 'system') return <SystemHome system={me.data.system} />;
  return <UnitDashboard name={me.data?.staff.user.realName ?? ''} />;
}

function UnitDashboard({ name }: { name: string }) {
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
            <Link
              to="/bigdata"
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
