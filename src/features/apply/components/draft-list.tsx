import type { Draft } from '@contract/apply';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { notify } from '@/lib/notify';
import { useDeleteDraft, useDrafts, useSubmitDraft } from '../api/drafts';

interface Props {
  userId: number | null;
  /** The draft open in the form, marked in the list. */
  editingId: number | null;
  onEdit: (draft: Draft) => void;
  onSubmitted: (id: number) => void;
  /** A draft was submitted or deleted here (the form lets go of it if it was open). */
  onGone: (draftId: number) => void;
}

/** 我的草稿: continue editing one in the form, submit it as stored, or delete it after a confirmation. */
export function DraftList({ userId, editingId, onEdit, onSubmitted, onGone }: Props) {
  const { t } = useTranslation();
  const drafts = useDrafts(userId);
  const remove = useDeleteDraft();
  const submit = useSubmitDraft();
  const [deleting, setDeleting] = useState<Draft | null>(null);
  const time = timeFormats.minute;

  const submitNow = (draft: Draft) =>
    submit.mutate(draft.id, {
      onSuccess: ({ id }) => {
        notify('success', t('apply.form.submitted'));
        onGone(draft.id);
        onSubmitted(id);
      },
    });

  return (
    <section aria-labelledby="apply-drafts" className="mt-8">
      <h2 id="apply-drafts" className="mb-3 text-base font-semibold text-slate-900">
        {t('apply.drafts.title')}
        {drafts.data?.length ? (
          <span className="ml-2 text-sm font-normal text-slate-400">{drafts.data.length}</span>
        ) : null}
      </h2>
      {drafts.isPending && userId !== null ? (
        <div className="h-16 animate-pulse rounded-lg bg-slate-200/60" />
      ) : !drafts.data?.length ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-500">
          {t('apply.drafts.empty')}
        </p>
      ) : (
        <ul className="space-y-2" aria-label={t('apply.drafts.title')}>
          {drafts.data.map((draft) => (
            <li
              key={draft.id}
              className={`flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border bg-white px-4 py-3 ${draft.id === editingId ? 'border-blue-400 ring-1 ring-blue-200' : 'border-slate-200'}`}
            >
              <div className="min-w-0 flex-1 basis-64">
                <p className="truncate text-sm font-medium text-slate-800">
                  {draft.deviceName ?? t('apply.drafts.untitled')}
                  {draft.fileType ? <span className="ml-2 text-slate-500">· {draft.fileType}</span> : null}
                  {draft.copies !== null ? (
                    <span className="ml-2 text-slate-500">
                      · {t('apply.columns.copies')} {draft.copies}
                    </span>
                  ) : null}
                  {draft.useCount !== null ? (
                    <span className="ml-2 text-slate-500">
                      · {t('apply.columns.useCount')} {draft.useCount}
                    </span>
                  ) : null}
                </p>
                <p className="truncate text-xs text-slate-500">{draft.reason.trim() || t('apply.drafts.noReason')}</p>
                <p className="text-xs text-slate-400">
                  {t('apply.drafts.savedAt', { time: time.format(new Date(draft.updatedAt)) })}
                </p>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button size="sm" variant="secondary" onClick={() => onEdit(draft)}>
                  {t('apply.drafts.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="light"
                  loading={submit.isPending && submit.variables === draft.id}
                  disabled={submit.isPending}
                  onClick={() => submitNow(draft)}
                >
                  {t('apply.drafts.submit')}
                </Button>
                <Button size="sm" variant="danger" onClick={() => setDeleting(draft)}>
                  {t('apply.drafts.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={t('apply.drafts.deleteConfirm')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify('success', t('apply.drafts.deleted'));
              onGone(deleting.id);
              setDeleting(null);
            },
          })
        }
      />
    </section>
  );
}
