// What the benchmark and screenshot scripts share: Debian's Chromium with this machine's flags (DESIGN section 8;
// tests/e2e/browser.ts launches the same for the e2e tests) and waiting for a spawned server to answer /api/health.
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
}

/** Resolves once `base`/api/health answers; throws when `child` exits first or after `minutes` (seeding is slow). */
export async function waitForHealth(child, base, minutes = 60) {
  const deadline = Date.now() + minutes * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode})`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet (still migrating or seeding)
    }
    await sleep(500);
  }
  throw new Error('the server did not start');
}
