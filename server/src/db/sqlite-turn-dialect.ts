import { SqliteDialect } from 'kysely';
import type { CompiledQuery, DatabaseConnection, Driver, QueryResult, SqliteDialectConfig } from 'kysely';

import type { SqliteWriteLock } from './sqlite-write-lock';
import { EVENT_LOOP } from './sqlite-write-lock';

/** What the dialect needs to know of the event loop's connection. */
export interface TurnTaking {
  lock: SqliteWriteLock;
  /** Whether the connection is inside a transaction (whose BEGIN took the turn already: transaction.ts). */
  isInTransaction: () => boolean;
  /** Whether a statement writes nothing. */
  isReadonly: (sql: string) => boolean;
}

/**
 * Kysely's SQLite dialect, for the event loop's connection to a file the write thread writes too: a statement
 * that writes outside a transaction (an insert of a used nonce, a verification code) takes the file's turn to
 * write first (sqlite-write-lock.ts), as a transaction does before its BEGIN. Without it, such a write would find
 * the thread's transaction under way and sleep in SQLite's busy handler, and the event loop with it, for as long
 * as the thread kept taking its turns.
 */
export class TurnTakingSqliteDialect extends SqliteDialect {
  constructor(
    config: SqliteDialectConfig,
    private readonly turn: TurnTaking,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new TurnTakingDriver(super.createDriver(), this.turn);
  }
}

class TurnTakingDriver implements Driver {
  constructor(
    private readonly driver: Driver,
    private readonly turn: TurnTaking,
  ) {}

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new TurnTakingConnection(await this.driver.acquireConnection(), this.turn);
  }

  beginTransaction(
    connection: DatabaseConnection,
    ...rest: DropFirst<Parameters<Driver['beginTransaction']>>
  ) {
    return this.driver.beginTransaction(unwrap(connection), ...rest);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.driver.commitTransaction(unwrap(connection));
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.driver.rollbackTransaction(unwrap(connection));
  }

  async savepoint(connection: DatabaseConnection, ...rest: DropFirst<Parameters<SavepointMethod>>) {
    await this.driver.savepoint?.(unwrap(connection), ...rest);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, ...rest: DropFirst<Parameters<SavepointMethod>>) {
    await this.driver.rollbackToSavepoint?.(unwrap(connection), ...rest);
  }

  async releaseSavepoint(connection: DatabaseConnection, ...rest: DropFirst<Parameters<SavepointMethod>>) {
    await this.driver.releaseSavepoint?.(unwrap(connection), ...rest);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.driver.releaseConnection(unwrap(connection));
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }
}

type DropFirst<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;
type SavepointMethod = NonNullable<Driver['savepoint']>;

function unwrap(connection: DatabaseConnection): DatabaseConnection {
  return connection instanceof TurnTakingConnection ? connection.connection : connection;
}

class TurnTakingConnection implements DatabaseConnection {
  constructor(
    readonly connection: DatabaseConnection,
    private readonly turn: TurnTaking,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { lock, isInTransaction, isReadonly } = this.turn;
    if (isInTransaction() || lock.isHeldBy(EVENT_LOOP) || isReadonly(compiledQuery.sql)) {
      return this.connection.executeQuery<R>(compiledQuery);
    }
    const isTaken = await lock.takeUnlessEventLoopHolds();
    try {
      return await this.connection.executeQuery<R>(compiledQuery);
    } finally {
      if (isTaken) {
        lock.give();
      }
    }
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.connection.streamQuery<R>(compiledQuery, chunkSize);
  }
}
