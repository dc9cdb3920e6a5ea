// Makes sure the browser of the e2e tests is there before they start (`npm run test:e2e` runs this first). When it is
// missing: as root with apt-get, installs Debian's chromium; otherwise stops at once and says what to do.
// CHROMIUM_INSTALL=never only checks; --dry-run prints what it would run instead of running it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const dryRun = process.argv.includes('--dry-run');
const installAllowed = process.env.CHROMIUM_INSTALL !== 'never';
const isRoot = process.getuid?.() === 0;
const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

function fail(reason) {
  console.error(`ensure-chromium: ${reason}`);
  console.error(
    `  Install Debian's chromium (as root: apt-get update && apt-get install -y chromium), ` +
      `or set CHROMIUM_PATH to a Chromium executable.`,
  );
  process.exit(1);
}

function run(command, args) {
  console.log(`ensure-chromium: ${dryRun ? 'would run' : 'running'}: ${[command, ...args].join(' ')}`);
  if (dryRun) return;
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
}

if (existsSync(chromiumPath)) process.exit(0);

console.log(`ensure-chromium: no browser at ${chromiumPath}.`);
if (!installAllowed) fail('CHROMIUM_INSTALL=never: not installing it.');
if (!isRoot) fail('not running as root, so it cannot install it itself.');
if (!hasAptGet) fail('apt-get is not available (not a Debian machine?), so it cannot install it itself.');
run('apt-get', ['update']);
run('apt-get', ['install', '-y', 'chromium']);
if (dryRun || existsSync(chromiumPath)) process.exit(0);
fail(
  existsSync(DEBIAN_CHROMIUM)
    ? `Debian's chromium is now at ${DEBIAN_CHROMIUM}, but CHROMIUM_PATH points at ${chromiumPath}.`
    : `apt-get installed chromium, yet ${chromiumPath} is still missing.`,
);
