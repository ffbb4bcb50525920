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
  ensureReferralCode,
  expirePendingBefore,
  readFriendPage,
  readQualifyingReferrals,
  readReferralRules,
  recordInvitation,
  writeReferralSetting,
} from '../referral-codes/referral-codes.service';

/**
 * Invite friends (docs/product/referral.md; docs/decisions/042-referral-rewards.md): each member has a code; a
 * friend who registers with it is PENDING until their completed deposits reach the minimum and their valid bet the
 * minimum within the window (QUALIFIED: the inviter's reward goes to the reward center, keyed `referral:<friend>`,
 * paid through the ledger when claimed), or INVALID (registered from an address the inviter logged in from, or the
 * window passed).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Friends qualified per statement of the job. */
const QUALIFY_BATCH = 500;

/** The reward's title in the reward center, per language. */
const REWARD_TITLES: Record<string, string> = {
  en: 'Invite friends reward',
  pt: 'Recompensa por convidar amigos',
  vi: 'Thưởng mời bạn bè',
  th: 'รางวัลชวนเพื่อน',
  'zh-CN': '邀请好友奖励',
};

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
  const { rows, total } = await readFriendPage(handle.db, {
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
 * Qualifies one pending friend in its own transaction: the inviter's reward granted once under
 * `referral:<friend>` and the friend moved on only if still pending. Answers whether this call qualified them.
 */
async function qualifyFriend(
  handle: DatabaseHandle,
  referral: { invitee_id: number; inviter_id: number },
  rules: ReferralRules,
  now: number,
): Promise<boolean> {
  return runInTransaction(handle, async (db) => {
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
    const batch = await readQualifyingReferrals(handle.db, {
      since,
      minDeposit: rules.minDeposit,
      minValidBet: rules.minValidBet,
      limit: QUALIFY_BATCH,
    });
    for (const referral of batch) {
      qualified += (await qualifyFriend(handle, referral, rules, now)) ? 1 : 0;
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
    await writeReferralSetting(db, {
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

/**
 * The demo deployment's friends (server seed-demo): records a friend invited at `invitedAt` from `ip` as
 * registration does, then qualifies them when told (their reward in the inviter's reward center, as the job grants it).
 */
export async function addDemoFriend(
  handle: DatabaseHandle,
  friend: { inviterId: number; inviteeId: number; invitedAt: number; ip: string; isQualified: boolean },
): Promise<void> {
  const code = await ensureReferralCode(handle.db, friend.inviterId, friend.invitedAt);
  await runInTransaction(handle, (db) =>
    recordInvitation(db, { inviteeId: friend.inviteeId, code, ip: friend.ip, now: friend.invitedAt }),
  );
  if (friend.isQualified && (await getDeploymentSettings(handle)).areBonusesEnabled) {
    const rules = await readReferralRules(handle.db);
    await qualifyFriend(
      handle,
      { invitee_id: friend.inviteeId, inviter_id: friend.inviterId },
      rules,
      friend.invitedAt,
    );
  }
}
