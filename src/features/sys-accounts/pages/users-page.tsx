import { accountStates, type SysAccount } from '@contract/sys-account';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/data-table';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { useConfirm } from '@/components/use-confirm';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths, withSearch } from '@/lib/paths';
import { usePermission } from '@/lib/permissions';
import { useAccounts, useDepartmentOptions, useResetAccountPassword, useSetAccountDisabled } from '../api/accounts';
import { InitialPasswordDialog } from '../components/initial-password-dialog';

const FILTERS = ['keyword', 'departmentId', 'state'] as const;
const col = columnHelper<SysAccount>();
const linkClass = 'text-sm font-medium text-blue-700 hover:underline';

/**
 * /user: the platform's accounts, searchable by user name or name, filtered by department and state, paged. Enable,
 * disable (its sessions end at once) and reset the password, each after a confirmation; a reset shows the new
 * initial password once.
 */
export default function UsersPage() {
  const { t } = useTranslation();
  const { values, update, reset, anyFilter, list } = useListPage({
    path: paths.system.users,
    filters: FILTERS,
    request: (f, paging) => ({
      ...paging,
      keyword: f.keyword ? f.keyword.slice(0, 32) : undefined,
      departmentId: Number(f.departmentId) || undefined,
      state: accountStates.find((s) => s === f.state),
    }),
    useRows: useAccounts,
  });
  const departments = useDepartmentOptions();
  const canAdd = usePermission('user:add');
  const canEdit = usePermission('user:edit');
  const setDisabled = useSetAccountDisabled();
  const resetPassword = useResetAccountPassword();
  const [shown, setShown] = useState<{ username: string; password: string } | null>(null);

  const switchState = useConfirm<SysAccount>({
    run: (a) => setDisabled.mutateAsync({ id: a.id, disabled: !a.disabled }),
    message: (a) => t(a.disabled ? 'sysUsers.enableConfirm' : 'sysUsers.disableConfirm', { name: a.realName }),
    done: t('sysUsers.stateChanged'),
  });
  const resetConfirm = useConfirm<SysAccount>({
    run: async (a) => {
      const answer = await resetPassword.mutateAsync(a.id);
      setShown({ username: a.username, password: answer.initialPassword });
    },
    message: (a) => t('sysUsers.resetConfirm', { name: a.realName }),
    done: t('sysUsers.resetDone'),
  });
  const askSwitch = switchState.ask;
  const askReset = resetConfirm.ask;

  const columns = useMemo(
    () => [
      col.accessor('username', {
        header: t('sysUsers.username'),
        cell: (c) => <span className="font-medium text-slate-900">{c.getValue()}</span>,
      }),
      col.accessor('realName', { header: t('sysUsers.realName') }),
      col.accessor('mobile', {
        header: t('sysUsers.mobile'),
        cell: (c) => c.getValue() || <span className="text-slate-400">{t('common.none')}</span>,
      }),
      col.accessor('departmentName', {
        header: t('sysUsers.department'),
        cell: (c) => c.getValue() ?? <span className="text-slate-400">{t('common.none')}</span>,
      }),
      col.accessor('roleNames', {
        header: t('sysUsers.roles'),
        cell: (c) =>
          c.getValue().length > 0 ? (
            c.getValue().join('、')
          ) : (
            <span className="text-slate-400">{t('common.none')}</span>
          ),
      }),
      col.accessor('disabled', {
        header: t('sysUsers.state'),
        cell: (c) => (
          <div className="flex gap-1">
            <Badge tone={c.getValue() ? 'red' : 'green'}>
              {t(c.getValue() ? 'sysUsers.states.disabled' : 'sysUsers.states.enabled')}
            </Badge>
            {c.row.original.passwordInitial ? <Badge tone="amber">{t('sysUsers.initialBadge')}</Badge> : null}
          </div>
        ),
      }),
      col.accessor('createdAt', {
        header: t('sysUsers.createdAt'),
        cell: (c) => timeFormats.date.format(new Date(c.getValue())),
      }),
      ...(canEdit
        ? [
            col.display({
              id: 'actions',
              header: t('table.actions'),
              cell: (c) => (
                <div className="flex h-8 items-center gap-2">
                  <Link
                    to={withSearch(paths.system.addUser, { id: c.row.original.id })}
                    className={buttonClass('light', 'sm')}
                  >
                    {t('sysUsers.edit')}
                  </Link>
                  <Button size="sm" variant="light" onClick={() => askReset(c.row.original)}>
                    {t('sysUsers.resetPassword')}
                  </Button>
                  <Button
                    size="sm"
                    variant={c.row.original.disabled ? 'secondary' : 'danger'}
                    onClick={() => askSwitch(c.row.original)}
                  >
                    {t(c.row.original.disabled ? 'sysUsers.enable' : 'sysUsers.disable')}
                  </Button>
                </div>
              ),
            }),
          ]
        : []),
    ],
    [t, canEdit, askSwitch, askReset],
  );

  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader
        title={t('sysUsers.title')}
        subtitle={t('sysUsers.intro')}
        actions={
          canAdd ? (
            <Link to={paths.system.addUser} className={linkClass}>
              {t('sysUsers.add')}
            </Link>
          ) : null
        }
      />
      <FilterBar active={anyFilter} onReset={reset} resetLabel={t('sysUsers.reset')}>
        <SearchBox
          value={values.keyword}
          label={t('sysUsers.search')}
          maxLength={32}
          onSearch={(keyword) => update({ keyword })}
        />
        <FilterSelect
          label={t('sysUsers.department')}
          value={values.departmentId}
          onChange={(departmentId) => update({ departmentId })}
          allLabel={t('sysUsers.allDepartments')}
          options={departments.data ?? []}
        />
        <FilterSelect
          label={t('sysUsers.state')}
          value={values.state}
          onChange={(state) => update({ state })}
          allLabel={t('sysUsers.allStates')}
          options={accountStates.map((s) => ({ value: s, label: t(`sysUsers.states.${s}`) }))}
        />
      </FilterBar>
      <DataTable
        label={t('sysUsers.table')}
        columns={columns}
        {...list}
        rowId={(a) => String(a.id)}
        emptyText={t('sysUsers.empty')}
      />
      {switchState.dialog}
      {resetConfirm.dialog}
      <InitialPasswordDialog shown={shown} onClose={() => setShown(null)} />
    </section>
  );
}
