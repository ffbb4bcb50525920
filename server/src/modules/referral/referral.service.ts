import { randomInt } from 'node:crypto';

import type {
  ReferralFriend,
  ReferralFriendPage,
  ReferralFriendQuery,
  ReferralRules,
  ReferralSummary,
} from '@plaza/contracts/referral';
import { referralInvalidReasonSchema, referralStatusSchema } from '@plaza/contracts/referral';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { toLimitOffset, toPage } from '../../http/paging';
import type { MemberRow } from '../accounts/members.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { maskAccount } from '../games/games.service';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import { grantReward } from '../promotions/promotions.service';
import {
  countFriendsByStatus,
  decideReferral,
  expirePendingBefore,
  hasKnownIp,
  insertCodeIfAbsent,
  insertReferralIfAbsent,
  selectCodeOfMember,
  selectFriendPage,
  selectMemberOfCode,
  selectQualifyingReferrals,
  selectReferralSetting,
  upsertReferralSetting,
} from './referral.repository';

/**
 * Invite friends (docs/product/referral.md; docs/decisions/042-referral-rewards.md): each member has a code; a
 * friend who registers with it is PENDING until their completed deposits reach the minimum and their valid bet the
 * minimum within the window (QUALIFIED: the inviter's reward goes to the reward center, keyed `referral:<friend>`,
 * paid through the ledger when claimed), or INVALID (registered from an address the inviter logged in from, or the
 * window passed).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Friend codes start with this letter, so they never look like an agent's invitation code. */
const CODE_PREFIX = 'F';
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 7;
/** Friends qualified per statement of the job. */
const QUALIFY_BATCH = 500;

/** The rules until an operator sets them: R$20-style first deposit (reference §5.7), 100.00 valid bet, 30 days. */
export const DEFAULT_REFERRAL_RULES: ReferralRules = {
  isEnabled: true,
  rewardAmount: 1_000,
  minDeposit: 2_000,
  minValidBet: 10_000,
  windowDays: 30,
  turnoverX100: 100,
  claimDays: 30,
};

/** The reward's title in the reward center, per language. */
const REWARD_TITLES: Record<string, string> = {
  en: 'Invite friends reward',
  pt: 'Recompensa por convidar amigos',
  vi: 'Thưởng mời bạn bè',
  th: 'รางวัลชวนเพื่อน',
  'zh-CN': '邀请好友奖励',
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
 * address the inviter has logged in from (reference §5.7's anti-abuse).
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

const toIso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/** GET /wps/member/referral: the member's code and link, the rules and the figures of their friends. */
export async function getReferralSummary(
  handle: DatabaseHandle,
  member: MemberRow,
  now: number = Date.now(),
): Promise<ReferralSummary> {
  const settings = await getDeploymentSettings(handle);
  const rules = await readReferralRules(handle.db);
  const code = await ensureReferralCode(handle.db, member.id, now);
  const path = `/register?referralCode=${encodeURIComponent(code)}`;
  const counts = await countFriendsByStatus(handle.db, member.id);
  const countOf = (status: string) => counts.find((row) => row.status === status)?.count ?? 0;
  return {
    bonusesEnabled: settings.areBonusesEnabled,
    rules,
    code,
    link: settings.mainDomain === '' ? path : `https://${settings.mainDomain}${path}`,
    invited: counts.reduce((sum, row) => sum + row.count, 0),
    pending: countOf('PENDING'),
    qualified: countOf('QUALIFIED'),
    invalid: countOf('INVALID'),
    earned: counts.reduce((sum, row) => sum + row.earned, 0),
  };
}

/** GET /wps/member/referral/friends: a page of the member's friends, newest first. */
export async function listReferralFriends(
  handle: DatabaseHandle,
  member: MemberRow,
  query: ReferralFriendQuery,
): Promise<ReferralFriendPage> {
  const rules = await readReferralRules(handle.db);
  const { rows, total } = await selectFriendPage(handle.db, {
    inviterId: member.id,
    status: query.status,
    ...toLimitOffset(query),
  });
  const content = rows.map((row): ReferralFriend => ({
    account: maskAccount(row.username),
    invitedAt: new Date(row.invited_at).toISOString(),
    status: referralStatusSchema.parse(row.status),
    reason: row.reason === null ? null : referralInvalidReasonSchema.parse(row.reason),
    decidedAt: toIso(row.decided_at),
    reward: row.reward_amount,
    deadline: row.status === 'PENDING' ? toIso(row.invited_at + rules.windowDays * DAY_MS) : null,
  }));
  return toPage(content, query, total);
}

/**
 * The job `referral.qualify`: ends the friends whose window passed, then qualifies the friends who met the rules,
 * each in its own transaction (the reward granted once under `referral:<friend>` and the friend moved on only if
 * still pending), so a rerun or a second process grants nothing twice. Nothing is granted while bonuses are off
 * for the deployment or invite friends is off. Answers how many friends qualified.
 */
export async function qualifyReferrals(handle: DatabaseHandle, now: number = Date.now()): Promise<number> {
  const rules = await readReferralRules(handle.db);
  const since = now - rules.windowDays * DAY_MS;
  await expirePendingBefore(handle.db, since, now);
  const settings = await getDeploymentSettings(handle);
  if (!rules.isEnabled || !settings.areBonusesEnabled) {
    return 0;
  }
  let qualified = 0;
  for (;;) {
    const batch = await selectQualifyingReferrals(handle.db, {
      since,
      minDeposit: rules.minDeposit,
      minValidBet: rules.minValidBet,
      limit: QUALIFY_BATCH,
    });
    for (const referral of batch) {
      const isDone = await runInTransaction(handle, async (db) => {
        const reward = await grantReward(db, {
          memberId: referral.inviter_id,
          source: 'REFERRAL',
          sourceKey: `referral:${referral.invitee_id}`,
          promotionId: null,
          titles: REWARD_TITLES,
          amount: rules.rewardAmount,
          turnoverRequired: Math.ceil((rules.rewardAmount * rules.turnoverX100) / 100),
          claimDays: rules.claimDays,
          now,
        });
        return decideReferral(db, referral.invitee_id, {
          status: 'QUALIFIED',
          reason: null,
          decidedAt: now,
          rewardId: Number(reward.id),
        });
      });
      qualified += isDone ? 1 : 0;
    }
    if (batch.length < QUALIFY_BATCH) {
      return qualified;
    }
  }
}

/** GET /ops/referral/rules. */
export function getReferralRules(handle: DatabaseHandle): Promise<ReferralRules> {
  return readReferralRules(handle.db);
}

/** PUT /ops/referral/rules: replaces the rules, audited as `referral.configure`; friends already qualified keep their reward. */
export async function setReferralRules(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  rules: ReferralRules,
  now: number = Date.now(),
): Promise<ReferralRules> {
  await runInTransaction(handle, async (db) => {
    await recordOperatorAction(db, {
      actor,
      action: 'referral.configure',
      targetType: 'referral_setting',
      targetId: 1,
      details: { rules },
      now,
    });
    await upsertReferralSetting(db, {
      id: 1,
      is_enabled: rules.isEnabled ? 1 : 0,
      reward_amount: rules.rewardAmount,
      min_deposit: rules.minDeposit,
      min_valid_bet: rules.minValidBet,
      window_days: rules.windowDays,
      turnover_x100: rules.turnoverX100,
      claim_days: rules.claimDays,
      updated_at: now,
    });
  });
  return readReferralRules(handle.db);
}
