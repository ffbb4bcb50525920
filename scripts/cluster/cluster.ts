// The multi-node harness (issue 25, decision 093): a fresh PostgreSQL database on the local cluster, prepared
// once (migrated, the demo deployment, the load's members), then N Plaza server processes on it and on one Redis,
// each on its own port, started, killed (SIGKILL) and restarted by the caller.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

import pg from 'pg';

import { openDatabase } from '../../server/src/db/database';
import type { DatabaseHandle } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { seedDemoDeployment } from '../../server/src/demo/seed-demo';
import { isHealthy } from './round-robin-proxy';

export const POSTGRES_ADMIN_URL =
  process.env.PLAZA_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.PLAZA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why the cluster cannot run here (PostgreSQL or Redis not answering), or undefined when both answer. */
export async function findMissingServices(): Promise<string | undefined> {
  const missing: string[] = [];
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch {
    missing.push(`PostgreSQL at ${POSTGRES_ADMIN_URL}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  if (!(await answersRedisPing(REDIS_URL))) {
    missing.push(`Redis at ${REDIS_URL}`);
  }
  return missing.length === 0 ? undefined : `${missing.join(' and ')} did not answer`;
}

function answersRedisPing(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (isAnswering: boolean) => {
      socket.destroy();
      resolve(isAnswering);
    };
    socket.setTimeout(3_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk: Buffer) => done(chunk.toString('latin1').startsWith('+PONG')));
  });
}

export interface ClusterDatabase {
  handle: DatabaseHandle;
  url: string;
  drop: () => Promise<void>;
}

/** A new PostgreSQL database, migrated and filled with the demo deployment of merchant PLAZA. */
export async function createClusterDatabase(now = Date.now()): Promise<ClusterDatabase> {
  const name = `plaza_cluster_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = openDatabase({ kind: 'postgres', connectionString: url.toString() }, { poolSize: 8 });
  await migrateToLatest(handle);
  await seedDemoDeployment(handle, 'PLAZA', now, { hasLotteryHistory: true });
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      await handle.destroy();
      const cleanup = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await cleanup.connect();
      // pg-pool's end() returns before its sockets are closed; dropping then would kill a closing connection and
      // surface as an unhandled "terminating connection" error (as in server/src/test/test-database.ts). Wait until
      // the server sees none, up to 30 s (a node killed by the harness leaves none behind once it is gone).
      const waitUntil = Date.now() + 30_000;
      const countConnections = async () =>
        Number(
          (
            await cleanup.query<{ count: string }>(
              'select count(*) as count from pg_stat_activity where datname = $1',
              [name],
            )
          ).rows[0]?.count,
        );
      while ((await countConnections()) > 0 && Date.now() < waitUntil) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface ClusterNode {
  index: number;
  port: number;
  process: ChildProcess | undefined;
  /** How many times this node was started. */
  starts: number;
}

/** N server processes on one database and one Redis; their output goes to `<logDirectory>/node-<i>.log`. */
export class Cluster {
  readonly nodes: ClusterNode[];
  readonly namespace: string;

  constructor(
    private readonly options: {
      databaseUrl: string;
      ports: readonly number[];
      logDirectory: string;
      poolSize?: number;
      environment?: Record<string, string>;
    },
  ) {
    mkdirSync(options.logDirectory, { recursive: true });
    // The nodes' bus channels are this cluster's own: other clusters (other runs, other sessions) may share Redis.
    this.namespace = `cluster-${randomBytes(4).toString('hex')}`;
    this.nodes = options.ports.map((port, index) => ({ index, port, process: undefined, starts: 0 }));
  }

  /** Starts every node and waits until each answers `/healthz`. */
  async startAll(timeoutMs?: number): Promise<void> {
    await Promise.all(this.nodes.map((node) => this.start(node, timeoutMs)));
  }

  /**
   * Starts one node and waits until it answers `/healthz` (up to `timeoutMs`; three nodes compiling the server at
   * once beside other sessions' work took over 120 s at a load average of 30).
   */
  async start(node: ClusterNode, timeoutMs = 300_000): Promise<void> {
    node.starts += 1;
    const log = createWriteStream(join(this.options.logDirectory, `node-${node.index}.log`), { flags: 'a' });
    log.write(`\n--- start ${node.starts} at ${new Date().toISOString()} ---\n`);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: {
        ...process.env,
        PORT: String(node.port),
        HOST: '127.0.0.1',
        DATABASE_URL: this.options.databaseUrl,
        REDIS_URL,
        MERCHANT: 'PLAZA',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        WEB_DIST: join(this.options.logDirectory, 'no-web'),
        DATABASE_POOL_SIZE: String(this.options.poolSize ?? 8),
        CLUSTER_NAMESPACE: this.namespace,
        ...this.options.environment,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    node.process = child;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const startedAt = Date.now();
    while (Date.now() - startedAt < timeoutMs) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`node ${node.index} exited while starting (see ${this.options.logDirectory})`);
      }
      if (await isHealthy(node.port)) {
        return;
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 200))]);
    }
    child.kill('SIGKILL');
    throw new Error(`node ${node.index} did not answer /healthz within ${timeoutMs} ms`);
  }

  /** Kills a node with SIGKILL and waits until the process is gone. */
  async kill(node: ClusterNode, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = node.process;
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) {
      return;
    }
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  /** Stops every node (SIGTERM, then SIGKILL after `graceMs`). */
  async stopAll(graceMs = 15_000): Promise<void> {
    await Promise.all(
      this.nodes.map(async (node) => {
        const child = node.process;
        if (child === undefined || child.exitCode !== null || child.signalCode !== null) {
          return;
        }
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }),
    );
  }
}
