import { CompiledQuery, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import type {
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
} from 'kysely';
import { Worker } from 'node:worker_threads';

/**
 * A list of parameter sets that stands in for a statement's parameters: the statement runs once per set, in one
 * message to the thread, and answers the rows and changes of every run (prepared-query.ts passes a row list so
 * on SQLite, where a statement per row costs less than reading the rows out of one JSON text).
 */
export class ParameterSets {
  constructor(readonly sets: readonly (readonly unknown[])[]) {}
}

/**
 * Compiled statements that stand in for one statement's parameters: they run in order in one message to the
 * thread, which answers each one's result (runStatements in prepared-query.ts).
 */
export class StatementList {
  constructor(readonly queries: readonly CompiledQuery[]) {}
}

/** What the SQLite thread opens: the file, the pragmas to set first, and how many statements it keeps prepared. */
export interface SqliteThreadOptions {
  path: string;
  pragmas: readonly string[];
  statementCacheSize: number;
}

interface ThreadResult {
  rows: Record<string, unknown>[];
  changes: number;
  lastInsertRowid: number | null;
}

interface Answer {
  id: number;
  result?: ThreadResult | ThreadResult[] | null;
  error?: { name?: string; message: string; code?: string };
}

/** What a statement sends to the thread: its text, and its parameters or one parameter set per run. */
function describe(query: CompiledQuery): Record<string, unknown> {
  const { sql, parameters } = query;
  const [first] = parameters;
  return parameters.length === 1 && first instanceof ParameterSets
    ? { sql, parameterSets: first.sets }
    : { sql, parameters };
}

function toQueryResult<R>(result: ThreadResult): QueryResult<R> {
  return {
    rows: restoreBuffers(result.rows) as R[],
    numAffectedRows: BigInt(result.changes),
    insertId: result.lastInsertRowid === null ? undefined : BigInt(result.lastInsertRowid),
  };
}

interface Pending {
  resolve: (answer: Answer['result']) => void;
  reject: (error: Error) => void;
}

/** The error the thread reported, with its SQLite code (isUniqueViolation and others read it). */
class SqliteThreadError extends Error {
  readonly code: string | undefined;

  constructor(reported: NonNullable<Answer['error']>) {
    super(reported.message);
    this.name = reported.name ?? 'SqliteError';
    this.code = reported.code;
  }
}

/** Blobs come back from the thread as plain Uint8Arrays; the rest of the server reads Buffers. */
function restoreBuffers(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  for (const row of rows) {
    for (const key in row) {
      const value = row[key];
      if (value instanceof Uint8Array && !Buffer.isBuffer(value)) {
        row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      }
    }
  }
  return rows;
}

/** The thread that holds the connection, and the statements sent to it, answered in order. */
class SqliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | undefined;
  readonly ready: Promise<void>;

  constructor(options: SqliteThreadOptions) {
    this.worker = new Worker(new URL('./sqlite-thread.js', import.meta.url), {
      workerData: options,
      // The thread runs plain JavaScript; a TypeScript loader given to this process is not needed there.
      execArgv: [],
    });
    this.ready = new Promise((resolve, reject) => {
      this.pending.set(0, { resolve: () => resolve(), reject });
    });
    this.worker.on('message', (answer: Answer) => {
      const pending = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (answer.error === undefined) {
        pending?.resolve(answer.result);
      } else {
        pending?.reject(new SqliteThreadError(answer.error));
      }
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const { reject } of this.pending.values()) {
        reject(error);
      }
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', () => fail(new Error('sqlite thread: closed')));
  }

  send(message: Record<string, unknown>): Promise<Answer['result']> {
    if (this.failure !== undefined) {
      return Promise.reject(this.failure);
    }
    const id = this.nextId;
    this.nextId += 1;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  async close(): Promise<void> {
    if (this.failure === undefined) {
      await this.send({ isClosing: true });
    }
    await this.worker.terminate();
  }
}

class SqliteThreadConnection implements DatabaseConnection {
  constructor(private readonly thread: SqliteThread) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const [first] = compiledQuery.parameters;
    if (compiledQuery.parameters.length === 1 && first instanceof StatementList) {
      const results = await this.thread.send({ statements: first.queries.map(describe) });
      // Each statement's result, as the rows of the one that stood for them all.
      return { rows: (Array.isArray(results) ? results : []).map(toQueryResult) as R[] };
    }
    const result = await this.thread.send(describe(compiledQuery));
    if (result === null || result === undefined || Array.isArray(result)) {
      return { rows: [] };
    }
    return toQueryResult<R>(result);
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('sqlite thread: streaming is not supported');
  }
}

/** One connection, one user at a time (Kysely's own SQLite driver does the same). */
class SqliteThreadDriver implements Driver {
  private thread: SqliteThread | undefined;
  private connection: SqliteThreadConnection | undefined;
  private lock: Promise<void> = Promise.resolve();
  private release: () => void = () => {};

  constructor(private readonly options: SqliteThreadOptions) {}

  async init(): Promise<void> {
    this.thread = new SqliteThread(this.options);
    this.connection = new SqliteThreadConnection(this.thread);
    await this.thread.ready;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.lock;
    let release = () => {};
    this.lock = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    this.release = release;
    if (this.connection === undefined) {
      throw new Error('sqlite thread: not started');
    }
    return this.connection;
  }

  /** Takes the write lock up front, so two writers never deadlock on a lock upgrade (transaction.ts). */
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to "${name}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release "${name}"`));
  }

  releaseConnection(): Promise<void> {
    this.release();
    return Promise.resolve();
  }

  async destroy(): Promise<void> {
    await this.thread?.close();
    this.thread = undefined;
  }
}

/**
 * Kysely's SQLite dialect, with the connection in a thread of its own (sqlite-thread.js): the event loop hands
 * statements over and goes on serving requests while SQLite runs them and syncs the commits to disk.
 */
export class SqliteThreadDialect implements Dialect {
  constructor(private readonly options: SqliteThreadOptions) {}

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createDriver(): Driver {
    return new SqliteThreadDriver(this.options);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
