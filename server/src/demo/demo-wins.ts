import type { SeamlessResponse } from '@plaza/contracts/seamless';

import type { DatabaseHandle } from '../db/database';
import { findMemberByUsername } from '../modules/accounts/members.service';
import { placeVendorWalletBet, settleVendorWalletWin } from '../modules/vendor-wallet/vendor-wallet.service';
import { issueLaunchToken } from '../modules/vendors/launch-tokens.service';
import type { VendorDirectory } from '../modules/vendors/vendor-directory';

/**
 * The demo's first rounds at the demo studio (vendor DEMO), so that the home page's winner board shows varied wins
 * on a fresh start instead of "no big wins yet" (issue 27). Each round is a real bet and win through the vendor
 * wallet, as the studio's own game server sends them: the members' balances and the ledger move as they would.
 * Amounts in minor units; each member's deposit (demo-team.ts, demo-promotions.ts) covers its stakes.
 */
const DEMO_ROUNDS = [
  { username: 'demomember1', gameCode: 'DEMO_SLOT_DRAGON', gameType: 'RNG', bet: 5_000, win: 412_500 },
  { username: 'demomember2', gameCode: 'DEMO_LIVE_BACCARAT', gameType: 'LIVE', bet: 20_000, win: 39_000 },
  { username: 'demomember3', gameCode: 'DEMO_FISH_DRAGON', gameType: 'FISH', bet: 2_000, win: 96_000 },
  { username: 'demosub', gameCode: 'DEMO_SPORTSBOOK', gameType: 'SPORTS', bet: 10_000, win: 57_500 },
  { username: 'demomember1', gameCode: 'DEMO_LIVE_ROULETTE', gameType: 'LIVE', bet: 4_000, win: 144_000 },
  { username: 'demomember3', gameCode: 'DEMO_SLOT_PHARAOH', gameType: 'RNG', bet: 1_000, win: 28_300 },
  { username: 'demomember2', gameCode: 'DEMO_TEXAS_HOLDEM', gameType: 'PVP', bet: 6_000, win: 18_600 },
  { username: 'demosub', gameCode: 'DEMO_COCKFIGHT', gameType: 'COCKFIGHT', bet: 5_000, win: 9_500 },
  // Two rounds lost, off the board: with them the two winners' play covers their deposits' turnover, so their
  // withdrawals (demo-withdrawals.ts) can be asked for.
  { username: 'demomember1', gameCode: 'DEMO_LIVE_BACCARAT', gameType: 'LIVE', bet: 120_000, win: 0 },
  { username: 'demomember3', gameCode: 'DEMO_SPORTSBOOK', gameType: 'SPORTS', bet: 60_000, win: 0 },
] as const;

function expectSuccess(response: SeamlessResponse, what: string): void {
  if (response.status !== 'OK') {
    throw new Error(`demo round ${what} was answered ${response.status}`);
  }
}

/**
 * Plays the demo rounds once, on a new demo deployment, with the vendor wallet started (main.ts). Keyed by round:
 * a repeat finds each call already done and moves nothing.
 */
export async function playDemoRounds(
  handle: DatabaseHandle,
  vendors: VendorDirectory,
  now: number,
): Promise<void> {
  const vendor = await vendors.get('DEMO');
  if (vendor === undefined) {
    return;
  }
  const currency = await vendors.getCurrency();
  for (const [index, round] of DEMO_ROUNDS.entries()) {
    const member = await findMemberByUsername(handle.db, round.username);
    if (member === undefined) {
      continue;
    }
    const token = await issueLaunchToken(
      handle.db,
      { memberId: member.id, vendorCode: 'DEMO', gameCode: round.gameCode, gameType: round.gameType },
      now,
    );
    const roundId = `demo-round-${index + 1}`;
    const common = { playerId: String(member.id), currency, gameCode: round.gameCode, roundId };
    const dependencies = { handle, vendors, now: () => now };
    expectSuccess(
      await placeVendorWalletBet(dependencies, vendor, {
        ...common,
        requestId: `${roundId}-bet`,
        transactionId: `${roundId}-bet`,
        token,
        amount: round.bet,
      }),
      `${roundId} bet`,
    );
    expectSuccess(
      await settleVendorWalletWin(dependencies, vendor, {
        ...common,
        requestId: `${roundId}-win`,
        transactionId: `${roundId}-win`,
        token,
        amount: round.win,
        refTransactionId: `${roundId}-bet`,
      }),
      `${roundId} win`,
    );
  }
}
