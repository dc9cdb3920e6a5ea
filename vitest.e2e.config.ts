import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: the built server, driven through Debian's Chromium. Two projects, which `npm run test:e2e` runs
 * side by side (Vitest runs the projects of one run in one pool of workers, so they are two runs):
 * - `e2e`: the walks through one demo server that the global setup starts on a fresh data dir; its files run one after
 *   the other, since they share that server's data and its SMS limits;
 * - `e2e-own-server`: the files that start, restart or cut off a server of their own; they wait out real cuts and
 *   outages, and need nothing of the shared server.
 */
const ownServer = ['wall-recovery', 'system-audit', 'bucket-upload'].map((name) => `tests/e2e/${name}.test.ts`);

const common = {
  environment: 'node',
  // A log-in may wait out the spec's 60 s between two SMS codes to one phone (tests/e2e/browser.ts), then walk on.
  testTimeout: 120_000,
  hookTimeout: 120_000,
  fileParallelism: false,
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...common,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: ownServer,
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
      { test: { ...common, name: 'e2e-own-server', include: ownServer } },
    ],
  },
});
