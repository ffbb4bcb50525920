import { randomInt } from 'node:crypto';

import type { ReferralRules } from '@plaza/contracts/referral';

import type { Executor } from '../../db/transaction';
import {
  countFriendsByStatus,
  decideReferral,
  expirePendingBefore,
  selectFriendPage,
  selectQualifyingReferrals,
  upsertReferralSetting,
  hasKnownIp,
  insertCodeIfAbsent,
  insertReferralIfAbsent,
  selectCodeOfMember,
  selectMemberOfCode,
  selectReferralSetting,
} from './referral-codes.repository';

/**
 * Invite friends' lower half (docs/product/referral.md): members' friend codes, the rules, and recording a friend
 * at registration. The accounts module calls it while registering; the referral module above builds the pages,
 * the job and the operator's rules on it.
 */

/** Friend codes start with this letter, so they never look like an agent's invitation code. */
const CODE_PREFIX = 'F';
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 7;

/**
 * The rules until an operator sets them: R$20-style first deposit (docs/product/referral.md#the-operator), 100.00
 * valid bet, 30 days.
 */
export const DEFAULT_REFERRAL_RULES: ReferralRules = {
  isEnabled: true,
  rewardAmount: 1_000,
  minDeposit: 2_000,
  minValidBet: 10_000,
  windowDays: 30,
  turnoverX100: 100,
  claimDays: 30,
};

/** The rules in force. */
export async function readReferralRules(db: Executor): Promise<ReferralRules> {
  const row = await selectReferralSetting(db);
  if (row === undefined) {
    return DEFAULT_REFERRAL_RULES;
  }
  return {
    isEnabled: row.is_enabled === 1,
    rewardAmount: row.reward_amount,
    minDeposit: row.min_deposit,
    minValidBet: row.min_valid_bet,
    windowDays: row.window_days,
    turnoverX100: row.turnover_x100,
    claimDays: row.claim_days,
  };
}

function newCode(): string {
  let code = CODE_PREFIX;
  for (let index = 0; index < CODE_LENGTH; index += 1) {
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  }
  return code;
}

/** The member's friend code, made on first use (a taken code is drawn again). */
export async function ensureReferralCode(db: Executor, memberId: number, now: number): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const known = await selectCodeOfMember(db, memberId);
    if (known !== undefined) {
      return known;
    }
    await insertCodeIfAbsent(db, { member_id: memberId, code: newCode(), created_at: now });
  }
  throw new Error('referral: no free code after 8 draws');
}

/**
 * Records that `inviteeId` registered with a friend code, inside the registration's transaction: nothing when the
 * code is no member's friend code or invite friends is off; INVALID at once when the friend registers from an
 * address the inviter has logged in from (docs/product/referral.md#friends-and-rewards).
 */
export async function recordInvitation(
  db: Executor,
  invitation: { inviteeId: number; code: string | undefined; ip: string; now: number },
): Promise<void> {
  const code = invitation.code?.trim().toUpperCase() ?? '';
  if (!code.startsWith(CODE_PREFIX)) {
    return;
  }
  const inviterId = await selectMemberOfCode(db, code);
  if (inviterId === undefined || inviterId === invitation.inviteeId) {
    return;
  }
  if (!(await readReferralRules(db)).isEnabled) {
    return;
  }
  const isSameAddress = await hasKnownIp(db, inviterId, invitation.ip);
  await insertReferralIfAbsent(db, {
    invitee_id: invitation.inviteeId,
    inviter_id: inviterId,
    invited_at: invitation.now,
    status: isSameAddress ? 'INVALID' : 'PENDING',
    reason: isSameAddress ? 'same_address' : null,
    decided_at: isSameAddress ? invitation.now : null,
    reward_id: null,
  });
}

// The referral module's reads and writes of these tables (this module owns them).
export {
  countFriendsByStatus,
  decideReferral,
  expirePendingBefore,
  selectFriendPage as readFriendPage,
  selectQualifyingReferrals as readQualifyingReferrals,
  upsertReferralSetting as writeReferralSetting,
};
