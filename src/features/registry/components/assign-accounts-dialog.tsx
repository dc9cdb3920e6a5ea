import { Dialog, DialogPanel } from '@tremor/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useAssignOrg, useOrgAccounts } from '../api/org';

interface Props {
  department: { id: number; name: string };
  /** Names of the departments by id, to say where an account is now. */
  departmentNames: ReadonlyMap<number, string>;
  onClose: () => void;
}

/** Puts system accounts into a department: every account not in it yet, with the department it is in now. */
export function AssignAccountsDialog({ department, departmentNames, onClose }: Props) {
  const { t } = useTranslation();
  const accounts = useOrgAccounts(undefined);
  const assign = useAssignOrg();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const candidates = (accounts.data ?? []).filter((a) => a.departmentId !== department.id);
  const toggle = (id: number) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const save = async () => {
    setError(null);
    try {
      await assign.mutateAsync({ departmentId: department.id, accountIds: [...chosen] });
      notify('success', t('registry.saved'));
      onClose();
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };
  return (
    <Dialog open onClose={onClose} static>
      <DialogPanel className="max-w-md">
        <h2 className="mb-1 text-lg font-semibold text-slate-900">
          {t('registry.org.assignTitle', { name: department.name })}
        </h2>
        <p className="mb-3 text-sm text-slate-500">{t('registry.org.assignIntro')}</p>
        {accounts.isLoading ? <p className="py-4 text-sm text-slate-400">{t('registry.loading')}</p> : null}
        {accounts.data && candidates.length === 0 ? (
          <p className="py-4 text-sm text-slate-500">{t('registry.org.noCandidates')}</p>
        ) : null}
        <ul className="max-h-72 space-y-1 overflow-y-auto" aria-label={t('registry.org.accounts')}>
          {candidates.map((a) => (
            <li key={a.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50">
                <input type="checkbox" checked={chosen.has(a.id)} onChange={() => toggle(a.id)} />
                <span className="font-medium text-slate-900">{a.realName}</span>
                <span className="text-slate-500">{a.username}</span>
                <span className="ml-auto text-xs text-slate-400">
                  {a.departmentId === null ? t('registry.org.noDepartment') : departmentNames.get(a.departmentId)}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {error ? (
          <p role="alert" className="mt-3 text-sm text-red-600">
            {error}
          </p>
        ) : null}
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('registry.cancel')}
          </Button>
          <Button disabled={chosen.size === 0} loading={assign.isPending} onClick={() => void save()}>
            {t('registry.org.assign')}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
