// The harness's round-robin proxy (decision 093) against small HTTP servers on loopback: it spreads requests, skips
// a backend that refuses connections, never sends a request again once a node may have received it, and splices
// WebSocket upgrades to a live backend.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

import { afterEach, describe, expect, it } from 'vitest';

import { openLiveSocket } from './live-socket';
import { readPlayerKey, RoundRobinProxy } from './round-robin-proxy';

interface Backend {
  server: Server;
  port: number;
  received: number;
}

const opened: { close: () => Promise<void> }[] = [];

afterEach(async () => {
  for (const item of opened.splice(0)) {
    await item.close();
  }
});

/** A backend answering `{"port"}` (or destroying the connection when `isBroken`), and a WebSocket greeting. */
async function startBackend(options: { isBroken?: boolean } = {}): Promise<Backend> {
  const backend: Backend = { server: createServer(), port: 0, received: 0 };
  backend.server.on('request', (request, response) => {
    backend.received += 1;
    if (request.url === '/healthz') {
      response.end('ok');
      return;
    }
    request.resume();
    request.on('end', () => {
      if (options.isBroken === true) {
        request.socket.destroy();
        return;
      }
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ port: backend.port, forwardedFor: request.headers['x-forwarded-for'] }));
    });
  });
  const upgraded = new Set<Duplex>();
  backend.server.on('upgrade', (_request, socket: Duplex) => {
    upgraded.add(socket);
    socket.write('HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\n\r\n');
    const text = Buffer.from(JSON.stringify({ port: backend.port }));
    socket.write(Buffer.concat([Buffer.from([0x81, text.length]), text]));
  });
  await new Promise<void>((resolve) => backend.server.listen(0, '127.0.0.1', () => resolve()));
  backend.port = (backend.server.address() as AddressInfo).port;
  opened.push({
    close: () => {
      for (const socket of upgraded) {
        socket.destroy();
      }
      return closeServer(backend.server);
    },
  });
  return backend;
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

async function startProxy(ports: number[], options: { isSticky?: boolean } = {}): Promise<number> {
  const proxy = new RoundRobinProxy(ports, options);
  // Any free port: listen on 0 is not offered by listen(), so probe one the system gives.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const port = (probe.address() as AddressInfo).port;
  await closeServer(probe);
  await proxy.listen(port, 60_000);
  opened.unshift({ close: () => proxy.close() });
  return port;
}

async function post(port: number, body = '{}', path = '/call') {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.1.2.3' },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the round-robin proxy', () => {
  it('spreads requests over the backends in turn and appends the client to X-Forwarded-For', async () => {
    const first = await startBackend();
    const second = await startBackend();
    const proxyPort = await startProxy([first.port, second.port]);
    const ports = [];
    for (let index = 0; index < 4; index += 1) {
      const answer = await post(proxyPort);
      expect(answer.status).toBe(200);
      expect(answer.body.forwardedFor).toBe('10.1.2.3, 127.0.0.1');
      ports.push(answer.body.port);
    }
    expect(ports).toEqual([first.port, second.port, first.port, second.port]);
  });

  it('sends a request to the next backend when one refuses the connection', async () => {
    const live = await startBackend();
    const gone = await startBackend();
    await closeServer(gone.server);
    const proxyPort = await startProxy([gone.port, live.port]);
    for (let index = 0; index < 3; index += 1) {
      const answer = await post(proxyPort);
      expect(answer).toMatchObject({ status: 200, body: { port: live.port } });
    }
  });

  it('answers 502 and sends nothing again when the backend failed after taking the request', async () => {
    const broken = await startBackend({ isBroken: true });
    const live = await startBackend();
    const proxyPort = await startProxy([broken.port, live.port]);
    const answer = await post(proxyPort);
    expect(answer).toMatchObject({ status: 502, body: { success: false, errorCode: 'proxy.bad.gateway' } });
    expect(broken.received).toBe(1);
    expect(live.received).toBe(0);
  });

  it('splices a WebSocket upgrade to a live backend', async () => {
    const gone = await startBackend();
    await closeServer(gone.server);
    const live = await startBackend();
    const proxyPort = await startProxy([gone.port, live.port]);
    const message = await new Promise<string>((resolve, reject) => {
      openLiveSocket(proxyPort, '/live', resolve, () => undefined).then((socket) => {
        opened.push({
          close: () => {
            socket.close();
            return Promise.resolve();
          },
        });
      }, reject);
    });
    expect(JSON.parse(message)).toEqual({ port: live.port });
  });

  it("with sticky, sends each player's wallet calls to one node, spreads the players, and keeps the rest round robin", async () => {
    const backends = [await startBackend(), await startBackend(), await startBackend()];
    const proxyPort = await startProxy(
      backends.map((backend) => backend.port),
      { isSticky: true },
    );
    const nodeOf = new Map<string, unknown>();
    for (let round = 0; round < 3; round += 1) {
      for (let player = 1; player <= 12; player += 1) {
        for (const operation of ['bet', 'win']) {
          const body = JSON.stringify({
            playerId: String(player),
            transactionId: `${round}-${operation}`,
            amount: 100,
          });
          const answer = await post(proxyPort, body, `/gateway/seamless/DEMO/${operation}`);
          expect(answer.status).toBe(200);
          const earlier = nodeOf.get(String(player));
          if (earlier === undefined) {
            nodeOf.set(String(player), answer.body.port);
          } else {
            expect(answer.body.port).toBe(earlier);
          }
        }
      }
    }
    // Twelve players over three nodes: more than one node takes players (all on one has probability 3^-11).
    expect(new Set(nodeOf.values()).size).toBeGreaterThan(1);
    // A first balance call carries only the launch token: it is routed by the token, the same every time.
    const byToken = await post(
      proxyPort,
      JSON.stringify({ token: 'launch-1' }),
      '/gateway/seamless/DEMO/balance',
    );
    const again = await post(
      proxyPort,
      JSON.stringify({ token: 'launch-1' }),
      '/gateway/seamless/DEMO/balance',
    );
    expect(again.body.port).toBe(byToken.body.port);
    // The member API stays round robin.
    const ports = [];
    for (let index = 0; index < 3; index += 1) {
      ports.push((await post(proxyPort, '{}', '/wps/member/info')).body.port);
    }
    expect(new Set(ports).size).toBe(3);
  });

  it("with sticky, moves a down node's players to their next node and leaves the other players where they were", async () => {
    const backends = [await startBackend(), await startBackend(), await startBackend()];
    const proxyPort = await startProxy(
      backends.map((backend) => backend.port),
      { isSticky: true },
    );
    const call = async (player: number) =>
      (await post(proxyPort, JSON.stringify({ playerId: String(player) }), '/gateway/seamless/DEMO/bet')).body
        .port;
    const before = new Map<number, unknown>();
    for (let player = 1; player <= 12; player += 1) {
      before.set(player, await call(player));
    }
    const victim = backends.find((backend) => [...before.values()].includes(backend.port));
    if (victim === undefined) {
      throw new Error('some node should have players');
    }
    await closeServer(victim.server);
    for (const [player, port] of before) {
      const now = await call(player);
      expect(now).not.toBe(victim.port);
      if (port !== victim.port) {
        expect(now).toBe(port);
      }
    }
  });

  it('reads the player of a wallet call from its player id, or its token, and nothing from other bodies', () => {
    expect(readPlayerKey(Buffer.from('{"playerId":"42","token":"t"}'))).toBe('player:42');
    expect(readPlayerKey(Buffer.from('{"token":"t"}'))).toBe('token:t');
    expect(readPlayerKey(Buffer.from('{"amount":1}'))).toBeUndefined();
    expect(readPlayerKey(Buffer.from('not json'))).toBeUndefined();
    expect(readPlayerKey(Buffer.from('[1]'))).toBeUndefined();
  });
});
