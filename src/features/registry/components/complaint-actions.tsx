import type { ComplaintDetail } from '@contract/complaint';
import { Card } from '@tremor/react';
import { useState } from 'react';
import { Form, SubmitButton } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useAssignComplaint, useReplyComplaint, useResolveComplaint } from '../api/complaints';
import { useOrgAccounts } from '../api/org';

const replySchema = async () => (await import('@contract/complaint')).complaintReply.request;
const assignSchema = async () => (await import('@contract/complaint')).complaintAssign.request;

function AssignForm({ complaint }: { complaint: ComplaintDetail }) {
  const { t } = useTranslation();
  const accounts = useOrgAccounts(undefined);
  const assign = useAssignComplaint();
  const form = useZodForm<{ assigneeId: string }, { id: number; assigneeId: number }>({
    schema: assignSchema,
    defaultValues: { assigneeId: complaint.assigneeId ? String(complaint.assigneeId) : '' },
    toInput: (v) => ({ id: complaint.id, assigneeId: v.assigneeId === '' ? undefined : Number(v.assigneeId) }),
  });
  return (
    <Form
      form={form}
      aria-label={t('registry.complaint.assign')}
      onSubmit={async (values) => {
        await assign.mutateAsync(values);
        notify('success', t('registry.complaint.assignedDone'));
      }}
      footer={<SubmitButton size="sm">{t('registry.complaint.assign')}</SubmitButton>}
    >
      <SelectField
        label={t('registry.complaint.assignee')}
        placeholder={t('registry.complaint.chooseAssignee')}
        options={(accounts.data ?? [])
          .filter((a) => !a.disabled)
          .map((a) => ({ value: String(a.id), label: `${a.realName}（${a.username}）` }))}
        {...form.field('assigneeId')}
      />
    </Form>
  );
}

function ReplyForm({ complaint }: { complaint: ComplaintDetail }) {
  const { t } = useTranslation();
  const reply = useReplyComplaint();
  const form = useZodForm<{ reply: string }, { id: number; reply: string }>({
    schema: replySchema,
    defaultValues: { reply: complaint.reply ?? '' },
    toInput: (v) => ({ ...v, id: complaint.id }),
  });
  return (
    <Form
      form={form}
      aria-label={t('registry.complaint.reply')}
      onSubmit={async (values) => {
        await reply.mutateAsync(values);
        notify('success', t('registry.complaint.repliedDone'));
      }}
      footer={<SubmitButton size="sm">{t('registry.complaint.sendReply')}</SubmitButton>}
    >
      <TextareaField
        label={t('registry.complaint.reply')}
        rows={4}
        maxLength={500}
        text={form.watch('reply')}
        placeholder={t('registry.complaint.replyHint')}
        {...form.field('reply')}
      />
    </Form>
  );
}

/** The platform's actions on an open complaint: assign it, reply (again), resolve it once replied. */
export function ComplaintActions({ complaint }: { complaint: ComplaintDetail }) {
  const { t } = useTranslation();
  const resolve = useResolveComplaint();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (complaint.state === 'resolved') return null;
  const confirm = async () => {
    setError(null);
    try {
      await resolve.mutateAsync(complaint.id);
      notify('success', t('registry.complaint.resolvedDone'));
      setAsking(false);
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };
  return (
    <Card className="space-y-6 p-4">
      <AssignForm complaint={complaint} />
      <ReplyForm complaint={complaint} />
      <div className="border-t border-slate-100 pt-4">
        <Button variant="secondary" disabled={!complaint.reply} onClick={() => setAsking(true)}>
          {t('registry.complaint.resolve')}
        </Button>
        {!complaint.reply ? <p className="mt-1 text-xs text-slate-500">{t('registry.complaint.resolveHint')}</p> : null}
      </div>
      <ConfirmDialog
        open={asking}
        message={t('registry.complaint.resolveConfirm')}
        busy={resolve.isPending}
        error={error}
        onClose={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </Card>
  );
}
