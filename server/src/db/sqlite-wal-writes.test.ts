import BetterSqlite3 from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { loadWalWrites, WAL_WRITES_LIBRARY } from './sqlite-wal-writes';

// `npm install` builds the extension where a C compiler is found; CI has one, so there it must be built.
const isBuilt = ['.so', '.dylib'].some((suffix) => existsSync(WAL_WRITES_LIBRARY + suffix));
if (!isBuilt && process.env.CI === undefined) {
  console.warn('sqlite-wal-writes: the extension is not built here (no C compiler at npm install); skipped');
}

/** Writes the extension received from SQLite, and writes it made of them, since the process loaded it. */
function countWrites(connection: BetterSqlite3.Database): { received: number; made: number } {
  const { counts } = connection.prepare('select plaza_wal_writes() as counts').get() as { counts: string };
  const [received = NaN, made = NaN] = counts.split(' ').map(Number);
  return { received, made };
}

function openWal(
  path: string,
  cacheSizePages?: number,
  synchronous: 'FULL' | 'NORMAL' = 'FULL',
): BetterSqlite3.Database {
  const connection = new BetterSqlite3(path);
  connection.pragma('page_size = 1024');
  connection.pragma('journal_mode = WAL');
  connection.pragma(`synchronous = ${synchronous}`);
  if (cacheSizePages !== undefined) {
    connection.pragma(`cache_size = ${cacheSizePages}`);
  }
  return connection;
}

function insertRows(connection: BetterSqlite3.Database, count: number): void {
  const insert = connection.prepare('insert into entry (key, body) values (?, ?)');
  connection.transaction(() => {
    for (let row = 0; row < count; row += 1) {
      // Scattered keys, as the wallet's: each lands in its own index page.
      insert.run(randomBytes(12).toString('hex'), 'x'.repeat(120));
    }
  })();
}

describe.runIf(isBuilt || process.env.CI !== undefined)('the SQLite WAL extension', () => {
  let directory: string;
  let path: string;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'plaza-wal-writes-'));
    path = join(directory, 'test.db');
  });
  afterEach(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  it('loads, and then every connection opened has it', () => {
    expect(loadWalWrites()).toBe('loaded');
    const connection = new BetterSqlite3(':memory:');
    try {
      expect(countWrites(connection).received).toBeGreaterThanOrEqual(0);
    } finally {
      connection.close();
    }
  });

  it('writes a commit’s frames in a few writes, and another connection and a reopened file read them all', () => {
    expect(loadWalWrites()).toBe('loaded');
    const writer = openWal(path);
    writer.exec('create table entry (id integer primary key, key text not null unique, body text not null)');
    const before = countWrites(writer);
    insertRows(writer, 2_000);
    const after = countWrites(writer);
    const received = after.received - before.received;
    const made = after.made - before.made;
    // Two writes a frame (header, page) for hundreds of pages, handed over in 64 KiB writes. Other tests' writes
    // in this process may count too, which only adds to both.
    expect(received).toBeGreaterThan(600);
    expect(made).toBeLessThan(received / 10);

    const reader = new BetterSqlite3(path, { readonly: true });
    expect(reader.prepare('select count(*) as count from entry').get()).toEqual({ count: 2_000 });
    reader.close();
    writer.close();
    const reopened = new BetterSqlite3(path);
    expect(reopened.prepare('select count(*) as count from entry').get()).toEqual({ count: 2_000 });
    expect(reopened.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    reopened.close();
  });

  // A page cache of 16 pages spills pages to the WAL before the commit and writes some of them again, so SQLite
  // rewrites the commit's checksums after its commit frame.
  it.each([
    { cache: 'the default page cache', pages: undefined },
    { cache: 'a page cache of 16 pages', pages: 16 },
  ])(
    'with synchronous=NORMAL (no sync at commit) and $cache, another connection reads every commit at once',
    ({ pages: cacheSizePages }) => {
      expect(loadWalWrites()).toBe('loaded');
      const writer = openWal(path, cacheSizePages, 'NORMAL');
      writer.exec(
        'create table entry (id integer primary key, key text not null unique, body text not null)',
      );
      const reader = new BetterSqlite3(path, { readonly: true });
      const count = reader.prepare('select count(*) as count from entry');
      try {
        for (let commit = 1; commit <= 20; commit += 1) {
          insertRows(writer, 100);
          // SQLite publishes a commit's frames without a sync: they must be written by then.
          expect(count.get()).toEqual({ count: commit * 100 });
        }
        expect(reader.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
        // The files as a crash would leave them: SQLite rebuilds the index from the WAL, checking every frame's
        // checksums, and must find the last commit whole.
        copyFileSync(path, join(directory, 'copy.db'));
        copyFileSync(`${path}-wal`, join(directory, 'copy.db-wal'));
        const recovered = new BetterSqlite3(join(directory, 'copy.db'));
        try {
          expect(recovered.prepare('select count(*) as count from entry').get()).toEqual({ count: 2_000 });
          expect(recovered.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
        } finally {
          recovered.close();
        }
      } finally {
        reader.close();
        writer.close();
      }
    },
  );

  it('reads back the frames a transaction wrote before its commit (a small page cache spills to the WAL)', () => {
    expect(loadWalWrites()).toBe('loaded');
    const writer = openWal(path, 16);
    writer.exec('create table entry (id integer primary key, key text not null unique, body text not null)');
    insertRows(writer, 3_000);
    expect(writer.prepare('select count(*) as count from entry').get()).toEqual({ count: 3_000 });
    expect(writer.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    writer.close();
  });

  it('a checkpoint copies what it wrote into the database file', () => {
    expect(loadWalWrites()).toBe('loaded');
    const writer = openWal(path);
    writer.exec('create table entry (id integer primary key, key text not null unique, body text not null)');
    for (let commit = 0; commit < 20; commit += 1) {
      insertRows(writer, 50);
    }
    writer.pragma('wal_checkpoint(TRUNCATE)');
    writer.close();
    // The WAL is empty now: everything is read from the database file.
    const reopened = new BetterSqlite3(path, { readonly: true });
    expect(reopened.prepare('select count(*) as count from entry').get()).toEqual({ count: 1_000 });
    expect(reopened.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    reopened.close();
  });
});
