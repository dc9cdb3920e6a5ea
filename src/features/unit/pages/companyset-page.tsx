import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { currentUserQuery } from '@/lib/current-user';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { usePermission } from '@/lib/permissions';
import { useCompanyConfigs, useConfigItems, useSaveConfigs } from '../api/configs';

/** Feature configuration: the unit's switches, saved together; the session's company configs follow. */
export default function CompanysetPage() {
  const { t } = useTranslation();
  const me = useQuery(currentUserQuery());
  const companyId = me.data?.kind === 'staff' ? me.data.staff.unit?.companyId : undefined;
  const items = useConfigItems(companyId);
  const enabled = useCompanyConfigs(companyId);
  const save = useSaveConfigs(companyId);
  const canEdit = usePermission('companyset:edit');
  const [draft, setDraft] = useState<Record<string, boolean>>({});
  const saved = new Set(enabled.data ?? []);
  const isOn = (key: string) => draft[key] ?? saved.has(key);
  const changed = Object.entries(draft).some(([key, on]) => on !== saved.has(key));

  const submit = async () => {
    const switches = Object.fromEntries((items.data ?? []).map((item) => [item.key, isOn(item.key)]));
    try {
      await save.mutateAsync(switches);
      setDraft({});
      notify('success', t('unit.config.saved'));
    } catch {
      // the client showed the refusal
    }
  };

  const loading = items.isPending || enabled.isPending;
  const failed = items.isError || enabled.isError;

  return (
    <section className="mx-auto max-w-4xl">
      <PageHeader
        title={t('unit.titles.config')}
        actions={
          canEdit ? (
            <>
              {changed ? (
                <Button size="sm" variant="secondary" onClick={() => setDraft({})}>
                  {t('unit.config.reset')}
                </Button>
              ) : null}
              <Button size="sm" disabled={!changed} loading={save.isPending} onClick={() => void submit()}>
                {t('unit.config.save')}
              </Button>
            </>
          ) : null
        }
      />
      <p className="mb-4 text-sm text-slate-500">{canEdit ? t('unit.config.intro') : t('unit.config.readOnly')}</p>
      <div className="rounded-lg border border-slate-200 bg-white">
        {loading ? (
          <div className="space-y-2 p-4">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-14 animate-pulse rounded bg-slate-100" />
            ))}
          </div>
        ) : failed ? (
          <div className="p-10 text-center">
            <Button variant="secondary" onClick={() => void Promise.all([items.refetch(), enabled.refetch()])}>
              {t('common.retry')}
            </Button>
          </div>
        ) : items.data.length === 0 ? (
          <p className="p-10 text-center text-sm text-slate-500">{t('unit.config.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.data.map((item) => {
              const on = isOn(item.key);
              const dirty = on !== saved.has(item.key);
              return (
                <li key={item.key} className="flex items-center gap-4 px-5 py-4">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                      {item.name}
                      {dirty ? (
                        <span className="text-xs font-normal text-amber-600">{t('unit.config.unsaved')}</span>
                      ) : null}
                    </p>
                    <p className="mt-0.5 text-sm text-slate-500">{item.description}</p>
                  </div>
                  <span className={`text-xs ${on ? 'text-blue-700' : 'text-slate-400'}`}>
                    {on ? t('unit.config.on') : t('unit.config.off')}
                  </span>
                  <Switch
                    label={item.name}
                    checked={on}
                    disabled={!canEdit || save.isPending}
                    onChange={(next) => setDraft((d) => ({ ...d, [item.key]: next }))}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
