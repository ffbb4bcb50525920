import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';

import type { DatabaseTarget } from '../config';
import { getPreparedStatementName } from './prepared-query';
import { runStatementList } from './postgres-statement-list';
import { openSqliteConnection } from './sqlite-connection';
import { TurnTakingSqliteDialect } from './sqlite-turn-dialect';
import { loadWalWrites } from './sqlite-wal-writes';
import { EVENT_LOOP, SqliteWriteLock, WRITE_THREAD } from './sqlite-write-lock';
import type { Holder } from './sqlite-write-lock';
import { StatementList } from './statement-markers';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /**
   * Where grouped money calls run (the seamless wallet's lanes, modules/vendor-wallet/call-lanes.ts): on PostgreSQL
   * `count` connections of their own, which run only index lookups and set-based writes by row lists and so keep
   * one plan per statement (see openDatabase); on SQLite the one connection, in one lane (a SQLite file runs its
   * money calls in a thread of its own instead: sqlite-write-thread.ts).
   */
  lanes: { db: Kysely<Database>; count: number };
  /**
   * PostgreSQL: the most connections `db` opens at once. A job that holds one of them for its whole run (lottery
   * settlement's lock) asks for no more than the rest.
   */
  connections?: number;
  /**
   * A SQLite file (not `:memory:`): its path, and the turn to write to it that this connection takes before each
   * transaction (sqlite-write-lock.ts), which another thread's connection to the same file shares.
   */
  sqliteFile?: { path: string; writeLock: SqliteWriteLock; holder: Holder };
  /** Closes `close` with the handle, before its connections (a thread that has connections of its own). */
  closeWith: (close: () => Promise<void>) => void;
  /** Closes every connection. */
  destroy: () => Promise<void>;
}

/** How openDatabase opens a SQLite file for another thread than the event loop's (the write thread). */
export interface SqliteThreadOptions {
  /** The buffer of the event loop's SqliteWriteLock for the same file. */
  writeLockBuffer: SharedArrayBuffer;
}

// PostgreSQL answers bigint (int8) and numeric as strings; our integers stay below 2^53, so read them as numbers.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/**
 * Bytes per SQLite page in a new database. Every commit writes each page it changed to the WAL, and the wallet's
 * writes land in a dozen index pages per call whose keys the vendors choose (scattered): with 1 KiB pages instead of
 * the default 4 KiB a group commit writes about half the bytes, and runs its statements faster
 * (docs/decisions/010-vendor-wallet.md).
 */
const PAGE_SIZE = 1024;

/**
 * Prepared statements kept by the SQLite connection: Kysely prepares every query anew, and preparing costs about as
 * much as running a short statement; the SQL text of a query builder repeats, its values do not.
 */
const STATEMENT_CACHE_SIZE = 500;

/**
 * How often the checkpointer copies committed WAL frames into the database file while the WAL grows, and when
 * nothing is written. A page changed by many commits in between is copied once: every 50 ms rather than every
 * 2 ms, the write thread's groups waited less for their fsync behind the checkpointer's, and the server took
 * 10% less CPU a pair (bench/README.md).
 */
const CHECKPOINT_BUSY_INTERVAL_MILLISECONDS = 50;
const CHECKPOINT_IDLE_INTERVAL_MILLISECONDS = 50;
/**
 * The checkpointer's scheduling priority on Linux (0 normal, 19 lowest): it yields the CPU to the threads whose
 * calls wait (three runs against three at 0: 2,719 / 2,749 / 2,713 against 2,640 / 2,610 / 2,672 pairs/s).
 */
const CHECKPOINTER_NICENESS = 10;
/**
 * The WAL size (in pages) at which the connection checkpoints by itself, after a commit: a backstop for when the
 * checkpointer cannot keep up or never finds the WAL fully copied, which SQLite needs to start it over. Under a
 * steady load the checkpointer never finds it so (the write thread writes while it copies), and the backstop is
 * what starts the WAL over: the commit that reaches it copies what is left and syncs the database file, 10–20 ms
 * during which every call waits. At 16,000 pages that came every 0.4 s under the wallet benchmark, and the calls
 * of a quarter of its 100 ms windows took over 25 ms; at 64,000 (a WAL of up to 67 MB with 1 KiB pages) p99 fell
 * from 29.2 to 26.0 ms over HTTP and from 21.1 to 16.9 in-process (five runs each, alternating; bench/README.md).
 * Reads do not slow down: a reader looks up only the frames the checkpointer has not copied yet.
 */
const WAL_BACKSTOP_PAGES = 64_000;

/**
 * The SQLite connection's page cache, in KiB (a negative cache_size): SQLite's default of 2,000 KiB holds 2,000 of
 * our 1 KiB pages, and a transaction that changes more (a lottery settlement batch of 50,000 bets changes some
 * 60,000: the bets, their bet records, the staged rows) spilled its changed pages into the WAL before its commit and
 * read them back from there (docs/decisions/085). The cache grows only as far as it is used.
 */
const CACHE_SIZE_KIB = 128 * 1024;

// A worker thread of its own (plain JavaScript: it needs no TypeScript loader). PASSIVE copies what it can without
// waiting for the writer; with synchronous=FULL it syncs the WAL before copying and the database file after.
const CHECKPOINTER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const BetterSqlite3 = require(workerData.driverPath);
const connection = new BetterSqlite3(workerData.path);
connection.pragma('synchronous = FULL');
// Linux: this thread yields the CPU to the event loop and the write thread (a checkpoint can wait; a commit that
// waits for CPU holds every call of its group). /proc/thread-self names the thread's own id.
try {
  const threadId = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(threadId, workerData.niceness);
} catch {
  // not Linux, or not allowed: the same priority as the rest
}
let lastLog = -1;
let timer;
function checkpoint() {
  let isBusy = false;
  try {
    const [{ log }] = connection.pragma('wal_checkpoint(PASSIVE)');
    isBusy = log !== lastLog;
    lastLog = log;
  } catch {
    // busy or closing: the next turn tries again, and the writer's backstop still bounds the WAL
  }
  timer = setTimeout(checkpoint, isBusy ? workerData.busyIntervalMilliseconds : workerData.idleIntervalMilliseconds);
}
checkpoint();
parentPort.once('message', () => {
  clearTimeout(timer);
  connection.close();
  parentPort.close();
});
`;

/**
 * Checkpoints a WAL database from a worker thread. A checkpoint writes every page changed since the last one
 * into the database file and syncs it; done by the connection itself (SQLite's default, after the commit that
 * fills the WAL past 1,000 pages) it blocks the event loop for that long, and delays every call waiting for the
 * next group commit. Answers how to stop it.
 */
function startCheckpointer(path: string): () => Promise<void> {
  const worker = new Worker(CHECKPOINTER_SOURCE, {
    eval: true,
    execArgv: [],
    workerData: {
      path,
      driverPath: createRequire(import.meta.url).resolve('better-sqlite3'),
      niceness: CHECKPOINTER_NICENESS,
      busyIntervalMilliseconds: CHECKPOINT_BUSY_INTERVAL_MILLISECONDS,
      idleIntervalMilliseconds: CHECKPOINT_IDLE_INTERVAL_MILLISECONDS,
    },
  });
  // Never keeps a process alive; a checkpoint cut short is harmless (the WAL still holds every frame).
  worker.unref();
  const exited = new Promise<void>((resolve) => {
    worker.once('exit', () => resolve());
    worker.once('error', () => resolve());
  });
  return async () => {
    // Kept alive until it has closed its connection.
    worker.ref();
    worker.postMessage('stop');
    await exited;
  };
}

/**
 * PostgreSQL parses and analyzes every unnamed statement again, a sixth of its CPU under the wallet's load. The
 * statements compiled once by prepareQuery run as named prepared statements instead: pg prepares each once per
 * connection. Their plans are still made per run (plan_cache_mode, below): a plan made once, when a table was
 * still empty, would scan it for ever after. A statement list (runStatements) goes in one round trip
 * (postgres-statement-list.ts), and a transaction's BEGIN waits to go with its first statement.
 */
class NamedStatementClient implements PostgresPoolClient {
  /**
   * A transaction's BEGIN, not sent yet: it goes at the head of the transaction's first statement list (one round
   * trip less a transaction: each round trip wakes the database's process, bench/README.md), or alone just before
   * its first statement. A transaction that ends before any statement sends nothing at all.
   */
  private isBeginPending = false;

  constructor(private readonly client: pg.PoolClient) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely streams through a cursor only when its dialect is given one, and this one is not.
    if (typeof sqlOrCursor !== 'string') {
      throw new TypeError('database: cursors are not used');
    }
    // pg types rows by its own row type and `command` as any text; Kysely reads rows of R and a few commands.
    return this.run(sqlOrCursor, parameters) as Promise<PostgresQueryResult<R>>;
  }

  private async run(text: string, parameters: ReadonlyArray<unknown>): Promise<unknown> {
    const isBeginPending = this.isBeginPending;
    // Kysely's own texts for a transaction without settings (PostgresDriver).
    if (text === 'begin' && parameters.length === 0 && !isBeginPending) {
      this.isBeginPending = true;
      return { command: 'BEGIN', rowCount: null, rows: [] };
    }
    this.isBeginPending = false;
    if (isBeginPending && (text === 'commit' || text === 'rollback') && parameters.length === 0) {
      return { command: text.toUpperCase(), rowCount: null, rows: [] };
    }
    const [list] = parameters;
    if (text === '' && list instanceof StatementList) {
      // Kysely reads the rows: here, one result per statement of the list (runStatements, prepared-query.ts).
      const results = await runStatementList(this.client, list.queries, getPreparedStatementName, {
        isBeginning: isBeginPending,
      });
      return { command: 'SELECT', rowCount: results.length, rows: results };
    }
    if (isBeginPending) {
      await this.client.query('begin');
    }
    const name = getPreparedStatementName(text);
    const query = { text, values: [...parameters] };
    return this.client.query(name === undefined ? query : { ...query, name });
  }

  release(): void {
    this.isBeginPending = false;
    this.client.release();
  }
}

function withNamedStatements(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => new NamedStatementClient(await pool.connect()),
    end: () => pool.end(),
  };
}

/**
 * PostgreSQL connections kept for the grouped money calls, out of the pool size: two lanes, so that the server
 * prepares one group while the database runs the other (bench/README.md).
 */
const LANE_CONNECTIONS = 2;

/** Opens the database that DATABASE_URL names: an embedded SQLite file or a PostgreSQL pool. */
export function openDatabase(
  target: DatabaseTarget,
  options: { poolSize?: number; sqliteThread?: SqliteThreadOptions } = {},
): DatabaseHandle {
  const closers: (() => Promise<void>)[] = [];
  const closeWith = (close: () => Promise<void>) => {
    closers.push(close);
  };
  const closeAttached = async () => {
    for (const close of closers.splice(0).reverse()) {
      await close();
    }
  };
  if (target.kind === 'sqlite') {
    const isFile = target.path !== ':memory:';
    if (isFile) {
      mkdirSync(dirname(target.path), { recursive: true });
      loadWalWrites();
    }
    const connection = new BetterSqlite3(target.path);
    const pragmas = [
      // Set before anything is written, so only a new database takes it (an existing one keeps its page size).
      `page_size = ${PAGE_SIZE}`,
      'journal_mode = WAL',
      // A money ledger must not lose acknowledged commits on power loss (stack.md, SQLite facts).
      'synchronous = FULL',
      'foreign_keys = ON',
      'busy_timeout = 5000',
      // A savepoint (each caller of a commit group has one) and a statement that may fail half-way keep a copy of
      // every page they change: in memory, not in a temporary file, which cost a write system call per page once
      // a group's copies passed 64 KiB (bench/README.md).
      'temp_store = MEMORY',
      `cache_size = -${CACHE_SIZE_KIB}`,
      ...(isFile ? [`wal_autocheckpoint = ${WAL_BACKSTOP_PAGES}`] : []),
    ];
    for (const pragma of pragmas) {
      connection.pragma(pragma);
    }
    const sqlite = openSqliteConnection(connection, STATEMENT_CACHE_SIZE);
    const isThread = options.sqliteThread !== undefined;
    const writeLock = isFile ? new SqliteWriteLock(options.sqliteThread?.writeLockBuffer) : undefined;
    const db = new Kysely<Database>({
      // The event loop's connection to a file takes the turn to write for its writes outside a transaction too.
      dialect:
        writeLock === undefined || isThread
          ? new SqliteDialect({ database: sqlite })
          : new TurnTakingSqliteDialect(
              { database: sqlite },
              {
                lock: writeLock,
                isInTransaction: () => connection.inTransaction,
                isReadonly: (text) => sqlite.isReadonly(text),
              },
            ),
    });
    // One checkpointer per file: the event loop's connection starts it, a thread's connection relies on it.
    const stopCheckpointer = isFile && !isThread ? startCheckpointer(target.path) : () => Promise.resolve();
    return {
      db,
      dialect: 'sqlite',
      lanes: { db, count: 1 },
      ...(writeLock === undefined
        ? {}
        : { sqliteFile: { path: target.path, writeLock, holder: isThread ? WRITE_THREAD : EVENT_LOOP } }),
      closeWith,
      destroy: async () => {
        await closeAttached();
        await stopCheckpointer();
        await db.destroy();
      },
    };
  }
  const poolSize = Math.max(1, options.poolSize ?? 10);
  const laneCount = poolSize >= 4 ? LANE_CONNECTIONS : 1;
  const connections = Math.max(1, poolSize - laneCount);
  const pool = new pg.Pool({
    connectionString: target.connectionString,
    max: connections,
    options: '-c plan_cache_mode=force_custom_plan',
  });
  const lanePool = new pg.Pool({
    connectionString: target.connectionString,
    max: laneCount,
    // Every lane statement finds its rows by key from a row list: planned once (prepared-query.ts says which are
    // planned per run instead), as nested loops over index searches, which stay right at any table size; a plan
    // made while a table was empty would otherwise scan it, or join it by hashing it whole, for ever after.
    options:
      '-c plan_cache_mode=force_generic_plan -c enable_seqscan=off -c enable_hashjoin=off -c enable_mergejoin=off',
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
  const laneDb = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: withNamedStatements(lanePool) }),
  });
  return {
    db,
    dialect: 'postgres',
    lanes: { db: laneDb, count: laneCount },
    connections,
    closeWith,
    destroy: async () => {
      await closeAttached();
      await laneDb.destroy();
      await db.destroy();
    },
  };
}
