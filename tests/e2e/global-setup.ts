import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { portInRange, startServerProcess } from '../support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts `node dist/server/server.js` (built by `npm run test:e2e`) in demo mode on a fresh data dir. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'seal-e2e-'));
  // A fresh demo seed (100,000 uses and every domain's demo data) took about 40 s here with CI running beside it.
  // No simulator moves of its own: a test that wants a simulated stamp asks for one (SIMULATE_URL).
  // TEST_PORT_BASE gives a shared machine's run a port of its own range.
  const server = await startServerProcess({
    from: 'dist',
    port: portInRange(0),
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
