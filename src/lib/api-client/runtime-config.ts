import { isRuntimeConfig, RUNTIME_CONFIG_URL, type RuntimeConfig } from '@contract/runtime';
import { apiBaseUrl } from '@/config/environments';

let pending: Promise<RuntimeConfig> | null = null;

/** The server's runtime configuration (signing key, edition, mode), fetched once per page load. */
export function runtimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetch(apiBaseUrl() + RUNTIME_CONFIG_URL, { cache: 'no-store' })
    .then((res) => res.json())
    .then((body: { data: unknown }) => {
      if (!isRuntimeConfig(body.data)) throw new Error('Malformed runtime configuration');
      return body.data;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
