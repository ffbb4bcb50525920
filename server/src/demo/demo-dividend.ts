import type { DatabaseHandle } from '../db/database';
import { findMemberById } from '../modules/accounts/members.service';
import { offerContract, respondToContract } from '../modules/agent-contracts/agent-contracts.service';
import { runContractSettlement } from '../modules/agent-contracts/contract-settlement.service';

const DAY = 86_400_000;

/**
 * The back office's contract screens with something in them on a fresh start: a daily dividend the demo agent
 * granted the demo player three days ago (beside the daily salary of demo-contracts.ts), its bills settled (a day
 * the player lost waits for an operator's approval).
 */
export async function seedDemoDividend(
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
  const dividend = await offerContract(
    handle,
    agent,
    {
      memberId: playerId,
      terms: {
        kind: 'DIVIDEND3',
        period: 'D',
        mode: 'FLOAT',
        tiers: [{ validBet: 100, activeMembers: 1, teamLoss: 1000, rate: 1000 }],
      },
    },
    since,
  );
  await respondToContract(handle, player, dividend.id, 'ACCEPT', since);
  await runContractSettlement(handle, 'DIVIDEND3', now);
}
