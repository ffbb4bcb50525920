import type { PlaceBetsRequest } from '@plaza/contracts/lottery';

import type { DatabaseHandle } from '../db/database';
import { runInTransaction } from '../db/transaction';
import { addGame, addVendor, isCatalogueVendor } from '../modules/games/games.service';
import { placeBets } from '../modules/lottery/lottery-bets.service';
import { drawDueDraws, listGameIssueRows, scheduleIssues } from '../modules/lottery/lottery-draws.service';
import { settleDueIssues } from '../modules/lottery/lottery-settlement.service';
import { createDeposit } from '../modules/payments/payments.service';
import { LOTTERY_CATALOGUE_GAMES, LOTTERY_VENDORS } from './demo-lottery-games';

/**
 * The demo deployment's lottery (docs/product/lottery.md "Demo"): the three lottery vendors and their games in
 * the catalogue (so the header has a lottery entry: TCG_LOTTO_VN first, which opens /vnLottery), three days of
 * Vietnamese and 4D stand-in draws and twenty minutes of fast draws, all made through the platform's commitment
 * like any platform-run draw so the demo runs offline, and some bets of `demoplayer` on them, settled, and open.
 */

const HISTORY_DAYS_MS = 3 * 24 * 60 * 60 * 1000;
const FAST_HISTORY_MS = 20 * 60 * 1000;
/** How far apart the history's listings are: within every daily game's listing horizon. */
const HISTORY_STEP_MS = 12 * 60 * 60 * 1000;

/** The lottery vendors and games, added to the catalogue where missing. */
async function ensureLotteryCatalogue(handle: DatabaseHandle, now: number): Promise<void> {
  await runInTransaction(handle, async (db) => {
    for (const vendor of LOTTERY_VENDORS) {
      if (!(await isCatalogueVendor(db, vendor.code))) {
        await addVendor(db, vendor);
        for (const [index, game] of LOTTERY_CATALOGUE_GAMES.entries()) {
          if (game.vendorCode === vendor.code) {
            await addGame(db, { ...game, sortOrder: 10_000 + index * 10 }, now);
          }
        }
      }
    }
  });
}

/** A demo slip: one selection, on the issue of `gameCode` on sale at `at`. */
async function placeDemoSlip(
  handle: DatabaseHandle,
  playerId: number,
  gameCode: string,
  at: number,
  selection: PlaceBetsRequest['selections'][number],
  requestId: string,
  chase?: PlaceBetsRequest['chase'],
): Promise<void> {
  const [issue] = await listGameIssueRows(handle, gameCode, at, 1);
  if (issue === undefined) {
    return;
  }
  const request: PlaceBetsRequest = {
    gameCode,
    issueNo: issue.issue_no,
    selections: [selection],
    requestId,
    ...(chase === undefined ? {} : { chase }),
  };
  await placeBets(handle, { id: playerId, type: 0 }, request, 'en', Math.max(at, issue.sales_open_at));
}

async function placeDemoBets(handle: DatabaseHandle, playerId: number, now: number): Promise<void> {
  await createDeposit(
    handle,
    playerId,
    { channelCode: 'SANDBOX', amount: 500_000, requestId: 'demo-lottery-funds' },
    now,
  );
  const past = now - FAST_HISTORY_MS + 60_000;
  const earlier = now - HISTORY_DAYS_MS + 60 * 60 * 1000;
  await placeDemoSlip(
    handle,
    playerId,
    'SSC_1M',
    past,
    { betCode: 'ssc_position_digit', picks: [['1', '5'], [], [], [], []], stake: 200 },
    'demo-ssc-1',
  );
  await placeDemoSlip(
    handle,
    playerId,
    'SSC_5M',
    past,
    { betCode: 'ssc_sum_two_sided', picks: [['big']], stake: 500 },
    'demo-ssc-2',
  );
  await placeDemoSlip(
    handle,
    playerId,
    'K3_1M',
    past,
    { betCode: 'k3_two_sided', picks: [['small', 'odd']], stake: 300 },
    'demo-k3-1',
  );
  await placeDemoSlip(
    handle,
    playerId,
    'VNF_3M',
    past,
    { betCode: 'lo2', picks: [['07', '38', '64']], stake: 1 },
    'demo-vnf-1',
  );
  await placeDemoSlip(
    handle,
    playerId,
    'VN_MB',
    earlier,
    { betCode: 'de_db_last2', picks: [['27', '68']], stake: 1_000 },
    'demo-mb-1',
  );
  await placeDemoSlip(
    handle,
    playerId,
    'VN_MB',
    earlier,
    { betCode: 'lo2', picks: [['15', '51', '99']], stake: 5 },
    'demo-mb-2',
  );
  await placeDemoSlip(
    handle,
    playerId,
    'SEA_MAGNUM',
    earlier,
    { betCode: '4d_big', picks: [['1234', '8888']], stake: 100 },
    'demo-4d-1',
  );
  // Still open on a fresh start: a chase on the five-minute game and a bet on today's northern draw.
  await placeDemoSlip(
    handle,
    playerId,
    'SSC_5M',
    now,
    { betCode: 'ssc_dragon_tiger', picks: [['dragon']], stake: 200 },
    'demo-ssc-chase',
    { issues: 5, stopOnWin: true },
  );
  await placeDemoSlip(
    handle,
    playerId,
    'VN_MB',
    now,
    { betCode: 'xien2', picks: [['12', '34']], stake: 500 },
    'demo-mb-open',
  );
}

/** Bets of the demo agent's team (demo-team.ts): a fast-game bet of each member today, a northern one days ago. */
async function placeTeamBets(
  handle: DatabaseHandle,
  memberIds: readonly number[],
  now: number,
): Promise<void> {
  const past = now - FAST_HISTORY_MS + 120_000;
  const earlier = now - HISTORY_DAYS_MS + 2 * 60 * 60 * 1000;
  for (const [index, memberId] of memberIds.entries()) {
    await placeDemoSlip(
      handle,
      memberId,
      index % 2 === 0 ? 'SSC_1M' : 'K3_1M',
      past + index * 60_000,
      index % 2 === 0
        ? {
            betCode: 'ssc_sum_two_sided',
            picks: [[index % 4 === 0 ? 'big' : 'small']],
            stake: 1_000 * (index + 1),
          }
        : { betCode: 'k3_two_sided', picks: [['big']], stake: 500 * (index + 1) },
      `demo-team-${memberId}-1`,
    );
    await placeDemoSlip(
      handle,
      memberId,
      'VN_MB',
      earlier,
      { betCode: 'de_db_last2', picks: [[String(10 + index * 17).padStart(2, '0')]], stake: 2_000 },
      `demo-team-${memberId}-2`,
    );
  }
}

/**
 * Fills the demo lottery once: catalogue entries, issues, stand-in history and the demo player's bets (and those
 * of the demo agent's team, `teamIds`). A database that already has issues only gets catalogue entries it lacks;
 * the jobs list the rest.
 */
export async function ensureDemoLottery(
  handle: DatabaseHandle,
  now: number,
  playerId: number | undefined,
  teamIds: readonly number[] = [],
): Promise<void> {
  await ensureLotteryCatalogue(handle, now);
  if (playerId === undefined) {
    return;
  }
  // History first: each listing is what the issue job would have listed at that time, a listing a day (one listing
  // three days back would miss the issues between its horizon and now: a start after today's Northern draw left
  // today's issue unlisted).
  for (let at = now - HISTORY_DAYS_MS; at < now; at += HISTORY_STEP_MS) {
    await scheduleIssues(handle, at, { areas: ['VN', 'SEA'] });
  }
  await scheduleIssues(handle, now - FAST_HISTORY_MS, { areas: ['FAST'] });
  await placeDemoBets(handle, playerId, now);
  await placeTeamBets(handle, teamIds, now);
  await scheduleIssues(handle, now);
  // Each past draw is made from its commitment as the draw job makes it, however long ago it was due.
  for (;;) {
    const { drawn, voided } = await drawDueDraws(handle, now, { graceMs: Number.POSITIVE_INFINITY });
    if (drawn + voided === 0) {
      break;
    }
  }
  for (;;) {
    const { issues } = await settleDueIssues(handle, now);
    if (issues === 0) {
      break;
    }
  }
}
