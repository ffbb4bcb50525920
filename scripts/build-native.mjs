// Builds the SQLite extension of server/native (wal-writes.c: one write for a commit's WAL frames instead of two
// system calls per page, docs/decisions/010-vendor-wallet.md) with the machine's C compiler, the one npm's native
// packages use. Runs after `npm install`. Without a compiler it says so and leaves the extension out: SQLite then
// writes its WAL itself, more slowly, and everything else is the same. Never fails the install.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'server/native/wal-writes.c');
const outputDirectory = join(root, 'server/native/build');

function giveUp(reason) {
  console.warn(
    `plaza: the SQLite WAL extension was not built (${reason}); SQLite writes its WAL without it.`,
  );
  process.exit(0);
}

if (process.platform === 'win32') {
  giveUp('not built on Windows');
}
let sqliteHeaders;
try {
  sqliteHeaders = join(
    dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json')),
    'deps/sqlite3',
  );
} catch {
  giveUp('better-sqlite3 is not installed');
}
const isMac = process.platform === 'darwin';
const output = join(outputDirectory, isMac ? 'wal-writes.dylib' : 'wal-writes.so');
mkdirSync(outputDirectory, { recursive: true });
rmSync(output, { force: true });
const compiler = process.env.CC ?? 'cc';
const result = spawnSync(
  compiler,
  ['-O2', '-fPIC', isMac ? '-dynamiclib' : '-shared', '-I', sqliteHeaders, source, '-o', output],
  { stdio: ['ignore', 'inherit', 'inherit'] },
);
if (result.error !== undefined) {
  giveUp(`${compiler}: ${result.error.message}`);
}
if (result.status !== 0) {
  giveUp(`${compiler} exited with ${result.status}`);
}
console.log(`plaza: built ${output.slice(root.length + 1)}`);
