import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/*
 * A real server process on 127.0.0.1, for the tests that need one whole (the e2e walks; several nodes on one
 * PostgreSQL; a kill in the middle of a write load): started from the build or from the sources, told apart by env.
 */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * A port of the range TEST_PORT_BASE starts (a machine shared by several runs gives each its own), `offset` into it;
 * without it none is chosen (startServerProcess takes a free one).
 */
export function portInRange(offset: number): number | undefined {
  const base = Number(process.env.TEST_PORT_BASE);
  return Number.isInteger(base) && base > 0 ? base + offset : undefined;
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Sends the signal (SIGTERM unless told) and resolves with the exit code once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Resolves with the exit code once the process is gone (whoever ended it). */
  exited(): Promise<number | null>;
}

export interface StartOptions {
  /** `dist` runs the build (dist/server/server.js); `source` runs server/src/server.ts through tsx. */
  from: 'dist' | 'source';
  /** Settings beyond the defaults: demo mode, 127.0.0.1, a free port, no simulator moves. */
  env: Record<string, string>;
  /** How long a start may take (a fresh demo seed takes tens of seconds on a busy machine). */
  startLimitMs?: number;
  /** The port to listen on (default: a free one); a restart on the data of a killed process may keep its port. */
  port?: number;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, limitMs: number) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy within ${limitMs} ms:\n${output()}`);
}

export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const args = options.from === 'dist' ? ['dist/server/server.js'] : ['--import', 'tsx', 'server/src/server.ts'];
  let printed = '';
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      APP_MODE: 'demo',
      HOST: '127.0.0.1',
      PORT: String(port),
      SIMULATOR_RATE: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (printed += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (printed += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const output = () => printed;
  await waitForHealth(url, child, output, options.startLimitMs ?? 180_000);
  return {
    url,
    port,
    child,
    output,
    exited: () => exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
