/**
 * Environments of spec section 1 select the API base URL. `self` (the default) is the same origin the console was
 * served from; the others are set at build time with VITE_APP_ENV and VITE_API_BASE_<ENV>.
 */
export const environments = ['dev', 'pre', 'production', 'security-a', 'security-b', 'self'] as const;
export type Environment = (typeof environments)[number];

const env = import.meta.env as Record<string, string | undefined>;

export function currentEnvironment(): Environment {
  const name = env.VITE_APP_ENV as Environment | undefined;
  return name && environments.includes(name) ? name : 'self';
}

export function apiBaseUrl(): string {
  const name = currentEnvironment();
  if (name === 'self') return '';
  return env[`VITE_API_BASE_${name.toUpperCase().replace('-', '_')}`] ?? '';
}

/** Development environments show extra tools (e.g. menu management). */
export function isDevelopmentEnvironment(): boolean {
  return import.meta.env.DEV || currentEnvironment() === 'dev';
}
