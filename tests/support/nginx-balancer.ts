import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './server-process';

/*
 * Debian's nginx as the load balancer in front of several server nodes (README "Running in production"): the
 * configuration is nginx-balancer.conf with the ports filled in, run as a child process in a folder of its own.
 */

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

/** The configuration with its placeholders filled in. */
export function balancerConfig(dir: string, port: number, upstreamPorts: readonly number[]): string {
  const template = readFileSync(fileURLToPath(new URL('./nginx-balancer.conf', import.meta.url)), 'utf8');
  return template
    .replaceAll('{{dir}}', dir)
    .replaceAll('{{port}}', String(port))
    .replaceAll('{{upstreams}}', upstreamPorts.map((p) => `server 127.0.0.1:${p};`).join('\n    '));
}

/** Starts nginx round-robin over the given ports; null when nginx is not installed. */
export async function startBalancer(dir: string, upstreamPorts: readonly number[]): Promise<Balancer | null> {
  if (!existsSync(NGINX_PATH)) return null;
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, balancerConfig(dir, port, upstreamPorts));
  let printed = '';
  const child = spawn(NGINX_PATH, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (printed += d.toString()));
  child.stderr.on('data', (d: Buffer) => (printed += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${printed}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer within 10 s:\n${printed}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
