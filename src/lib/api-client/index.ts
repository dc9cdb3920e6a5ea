export { call, ApiError } from './client';
export { runtimeConfig } from './runtime-config';
