/**
 * Runs npm scripts side by side (`node scripts/run-parallel.mjs typecheck lint`): each of them leaves a core idle on
 * its own. Every line of output is prefixed with its script's name; the exit code is the first failure's, else 0.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const scripts = process.argv.slice(2);
const started = Date.now();

function run(name) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`));
    }
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`[${name}] ${code === 0 ? 'passed' : `failed (${signal ?? code})`} after ${seconds} s\n`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
