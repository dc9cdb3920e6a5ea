export { call, upload, ApiError } from './client';
export { isUserMissing } from './errors';
export { runtimeConfig } from './runtime-config';
export { offThreadList } from './off-thread-list';
