import type { Insertable, Selectable } from 'kysely';

import type { Dialect } from '../../db/database';
import { lockOnPostgres } from '../../db/dialect';
import type {
  PromotionCoverTable,
  PromotionParticipationTable,
  PromotionTable,
  PromotionTextTable,
  RewardTable,
} from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type PromotionRow = Selectable<PromotionTable>;
export type PromotionTextRow = Selectable<PromotionTextTable>;
export type ParticipationRow = Selectable<PromotionParticipationTable>;
export type RewardRow = Selectable<RewardTable>;
export type PromotionInsert = Omit<Insertable<PromotionTable>, 'id'>;
export type RewardInsert = Omit<Insertable<RewardTable>, 'id'>;

/** Every promotion, in the operator's order. */
export function selectPromotions(db: Executor): Promise<PromotionRow[]> {
  return db.selectFrom('promotion').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export function selectPromotion(db: Executor, id: number): Promise<PromotionRow | undefined> {
  return db.selectFrom('promotion').selectAll().where('id', '=', id).executeTakeFirst();
}

export function selectPromotionByCode(db: Executor, code: string): Promise<PromotionRow | undefined> {
  return db.selectFrom('promotion').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The texts of some promotions, every language. */
export async function selectPromotionTexts(
  db: Executor,
  promotionIds: readonly number[],
): Promise<PromotionTextRow[]> {
  if (promotionIds.length === 0) {
    return [];
  }
  return db.selectFrom('promotion_text').selectAll().where('promotion_id', 'in', promotionIds).execute();
}

export async function insertPromotion(
  db: Executor,
  promotion: PromotionInsert,
  texts: ReadonlyArray<Omit<PromotionTextRow, 'promotion_id'>>,
): Promise<number> {
  const { id } = await db.insertInto('promotion').values(promotion).returning('id').executeTakeFirstOrThrow();
  if (texts.length > 0) {
    await db
      .insertInto('promotion_text')
      .values(texts.map((text) => ({ ...text, promotion_id: Number(id) })))
      .execute();
  }
  return Number(id);
}

/** A member's participations (every promotion). */
export function selectMemberParticipations(db: Executor, memberId: number): Promise<ParticipationRow[]> {
  return db.selectFrom('promotion_participation').selectAll().where('member_id', '=', memberId).execute();
}

export function selectParticipation(
  db: Executor,
  memberId: number,
  promotionId: number,
): Promise<ParticipationRow | undefined> {
  return db
    .selectFrom('promotion_participation')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('promotion_id', '=', promotionId)
    .executeTakeFirst();
}

export function selectParticipationById(db: Executor, id: number): Promise<ParticipationRow | undefined> {
  return db.selectFrom('promotion_participation').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a participation unless the member has one already; answers whether it was inserted. */
export async function insertParticipation(
  db: Executor,
  row: { promotion_id: number; member_id: number; joined_at: number },
): Promise<boolean> {
  const result = await db
    .insertInto('promotion_participation')
    .values({ ...row, status: 'JOINED' })
    .onConflict((conflict) => conflict.columns(['member_id', 'promotion_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Whether another member who shares the member's mobile number, e-mail or real name took part in the promotion
 * already (one bonus per person, docs/product/promotions.md).
 */
export async function hasTwinParticipant(
  db: Executor,
  promotionId: number,
  member: { id: number; mobile: string | null; email: string | null; real_name: string | null },
): Promise<boolean> {
  const matches = [
    ['mobile', member.mobile],
    ['email', member.email],
    ['real_name', member.real_name],
  ] as const;
  const present = matches.filter(([, value]) => value !== null && value !== '');
  if (present.length === 0) {
    return false;
  }
  const row = await db
    .selectFrom('promotion_participation')
    .innerJoin('member', 'member.id', 'promotion_participation.member_id')
    .select('promotion_participation.id')
    .where('promotion_participation.promotion_id', '=', promotionId)
    .where('member.id', '<>', member.id)
    .where((eb) => eb.or(present.map(([column, value]) => eb(`member.${column}`, '=', value))))
    .executeTakeFirst();
  return row !== undefined;
}

/** JOINED or REJECTED → APPLYING with the request's remark and image count; answers whether it changed. */
export async function markParticipationApplying(
  db: Executor,
  id: number,
  request: { remark: string | null; imageCount: number; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('promotion_participation')
    .set({
      status: 'APPLYING',
      remark: request.remark,
      image_count: request.imageCount,
      requested_at: request.now,
      decided_at: null,
      decided_by: null,
      reject_reason: null,
    })
    .where('id', '=', id)
    .where('status', 'in', ['JOINED', 'REJECTED'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function replaceRequestImages(
  db: Executor,
  participationId: number,
  images: ReadonlyArray<{ contentType: string; bytes: Buffer }>,
): Promise<void> {
  await db.deleteFrom('promotion_request_image').where('participation_id', '=', participationId).execute();
  if (images.length > 0) {
    await db
      .insertInto('promotion_request_image')
      .values(
        images.map((image, index) => ({
          participation_id: participationId,
          sequence: index + 1,
          content_type: image.contentType,
          data: image.bytes,
        })),
      )
      .execute();
  }
}

export function selectRequestImage(
  db: Executor,
  participationId: number,
  sequence: number,
): Promise<{ content_type: string; data: Buffer } | undefined> {
  return db
    .selectFrom('promotion_request_image')
    .select(['content_type', 'data'])
    .where('participation_id', '=', participationId)
    .where('sequence', '=', sequence)
    .executeTakeFirst();
}

/** APPLYING → APPROVED or REJECTED; answers whether it changed (a decided request is not decided twice). */
export async function decideParticipation(
  db: Executor,
  id: number,
  decision: {
    status: 'APPROVED' | 'REJECTED';
    operatorId: number;
    reason: string | null;
    rewardId: number | null;
    now: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('promotion_participation')
    .set({
      status: decision.status,
      decided_at: decision.now,
      decided_by: decision.operatorId,
      reject_reason: decision.reason,
      reward_id: decision.rewardId,
    })
    .where('id', '=', id)
    .where('status', '=', 'APPLYING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface RequestReviewRow extends ParticipationRow {
  username: string;
}

/** What the operator's queue of reward requests (the claims) is narrowed to. */
export interface RequestFilter {
  status?: string | undefined;
  promotionId?: number | undefined;
  /** A user name (any case), or a member id. */
  member?: string | undefined;
  /** Requested in [from, to). */
  from?: number | undefined;
  to?: number | undefined;
}

/** Requested participations within the filter, with their member's user name. */
function requestRows(db: Executor, filter: RequestFilter) {
  let query = db
    .selectFrom('promotion_participation')
    .innerJoin('member', 'member.id', 'promotion_participation.member_id')
    .where('promotion_participation.requested_at', 'is not', null);
  if (filter.status !== undefined) {
    query = query.where('promotion_participation.status', '=', filter.status);
  }
  if (filter.promotionId !== undefined) {
    query = query.where('promotion_participation.promotion_id', '=', filter.promotionId);
  }
  const member = filter.member;
  if (member !== undefined) {
    const id = /^\d{1,15}$/.test(member) ? Number(member) : undefined;
    query = query.where((eb) =>
      id === undefined
        ? eb('member.username', '=', member.toLowerCase())
        : eb.or([eb('member.username', '=', member.toLowerCase()), eb('member.id', '=', id)]),
    );
  }
  if (filter.from !== undefined) {
    query = query.where('promotion_participation.requested_at', '>=', filter.from);
  }
  if (filter.to !== undefined) {
    query = query.where('promotion_participation.requested_at', '<', filter.to);
  }
  return query;
}

/** A page of requested participations for the operator, newest request first. */
export function selectRequestPage(
  db: Executor,
  filter: RequestFilter,
  page: { limit: number; offset: number },
): Promise<RequestReviewRow[]> {
  return requestRows(db, filter)
    .selectAll('promotion_participation')
    .select('member.username')
    .orderBy('promotion_participation.requested_at', 'desc')
    .orderBy('promotion_participation.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The promotions with a requested participation, in id order. */
export async function selectRequestedPromotionIds(db: Executor): Promise<number[]> {
  const rows = await db
    .selectFrom('promotion_participation')
    .select('promotion_id')
    .distinct()
    .where('requested_at', 'is not', null)
    .orderBy('promotion_id')
    .execute();
  return rows.map((row) => Number(row.promotion_id));
}

export async function countRequests(db: Executor, filter: RequestFilter): Promise<number> {
  const row = await requestRows(db, filter)
    .select((select) => select.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Inserts a reward unless its key exists; answers the reward under the key either way. */
export async function insertRewardOnce(db: Executor, reward: RewardInsert): Promise<RewardRow> {
  await db
    .insertInto('reward')
    .values(reward)
    .onConflict((conflict) => conflict.column('source_key').doNothing())
    .execute();
  return db
    .selectFrom('reward')
    .selectAll()
    .where('source_key', '=', reward.source_key)
    .executeTakeFirstOrThrow();
}

/** Inserts rewards whose source keys are new, 500 a statement (the daily pass's VIP gifts); answers nothing. */
export async function insertRewardsOnce(db: Executor, rewards: readonly RewardInsert[]): Promise<void> {
  for (let start = 0; start < rewards.length; start += 500) {
    await db
      .insertInto('reward')
      .values(rewards.slice(start, start + 500))
      .onConflict((conflict) => conflict.column('source_key').doNothing())
      .execute();
  }
}

export function selectReward(db: Executor, id: number): Promise<RewardRow | undefined> {
  return db.selectFrom('reward').selectAll().where('id', '=', id).executeTakeFirst();
}

export function selectRewardsByIds(db: Executor, ids: readonly number[]): Promise<RewardRow[]> {
  if (ids.length === 0) {
    return Promise.resolve([]);
  }
  return db.selectFrom('reward').selectAll().where('id', 'in', ids).execute();
}

/** The `status` filter of the reward center: EXPIRED is a CLAIMABLE reward past its expiry. */
export interface RewardFilter {
  memberId: number;
  status?: 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED' | undefined;
  now: number;
}

function filterRewards(db: Executor, filter: RewardFilter) {
  let query = db.selectFrom('reward').where('member_id', '=', filter.memberId);
  if (filter.status === 'CLAIMED') {
    query = query.where('status', '=', 'CLAIMED');
  } else if (filter.status === 'CLAIMABLE') {
    query = query
      .where('status', '=', 'CLAIMABLE')
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', filter.now)]));
  } else if (filter.status === 'EXPIRED') {
    query = query.where('status', '=', 'CLAIMABLE').where('expires_at', '<=', filter.now);
  }
  return query;
}

export function selectRewardPage(
  db: Executor,
  filter: RewardFilter,
  page: { limit: number; offset: number },
): Promise<RewardRow[]> {
  return filterRewards(db, filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countRewards(db: Executor, filter: RewardFilter): Promise<number> {
  const row = await filterRewards(db, filter)
    .select((select) => select.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** CLAIMABLE (not expired) → CLAIMED; answers whether it changed, so a reward is paid once. */
export async function markRewardClaimed(
  db: Executor,
  id: number,
  memberId: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('reward')
    .set({ status: 'CLAIMED', claimed_at: now })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('status', '=', 'CLAIMABLE')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setRewardTransfer(db: Executor, id: number, transferId: number): Promise<void> {
  await db.updateTable('reward').set({ ledger_transfer_id: transferId }).where('id', '=', id).execute();
}

/** A member's rewards that came from promotions, oldest first. */
export function selectMemberPromotionRewards(db: Executor, memberId: number): Promise<RewardRow[]> {
  return db
    .selectFrom('reward')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('promotion_id', 'is not', null)
    .orderBy('id')
    .execute();
}

/** One participation with its member's user name, for the operator (empty when none). */
export function selectRequestById(db: Executor, id: number): Promise<RequestReviewRow[]> {
  return db
    .selectFrom('promotion_participation')
    .innerJoin('member', 'member.id', 'promotion_participation.member_id')
    .selectAll('promotion_participation')
    .select('member.username')
    .where('promotion_participation.id', '=', id)
    .execute();
}

/** Changes a promotion's settings (the back office's edit); answers whether it existed. */
export async function updatePromotion(
  db: Executor,
  id: number,
  values: Omit<PromotionInsert, 'code' | 'created_at'>,
): Promise<boolean> {
  const result = await db.updateTable('promotion').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends a promotion now (its end moved to `now` unless it ended already); answers whether it changed. */
export async function endPromotionAt(db: Executor, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('promotion')
    .set({ ends_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Replaces a promotion's texts with `texts` (every language the back office sends). */
export async function replacePromotionTexts(
  db: Executor,
  promotionId: number,
  texts: ReadonlyArray<Omit<PromotionTextRow, 'promotion_id'>>,
): Promise<void> {
  await db.deleteFrom('promotion_text').where('promotion_id', '=', promotionId).execute();
  if (texts.length > 0) {
    await db
      .insertInto('promotion_text')
      .values(texts.map((text) => ({ ...text, promotion_id: promotionId })))
      .execute();
  }
}

/** Per promotion: members who joined, and requests waiting for a decision. */
export async function countParticipationsByPromotion(
  db: Executor,
): Promise<Map<number, { joined: number; pending: number }>> {
  const rows = await db
    .selectFrom('promotion_participation')
    .select((eb) => [
      'promotion_id',
      eb.fn.countAll<number | string>().as('joined'),
      eb.fn
        .sum<number | string | null>(eb.case().when('status', '=', 'APPLYING').then(1).else(0).end())
        .as('pending'),
    ])
    .groupBy('promotion_id')
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.promotion_id),
      { joined: Number(row.joined), pending: Number(row.pending ?? 0) },
    ]),
  );
}

/** Keeps an uploaded promotion picture; answers its id. */
export async function insertPromotionCover(
  db: Executor,
  row: Omit<Insertable<PromotionCoverTable>, 'id'>,
): Promise<number> {
  const inserted = await db
    .insertInto('promotion_cover')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** One uploaded promotion picture. */
export function selectPromotionCover(db: Executor, id: number) {
  return db
    .selectFrom('promotion_cover')
    .select(['content_type', 'data'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Whether an uploaded promotion picture exists, its row locked until the transaction ends on PostgreSQL (SQLite's
 * transaction holds the write lock already): a promotion's save and the sweep of unused pictures take it first, so
 * neither removes a picture the other has just attached.
 */
export async function lockPromotionCover(db: Executor, id: number, dialect: Dialect): Promise<boolean> {
  const row = await lockOnPostgres(
    db.selectFrom('promotion_cover').select('id').where('id', '=', id),
    dialect,
  ).executeTakeFirst();
  return row !== undefined;
}

/** Whether any promotion (in any phase) shows the picture at `coverUrl`. */
export async function isPromotionCoverInUse(db: Executor, coverUrl: string): Promise<boolean> {
  const row = await db
    .selectFrom('promotion')
    .select('id')
    .where('cover_url', '=', coverUrl)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes an uploaded promotion picture; answers whether there was one. */
export async function deletePromotionCover(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('promotion_cover').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The uploaded pictures kept since before `before`, oldest first, at most `limit`. */
export async function selectPromotionCoverIdsBefore(
  db: Executor,
  before: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('promotion_cover')
    .select('id')
    .where('created_at', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** Every picture address the promotions name (the table is small: the operator's promotions). */
export async function selectPromotionCoverUrls(db: Executor): Promise<Set<string>> {
  const rows = await db
    .selectFrom('promotion')
    .select('cover_url')
    .where('cover_url', 'is not', null)
    .execute();
  return new Set(rows.flatMap((row) => (row.cover_url === null ? [] : [row.cover_url])));
}
