import { UPLOAD_LIMITS } from '@plaza/contracts/constants';
import type { Language } from '@plaza/contracts/languages';
import {
  NEW_MEMBER_DAYS,
  PROMOTION_REMARK_MAX_LENGTH,
  PROMOTION_TYPES,
  promotionAudienceSchema,
  promotionKindSchema,
  promotionTypeSchema,
  rewardSourceSchema,
  turnoverBaseSchema,
} from '@plaza/contracts/promotions';
import type {
  ActivityStatus,
  Participation,
  Promotion,
  PromotionList,
  PromotionState,
  PromotionType,
  Reward,
  RewardPage,
} from '@plaza/contracts/promotions';
import { z } from 'zod';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { toLimitOffset, toPage } from '../../http/paging';
import type { MemberRow } from '../accounts/members.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import {
  ensureAccount,
  getMemberMainAccount,
  ledgerAccountCodes,
  postTransfers,
} from '../ledger/ledger.service';
import { addTurnoverRequirement } from '../payments/turnover.service';
import {
  countRewards,
  hasTwinParticipant,
  insertParticipation,
  insertPromotion,
  insertRewardOnce,
  insertRewardsOnce,
  markParticipationApplying,
  markRewardClaimed,
  replaceRequestImages,
  selectMemberParticipations,
  selectMemberPromotionRewards,
  selectParticipation,
  selectPromotion,
  selectPromotionByCode,
  selectPromotions,
  selectPromotionTexts,
  selectReward,
  selectRewardPage,
  setRewardTransfer,
} from './promotions.repository';
import type {
  ParticipationRow,
  PromotionInsert,
  PromotionRow,
  PromotionTextRow,
  RewardInsert,
  RewardRow,
} from './promotions.repository';

export type { PromotionRow, RewardRow } from './promotions.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const titleMapSchema = z.record(z.string(), z.string());

/** The texts of a promotion in `language`, else the deployment's default language, else any. */
function pickText(
  texts: readonly PromotionTextRow[],
  language: Language,
  fallback: Language,
): PromotionTextRow | undefined {
  return (
    texts.find((text) => text.language === language) ??
    texts.find((text) => text.language === fallback) ??
    texts[0]
  );
}

/** A title kept as JSON {language: title}, in `language` or the fallback. */
export function pickTitle(stored: string, language: Language, fallback: Language): string {
  const parsed = titleMapSchema.safeParse(JSON.parse(stored));
  if (!parsed.success) {
    return '';
  }
  return parsed.data[language] ?? parsed.data[fallback] ?? Object.values(parsed.data)[0] ?? '';
}

function iso(time: number | null): string | null {
  return time === null ? null : new Date(time).toISOString();
}

/** Whether a claimable reward is past its expiry (it then reads as EXPIRED; nothing is written). */
function isExpired(reward: RewardRow, now: number): boolean {
  return reward.status === 'CLAIMABLE' && reward.expires_at !== null && reward.expires_at <= now;
}

function isOpen(promotion: PromotionRow, now: number): boolean {
  return promotion.starts_at <= now && (promotion.ends_at === null || promotion.ends_at > now);
}

/** The activity status a viewer sees (docs/product/promotions.md "Statuses"). */
function activityStatusOf(
  promotion: PromotionRow,
  participation: ParticipationRow | undefined,
  reward: RewardRow | undefined,
  now: number,
): ActivityStatus {
  if (promotion.starts_at > now) {
    return 'COMING_SOON';
  }
  if (reward !== undefined) {
    if (reward.status === 'CLAIMED') {
      return 'CLAIMED';
    }
    return isExpired(reward, now) ? 'CLOSE' : 'CLAIM';
  }
  if (participation !== undefined && promotion.kind === 'SIGN_UP') {
    if (participation.status === 'APPLYING' || participation.status === 'APPROVED') {
      return 'APPLYING';
    }
    return participation.status === 'REJECTED' ? 'REJECTED' : 'JOINED';
  }
  if (!isOpen(promotion, now)) {
    return 'CLOSE';
  }
  return promotion.kind === 'SIGN_UP' ? 'JOIN' : 'PROCESS';
}

function toParticipation(row: ParticipationRow): Participation {
  return {
    id: String(row.id),
    joinedAt: new Date(row.joined_at).toISOString(),
    requestedAt: iso(row.requested_at),
    remark: row.remark,
    imageCount: row.image_count,
    decidedAt: iso(row.decided_at),
    rejectReason: row.reject_reason,
  };
}

interface Viewer {
  participations: Map<number, ParticipationRow>;
  rewards: Map<number, RewardRow>;
}

function toPromotion(
  row: PromotionRow,
  text: PromotionTextRow | undefined,
  viewer: Viewer | undefined,
  now: number,
): Promotion {
  const participation = viewer?.participations.get(row.id);
  const reward = viewer?.rewards.get(row.id);
  return {
    id: row.id,
    type: promotionTypeSchema.parse(row.type),
    kind: promotionKindSchema.parse(row.kind),
    title: text?.title ?? row.code,
    summary: text?.summary ?? '',
    terms: text?.terms ?? '',
    audience: promotionAudienceSchema.parse(row.audience),
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: iso(row.ends_at),
    rewardAmount: row.reward_amount,
    bonusPercent: row.bonus_basis_points === null ? null : row.bonus_basis_points / 100,
    maxBonus: row.max_bonus,
    minDeposit: row.min_deposit,
    turnoverMultiple: row.turnover_multiple_x100 / 100,
    turnoverBase: turnoverBaseSchema.parse(row.turnover_base),
    claimDays: row.claim_days,
    coverUrl: row.cover_url,
    status: activityStatusOf(row, participation, reward, now),
    participation: participation === undefined ? null : toParticipation(participation),
  };
}

/** The member's participations and the newest reward of each promotion, for the statuses. */
async function loadViewer(db: Executor, memberId: number): Promise<Viewer> {
  const participations = await selectMemberParticipations(db, memberId);
  const rewardRows = await selectMemberPromotionRewards(db, memberId);
  const rewards = new Map<number, RewardRow>();
  for (const reward of rewardRows) {
    if (reward.promotion_id !== null) {
      rewards.set(reward.promotion_id, reward);
    }
  }
  return { participations: new Map(participations.map((row) => [row.promotion_id, row])), rewards };
}

/**
 * The promotion list (GET /wps/promotions, and /wps/member/promotions with the member's statuses): the
 * promotions not ended more than their claim window ago, of one type or all, in the operator's order. With
 * bonuses turned off for the deployment the list is empty.
 */
export async function listPromotions(
  handle: DatabaseHandle,
  request: { type?: PromotionType | undefined; memberId?: number; language: Language },
  now: number = Date.now(),
): Promise<PromotionList> {
  const settings = await getDeploymentSettings(handle);
  if (!settings.areBonusesEnabled) {
    return { bonusesEnabled: false, types: [], list: [] };
  }
  const rows = (await selectPromotions(handle.db)).filter(
    (row) => row.ends_at === null || row.ends_at + row.claim_days * DAY_MS > now,
  );
  const texts = await selectPromotionTexts(
    handle.db,
    rows.map((row) => row.id),
  );
  const viewer = request.memberId === undefined ? undefined : await loadViewer(handle.db, request.memberId);
  const present = new Set(rows.map((row) => row.type));
  return {
    bonusesEnabled: true,
    types: PROMOTION_TYPES.filter((type) => present.has(type)),
    list: rows
      .filter((row) => request.type === undefined || row.type === request.type)
      .map((row) =>
        toPromotion(
          row,
          pickText(
            texts.filter((text) => text.promotion_id === row.id),
            request.language,
            settings.defaultLanguage,
          ),
          viewer,
          now,
        ),
      ),
  };
}

/** One promotion (GET /wps/promotions/:id and /wps/member/promotions/:id); 404 when bonuses are off. */
export async function getPromotion(
  handle: DatabaseHandle,
  request: { id: number; memberId?: number; language: Language },
  now: number = Date.now(),
): Promise<Promotion> {
  const settings = await getDeploymentSettings(handle);
  const row = await selectPromotion(handle.db, request.id);
  if (row === undefined || !settings.areBonusesEnabled) {
    throw new AppError('not.found');
  }
  const texts = await selectPromotionTexts(handle.db, [row.id]);
  const viewer = request.memberId === undefined ? undefined : await loadViewer(handle.db, request.memberId);
  return toPromotion(row, pickText(texts, request.language, settings.defaultLanguage), viewer, now);
}

/** Refuses when the deployment has bonuses turned off (400 operation.not.enabled). */
async function requireBonusesEnabled(handle: DatabaseHandle): Promise<void> {
  if (!(await getDeploymentSettings(handle)).areBonusesEnabled) {
    throw new AppError('operation.not.enabled');
  }
}

/** Whether the member belongs to the promotion's audience. */
function isInAudience(promotion: PromotionRow, member: MemberRow, now: number): boolean {
  return promotion.audience !== 'NEW_MEMBERS' || member.created_at >= now - NEW_MEMBER_DAYS * DAY_MS;
}

/**
 * MCSFE_signUpPromotionJoin: the member joins an open sign-up promotion of their audience. Joining twice answers
 * the promotion as it is; a member sharing a mobile number, e-mail or real name with someone who joined already is
 * refused (one bonus per person).
 */
export async function joinPromotion(
  handle: DatabaseHandle,
  member: MemberRow,
  promotionId: number,
  language: Language,
  now: number = Date.now(),
): Promise<Promotion> {
  await requireBonusesEnabled(handle);
  await runInTransaction(handle, async (db) => {
    const promotion = await selectPromotion(db, promotionId);
    if (promotion === undefined) {
      throw new AppError('not.found');
    }
    if ((await selectParticipation(db, member.id, promotionId)) !== undefined) {
      return;
    }
    if (promotion.kind !== 'SIGN_UP' || !isOpen(promotion, now)) {
      throw new AppError('promotion.not.open');
    }
    if (!isInAudience(promotion, member, now)) {
      throw new AppError('promotion.not.eligible');
    }
    if (await hasTwinParticipant(db, promotionId, member)) {
      throw new AppError('promotion.one.per.person');
    }
    await insertParticipation(db, { promotion_id: promotionId, member_id: member.id, joined_at: now });
  });
  return getPromotion(handle, { id: promotionId, memberId: member.id, language }, now);
}

/** One image of a reward request, checked by its first bytes (png or jpeg) and its size. */
export interface RequestImage {
  contentType: string;
  bytes: Buffer;
}

/**
 * MCSFE_signUpRequestReward: a joined member asks for the reward with a remark (at most 140 characters) and up to
 * 3 images; the request waits for an operator (APPLYING). A rejected request may be sent again; one under review
 * or approved may not (409 already.processed). Bad input changes nothing.
 */
export async function requestReward(
  handle: DatabaseHandle,
  member: MemberRow,
  request: { promotionId: number; remark?: string | undefined; images: readonly RequestImage[] },
  language: Language,
  now: number = Date.now(),
): Promise<Promotion> {
  const remark = request.remark === undefined || request.remark === '' ? null : request.remark;
  if (remark !== null && [...remark].length > PROMOTION_REMARK_MAX_LENGTH) {
    throw new AppError('remark.too.long');
  }
  if (request.images.length > UPLOAD_LIMITS.maxImages) {
    throw new AppError('upload.invalid');
  }
  await requireBonusesEnabled(handle);
  await runInTransaction(handle, async (db) => {
    const promotion = await selectPromotion(db, request.promotionId);
    if (promotion === undefined) {
      throw new AppError('not.found');
    }
    const participation = await selectParticipation(db, member.id, promotion.id);
    if (participation === undefined) {
      throw new AppError('promotion.not.joined');
    }
    if (!isOpen(promotion, now)) {
      throw new AppError('promotion.not.open');
    }
    const changed = await markParticipationApplying(db, participation.id, {
      remark,
      imageCount: request.images.length,
      now,
    });
    if (!changed) {
      throw new AppError('already.processed');
    }
    await replaceRequestImages(db, participation.id, request.images);
  });
  return getPromotion(handle, { id: request.promotionId, memberId: member.id, language }, now);
}

/** What a reward is, for grantReward. */
export interface RewardGrant {
  memberId: number;
  source: z.infer<typeof rewardSourceSchema>;
  /** Unique for ever: a second grant under the same key creates nothing and answers the first. */
  sourceKey: string;
  promotionId: number | null;
  /** {language: title}, shown when no promotion names the reward. */
  titles: Record<string, string>;
  amount: number;
  turnoverRequired: number;
  claimDays: number;
  now: number;
}

/**
 * Puts a reward in the member's reward center, once per `sourceKey`, inside the caller's transaction. No money
 * moves until the member claims it.
 */
export function grantReward(db: Executor, grant: RewardGrant): Promise<RewardRow> {
  return insertRewardOnce(db, toRewardInsert(grant));
}

/** grantReward for many rewards at once (the daily pass's VIP gifts), a few statements for all. */
export async function grantRewards(db: Executor, grants: readonly RewardGrant[]): Promise<void> {
  await insertRewardsOnce(db, grants.map(toRewardInsert));
}

function toRewardInsert(grant: RewardGrant): RewardInsert {
  return {
    member_id: grant.memberId,
    source: grant.source,
    source_key: grant.sourceKey,
    promotion_id: grant.promotionId,
    title: JSON.stringify(grant.titles),
    amount: grant.amount,
    turnover_required: grant.turnoverRequired,
    status: 'CLAIMABLE',
    created_at: grant.now,
    expires_at: grant.claimDays > 0 ? grant.now + grant.claimDays * DAY_MS : null,
    claimed_at: null,
    ledger_transfer_id: null,
  };
}

/** The turnover a reward of `amount` carries under a promotion's rule (bonus × k or (deposit + bonus) × k). */
export function turnoverOf(promotion: PromotionRow, amount: number, deposit = 0): number {
  const base = promotion.turnover_base === 'DEPOSIT_PLUS_BONUS' ? deposit + amount : amount;
  return Math.ceil((base * promotion.turnover_multiple_x100) / 100);
}

async function toRewards(
  db: Executor,
  defaultLanguage: Language,
  rows: readonly RewardRow[],
  language: Language,
  now: number,
): Promise<Reward[]> {
  const promotionIds = [
    ...new Set(rows.flatMap((row) => (row.promotion_id === null ? [] : [row.promotion_id]))),
  ];
  const texts = await selectPromotionTexts(db, promotionIds);
  return rows.map((row) => {
    const promotionTitle =
      row.promotion_id === null
        ? undefined
        : pickText(
            texts.filter((text) => text.promotion_id === row.promotion_id),
            language,
            defaultLanguage,
          )?.title;
    return {
      id: String(row.id),
      source: rewardSourceSchema.parse(row.source),
      promotionId: row.promotion_id,
      title: promotionTitle ?? pickTitle(row.title, language, defaultLanguage),
      amount: row.amount,
      turnoverRequired: row.turnover_required,
      status: isExpired(row, now) ? 'EXPIRED' : row.status === 'CLAIMED' ? 'CLAIMED' : 'CLAIMABLE',
      createdAt: new Date(row.created_at).toISOString(),
      expiresAt: iso(row.expires_at),
      claimedAt: iso(row.claimed_at),
    };
  });
}

/** The reward center (GET /wps/member/rewards): the member's rewards, newest first, of one status or all. */
export async function listRewards(
  handle: DatabaseHandle,
  memberId: number,
  query: { status?: Reward['status'] | undefined; pageNum: number; pageSize: number },
  language: Language,
  now: number = Date.now(),
): Promise<RewardPage> {
  const filter = { memberId, status: query.status, now };
  const total = await countRewards(handle.db, filter);
  const rows = await selectRewardPage(handle.db, filter, toLimitOffset(query));
  const { defaultLanguage } = await getDeploymentSettings(handle);
  return toPage(await toRewards(handle.db, defaultLanguage, rows, language, now), query, total);
}

/**
 * Claims a reward of the reward center (POST /wps/member/rewards/:id/claim): in one transaction the reward becomes
 * CLAIMED (only from CLAIMABLE and not expired, so it is paid once), its money moves from the bonus account to the
 * member's main wallet (ledger key `reward:<id>`, kind `bonus`: bonus details lists it), and its turnover joins the
 * member's turnover requirement. Another member's reward is 404.
 */
export async function claimReward(
  handle: DatabaseHandle,
  member: MemberRow,
  rewardId: number,
  language: Language,
  now: number = Date.now(),
): Promise<Reward> {
  const settings = await getDeploymentSettings(handle);
  if (!settings.areBonusesEnabled) {
    throw new AppError('operation.not.enabled');
  }
  const currency = settings.currency.code;
  const claimed = await runInTransaction(handle, async (db) => {
    const reward = await selectReward(db, rewardId);
    if (reward === undefined || reward.member_id !== member.id) {
      throw new AppError('not.found');
    }
    if (!(await markRewardClaimed(db, reward.id, member.id, now))) {
      throw new AppError('reward.not.claimable');
    }
    const bonus = await ensureAccount(
      db,
      { code: ledgerAccountCodes.bonus(), kind: 'bonus', ownerId: null, currency, allowNegative: true },
      now,
    );
    const main = await getMemberMainAccount(db, member.id, currency, now);
    const [described] = await toRewards(
      db,
      settings.defaultLanguage,
      [reward],
      settings.defaultLanguage,
      now,
    );
    const title = described?.title ?? '';
    const [transfer] = await postTransfers(
      db,
      [
        {
          idempotencyKey: `reward:${reward.id}`,
          kind: 'bonus',
          reference: `reward:${reward.id}`,
          debitAccountId: bonus.id,
          creditAccountId: main.id,
          amount: reward.amount,
          metadata: { title, source: reward.source, promotionId: reward.promotion_id },
        },
      ],
      now,
    );
    if (transfer === undefined) {
      throw new Error('promotions: the ledger answered no transfer');
    }
    await setRewardTransfer(db, reward.id, transfer.transferId);
    await addTurnoverRequirement(db, {
      memberId: member.id,
      source: 'reward',
      sourceId: String(reward.id),
      amountRequired: reward.turnover_required,
      now,
    });
    return { ...reward, status: 'CLAIMED', claimed_at: now, ledger_transfer_id: transfer.transferId };
  });
  const [answer] = await toRewards(handle.db, settings.defaultLanguage, [claimed], language, now);
  if (answer === undefined) {
    throw new Error('promotions: no reward to answer');
  }
  return answer;
}

/**
 * The promotion part of the public state: the reward center's badge (rewards ready to claim). The vip module
 * answers the public state with its own part (GET /wps/member/promotion-state).
 */
export async function getPromotionState(
  handle: DatabaseHandle,
  memberId: number,
  now: number = Date.now(),
): Promise<Pick<PromotionState, 'availablePromoCount' | 'bonusesEnabled'>> {
  const { areBonusesEnabled } = await getDeploymentSettings(handle);
  const availablePromoCount = areBonusesEnabled
    ? await countRewards(handle.db, { memberId, status: 'CLAIMABLE', now })
    : 0;
  return { availablePromoCount, bonusesEnabled: areBonusesEnabled };
}

/** A promotion with its texts per language, as the demo seed or an operator adds it. */
export interface PromotionSeed {
  promotion: PromotionInsert;
  texts: Record<string, { title: string; summary: string; terms: string }>;
}

/** Adds a promotion unless one has its code; answers its id. */
export async function addPromotion(db: Executor, seed: PromotionSeed): Promise<number> {
  const existing = await selectPromotionByCode(db, seed.promotion.code);
  if (existing !== undefined) {
    return existing.id;
  }
  return insertPromotion(
    db,
    seed.promotion,
    Object.entries(seed.texts).map(([language, text]) => ({ language, ...text })),
  );
}

/** A promotion row by id (for the operator's review and the deposit bonus). */
export function findPromotion(db: Executor, id: number): Promise<PromotionRow | undefined> {
  return selectPromotion(db, id);
}

/** Every promotion row (the deposit-bonus pass). */
export function listPromotionRows(db: Executor): Promise<PromotionRow[]> {
  return selectPromotions(db);
}

/** A promotion row by its code. */
export function findPromotionByCode(db: Executor, code: string): Promise<PromotionRow | undefined> {
  return selectPromotionByCode(db, code);
}
