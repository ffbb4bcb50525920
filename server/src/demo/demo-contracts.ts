import type { DatabaseHandle } from '../db/database';
import { findMemberById } from '../modules/accounts/members.service';
import { offerContract, respondToContract } from '../modules/agent-contracts/agent-contracts.service';
import { runContractSettlement } from '../modules/agent-contracts/contract-settlement.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The demo agent's daily salary contract with the demo player (docs/product/agent-contracts.md), offered and
 * accepted three days ago, and the days since settled: the player's lottery history makes paid bills to see in
 * both centers (the agent is the top of its tree, so the house pays). An hourly salary accepted as long ago and a
 * real-time salary accepted six hours ago, with their periods since settled. A period in which nobody played writes
 * no bill (decision 105), and the lottery history's bets are three days old (demo-lottery.ts) or of the last
 * minutes: an hourly salary of six hours would have settled idle hours only, its page empty on a fresh start.
 */
export async function seedDemoContracts(
  handle: DatabaseHandle,
  agentId: number,
  playerId: number,
  now: number,
): Promise<void> {
  const agent = await findMemberById(handle.db, agentId);
  const player = await findMemberById(handle.db, playerId);
  if (agent === undefined || player === undefined) {
    return;
  }
  const since = now - 3 * DAY;
  const contract = await offerContract(
    handle,
    agent,
    {
      memberId: playerId,
      terms: {
        kind: 'DAILYSAL3',
        tiers: [
          { validBet: 100, activeMembers: 1, rate: 100 },
          { validBet: 100_000, activeMembers: 2, rate: 150 },
        ],
      },
    },
    since,
  );
  await respondToContract(handle, player, contract.id, 'ACCEPT', since);
  await runContractSettlement(handle, 'DAILYSAL3', now);
  // An hourly salary from three days ago (the first run settles its first 48 hours, the job the rest) and a
  // real-time one from six hours ago, so their pages show bills too.
  const recently = now - 6 * HOUR;
  const hourly = await offerContract(
    handle,
    agent,
    {
      memberId: playerId,
      terms: { kind: 'HOURSAL3', tiers: [{ validBet: 100, activeMembers: 1, rate: 50 }] },
    },
    since,
  );
  await respondToContract(handle, player, hourly.id, 'ACCEPT', since);
  const realTime = await offerContract(
    handle,
    agent,
    {
      memberId: playerId,
      terms: { kind: 'RTSALARY3', profitRate: 30, lossRate: 60, singleBetAmount: 100 },
    },
    recently,
  );
  await respondToContract(handle, player, realTime.id, 'ACCEPT', recently);
  await runContractSettlement(handle, 'HOURSAL3', now);
  await runContractSettlement(handle, 'RTSALARY3', now);
}
