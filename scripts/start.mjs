// npm start: builds the console and the server when their sources are newer than the build, then runs the server.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const sources = [
  'src',
  'big-screen',
  'contract',
  'server/src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/precompress.ts',
  'tsup.config.ts',
  'package.json',
];
const stamp = path.join(root, 'dist', 'server', 'server.js');

function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

const built =
  existsSync(stamp) && existsSync(path.join(root, 'dist', 'client', 'index.html')) ? statSync(stamp).mtimeMs : 0;
const changed = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (changed > built) {
  console.log('Building the console and the server…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const server = spawn(process.execPath, ['--enable-source-maps', stamp], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
