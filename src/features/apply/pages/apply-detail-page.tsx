import { Card } from '@tremor/react';
import type { ApplyDetail } from '@contract/apply';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { AttachmentItem } from '@/components/attachments';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { notify } from '@/lib/notify';
import { usePageActions } from '@/lib/page-actions';
import { usePageTitle } from '@/lib/page-title';
import {
  useApplication,
  useApplicationNotices,
  useApplicationStatus,
  useApproveApplication,
  useRenotifyApplication,
  useRevokeApplication,
} from '../api/applications';
import { ApprovalTimeline } from '../components/approval-timeline';
import { DecisionDialog } from '../components/decision-dialog';
import { ApplyStateBadge } from '../components/state-badge';
import { applyKeys } from '../api/keys';
import { useMyUserId } from '../api/me';
import { paths } from '@/lib/paths';
import { TextLink } from '@/components/text-link';

const LISTS = [paths.apply.approvals, paths.apply.list];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-800">{children}</dd>
    </div>
  );
}

type Pending = 'approve' | 'reject' | 'revoke' | null;

/** The actions the server allows the viewer: approve (optional opinion), reject (reason), revoke (confirm), remind again. */
function Actions({ detail }: { detail: ApplyDetail }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Approve and reject share the call; the decision dialog shows a refusal itself.
  const decide = useApproveApplication({ silent: true });
  const revoke = useRevokeApplication({ silent: true });
  const renotify = useRenotifyApplication();
  const { actions } = detail;
  // The command palette offers the decision the page offers (its dialog, confirmation and rules alike).
  usePageActions(
    actions.approve ? [{ id: 'approve', label: t('apply.detail.approveTitle'), run: () => setPending('approve') }] : [],
  );
  const close = () => {
    setPending(null);
    setRefusal(null);
  };
  // A refusal (say, someone acted first) stays in the dialog; the page shows the fresh state behind it.
  const refused = (e: unknown) => {
    if (e instanceof ApiError && !e.handled) setRefusal(e.message);
    else close();
  };
  if (!actions.approve && !actions.reject && !actions.revoke && !actions.renotify) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.renotify ? (
        <Button
          variant="secondary"
          loading={renotify.isPending}
          onClick={() =>
            renotify.mutate(detail.id, { onSuccess: () => notify('success', t('apply.detail.renotified')) })
          }
        >
          {t('apply.detail.renotify')}
        </Button>
      ) : null}
      {actions.revoke ? (
        <Button variant="secondary" onClick={() => setPending('revoke')}>
          {t('apply.detail.revoke')}
        </Button>
      ) : null}
      {actions.reject ? (
        <Button variant="danger" className="border border-red-200" onClick={() => setPending('reject')}>
          {t('apply.detail.reject')}
        </Button>
      ) : null}
      {actions.approve ? <Button onClick={() => setPending('approve')}>{t('apply.detail.approve')}</Button> : null}
      <DecisionDialog
        decision="approved"
        open={pending === 'approve'}
        onClose={close}
        onDecide={async (comment) => {
          await decide.mutateAsync({ id: detail.id, result: 'approved', comment, version: detail.version });
          notify('success', t('apply.detail.approvedDone'));
          close();
        }}
      />
      <ConfirmDialog
        open={pending === 'revoke'}
        message={t('apply.detail.revokeConfirm')}
        busy={revoke.isPending}
        error={refusal}
        onClose={close}
        onConfirm={() =>
          revoke.mutate(detail.id, {
            onSuccess: () => {
              notify('success', t('apply.detail.revokedDone'));
              close();
            },
            onError: refused,
          })
        }
      />
      <DecisionDialog
        decision="rejected"
        open={pending === 'reject'}
        onClose={close}
        onDecide={async (comment) => {
          await decide.mutateAsync({ id: detail.id, result: 'rejected', comment, version: detail.version });
          notify('success', t('apply.detail.rejectedDone'));
          close();
        }}
      />
    </div>
  );
}

/** /sealManage/examinedetail/:id (审批详情, 申请详情 to the applicant): one application, its attachments and approval timeline, and the actions. */
export default function ApplyDetailPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const detail = useApplication(id);
  const open = detail.data?.state === 'WAITING' || detail.data?.state === 'RUNNING';
  const status = useApplicationStatus(id, open);
  const notices = useApplicationNotices(id);
  const from = (useLocation().state as { from?: string } | null)?.from;
  // The applicant reads their own application (申请详情); anyone else looks at it as an approver (审批详情).
  const myId = useMyUserId();
  const heading =
    detail.data && detail.data.applicantId === myId ? t('apply.detail.applicantTitle') : t('apply.detail.title');
  usePageTitle(detail.data ? heading : null);
  const back = (
    <TextLink to={from && LISTS.some((path) => from.startsWith(path)) ? from : paths.apply.list}>
      {t('apply.detail.back')}
    </TextLink>
  );

  // Viewing marks the application read on the server: the counters and the lists' dots follow.
  useEffect(() => {
    if (!detail.dataUpdatedAt) return;
    void queryClient.invalidateQueries({ queryKey: applyKeys.counts() });
    void queryClient.invalidateQueries({ queryKey: applyKeys.lists() });
  }, [detail.dataUpdatedAt, queryClient]);

  // Someone else acted: the polled version moved past the one shown.
  const shownVersion = detail.data?.version;
  const polledVersion = status.data?.version;
  const { refetch } = detail;
  useEffect(() => {
    if (shownVersion !== undefined && polledVersion !== undefined && polledVersion !== shownVersion) void refetch();
  }, [shownVersion, polledVersion, refetch]);

  if (detail.isPending && detail.fetchStatus !== 'idle') {
    return (
      <section className="mx-auto max-w-5xl">
        <PageHeader title={heading} actions={back} />
        <div className="h-64 animate-pulse rounded-lg bg-slate-200/60" />
      </section>
    );
  }
  if (!detail.data) {
    return (
      <section className="mx-auto max-w-5xl">
        <PageHeader title={heading} actions={back} />
        <div className="rounded-lg border border-slate-200 bg-white p-10 text-center text-sm text-slate-500">
          {detail.error?.message ?? t('apply.detail.notFound')}
        </div>
      </section>
    );
  }

  const d = detail.data;
  const time = timeFormats.minute;
  return (
    <section className="mx-auto max-w-5xl">
      <PageHeader title={heading} actions={back} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-3">
                <h2 className="font-mono text-lg font-semibold text-slate-900">{d.applyNo}</h2>
                <ApplyStateBadge state={d.state} outcome={d.outcome} />
              </div>
              <p className="mt-1 text-sm text-slate-500">
                {d.applicantName} · {time.format(new Date(d.submittedAt))}
              </p>
            </div>
            <Actions detail={d} />
          </div>
          <h3 className="mt-6 text-sm font-medium text-slate-500">{t('apply.detail.basics')}</h3>
          <dl className="mt-3 grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
            <Field label={t('apply.columns.applicant')}>{d.applicantName}</Field>
            <Field label={t('apply.columns.device')}>
              {d.deviceName}
              <span className="block font-mono text-xs text-slate-400">{d.deviceId}</span>
            </Field>
            <Field label={t('apply.columns.fileType')}>{d.fileType}</Field>
            <Field label={t('apply.columns.copies')}>{d.copies}</Field>
            <Field label={t('apply.columns.useCount')}>{d.useCount}</Field>
            <Field label={t('apply.detail.template')}>{d.templateName}</Field>
            <Field label={t('apply.columns.progress')}>
              {d.approvedSteps}/{d.totalSteps}
            </Field>
            <Field label={t('apply.columns.submittedAt')}>{time.format(new Date(d.submittedAt))}</Field>
          </dl>
          <h3 className="mt-6 text-sm font-medium text-slate-500">{t('apply.detail.reason')}</h3>
          <p className="mt-2 whitespace-pre-wrap break-words rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">
            {d.reason}
          </p>
          <h3 className="mt-6 text-sm font-medium text-slate-500">{t('apply.detail.attachments')}</h3>
          {d.attachments.length === 0 ? (
            <p className="mt-2 text-sm text-slate-400">{t('apply.detail.noAttachments')}</p>
          ) : (
            <ul className="mt-2 grid gap-2 sm:grid-cols-2" aria-label={t('apply.detail.attachments')}>
              {d.attachments.map((file) => (
                <AttachmentItem key={file.fileId} file={file} />
              ))}
            </ul>
          )}
        </Card>
        <Card className="self-start">
          <h3 className="mb-4 text-base font-semibold text-slate-900">{t('apply.detail.timeline')}</h3>
          <ApprovalTimeline detail={d} notices={notices.data} />
        </Card>
      </div>
    </section>
  );
}
