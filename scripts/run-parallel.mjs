/**
 * Runs npm scripts side by side (`node scripts/run-parallel.mjs typecheck lint`): each is single-threaded, and one
 * after the other they left a core idle. Each script's output is printed whole when it ends, so the logs do not
 * interleave; the exit code is the first failure's, else 0.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const started = Date.now();

const runs = scripts.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code, signal) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        process.stdout.write(
          `\n> ${name}: ${code === 0 ? 'passed' : `failed (${signal ?? code})`} after ${seconds} s\n`,
        );
        process.stdout.write(Buffer.concat(output));
        resolve(code ?? 1);
      });
    }),
);

const codes = await Promise.all(runs);
process.exit(codes.find((code) => code !== 0) ?? 0);
