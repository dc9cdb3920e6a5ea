// The npm registry this project installs from lacks some platform builds of native packages (e.g.
// @tailwindcss/oxide-darwin-arm64), so `npm install` leaves them out of package-lock.json and `npm ci` then refuses
// the lock as "out of sync". This adds an entry for each missing optional platform package, marked with the os and
// cpu its name says, so `npm ci` skips it on this platform as it would any foreign binary. Run after `npm install`:
//   npm run lock:stubs
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'openharmony', 'netbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'];

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [key, meta] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = key === '' ? '' : `${key}/`;
    if (packages[`${base}node_modules/${name}`] || packages[`node_modules/${name}`]) continue;
    const parts = name.split('/').pop().split('-');
    const os = OS.filter((o) => parts.includes(o));
    const cpu = CPU.filter(
      (c) => parts.includes(c) || (c === 'arm' && parts.some((p) => p.startsWith('arm') && p !== 'arm64')),
    );
    if (!os.length && !cpu.length) {
      console.warn(`skipped ${name}: its name names no platform`);
      continue;
    }
    packages[`node_modules/${name}`] = {
      version: String(range).replace(/^[\^~]/, ''),
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
      ...(os.length ? { os } : {}),
      ...(cpu.length ? { cpu: cpu.includes('wasm32') ? ['wasm32'] : cpu } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added} platform stubs to package-lock.json`);
