// A small round-robin reverse proxy for HTTP and WebSocket on loopback, in Node without dependencies: the load
// balancer of the multi-node harness (issue 25, decision 093). Each request goes to the next backend that is up;
// a backend is marked down when a connection to it is refused or its `/healthz` stops answering, and up again as
// soon as `/healthz` answers. A request is sent to another backend only when the first never took the connection
// (refused): once a request may have reached a node, a failure is answered 502 and the client decides (the vendor
// wallet's calls are idempotent by transaction id; a member's deposit by its requestId).
// With `sticky` (decision 083), a vendor wallet call (/gateway/seamless/…) goes to the node its player hashes to
// (the body's `playerId`, or its launch `token` when it has no player id), highest random weight first, so that one
// player's calls stay on one node and the node's wallet groups keep their size; when that node is down its players
// go to their next node, and come back when it is up. Everything else stays round robin.
import { createHash } from 'node:crypto';
import { Agent, createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { Socket } from 'node:net';

export interface ProxyStatistics {
  /** Requests answered by each backend port. */
  requestsByBackend: Record<number, number>;
  /** Requests sent again to another backend because the first refused the connection. */
  retriedConnections: number;
  /** Requests answered 502: the backend failed after it may have received them, or no backend was up. */
  badGateway: number;
  webSocketsOpened: number;
  /** Vendor wallet calls routed by their player's hash (sticky only). */
  stickyCalls: number;
  /** Players whose wallet calls more than one node answered (nginx's access log; a killed node moves its own). */
  playersOnSeveralNodes?: number;
}

export interface ProxyOptions {
  maxSocketsPerBackend?: number;
  /** Route vendor wallet calls by a hash of their player (decision 083); the rest round robin. */
  isSticky?: boolean;
}

/** The path prefix of the vendor wallet's calls, which `sticky` routes by player. */
const VENDOR_WALLET_PATH = '/gateway/seamless/';

interface Backend {
  port: number;
  isUp: boolean;
  agent: Agent;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);
/** The body a proxy reads before it forwards a request: the server's own limit is 1 MiB. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export class RoundRobinProxy {
  private readonly backends: Backend[];
  private next = 0;
  private server: Server | undefined;
  private healthTimer: NodeJS.Timeout | undefined;
  private readonly sockets = new Set<Socket>();
  readonly statistics: ProxyStatistics = {
    requestsByBackend: {},
    retriedConnections: 0,
    badGateway: 0,
    webSocketsOpened: 0,
    stickyCalls: 0,
  };
  private readonly isSticky: boolean;

  constructor(ports: readonly number[], options: ProxyOptions = {}) {
    this.isSticky = options.isSticky ?? false;
    this.backends = ports.map((port) => ({
      port,
      isUp: true,
      agent: new Agent({ keepAlive: true, maxSockets: options.maxSocketsPerBackend ?? 128 }),
    }));
  }

  /** Listens on 127.0.0.1:`port` and checks the backends' `/healthz` every `healthEveryMs`. */
  async listen(port: number, healthEveryMs = 500): Promise<void> {
    const server = createServer((request, response) => void this.forward(request, response));
    server.keepAliveTimeout = 65_000;
    server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) =>
      this.upgrade(request, socket, head),
    );
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.healthTimer = setInterval(() => void this.checkHealth(), healthEveryMs);
    this.healthTimer.unref();
  }

  /** The ports of the backends now taken to be up. */
  livePorts(): number[] {
    return this.backends.filter((backend) => backend.isUp).map((backend) => backend.port);
  }

  async close(): Promise<void> {
    clearInterval(this.healthTimer);
    for (const socket of this.sockets) {
      socket.destroy();
    }
    for (const backend of this.backends) {
      backend.agent.destroy();
    }
    await new Promise<void>((resolve) => {
      if (this.server === undefined) {
        resolve();
        return;
      }
      this.server.close(() => resolve());
    });
  }

  private async checkHealth(): Promise<void> {
    await Promise.all(
      this.backends.map(async (backend) => {
        backend.isUp = await isHealthy(backend.port);
      }),
    );
  }

  /** The backends to try, in order: the live ones from the round-robin position on, then the others. */
  private pickOrder(): Backend[] {
    const count = this.backends.length;
    const start = this.next % count;
    this.next = (this.next + 1) % count;
    const rotated = [...this.backends.slice(start), ...this.backends.slice(0, start)];
    return [...rotated.filter((backend) => backend.isUp), ...rotated.filter((backend) => !backend.isUp)];
  }

  /**
   * The backends for a player, in order of their weight for the player's key (rendezvous hashing): the live ones
   * first. A node going down or coming back moves only its own players.
   */
  private pickOrderFor(key: string): Backend[] {
    const ranked = this.backends
      .map((backend) => ({ backend, weight: weightOf(key, backend.port) }))
      .sort((left, right) => right.weight - left.weight)
      .map(({ backend }) => backend);
    return [...ranked.filter((backend) => backend.isUp), ...ranked.filter((backend) => !backend.isUp)];
  }

  /** Where a request goes: a vendor wallet call of a known player to its node when sticky, else round robin. */
  private orderOf(request: IncomingMessage, body: Buffer): Backend[] {
    if (this.isSticky && request.method === 'POST' && (request.url ?? '').startsWith(VENDOR_WALLET_PATH)) {
      const key = readPlayerKey(body);
      if (key !== undefined) {
        this.statistics.stickyCalls += 1;
        return this.pickOrderFor(key);
      }
    }
    return this.pickOrder();
  }

  private async forward(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let body: Buffer;
    try {
      body = await readBody(request);
    } catch {
      response.writeHead(413).end();
      return;
    }
    const headers = forwardedHeaders(request);
    headers['content-length'] = String(body.length);
    for (const [index, backend] of this.orderOf(request, body).entries()) {
      const outcome = await this.sendTo(backend, request, headers, body, response);
      if (outcome === 'answered') {
        this.statistics.requestsByBackend[backend.port] =
          (this.statistics.requestsByBackend[backend.port] ?? 0) + 1;
        return;
      }
      if (outcome === 'failed-after-send') {
        break;
      }
      backend.isUp = false;
      if (index < this.backends.length - 1) {
        this.statistics.retriedConnections += 1;
      }
    }
    this.statistics.badGateway += 1;
    if (!response.headersSent) {
      response.writeHead(502, { 'content-type': 'application/json' });
    }
    response.end(JSON.stringify({ success: false, errorCode: 'proxy.bad.gateway' }));
  }

  /**
   * Sends one request to one backend. 'refused': the connection was never made (safe to try another);
   * 'failed-after-send': it may have reached the node; 'answered': the answer was streamed to the client.
   */
  private sendTo(
    backend: Backend,
    request: IncomingMessage,
    headers: Record<string, string | string[]>,
    body: Buffer,
    response: ServerResponse,
  ): Promise<'answered' | 'refused' | 'failed-after-send'> {
    return new Promise((resolve) => {
      let isSent = false;
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: backend.port,
          method: request.method,
          path: request.url,
          headers,
          agent: backend.agent,
        },
        (answer) => {
          const answerHeaders: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value !== undefined && !HOP_BY_HOP.has(name)) {
              answerHeaders[name] = value;
            }
          }
          response.writeHead(answer.statusCode ?? 502, answerHeaders);
          answer.pipe(response);
          answer.on('end', () => resolve('answered'));
          answer.on('error', () => {
            response.destroy();
            resolve('answered');
          });
        },
      );
      upstream.on('socket', (socket) => {
        // A reused keep-alive socket is connected already: the request is written at once.
        if (!socket.connecting) {
          isSent = true;
          return;
        }
        socket.once('connect', () => {
          isSent = true;
        });
      });
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (response.headersSent) {
          response.destroy();
          resolve('answered');
          return;
        }
        resolve(!isSent && error.code === 'ECONNREFUSED' ? 'refused' : 'failed-after-send');
      });
      upstream.end(body);
    });
  }

  private upgrade(request: IncomingMessage, client: Socket, head: Buffer): void {
    const order = this.pickOrder();
    const tryBackend = (index: number) => {
      const backend = order[index];
      if (backend === undefined) {
        client.end('HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
        return;
      }
      const upstream = connect({ host: '127.0.0.1', port: backend.port, noDelay: true });
      let isConnected = false;
      upstream.once('error', () => {
        if (!isConnected) {
          backend.isUp = false;
          tryBackend(index + 1);
        }
      });
      upstream.once('connect', () => {
        isConnected = true;
        this.statistics.webSocketsOpened += 1;
        this.statistics.requestsByBackend[backend.port] =
          (this.statistics.requestsByBackend[backend.port] ?? 0) + 1;
        let text = `${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/1.1\r\n`;
        for (let index = 0; index < request.rawHeaders.length; index += 2) {
          const name = request.rawHeaders[index] ?? '';
          if (name.toLowerCase() !== 'x-forwarded-for') {
            text += `${name}: ${request.rawHeaders[index + 1] ?? ''}\r\n`;
          }
        }
        text += `x-forwarded-for: ${forwardedFor(request)}\r\n\r\n`;
        upstream.write(text);
        if (head.length > 0) {
          upstream.write(head);
        }
        upstream.pipe(client);
        client.pipe(upstream);
        upstream.removeAllListeners('error');
        const closeBoth = () => {
          upstream.destroy();
          client.destroy();
        };
        upstream.on('error', closeBoth);
        upstream.on('close', closeBoth);
        client.on('error', closeBoth);
        client.on('close', closeBoth);
      });
    };
    tryBackend(0);
  }
}

/** The weight of a backend for a player's key: the first 32 bits of sha256("<key>:<port>"). */
function weightOf(key: string, port: number): number {
  return createHash('sha256').update(`${key}:${port}`).digest().readUInt32BE(0);
}

/**
 * The player a vendor wallet call is for: its `playerId`, or its launch `token` when it has none (a first
 * `balance`); undefined for a body that is no JSON object (the node answers it, wherever it goes).
 */
export function readPlayerKey(body: Buffer): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) {
    return undefined;
  }
  const { playerId, token } = parsed as { playerId?: unknown; token?: unknown };
  if (typeof playerId === 'string' && playerId !== '') {
    return `player:${playerId}`;
  }
  return typeof token === 'string' && token !== '' ? `token:${token}` : undefined;
}

/** `X-Forwarded-For` as the client sent it, with the client's address appended (the nodes trust the proxy). */
function forwardedFor(request: IncomingMessage): string {
  const previous = request.headers['x-forwarded-for'];
  const address = request.socket.remoteAddress ?? '127.0.0.1';
  return typeof previous === 'string' && previous !== '' ? `${previous}, ${address}` : address;
}

function forwardedHeaders(request: IncomingMessage): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) {
      headers[name] = value;
    }
  }
  headers['x-forwarded-for'] = forwardedFor(request);
  return headers;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    request.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Whether `GET /healthz` on the port answers 200 within a second. */
export function isHealthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = httpRequest(
      { host: '127.0.0.1', port, path: '/healthz', method: 'GET', timeout: 1_000, agent: false },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode === 200);
      },
    );
    probe.on('timeout', () => probe.destroy(new Error('timeout')));
    probe.on('error', () => resolve(false));
    probe.end();
  });
}
