import type { Language } from '@plaza/contracts/languages';
import { rewardRequestStatusSchema } from '@plaza/contracts/promotions';
import type { OperatorRewardRequest } from '@plaza/contracts/promotions';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { toLimitOffset, toPage } from '../../http/paging';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import {
  countRequests,
  decideParticipation,
  selectParticipationById,
  selectPromotion,
  selectPromotionTexts,
  selectRequestById,
  selectRequestImage,
  selectRequestedPromotionIds,
  selectRequestPage,
} from './promotions.repository';
import type {
  ParticipationRow,
  PromotionTextRow,
  RequestFilter,
  RequestReviewRow,
} from './promotions.repository';
import { grantReward, turnoverOf } from './promotions.service';

function iso(time: number | null): string | null {
  return time === null ? null : new Date(time).toISOString();
}

/** A promotion's title in the language, else the deployment's, else any. */
function titleIn(texts: readonly PromotionTextRow[], language: Language, fallback: Language): string {
  const text =
    texts.find((each) => each.language === language) ??
    texts.find((each) => each.language === fallback) ??
    texts[0];
  return text?.title ?? '';
}

async function toRequests(
  db: Executor,
  rows: readonly RequestReviewRow[],
  language: Language,
  fallback: Language,
): Promise<OperatorRewardRequest[]> {
  const texts = await selectPromotionTexts(db, [...new Set(rows.map((row) => row.promotion_id))]);
  return rows.map((row) => {
    const own = texts.filter((text) => text.promotion_id === row.promotion_id);
    const status = rewardRequestStatusSchema.safeParse(row.status);
    return {
      id: String(row.id),
      promotionId: row.promotion_id,
      promotionTitle: titleIn(own, language, fallback),
      memberId: row.member_id,
      username: row.username,
      status: status.success ? status.data : 'APPLYING',
      remark: row.remark,
      imageCount: row.image_count,
      requestedAt: new Date(row.requested_at ?? row.joined_at).toISOString(),
      decidedAt: iso(row.decided_at),
      rejectReason: row.reject_reason,
      rewardId: row.reward_id === null ? null : String(row.reward_id),
    };
  });
}

/**
 * GET /ops/promotions/requests: reward requests, newest first, by status, promotion, member (a user name or an id)
 * and the time they were requested, paged.
 */
export async function listRewardRequests(
  handle: DatabaseHandle,
  query: {
    status?: OperatorRewardRequest['status'] | undefined;
    promotionId?: number | undefined;
    member?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    pageNum: number;
    pageSize: number;
  },
  language: Language,
) {
  const { defaultLanguage } = await getDeploymentSettings(handle);
  const filter: RequestFilter = {
    status: query.status,
    promotionId: query.promotionId,
    member: query.member,
    from: query.from === undefined ? undefined : Date.parse(query.from),
    to: query.to === undefined ? undefined : Date.parse(query.to),
  };
  const total = await countRequests(handle.db, filter);
  const rows = await selectRequestPage(handle.db, filter, toLimitOffset(query));
  const promotionIds = await selectRequestedPromotionIds(handle.db);
  const texts = await selectPromotionTexts(handle.db, promotionIds);
  return {
    ...toPage(await toRequests(handle.db, rows, language, defaultLanguage), query, total),
    promotions: promotionIds.map((id) => ({
      id,
      title: titleIn(
        texts.filter((text) => text.promotion_id === id),
        language,
        defaultLanguage,
      ),
    })),
  };
}

async function answerRequest(
  db: Executor,
  id: number,
  language: Language,
  fallback: Language,
): Promise<OperatorRewardRequest> {
  const rows = await selectRequestById(db, id);
  const [answer] = await toRequests(db, rows, language, fallback);
  if (answer === undefined) {
    throw new AppError('not.found');
  }
  return answer;
}

async function requireApplying(db: Executor, id: number): Promise<ParticipationRow> {
  const participation = await selectParticipationById(db, id);
  if (participation === undefined || participation.requested_at === null) {
    throw new AppError('not.found');
  }
  if (participation.status !== 'APPLYING') {
    throw new AppError('already.processed');
  }
  return participation;
}

/**
 * Approves a reward request (POST /ops/promotions/requests/:id/approve): the request becomes APPROVED and the
 * promotion's reward waits in the member's reward center (key `promotion:<id>:member:<memberId>`), audited as
 * `promotion.approve` in the same transaction. A decided request is 409 already.processed.
 */
export async function approveRewardRequest(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  id: number,
  language: Language,
  now: number = Date.now(),
): Promise<OperatorRewardRequest> {
  const settings = await getDeploymentSettings(handle);
  if (!settings.areBonusesEnabled) {
    throw new AppError('operation.not.enabled');
  }
  return runInTransaction(handle, async (db) => {
    const participation = await requireApplying(db, id);
    const promotion = await selectPromotion(db, participation.promotion_id);
    if (promotion === undefined) {
      throw new AppError('not.found');
    }
    const amount = promotion.reward_amount ?? 0;
    const reward = await grantReward(db, {
      memberId: participation.member_id,
      source: 'PROMOTION',
      sourceKey: `promotion:${promotion.id}:member:${participation.member_id}`,
      promotionId: promotion.id,
      titles: {},
      amount,
      turnoverRequired: turnoverOf(promotion, amount),
      claimDays: promotion.claim_days,
      now,
    });
    if (
      !(await decideParticipation(db, id, {
        status: 'APPROVED',
        operatorId: actor.id,
        reason: null,
        rewardId: reward.id,
        now,
      }))
    ) {
      throw new AppError('already.processed');
    }
    await recordOperatorAction(db, {
      actor,
      action: 'promotion.approve',
      targetType: 'promotion_request',
      targetId: id,
      details: { promotionId: promotion.id, memberId: participation.member_id, rewardId: reward.id, amount },
      now,
    });
    return answerRequest(db, id, language, settings.defaultLanguage);
  });
}

/** Rejects a reward request with a reason (POST /ops/promotions/requests/:id/reject), audited as `promotion.reject`. */
export async function rejectRewardRequest(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  id: number,
  reason: string,
  language: Language,
  now: number = Date.now(),
): Promise<OperatorRewardRequest> {
  const { defaultLanguage } = await getDeploymentSettings(handle);
  return runInTransaction(handle, async (db) => {
    const participation = await requireApplying(db, id);
    if (
      !(await decideParticipation(db, id, {
        status: 'REJECTED',
        operatorId: actor.id,
        reason,
        rewardId: null,
        now,
      }))
    ) {
      throw new AppError('already.processed');
    }
    await recordOperatorAction(db, {
      actor,
      action: 'promotion.reject',
      targetType: 'promotion_request',
      targetId: id,
      details: { promotionId: participation.promotion_id, memberId: participation.member_id, reason },
      now,
    });
    return answerRequest(db, id, language, defaultLanguage);
  });
}

/** One image of a reward request (GET /ops/promotions/requests/:id/images/:sequence). */
export async function readRequestImage(
  handle: DatabaseHandle,
  id: number,
  sequence: number,
): Promise<{ contentType: string; bytes: Buffer }> {
  const image = await selectRequestImage(handle.db, id, sequence);
  if (image === undefined) {
    throw new AppError('not.found');
  }
  return { contentType: image.content_type, bytes: Buffer.from(image.data) };
}
