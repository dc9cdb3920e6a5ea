import { configDefaults, defineConfig } from 'vitest/config';
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
const serverProject = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node',
    include: ['tests/server/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...exclude],
    globalSetup: ['tests/server/global-setup.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own database; keep memory and the two cores in check.
    maxWorkers: 2,
    // A worker keeps the server's modules loaded from one file to the next: importing them afresh for every file cost
    // more than the tests themselves. Files share nothing else (each opens its own server and database), and server
    // code keeps no state at module level that is not keyed by its deps.
    isolate: false,
    // Vitest refuses projects of one group with different maxWorkers: the server projects run as their own group,
    // after the contract and client projects.
    sequence: { groupOrder: 1 },
  },
});

const pgUrl = process.env.TEST_DATABASE_URL;

/**
 * Not run a second time on PostgreSQL: the document work (watermarks, comparison, recognition) is CPU-bound image and
 * PDF processing whose few statements PGlite runs the same way; its jobs' claiming across connections and nodes is
 * tested on PostgreSQL by the job files (compare-jobs, job-leases, jobs-two-nodes).
 */
const pgliteOnly = [
  'tests/server/watermark/**',
  'tests/server/ocr/**',
  'tests/server/compare/{compare,compare-ocr,align-pages,ocr-pages}.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'contract', environment: 'node', include: ['tests/contract/**/*.test.ts'] } },
      serverProject('server', { TEST_DB: 'pglite' }),
      ...(pgUrl ? [serverProject('server-pg', { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl }, pgliteOnly)] : []),
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
