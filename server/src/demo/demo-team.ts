import { AGENT_TYPE } from '@plaza/contracts/agents';
import { MEMBER_TYPE } from '@plaza/contracts/accounts';

import type { DatabaseHandle } from '../db/database';
import { createMember } from '../modules/accounts/accounts.service';
import { findMemberById, setAffiliateCode } from '../modules/accounts/members.service';
import { transferToDownline, transferToUpline } from '../modules/agents/team-transfers.service';
import { createDeposit } from '../modules/payments/payments.service';
import { setPaymentPassword } from '../modules/withdrawals/payment-password.service';

/**
 * The demo agent's team (docs/product/agents.md), so that the agent center shows figures on a fresh start: a
 * sub-agent with two members of its own and one more direct member beside `demoplayer`, each with a deposit (the
 * lottery's demo places their bets). `demoagent` and `demoplayer` get a payment password and `demoagent` money, so
 * that a transfer to the downline and one back to the upline can be tried at once; one of each is already made
 * (demoagent → demomember3, demosub → demoagent).
 */

/** The payment password of `demoagent` and `demoplayer` (README.md). */
export const DEMO_PAYMENT_PASSWORD = '482915';

const TEAM_PASSWORD = 'Player1234';

/** Team accounts below `demoagent`: a sub-agent with its invitation code, and members; deposits in minor units. */
const DEMO_TEAM = [
  {
    username: 'demosub',
    type: AGENT_TYPE.sub,
    upline: 'demoagent',
    affiliateCode: 'PLAZA2',
    deposit: 80_000,
  },
  { username: 'demomember1', type: MEMBER_TYPE.member, upline: 'demosub', deposit: 120_000 },
  { username: 'demomember2', type: MEMBER_TYPE.member, upline: 'demosub', deposit: 45_000 },
  { username: 'demomember3', type: MEMBER_TYPE.member, upline: 'demoagent', deposit: 60_000 },
] as const;

/** Creates the team of a new demo deployment; answers the ids of its members that bet in the lottery demo. */
export async function seedDemoTeam(
  handle: DatabaseHandle,
  accounts: { agentId: number; agentPassword: string; playerId: number; playerPassword: string },
  now: number,
): Promise<number[]> {
  const ids = new Map<string, number>([['demoagent', accounts.agentId]]);
  for (const member of DEMO_TEAM) {
    const id = await createMember(
      handle,
      {
        username: member.username,
        password: TEAM_PASSWORD,
        type: member.type,
        nickname: null,
        parentId: ids.get(member.upline) ?? accounts.agentId,
        isFirstLogin: false,
      },
      now,
    );
    if ('affiliateCode' in member) {
      await setAffiliateCode(handle.db, id, member.affiliateCode);
    }
    await createDeposit(
      handle,
      id,
      { channelCode: 'SANDBOX', amount: member.deposit, requestId: `demo-team-${member.username}` },
      now,
    );
    ids.set(member.username, id);
  }
  await createDeposit(
    handle,
    accounts.agentId,
    { channelCode: 'SANDBOX', amount: 1_000_000, requestId: 'demo-agent-funds' },
    now,
  );
  const subId = ids.get('demosub') ?? 0;
  for (const [id, loginPassword] of [
    [accounts.agentId, accounts.agentPassword],
    [accounts.playerId, accounts.playerPassword],
    [subId, TEAM_PASSWORD],
  ] as const) {
    const member = await findMemberById(handle.db, id);
    if (member !== undefined) {
      await setPaymentPassword(
        handle,
        member,
        { loginPassword, newPassword: DEMO_PAYMENT_PASSWORD, confirmNewPassword: DEMO_PAYMENT_PASSWORD },
        now,
      );
    }
  }
  // Money up and down the tree, so that the transfer pages' histories and the agent's income report show it.
  const agent = await findMemberById(handle.db, accounts.agentId);
  const sub = await findMemberById(handle.db, subId);
  const member3 = ids.get('demomember3');
  if (agent !== undefined && sub !== undefined && member3 !== undefined) {
    await transferToDownline(
      handle,
      agent,
      {
        memberId: member3,
        amount: 2_500,
        paymentPassword: DEMO_PAYMENT_PASSWORD,
        requestId: 'demo-team-down',
      },
      now,
    );
    await transferToUpline(
      handle,
      sub,
      { amount: 5_000, paymentPassword: DEMO_PAYMENT_PASSWORD, requestId: 'demo-team-up' },
      now,
    );
  }
  return DEMO_TEAM.map((member) => ids.get(member.username) ?? 0).filter((id) => id !== 0);
}
