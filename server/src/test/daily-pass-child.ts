/**
 * A daily pass process to kill (daily-pass-crash.int.test.ts): runs the pass of one report day, `membersPerBatch`
 * members a transaction, and says "batch" after each batch's commit, so the test can kill it with SIGKILL half-way.
 * Arguments: day, now (epoch milliseconds), members per batch.
 */
import { parseDatabaseUrl } from '../config';
import { openDatabase } from '../db/database';
import { runDailyPass } from '../modules/rebate/daily-pass.service';

const [dayArgument = '', nowArgument = '', batchArgument = ''] = process.argv.slice(2);
const handle = openDatabase(parseDatabaseUrl(process.env.DATABASE_URL, process.cwd()), { poolSize: 2 });
process.stdout.write('started\n');
await runDailyPass(handle, Number(dayArgument), Number(nowArgument), {
  membersPerBatch: Number(batchArgument),
  onBatch: () => {
    process.stdout.write('batch\n');
  },
});
process.stdout.write('done\n');
await handle.destroy();
