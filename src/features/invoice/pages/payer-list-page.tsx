import { MAX_PAYERS, type Payer } from '@contract/invoice';
import { useState } from 'react';
import { ListBody } from '@/components/list-page/list-body';
import { listStateOf } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/use-confirm';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useDeletePayer, usePayers, useSavePayer } from '../api/invoice';
import { PayerDialog } from '../components/payer-dialog';

type Editing = { payer: Payer | null } | null;

function PayerCard({
  payer,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  payer: Payer;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const { t } = useTranslation();
  const rows: Array<[string, string | null]> = [
    [t('invoice.payers.taxNumber'), payer.taxNumber],
    [t('invoice.payers.address'), payer.address],
    [t('invoice.payers.phone'), payer.phone],
    [t('invoice.payers.bankName'), payer.bankName],
    [t('invoice.payers.bankAccount'), payer.bankAccount],
  ];
  return (
    <article
      className={`flex flex-col rounded-xl border bg-white p-5 shadow-sm ${payer.isDefault ? 'border-blue-300 ring-1 ring-blue-200' : 'border-slate-200'}`}
      aria-label={payer.title}
    >
      <header className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 break-words text-base font-semibold text-slate-900">{payer.title}</h2>
        <div className="flex shrink-0 gap-1.5">
          {payer.isDefault ? <Badge tone="blue">{t('invoice.payers.default')}</Badge> : null}
          <Badge tone="slate">{t(`invoice.payerTypes.${String(payer.payerType) as '1'}`)}</Badge>
        </div>
      </header>
      <dl className="mt-3 grid flex-1 grid-cols-[6rem_1fr] gap-x-3 gap-y-1.5 text-sm">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className="break-all text-slate-800">{value}</dd>
            </div>
          ))}
      </dl>
      <footer className="mt-4 flex flex-wrap justify-end gap-1 border-t border-slate-100 pt-3">
        {payer.isDefault ? null : (
          <Button size="sm" variant="light" onClick={onMakeDefault}>
            {t('invoice.payers.makeDefault')}
          </Button>
        )}
        <Button size="sm" variant="light" onClick={onEdit}>
          {t('invoice.payers.edit')}
        </Button>
        <Button size="sm" variant="danger" onClick={onDelete}>
          {t('invoice.payers.delete')}
        </Button>
      </footer>
    </article>
  );
}

/** /cost/payerList (the cost center's default page): the unit's payers as cards; add, edit, make default, delete. */
export default function PayerListPage() {
  const { t } = useTranslation();
  const query = usePayers();
  const save = useSavePayer();
  const remove = useDeletePayer();
  const [editing, setEditing] = useState<Editing>(null);
  const confirm = useConfirm<Payer>({
    run: (p) => remove.mutateAsync(p.id),
    message: (p) => t('invoice.payers.deleteConfirm', { title: p.title }),
    done: t('invoice.payers.deleted'),
  });
  const makeDefault = async (payer: Payer) => {
    try {
      await save.mutateAsync({
        ...payer,
        payerType: payer.payerType === 2 ? 2 : 1,
        taxNumber: payer.taxNumber ?? undefined,
        address: payer.address ?? undefined,
        phone: payer.phone ?? undefined,
        bankName: payer.bankName ?? undefined,
        bankAccount: payer.bankAccount ?? undefined,
        isDefault: true,
      });
      notify('success', t('invoice.payers.madeDefault'));
    } catch (e) {
      // The call is silent (the dialog shows refusals in place); here the toast does.
      if (e instanceof ApiError) notify('error', e.message);
    }
  };
  const full = (query.data?.total ?? 0) >= MAX_PAYERS;
  const addButton = (
    <Button onClick={() => setEditing({ payer: null })} disabled={full}>
      {t('invoice.payers.add')}
    </Button>
  );

  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader title={t('invoice.payers.title')} subtitle={t('invoice.payers.subtitle')} actions={addButton} />
      <ListBody
        {...listStateOf(query, { page: 1, pageSize: MAX_PAYERS, onPage: () => undefined })}
        emptyText={t('invoice.payers.empty')}
        emptyAction={addButton}
        skeleton={<div className="h-40 animate-pulse rounded-xl bg-slate-100" />}
      >
        {(rows) => (
          <ul aria-label={t('invoice.payers.list')} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {rows.map((payer) => (
              <li key={payer.id} className="flex">
                <div className="flex-1">
                  <PayerCard
                    payer={payer}
                    onEdit={() => setEditing({ payer })}
                    onDelete={() => confirm.ask(payer)}
                    onMakeDefault={() => void makeDefault(payer)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListBody>
      {editing ? <PayerDialog payer={editing.payer} onClose={() => setEditing(null)} /> : null}
      {confirm.dialog}
    </section>
  );
}
