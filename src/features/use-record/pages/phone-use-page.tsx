import { DEVICE_ID_PATTERN } from '@contract/device';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FilterBar } from '@/components/filter-bar';
import { PageHeader } from '@/components/page-header';
import { ListBody } from '@/components/list-page/list-body';
import { useListPage } from '@/components/list-page/use-list-page';
import { PhotoViewer, type ViewerPhoto } from '@/components/photo-viewer';
import { SignedImage } from '@/components/signed-image';
import { DevicePicker } from '@/components/pickers';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { paths } from '@/lib/paths';
import { usePhonePhotos } from '../api/records';

const PATH = paths.useRecord.phone;
const PAGE_SIZE = 24;
const FILTERS = ['deviceId'] as const;

/** /sealManage/phoneuse (手机同步拍照): photos phones sent during authorisations, as a grid opening the viewer. */
export default function PhoneUsePage() {
  const { t } = useTranslation();
  const { values, update, reset, anyFilter, href, list } = useListPage({
    path: PATH,
    filters: FILTERS,
    pageSize: PAGE_SIZE,
    request: (filters, paging) => ({
      ...paging,
      deviceId: DEVICE_ID_PATTERN.test(filters.deviceId) ? filters.deviceId : undefined,
    }),
    useRows: usePhonePhotos,
  });
  const [shown, setShown] = useState<number | null>(null);
  const time = timeFormats.minute;
  const viewerPhotos: ViewerPhoto[] = (list.rows ?? []).map((p) => ({
    id: p.fileId,
    url: p.tmpUrl,
    caption: `${p.deviceName} · ${p.userName} · ${time.format(new Date(p.takenAt))}`,
  }));

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader title={t('useRecord.phone.title')} />
      <FilterBar active={anyFilter} resetLabel={t('useRecord.filters.reset')} onReset={reset}>
        <DevicePicker
          inline
          clearable
          label={t('useRecord.filters.device')}
          placeholder={t('useRecord.filters.device')}
          value={values.deviceId || null}
          onChange={(option) => update({ deviceId: option?.value ?? '' })}
        />
      </FilterBar>
      <ListBody
        {...list}
        emptyText={t('useRecord.phone.empty')}
        skeleton={
          <div
            className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6"
            data-testid="grid-loading"
          >
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="aspect-[4/3] animate-pulse rounded-lg bg-slate-200/60" />
            ))}
          </div>
        }
      >
        {(rows) => (
          <ul
            aria-label={t('useRecord.phone.grid')}
            className={`grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6 ${list.fetching ? 'opacity-60' : ''}`}
          >
            {rows.map((p, i) => (
              <li key={p.fileId} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
                <button
                  type="button"
                  onClick={() => setShown(i)}
                  aria-label={t('useRecord.viewer.open', { index: i + 1 })}
                  className="block w-full bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
                >
                  <SignedImage
                    fileId={p.fileId}
                    url={p.tmpUrl}
                    alt={viewerPhotos[i]!.caption}
                    loading="lazy"
                    className="aspect-[4/3] w-full object-cover"
                  />
                </button>
                <div className="space-y-0.5 px-2 py-1.5 text-xs">
                  <p className="truncate font-medium text-slate-800" title={p.deviceName}>
                    {p.deviceName}
                  </p>
                  <p className="truncate text-slate-500">
                    {p.userName} · {time.format(new Date(p.takenAt))}
                  </p>
                  {p.useRecordId !== null ? (
                    <Link
                      to={paths.useRecord.detail(p.useRecordId)}
                      state={{ from: href }}
                      className="text-blue-700 hover:underline"
                    >
                      {t('useRecord.phone.openRecord')}
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListBody>
      <PhotoViewer photos={viewerPhotos} index={shown} onIndex={setShown} onClose={() => setShown(null)} />
    </section>
  );
}
