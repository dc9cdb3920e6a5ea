import type { ComplaintSummary } from '@contract/complaint';
import { Dialog, DialogPanel } from '@tremor/react';
import { useState } from 'react';
import { ListBody } from '@/components/list-page/list-body';
import { listStateOf } from '@/components/list-page/use-list-page';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { useComplaint, useMyComplaints } from '../api/complaints';
import { ComplaintProgress, ComplaintStateBadge } from './complaint-progress';
import { ComplaintSubmitForm } from './complaint-submit-form';

const PAGE_SIZE = 5;

function MyComplaint({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const detail = useComplaint('mine', id);
  return (
    <div>
      <Button size="sm" variant="light" onClick={onBack}>
        ← {t('registry.complaint.backToMine')}
      </Button>
      <div className="mt-3">
        {detail.isLoading ? <p className="text-sm text-slate-400">{t('registry.loading')}</p> : null}
        {detail.isError ? (
          <p role="alert" className="text-sm text-red-600">
            {t('registry.complaint.notFound')}
          </p>
        ) : null}
        {detail.data ? <ComplaintProgress complaint={detail.data} /> : null}
      </div>
    </div>
  );
}

function MyComplaints({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useMyComplaints({ pageNum: page, pageSize: PAGE_SIZE });
  const state = listStateOf(query, { page, pageSize: PAGE_SIZE, onPage: setPage });
  return (
    <ListBody
      {...state}
      emptyText={t('registry.complaint.mineEmpty')}
      skeleton={<p className="py-6 text-sm text-slate-400">{t('registry.loading')}</p>}
    >
      {(rows: ComplaintSummary[]) => (
        <ul className="space-y-2" aria-label={t('registry.complaint.mineTitle')}>
          {rows.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => onOpen(c.id)}
                className="flex w-full items-start gap-3 rounded-lg border border-slate-200 p-3 text-left hover:bg-slate-50"
              >
                <span className="min-w-0 flex-1">
                  <span className="block text-xs text-slate-500">
                    {c.categoryName} · {timeFormats.minute.format(new Date(c.createdAt))}
                  </span>
                  <span className="mt-0.5 line-clamp-2 block text-sm text-slate-900">{c.content}</span>
                </span>
                <ComplaintStateBadge state={c.state} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </ListBody>
  );
}

/**
 * The member's complaints and advice (from the header's user menu): submit one, or follow the progress of their own
 * and read the platform's reply.
 */
export default function ComplaintsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(0);
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Dialog open onClose={onClose} static>
      <DialogPanel className="max-w-2xl">
        <div className="mb-2 flex items-center justify-between">
          <h2 className="text-lg font-semibold text-slate-900">{t('registry.complaint.dialogTitle')}</h2>
          <Button size="sm" variant="light" onClick={onClose} aria-label={t('registry.close')}>
            ✕
          </Button>
        </div>
        <Tabs
          selected={tab}
          onSelect={(i) => {
            setTab(i);
            setOpenId(null);
          }}
          tabs={[
            {
              label: t('registry.complaint.submitTitle'),
              content: (
                <ComplaintSubmitForm
                  onSubmitted={(id) => {
                    setTab(1);
                    setOpenId(id);
                  }}
                />
              ),
            },
            {
              label: t('registry.complaint.mineTitle'),
              content:
                openId === null ? (
                  <MyComplaints onOpen={setOpenId} />
                ) : (
                  <MyComplaint id={openId} onBack={() => setOpenId(null)} />
                ),
            },
          ]}
        />
      </DialogPanel>
    </Dialog>
  );
}
