import BetterSqlite3 from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The SQLite extension of server/native/wal-writes.c: a VFS that hands SQLite's writes to a WAL over as one write
 * each time they are needed (a sync, a read, publishing a commit) instead of two system calls per page
 * (docs/decisions/010-vendor-wallet.md). `npm install` builds it when the machine has a C compiler
 * (scripts/build-native.mjs); without it, SQLite writes as it always does, only slower.
 */

/** The library without its suffix: SQLite adds the platform's own (.so, .dylib, .dll). */
export const WAL_WRITES_LIBRARY = fileURLToPath(new URL('../../native/build/wal-writes', import.meta.url));
const LIBRARY_SUFFIXES = ['.so', '.dylib', '.dll'];

/** Whether the extension is loaded in this process (once it is, every SQLite connection opened after uses it). */
export type WalWritesState = 'loaded' | 'off' | 'not-built' | 'failed';

let state: WalWritesState | undefined;
let failure: unknown;

/**
 * Loads the extension into this process unless it is loaded already, before the first SQLite file is opened; its
 * VFS becomes SQLite's default for the connections opened afterwards, in every thread. Never throws: a library
 * that is missing or fails to load leaves SQLite's own VFS in place. PLAZA_SQLITE_WAL_WRITES=off leaves it out
 * (to compare, bench/README.md).
 */
export function loadWalWrites(): WalWritesState {
  if (state !== undefined) {
    return state;
  }
  if (process.env.PLAZA_SQLITE_WAL_WRITES === 'off') {
    state = 'off';
    return state;
  }
  if (!LIBRARY_SUFFIXES.some((suffix) => existsSync(WAL_WRITES_LIBRARY + suffix))) {
    state = 'not-built';
    return state;
  }
  const loader = new BetterSqlite3(':memory:');
  try {
    loader.loadExtension(WAL_WRITES_LIBRARY);
    state = 'loaded';
  } catch (error) {
    failure = error;
    state = 'failed';
  } finally {
    loader.close();
  }
  return state;
}

/**
 * What a server opening a SQLite file should tell its operator about the extension: nothing when it is loaded (or no
 * file was opened), else why SQLite writes its WAL without it.
 */
export function describeMissingWalWrites(): string | undefined {
  switch (state) {
    case undefined:
    case 'loaded':
      return undefined;
    case 'off':
      return 'SQLite WAL extension left out (PLAZA_SQLITE_WAL_WRITES=off): the wallet is slower';
    case 'not-built':
      return 'SQLite WAL extension not built (npm install builds it where a C compiler is found): the wallet is slower';
    case 'failed':
      return `SQLite WAL extension failed to load (${String(failure)}): the wallet is slower`;
  }
}
