/**
 * Loading the server must leave JavaScript's built-ins alone: a library's polyfill that replaces one (the PDF reader's
 * Node build replaced Array.prototype.push) slows every request. Checked in a fresh process, since a test worker's
 * globals may carry what earlier test files loaded.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Lists the built-in functions that differ after the server's module graph (app and bootstrap) is loaded. */
const probe = `
const owners = { Array, 'Array.prototype': Array.prototype, Object, 'Object.prototype': Object.prototype, Promise,
  'Promise.prototype': Promise.prototype, 'Map.prototype': Map.prototype, 'Set.prototype': Set.prototype,
  'String.prototype': String.prototype, 'Function.prototype': Function.prototype, JSON, Math, Reflect,
  'Uint8Array.prototype': Object.getPrototypeOf(Uint8Array.prototype) };
const snapshot = () => Object.entries(owners).flatMap(([owner, o]) => Object.getOwnPropertyNames(o)
  .map((name) => [owner + '.' + name, Object.getOwnPropertyDescriptor(o, name).value])
  .filter(([, value]) => typeof value === 'function'));
const before = new Map(snapshot());
await import('./server/src/app.ts');
await import('./server/src/bootstrap.ts');
const changed = snapshot().filter(([name, fn]) => before.has(name) && before.get(name) !== fn).map(([name]) => name);
console.log(JSON.stringify(changed));
`;

it('keeps every built-in function the runtime had once the server is loaded', async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', probe],
    {
      cwd: root,
    },
  );
  expect(JSON.parse(stdout.trim().split('\n').pop()!)).toEqual([]);
}, 60_000);
