import type { DatabaseHandle } from '../db/database';
import { findLotteryGame } from '../modules/lottery/lottery-catalogue';
import type { LotteryGameDefinition } from '../modules/lottery/lottery-catalogue';
import { enterResult } from '../modules/lottery/lottery-official.service';
import { listOfficialIssue } from '../modules/lottery/lottery-backoffice.service';
import { planDay, toBusinessDayNumber } from '../modules/lottery/lottery-schedule';
import type { PlannedIssue } from '../modules/lottery/lottery-schedule';
import { DEMO_FINANCE_OPERATOR } from './demo-back-office';

/**
 * Official draws for the back office's results entry (docs/decisions/064-back-office-lottery.md). The demo draws
 * its Vietnamese and 4D results from commitments (stand-in draws), so none would ever wait for an operator; this
 * lists two past official draws without a commitment, older than the demo's history: a Miền Bắc draw waiting for
 * its result, and a Magnum 4D draw whose result the demo FINANCE operator entered, waiting for a second operator.
 */

/** Days back the official draws start from: before the three days of stand-in history (and the day before). */
const FIRST_DAY_BACK = 5;

/** The game's first draw day at least FIRST_DAY_BACK days before `now`, going back. */
function findPastIssue(game: LotteryGameDefinition, now: number): PlannedIssue | undefined {
  const today = toBusinessDayNumber(game, now);
  for (let back = FIRST_DAY_BACK; back < FIRST_DAY_BACK + 14; back += 1) {
    const [issue] = planDay(game, today - back);
    if (issue !== undefined) {
      return issue;
    }
  }
  return undefined;
}

async function listPastOfficialIssue(handle: DatabaseHandle, gameCode: string, now: number) {
  const game = findLotteryGame(gameCode);
  const issue = game === undefined ? undefined : findPastIssue(game, now);
  if (issue !== undefined) {
    await listOfficialIssue(handle, issue, issue.drawAt - 24 * 60 * 60 * 1000);
  }
  return issue;
}

/** Magnum 4D's 23 numbers as a published table would list them: 1st, 2nd, 3rd, 10 special, 10 consolation. */
const DEMO_FOUR_D_RESULT = [
  '4821',
  '0937',
  '6150',
  ...['1274', '3306', '5519', '7742', '9083', '2461', '8835', '0190', '6627', '4408'],
  ...['3951', '7013', '1586', '9240', '5372', '0654', '8117', '2799', '6038', '4465'],
];

/** Lists the two official draws and enters the 4D result as the demo FINANCE operator (audited like any entry). */
export async function seedDemoOfficialDraws(handle: DatabaseHandle, now: number): Promise<void> {
  await listPastOfficialIssue(handle, 'VN_MB', now);
  const fourD = await listPastOfficialIssue(handle, 'SEA_MAGNUM', now);
  if (fourD === undefined) {
    return;
  }
  const finance = await handle.db
    .selectFrom('operator')
    .select(['id', 'username', 'role'])
    .where('username', '=', DEMO_FINANCE_OPERATOR.username)
    .executeTakeFirst();
  if (finance === undefined) {
    return;
  }
  await enterResult(
    handle,
    { id: finance.id, username: finance.username, role: DEMO_FINANCE_OPERATOR.role, ip: '127.0.0.1' },
    { drawCode: fourD.gameCode, issueNo: fourD.issueNo, result: DEMO_FOUR_D_RESULT },
    now - 10 * 60 * 1000,
  );
}
