import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built server on a free port with a fresh data dir, driven through Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
