import { CompiledQuery } from 'kysely';
import type { Kysely } from 'kysely';

import type { DatabaseHandle } from './database';
import type { Database } from './schema';
import { WRITE_THREAD } from './sqlite-write-lock';

/** A database handle usable inside or outside a transaction; services pass it down to repositories. */
export type Executor = Kysely<Database>;

type Work<T> = (db: Executor) => Promise<T>;

interface QueuedWork {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** At most this many callers share one SQLite commit. */
export const MAX_GROUP_SIZE = 256;

// The group's own statements, compiled once: they run twice per caller.
const BEGIN = CompiledQuery.raw('begin immediate');
const COMMIT = CompiledQuery.raw('commit');
const ROLLBACK = CompiledQuery.raw('rollback');
const SAVEPOINT = CompiledQuery.raw('savepoint grouped_work');
const RELEASE = CompiledQuery.raw('release grouped_work');
const ROLLBACK_TO_SAVEPOINT = CompiledQuery.raw('rollback to grouped_work');

/**
 * SQLite group commit. With synchronous=FULL every COMMIT waits for the disk (stack.md: ~3,000 commits/s
 * here), so callers that arrive while a commit is under way are queued and then run together in ONE
 * transaction, each inside its own savepoint: a caller whose work throws is rolled back to its savepoint alone
 * and gets its error, the others are committed (a caller alone needs no savepoint: its transaction is rolled
 * back). Nobody's promise settles before the COMMIT that holds its
 * writes has returned, so an acknowledged write is durable exactly as with one commit per caller.
 * SQLite has a single writer anyway; grouping changes only how many fsyncs the writes share. better-sqlite3 is
 * synchronous, so a COMMIT blocks the event loop while the disk syncs; the requests that arrive meanwhile are
 * read in the next turn of the loop and form the next group.
 */
class SqliteCommitGroups {
  private readonly queue: QueuedWork[] = [];
  private isDraining = false;

  constructor(
    private readonly db: Kysely<Database>,
    /** The file's turn to write, when another thread writes to it too (database.ts). */
    private readonly file: DatabaseHandle['sqliteFile'],
  ) {}

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.isDraining) {
        this.isDraining = true;
        // Start the group after the event loop has handed out every request it read in this turn: each of them
        // runs up to here in its own callback, and joins this group instead of committing alone.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        await this.commitGroup(this.queue.splice(0, MAX_GROUP_SIZE));
      }
    } finally {
      this.isDraining = false;
    }
  }

  private async commitGroup(group: QueuedWork[]): Promise<void> {
    const outcomes: Array<{ isDone: true; value: unknown } | { isDone: false; error: unknown }> = [];
    await this.takeTurn();
    try {
      await this.db.connection().execute(async (connection) => {
        await connection.executeQuery(BEGIN);
        try {
          const [alone] = group;
          if (group.length === 1 && alone !== undefined) {
            // Alone in its group (a wallet group in the write thread with no slips beside it is): the transaction is
            // its savepoint, and SQLite keeps no copy of each page it changes.
            let value: unknown;
            try {
              value = await alone.work(connection);
            } catch (error) {
              await connection.executeQuery(ROLLBACK);
              outcomes.push({ isDone: false, error });
              return;
            }
            await connection.executeQuery(COMMIT);
            outcomes.push({ isDone: true, value });
            return;
          }
          for (const { work } of group) {
            await connection.executeQuery(SAVEPOINT);
            try {
              const value = await work(connection);
              await connection.executeQuery(RELEASE);
              outcomes.push({ isDone: true, value });
            } catch (error) {
              await connection.executeQuery(ROLLBACK_TO_SAVEPOINT);
              await connection.executeQuery(RELEASE);
              outcomes.push({ isDone: false, error });
            }
          }
          await connection.executeQuery(COMMIT);
        } catch (error) {
          await connection.executeQuery(ROLLBACK).catch(() => undefined);
          throw error;
        }
      });
    } catch (error) {
      // BEGIN or COMMIT failed: nothing of the group is written, every caller learns it.
      for (const { reject } of group) {
        reject(error);
      }
      return;
    } finally {
      this.file?.writeLock.give();
    }
    group.forEach(({ resolve, reject }, index) => {
      const outcome = outcomes[index];
      if (outcome?.isDone) {
        resolve(outcome.value);
      } else {
        reject(outcome?.error ?? new Error('transaction: a grouped work has no outcome'));
      }
    });
  }

  /** Takes the file's turn to write, when another thread shares the file (the write thread, sqlite-write-lock.ts). */
  private async takeTurn(): Promise<void> {
    if (this.file === undefined) {
      return;
    }
    if (this.file.holder === WRITE_THREAD) {
      this.file.writeLock.takeBlocking();
    } else {
      await this.file.writeLock.take();
    }
  }
}

const commitGroups = new WeakMap<Kysely<Database>, SqliteCommitGroups>();

/**
 * Runs `work` in one write transaction and returns its result once it is committed. On SQLite the write lock
 * is taken up front (BEGIN IMMEDIATE) so two writers never deadlock on a lock upgrade, and concurrent callers
 * share commits (group commit, above): `work` must not call runInTransaction itself. PostgreSQL uses READ
 * COMMITTED and relies on conditional updates and a fixed lock order instead (stack.md).
 *
 * `isLane`: the work is a group of money calls from a lane (modules/vendor-wallet/call-lanes.ts). On PostgreSQL it
 * runs on a lane connection (database.ts); on SQLite it joins a commit group like any other work.
 */
export async function runInTransaction<T>(
  handle: DatabaseHandle,
  work: Work<T>,
  options: { isLane?: boolean } = {},
): Promise<T> {
  if (handle.dialect === 'postgres') {
    return (options.isLane === true ? handle.lanes.db : handle.db).transaction().execute(work);
  }
  let groups = commitGroups.get(handle.db);
  if (groups === undefined) {
    groups = new SqliteCommitGroups(handle.db, handle.sqliteFile);
    commitGroups.set(handle.db, groups);
  }
  return groups.run(work);
}
