import { Link } from 'react-router-dom';
import { DataTable } from '@/components/data-table';
import { FilterBar } from '@/components/filter-bar';
import { useListPage } from '@/components/list-page/use-list-page';
import { PageHeader } from '@/components/page-header';
import { DevicePicker } from '@/components/pickers';
import { useTranslation } from '@/lib/i18n';
import { usePermission } from '@/lib/permissions';
import { paths, withSearch } from '@/lib/paths';
import { useTemplates } from '../api/templates';
import { useTemplateColumns } from '../components/template-columns';
import { useDeleteTemplateConfirm } from '../components/use-delete-template';

const FILTERS = ['deviceId'] as const;
const primaryLink =
  'inline-flex h-8 items-center rounded-lg bg-blue-600 px-3 text-xs font-medium text-white shadow-sm hover:bg-blue-700';

/**
 * /sealManage/tempManage: every approval template of the unit, filtered by device (template/v1/list has no keyword
 * filter), paging in the URL; edit, delete, add.
 */
export default function TemplateManagePage() {
  const { t } = useTranslation();
  const { values, update, href, request, list } = useListPage({
    path: paths.template.manage,
    filters: FILTERS,
    request: (filters, paging) => ({
      ...paging,
      deviceId: filters.deviceId.length > 0 && filters.deviceId.length <= 32 ? filters.deviceId : undefined,
    }),
    useRows: useTemplates,
  });
  const { deviceId } = request;
  const canAdd = usePermission('template:add');
  const remove = useDeleteTemplateConfirm();
  const columns = useTemplateColumns({ showDevice: true, onDelete: remove.ask, from: href });
  const addTo = withSearch(paths.template.form('new'), { deviceId });

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader
        title={t('template.title')}
        actions={
          canAdd ? (
            <Link to={addTo} state={{ from: href }} className={primaryLink}>
              {t('template.add')}
            </Link>
          ) : null
        }
      />
      <FilterBar
        active={Boolean(values.deviceId)}
        resetLabel={t('template.reset')}
        onReset={() => update({ deviceId: '' })}
      >
        <DevicePicker
          inline
          clearable
          label={t('template.filterDevice')}
          placeholder={t('template.filterDevice')}
          value={values.deviceId || null}
          onChange={(option) => update({ deviceId: option?.value ?? '' })}
        />
      </FilterBar>
      <DataTable
        label={t('template.table')}
        columns={columns}
        {...list}
        rowId={(tpl) => String(tpl.id)}
        emptyText={t('template.empty')}
      />
      {remove.dialog}
    </section>
  );
}
