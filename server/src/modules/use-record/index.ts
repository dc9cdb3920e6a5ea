/** Use records of a device: stamps, photos, evidence reports. Its public surface. */
import { useRecordRepo } from './repository';
export { exactTotal } from './count-cache';
export { alertOfUse, liveUseOf } from './live';
export { renderUsePhoto } from './photo-render';
export { type UseFilter, type UseRow, recordWhere } from './repository';
export { recordRoutes } from './routes';
export { assertUseFilterIds, devicePhoto, photoFile, recordFilterOf, reportUse } from './service';

/** The use records other modules read (the dashboard, exports). */
export const useRecordRows: Pick<typeof useRecordRepo, 'after' | 'page' | 'photos'> = useRecordRepo;
