export { exactTotal } from './count-cache';
export { alertOfUse, liveUseOf } from './live';
export { renderUsePhoto } from './photo-render';
export { type UseFilter, type UseRow, recordWhere, useRecordRepo } from './repository';
export { recordRoutes } from './routes';
export { assertUseFilterIds, devicePhoto, deviceStatus, photoFile, recordFilterOf, reportUse } from './service';
