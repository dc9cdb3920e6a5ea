import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built server on a free port with a fresh data dir, driven through Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // A log-in may wait out the spec's 60 s between two SMS codes to one phone (tests/e2e/browser.ts), then walk on.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
