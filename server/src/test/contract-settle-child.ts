/**
 * A contract settlement process to kill (contract-settlement-crash.int.test.ts): runs one settlement of a kind as of
 * an instant and says "bill" after each transaction of bills, so the test can kill it with SIGKILL half-way.
 * Arguments: kind, now (epoch milliseconds), and optionally the bills per transaction (RunOptions.chunkSize).
 */
import { CONTRACT_KINDS } from '@plaza/contracts/agent-contracts';

import { parseDatabaseUrl } from '../config';
import { openDatabase } from '../db/database';
import { runContractSettlement } from '../modules/agent-contracts/contract-settlement.service';

const [kindArgument = '', nowArgument = '', chunkArgument] = process.argv.slice(2);
const kind = CONTRACT_KINDS.find((known) => known === kindArgument);
if (kind === undefined) {
  throw new Error(`unknown kind ${kindArgument}`);
}
const handle = openDatabase(parseDatabaseUrl(process.env.DATABASE_URL, process.cwd()), { poolSize: 2 });
process.stdout.write('started\n');
await runContractSettlement(handle, kind, Number(nowArgument), {
  ...(chunkArgument === undefined ? {} : { chunkSize: Number(chunkArgument) }),
  onBill: () => {
    process.stdout.write('bill\n');
  },
});
process.stdout.write('done\n');
await handle.destroy();
