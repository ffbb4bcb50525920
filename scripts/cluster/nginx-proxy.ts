// The harness behind real nginx (issue 25, decision 102): deploy/nginx.conf itself, its `node-N:3000` upstream
// servers turned into the harness's loopback ports and its `listen 80` into the proxy's port, wrapped in the main
// context nginx needs to run as a child process of the harness (its own prefix, logs and temporary files). Used by
// `npm run cluster:proof -- --proxy nginx` where nginx is installed; no test needs it (CI has none).
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { ProxyStatistics } from './round-robin-proxy';

/** The configuration of the deployment, as shipped. */
export const DEPLOY_NGINX_CONF = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));

/** Where the nginx binary is, or undefined when it is not installed. */
export function findNginx(): string | undefined {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx', 'nginx']) {
    if (candidate !== undefined && spawnSync(candidate, ['-v']).status === 0) {
      return candidate;
    }
  }
  return undefined;
}

/**
 * deploy/nginx.conf for loopback: each upstream's `server node-N:3000 …;` lines become one line a harness port (with
 * the first line's parameters), `listen 80` the proxy's port. Throws when the file no longer has those lines, so
 * that the harness never runs a configuration other than the one shipped.
 */
export function renderLoopbackConfig(
  template: string,
  listenPort: number,
  nodePorts: readonly number[],
): string {
  let upstreams = 0;
  const body = template.replace(/upstream\s+\S+\s*\{[^}]*\}/g, (block) => {
    const lines = block.split('\n');
    const servers = lines.filter((line) => /^\s*server\s+node-\d+:3000\b/.test(line));
    const first = servers[0];
    if (first === undefined) {
      return block;
    }
    upstreams += 1;
    const parameters = /^\s*server\s+node-\d+:3000(.*);\s*$/.exec(first)?.[1] ?? '';
    const indent = /^\s*/.exec(first)?.[0] ?? '    ';
    return lines
      .flatMap((line) =>
        line === first
          ? nodePorts.map((port) => `${indent}server 127.0.0.1:${port}${parameters};`)
          : servers.includes(line)
            ? []
            : [line],
      )
      .join('\n');
  });
  if (upstreams === 0 || !/^\s*listen 80;/m.test(body)) {
    throw new Error(
      'deploy/nginx.conf: no `server node-N:3000` upstream lines or no `listen 80;` to rewrite',
    );
  }
  return body.replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${listenPort};`);
}

/** The main context around the deployment's `http`-level configuration, with everything under `prefix`. */
function wrapConfig(httpBody: string, prefix: string): string {
  return [
    '# Written by scripts/cluster/nginx-proxy.ts from deploy/nginx.conf: the loopback harness behind nginx.',
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 4096; }',
    'http {',
    // Which node answered each request (the last of $upstream_addr), and for whom a wallet call was: the figures.
    '    log_format harness \'$status $upstream_addr "$wallet_player" $request_method $uri $request_time\';',
    `    access_log ${prefix}/access.log harness;`,
    `    client_body_temp_path ${prefix}/body;`,
    `    proxy_temp_path ${prefix}/proxy;`,
    `    fastcgi_temp_path ${prefix}/fastcgi;`,
    `    uwsgi_temp_path ${prefix}/uwsgi;`,
    `    scgi_temp_path ${prefix}/scgi;`,
    httpBody,
    '}',
    '',
  ].join('\n');
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Figures from the access log, in the shape of the Node proxy's (decision 093), plus stickiness. */
export function readAccessLog(text: string, nodePorts: readonly number[]): ProxyStatistics {
  const statistics: ProxyStatistics = {
    requestsByBackend: Object.fromEntries(nodePorts.map((port) => [port, 0])),
    retriedConnections: 0,
    badGateway: 0,
    webSocketsOpened: 0,
    stickyCalls: 0,
    playersOnSeveralNodes: 0,
  };
  const nodesByPlayer = new Map<string, Set<string>>();
  for (const line of text.split('\n')) {
    const match = /^(\d{3}) (.+?) "([^"]*)" (\S+) (\S+) /.exec(line);
    if (match === null) {
      continue;
    }
    const [, status, upstreams = '', player = '', , uri = ''] = match;
    const tried = upstreams.split(/, | : /).filter((each) => each !== '-');
    const answered = tried.at(-1);
    const port = answered === undefined ? undefined : Number(answered.split(':').at(-1));
    if (port !== undefined && !Number.isNaN(port)) {
      statistics.requestsByBackend[port] = (statistics.requestsByBackend[port] ?? 0) + 1;
    }
    statistics.retriedConnections += tried.length > 1 ? 1 : 0;
    statistics.badGateway += status === '502' ? 1 : 0;
    statistics.webSocketsOpened += status === '101' ? 1 : 0;
    // The log names a player for any body with a token (a crash call's too); only wallet calls are routed by it.
    if (player !== '' && answered !== undefined && uri.startsWith('/gateway/seamless/')) {
      statistics.stickyCalls += 1;
      // A player's calls answered by a node that was then down moved with it: count the players, not the calls.
      const nodes = nodesByPlayer.get(player) ?? new Set<string>();
      nodes.add(answered);
      nodesByPlayer.set(player, nodes);
    }
  }
  statistics.playersOnSeveralNodes = [...nodesByPlayer.values()].filter((nodes) => nodes.size > 1).length;
  return statistics;
}

/** nginx with deploy/nginx.conf in front of the harness's nodes, started and stopped as a child process. */
export class NginxProxy {
  private child: ChildProcess | undefined;
  private readonly prefix: string;

  constructor(
    private readonly nodePorts: readonly number[],
    private readonly options: { logDirectory: string; binary?: string; configFile?: string },
  ) {
    this.prefix = join(options.logDirectory, 'nginx');
  }

  async listen(port: number, timeoutMs = 10_000): Promise<void> {
    const binary = this.options.binary ?? findNginx();
    if (binary === undefined) {
      throw new Error('nginx is not installed (apt-get install -y nginx), or set NGINX_BIN');
    }
    mkdirSync(this.prefix, { recursive: true, mode: 0o777 });
    const config = wrapConfig(
      renderLoopbackConfig(
        readFileSync(this.options.configFile ?? DEPLOY_NGINX_CONF, 'utf8'),
        port,
        this.nodePorts,
      ),
      this.prefix,
    );
    const file = join(this.prefix, 'nginx.conf');
    writeFileSync(file, config);
    const check = spawnSync(binary, ['-t', '-q', '-p', this.prefix, '-c', file], { encoding: 'utf8' });
    if (check.status !== 0) {
      throw new Error(`nginx -t refused ${file}: ${check.stderr}`);
    }
    const child = spawn(binary, ['-p', this.prefix, '-c', file, '-g', 'daemon off;'], { stdio: 'ignore' });
    this.child = child;
    const startedAt = Date.now();
    while (!(await isListening(port))) {
      if (child.exitCode !== null || Date.now() - startedAt > timeoutMs) {
        throw new Error(`nginx did not listen on ${port} (see ${this.prefix}/error.log)`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** What the access log shows so far. */
  get statistics(): ProxyStatistics {
    let text = '';
    try {
      text = readFileSync(join(this.prefix, 'access.log'), 'utf8');
    } catch {
      // No request yet.
    }
    return readAccessLog(text, this.nodePorts);
  }

  /** Stops nginx (SIGTERM: a fast stop; a graceful one would wait for the open WebSockets). */
  async close(): Promise<void> {
    const child = this.child;
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) {
      return;
    }
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
}
