import { Card } from '@tremor/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { AuthStateBadge } from '@/components/auth-state-badge';
import { DetailFrame, Field, FieldList } from '@/components/detail-card';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { useAuthorization } from '../api/authorizations';
import { AuthActions } from '../components/auth-actions';
import { AuthTimeline } from '../components/auth-timeline';
import { AuthUses } from '../components/auth-uses';
import { AuthFence } from '../components/fence/auth-fence';
import { EvidenceReport } from '../components/evidence-report';
import { RemainingBar } from '../components/remaining-bar';
import { authorizationKeys } from '../api/keys';
import { paths } from '@/lib/paths';
import { TextLink } from '@/components/text-link';

const LISTS = [paths.authorization.list, paths.authorization.activate, paths.authorization.down];

/** /sealManage/authorizationdetail/:id (授权详情): the authorisation, its uses and history, and the viewer's actions. */
export default function AuthorizationDetailPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const detail = useAuthorization(id);
  const from = (useLocation().state as { from?: string } | null)?.from;
  const back = (
    <TextLink to={from && LISTS.some((path) => from.startsWith(path)) ? from : paths.authorization.list}>
      {t('authorization.detail.back')}
    </TextLink>
  );

  // Viewing marks the authorisation read on the server: the counters, the lists' and the cards' dots follow.
  useEffect(() => {
    if (!detail.dataUpdatedAt) return;
    void queryClient.invalidateQueries({ queryKey: authorizationKeys.counts() });
    void queryClient.invalidateQueries({ queryKey: authorizationKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: authorizationKeys.owns() });
  }, [detail.dataUpdatedAt, queryClient]);

  const state = detail.isPending && detail.fetchStatus !== 'idle' ? 'loading' : detail.data ? 'ready' : 'missing';
  const d = detail.data;
  const time = timeFormats.minute;
  const none = <span className="text-slate-400">{t('authorization.none')}</span>;
  const at = (value: string | null) => (value ? time.format(new Date(value)) : none);

  return (
    <DetailFrame
      title={t('authorization.detail.title')}
      actions={back}
      state={state}
      missingText={detail.error?.message ?? t('authorization.detail.notFound')}
    >
      {d ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-6">
            <Card>
              <div className="flex flex-wrap items-start justify-between gap-4">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-3">
                    <h2 className="font-mono text-lg font-semibold text-slate-900">{d.empowerNo}</h2>
                    <AuthStateBadge state={d.state} />
                  </div>
                  <p className="mt-1 text-sm text-slate-500">
                    {d.userName} · {d.deviceName}
                  </p>
                </div>
                <AuthActions detail={d} />
              </div>
              <div className="mt-5 max-w-md">
                <RemainingBar used={d.usedCount} total={d.useCount} />
              </div>
              <FieldList title={t('authorization.detail.basics')} columns={3}>
                <Field label={t('authorization.columns.device')}>
                  {d.deviceName}
                  <span className="block font-mono text-xs text-slate-400">{d.deviceId}</span>
                </Field>
                <Field label={t('authorization.columns.user')}>{d.userName}</Field>
                <Field label={t('authorization.columns.department')}>{d.departmentName ?? none}</Field>
                <Field label={t('authorization.columns.validFrom')}>{at(d.validFrom)}</Field>
                <Field label={t('authorization.columns.validTo')}>{at(d.validTo)}</Field>
                <Field label={t('authorization.columns.activatedAt')}>{at(d.activatedAt)}</Field>
                <Field label={t('authorization.columns.grantedBy')}>{d.grantedByName}</Field>
                <Field label={t('authorization.columns.createdAt')}>{at(d.createdAt)}</Field>
                <Field label={t('authorization.columns.endedAt')}>
                  {at(d.endedAt)}
                  {d.endReason ? (
                    <span className="block text-xs text-slate-500">{t(`authorization.endReasons.${d.endReason}`)}</span>
                  ) : null}
                </Field>
                <Field label={t('authorization.columns.apply')}>
                  {d.applyId !== null ? (
                    <Link to={paths.apply.detail(d.applyId)} className="text-blue-700 hover:underline">
                      {t('authorization.detail.openApply', { applyNo: d.applyNo ?? d.applyId })}
                    </Link>
                  ) : (
                    none
                  )}
                </Field>
                <Field label={t('authorization.columns.fileType')}>{d.fileType ?? none}</Field>
                <Field label={t('authorization.columns.photograph')}>
                  {d.photographLocked ? t('authorization.photoLocked') : t('authorization.photoOn')}
                </Field>
              </FieldList>
              {d.reason ? (
                <>
                  <h3 className="mt-6 text-sm font-medium text-slate-500">{t('authorization.columns.reason')}</h3>
                  <p className="mt-2 whitespace-pre-wrap break-words rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">
                    {d.reason}
                  </p>
                </>
              ) : null}
              {d.auditRemark ? (
                <>
                  <h3 className="mt-6 text-sm font-medium text-slate-500">{t('authorization.columns.auditRemark')}</h3>
                  <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">{d.auditRemark}</p>
                </>
              ) : null}
              <div className="mt-6">
                <EvidenceReport empowerNo={d.empowerNo} />
              </div>
            </Card>
            {d.fence ? (
              <Card>
                <AuthFence detail={d} />
              </Card>
            ) : null}
            <Card>
              <h3 className="mb-3 text-base font-semibold text-slate-900">{t('authorization.detail.uses')}</h3>
              <AuthUses id={d.id} />
            </Card>
          </div>
          <Card className="self-start">
            <h3 className="mb-4 text-base font-semibold text-slate-900">{t('authorization.detail.timeline')}</h3>
            <AuthTimeline detail={d} />
          </Card>
        </div>
      ) : null}
    </DetailFrame>
  );
}
