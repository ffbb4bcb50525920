/**
 * A settlement process to kill (lottery-settlement.int.test.ts): settles one issue in small batches and says so
 * after each, so the test can kill it with SIGKILL half-way. Arguments: game code, issue number, batch size.
 */
import { parseDatabaseUrl } from '../config';
import { openDatabase } from '../db/database';
import { selectIssue } from '../modules/lottery/lottery.repository';
import { settleIssue } from '../modules/lottery/lottery-settlement.service';

const [gameCode = '', issueNo = '', batch = '20'] = process.argv.slice(2);
const handle = openDatabase(parseDatabaseUrl(process.env.DATABASE_URL, process.cwd()), { poolSize: 2 });
const issue = await selectIssue(handle.db, gameCode, issueNo);
if (issue === undefined) {
  throw new Error('no such issue');
}
process.stdout.write('started\n');
await settleIssue(handle, issue, Date.now(), Number(batch), () => {
  process.stdout.write('batch\n');
});
process.stdout.write('done\n');
await handle.destroy();
