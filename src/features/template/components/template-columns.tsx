import type { Template } from '@contract/template';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { columnHelper } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { usePermission } from '@/lib/permissions';
import { paths } from '@/lib/paths';

const col = columnHelper<Template>();

/** The approvers in their order, as numbered chips. */
export function ApproverChips({ approvers }: { approvers: Template['approvers'] }) {
  const { t } = useTranslation();
  return (
    <ol className="flex max-w-md flex-wrap items-center gap-1" aria-label={t('template.approvers')}>
      {approvers.map((a, i) => (
        <li
          key={`${a.userId}-${i}`}
          className="inline-flex items-center gap-1 rounded-full bg-blue-50 py-0.5 pr-2 pl-0.5 text-xs text-blue-800 ring-1 ring-blue-600/15 ring-inset"
        >
          <span className="flex h-4 w-4 items-center justify-center rounded-full bg-blue-600 text-[10px] text-white">
            {i + 1}
          </span>
          {a.realName || `#${a.userId}`}
        </li>
      ))}
    </ol>
  );
}

export function FileTypeChips({ fileTypes }: { fileTypes: string[] }) {
  return (
    <span className="flex max-w-72 flex-wrap gap-1">
      {fileTypes.map((f) => (
        <span key={f} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
          {f}
        </span>
      ))}
    </span>
  );
}

/** Columns of a template list: the device (unless the list is of one device), name, approvers, file types, limit. */
export function useTemplateColumns({
  showDevice,
  onDelete,
  from,
}: {
  showDevice: boolean;
  onDelete: (template: Template) => void;
  /** The list's own URL, for the form's way back. */
  from: string;
}) {
  const { t } = useTranslation();
  const canEdit = usePermission('template:edit');
  return useMemo(() => {
    const date = timeFormats.date;
    return [
      ...(showDevice
        ? [
            col.accessor('deviceName', {
              header: t('template.device'),
              cell: (c) => (
                <span className="flex flex-col">
                  <span className="text-slate-800">{c.getValue()}</span>
                  <span className="text-xs text-slate-400">{c.row.original.deviceId}</span>
                </span>
              ),
            }),
          ]
        : []),
      col.accessor('name', {
        header: t('template.name'),
        cell: (c) => <span className="font-medium text-slate-900">{c.getValue()}</span>,
      }),
      col.accessor('approvers', {
        header: t('template.approvers'),
        cell: (c) => <ApproverChips approvers={c.getValue()} />,
      }),
      col.accessor('fileTypes', {
        header: t('template.fileTypes'),
        cell: (c) => <FileTypeChips fileTypes={c.getValue()} />,
      }),
      col.accessor('useCountLimit', {
        header: t('template.useCountLimit'),
        cell: (c) => c.getValue() ?? <span className="text-slate-400">{t('template.unlimited')}</span>,
      }),
      col.accessor('createdAt', {
        header: t('template.createdAt'),
        cell: (c) => date.format(new Date(c.getValue())),
      }),
      ...(canEdit
        ? [
            col.display({
              id: 'actions',
              header: t('table.actions'),
              cell: (c) => (
                <div className="flex h-8 items-center gap-1">
                  <Link
                    to={paths.template.form(c.row.original.id)}
                    state={{ from }}
                    className="inline-flex h-8 items-center rounded-lg px-3 text-xs font-medium text-slate-600 hover:bg-slate-100"
                  >
                    {t('template.edit')}
                  </Link>
                  <Button size="sm" variant="danger" onClick={() => onDelete(c.row.original)}>
                    {t('template.delete')}
                  </Button>
                </div>
              ),
            }),
          ]
        : []),
    ];
  }, [t, showDevice, canEdit, onDelete, from]);
}
