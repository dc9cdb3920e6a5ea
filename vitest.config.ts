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
const serverProject = (name: string, env: Record<string, string>, include = ['tests/server/**/*.test.ts']) => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node',
    include,
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
  },
});

const pgUrl = process.env.TEST_DATABASE_URL;

/**
 * The server tests run on PGlite, and these a second time on PostgreSQL: what differs on a database server. PGlite is
 * PostgreSQL's own engine, so the SQL runs alike, and both drivers hand back the same values (driver-parity); what a
 * server adds is several connections at once (races that PGlite's single connection serialises), several nodes
 * (LISTEN/NOTIFY, leases, shared limits), a server that goes away, and the migrations and seed of the template, which
 * the global setup runs there.
 */
const onPostgresToo = [
  'tests/server/driver-parity.test.ts',
  // Races: of two writes at once exactly one wins, limits and totals hold.
  ...['anomaly', 'apply', 'audit', 'concurrency', 'cost-orders', 'cost-refunds', 'invoices', 'members', 'passwords'],
  ...['use-records', 'realtime', 'security-lockout'],
  // Several nodes on one database.
  ...['cluster-signals', 'nodes', 'job-leases', 'jobs-two-nodes', 'compare/compare-jobs', 'sms-codes-two-nodes'],
  ...['sms-production', 'displays'],
  // The database or the process going away.
  ...['ops', 'kill-under-writes'],
].map((name) => (name.endsWith('.ts') ? name : `tests/server/${name}.test.ts`));

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'contract', environment: 'node', include: ['tests/contract/**/*.test.ts'], maxWorkers: 2 },
      },
      serverProject('server', { TEST_DB: 'pglite' }),
      ...(pgUrl ? [serverProject('server-pg', { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl }, onPostgresToo)] : []),
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['tests/client/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/client/setup.ts'],
          // All projects share one pool of two workers (Vitest runs projects with another maxWorkers apart, one
          // group after the other, and the client files alone left a core idle).
          maxWorkers: 2,
        },
      },
    ],
  },
});
