import { createServer, request, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { freePort } from './server-process';

/**
 * What the network between a browser and the server does:
 * - `pass`: requests and WebSocket upgrades go through;
 * - `down`: the cable is cut: open connections drop and new ones are refused;
 * - `failing`: the server answers every request with 500 and refuses WebSocket upgrades (a broken deployment).
 */
export type NetworkState = 'pass' | 'down' | 'failing';

export interface CutProxy {
  url: string;
  set(state: NetworkState): void;
  close(): Promise<void>;
}

/** An HTTP and WebSocket proxy on 127.0.0.1 in front of `target` (an http://127.0.0.1:port URL), whose network a test cuts. */
export async function startCutProxy(target: string): Promise<CutProxy> {
  const { hostname, port: targetPort } = new URL(target);
  let state: NetworkState = 'pass';
  const open = new Set<Duplex>();
  const track = (socket: Duplex) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  };

  const server = createServer((req, res) => {
    if (state === 'failing') {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('failing');
      return;
    }
    const upstream = request(
      { host: hostname, port: targetPort, path: req.url, method: req.method, headers: req.headers },
      (answer: IncomingMessage) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (socket: Socket) => {
    if (state === 'down') socket.destroy();
    else track(socket);
  });
  server.on('upgrade', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    if (state !== 'pass') {
      client.end('HTTP/1.1 500 Internal Server Error\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    const upstream = connect(Number(targetPort), hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    track(upstream);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });

  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    set(next) {
      state = next;
      // Cut or broken, what was open goes: a dropped cable, or a server whose sockets died with it.
      if (next !== 'pass') for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
