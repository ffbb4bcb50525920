import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase, getTestDialect } from '../test/test-database';
import type { TestDatabase } from '../test/test-database';
import { SqliteWriteLock } from './sqlite-write-lock';
import { runInTransaction } from './transaction';

/** Whether a promise is still pending after the event loop has had a few turns to settle it. */
async function isPending(promise: Promise<unknown>): Promise<boolean> {
  let isSettled = false;
  void promise.then(
    () => (isSettled = true),
    () => (isSettled = true),
  );
  for (let turn = 0; turn < 20; turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return !isSettled;
}

// The turn to write exists for a SQLite file only (the write thread shares it); PostgreSQL has none.
describe.runIf(getTestDialect() === 'sqlite')('the event loop’s writes take the file’s turn', () => {
  let database: TestDatabase;
  let reader: BetterSqlite3.Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    reader = new BetterSqlite3(database.url.replace(/^file:/, ''), { readonly: true });
  });
  afterAll(async () => {
    reader.close();
    await database.drop();
  });

  const isStored = (fingerprint: string) =>
    reader.prepare('select 1 from used_nonce where fingerprint = ?').get(fingerprint) !== undefined;

  /** The write thread's side of the file's turn, taken here as the thread would take it. */
  const takeThreadSide = () => {
    const file = database.handle.sqliteFile;
    if (file === undefined) {
      throw new Error('a SQLite test database is a file');
    }
    const thread = new SqliteWriteLock(file.writeLock.buffer);
    thread.takeBlocking();
    return { file, thread };
  };

  it('a write outside a transaction waits while the write thread holds the turn, then runs', async () => {
    const { file, thread } = takeThreadSide();
    const insert = database.handle.db
      .insertInto('used_nonce')
      .values({ fingerprint: 'autocommit', expires_at: 1 })
      .execute();
    const transaction = runInTransaction(database.handle, (db) =>
      db.insertInto('used_nonce').values({ fingerprint: 'transaction', expires_at: 1 }).execute(),
    );
    try {
      expect(await isPending(insert)).toBe(true);
      expect(await isPending(transaction)).toBe(true);
      expect(isStored('autocommit')).toBe(false);
      expect(isStored('transaction')).toBe(false);
    } finally {
      thread.give();
      // Settled before anything else takes the turn on this thread (takeBlocking would block it for good).
      await Promise.allSettled([insert, transaction]);
    }
    await Promise.all([insert, transaction]);
    expect(isStored('autocommit')).toBe(true);
    expect(isStored('transaction')).toBe(true);
    expect(file.writeLock.isHeldBy(1) || file.writeLock.isHeldBy(2)).toBe(false);
  });

  it('a transaction already waiting for the turn and a write outside one that then waits too both run', async () => {
    // The transaction waits for the turn first; the write outside it then holds the connection while it waits.
    // Once the thread gives the turn back, whichever of the two takes it must not wait for the other's part.
    const { thread } = takeThreadSide();
    const transaction = runInTransaction(database.handle, (db) =>
      db.insertInto('used_nonce').values({ fingerprint: 'waited-first', expires_at: 1 }).execute(),
    );
    let insert: Promise<unknown> | undefined;
    try {
      expect(await isPending(transaction)).toBe(true);
      insert = database.handle.db
        .insertInto('used_nonce')
        .values({ fingerprint: 'waited-second', expires_at: 1 })
        .execute();
      expect(await isPending(insert)).toBe(true);
    } finally {
      thread.give();
    }
    await Promise.all([transaction, insert]);
    expect(isStored('waited-first')).toBe(true);
    expect(isStored('waited-second')).toBe(true);
  });

  it('reads do not wait for the turn', async () => {
    const { thread } = takeThreadSide();
    try {
      const rows = await database.handle.db.selectFrom('used_nonce').select('fingerprint').execute();
      expect(rows.length).toBeGreaterThanOrEqual(0);
    } finally {
      thread.give();
    }
  });
});
