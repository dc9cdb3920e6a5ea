import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
};

/**
 * Unit and integration tests. Server tests run on PGlite, and a second time on PostgreSQL when TEST_DATABASE_URL is
 * set (CI sets it). End-to-end tests have their own config (vitest.e2e.config.ts).
 */
const serverProject = (name: string, env: Record<string, string>) => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node',
    include: ['tests/server/**/*.test.ts'],
    globalSetup: ['tests/server/global-setup.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own database; keep memory and the two cores in check.
    maxWorkers: 2,
    // Vitest refuses projects of one group with different maxWorkers: the server projects run as their own group,
    // after the contract and client projects.
    sequence: { groupOrder: 1 },
  },
});

const pgUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'contract', environment: 'node', include: ['tests/contract/**/*.test.ts'] } },
      serverProject('server', { TEST_DB: 'pglite' }),
      ...(pgUrl ? [serverProject('server-pg', { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl })] : []),
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['tests/client/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/client/setup.ts'],
        },
      },
    ],
  },
});
