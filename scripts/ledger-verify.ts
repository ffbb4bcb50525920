// `npm run ledger:verify`: checks the ledger's invariants on the database DATABASE_URL names (like the server),
// prints one line per check, and exits 1 when any check finds a break.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { verifyLedger } from '../server/src/modules/ledger/ledger-verify.service';

const REPOSITORY_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

async function main(): Promise<boolean> {
  const config = loadConfig(process.env, REPOSITORY_ROOT);
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
    const startedAt = performance.now();
    const verification = await verifyLedger(database.db);
    for (const check of verification.checks) {
      console.log(`${check.isPassing ? 'ok   ' : 'BROKEN'} ${check.name}: ${check.summary}`);
    }
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
    console.log(`${verification.isPassing ? 'ledger verified' : 'LEDGER BROKEN'} in ${seconds} s`);
    return verification.isPassing;
  } finally {
    await database.destroy();
  }
}

main().then(
  (isPassing) => {
    process.exitCode = isPassing ? 0 : 1;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
