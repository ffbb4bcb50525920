import {
  operatorPromotionPageSchema,
  operatorPromotionSchema,
  promotionCoverSchema,
} from '@plaza/contracts/rewards-operator';
import type { OperatorPromotion } from '@plaza/contracts/rewards-operator';
import { operatorRewardRequestPageSchema, operatorRewardRequestSchema } from '@plaza/contracts/promotions';
import type { OperatorRewardRequest } from '@plaza/contracts/promotions';

import { operatorRequest } from '../../../lib/operator-session';

/** The promotions' cache: the list, the claims and the counts they show. */
export const PROMOTIONS_QUERY_KEY = ['backoffice', 'rewards', 'promotions'] as const;

/** GET /ops/promotions (rewards.configure). */
export function fetchPromotions(query: Record<string, string>) {
  return operatorRequest({
    method: 'GET',
    path: '/ops/promotions',
    query,
    schema: operatorPromotionPageSchema,
  });
}

/** POST /ops/promotions or PUT /ops/promotions/:id: the server checks every field (audited). */
export function savePromotion(id: number | null, body: Record<string, unknown>): Promise<OperatorPromotion> {
  return operatorRequest({
    method: id === null ? 'POST' : 'PUT',
    path: id === null ? '/ops/promotions' : `/ops/promotions/${id}`,
    body,
    schema: operatorPromotionSchema,
  });
}

/**
 * POST /ops/promotions/covers (multipart, one file named image; audited as promotion.cover.upload): the address of
 * the kept picture, which the promotion's form then saves as its cover.
 */
export function uploadPromotionCover(file: File) {
  const formData = new FormData();
  formData.append('image', file, file.name);
  return operatorRequest({
    method: 'POST',
    path: '/ops/promotions/covers',
    schema: promotionCoverSchema,
    formData,
  });
}

/** POST /ops/promotions/:id/end (audited as promotion.end). */
export function endPromotion(id: number): Promise<OperatorPromotion> {
  return operatorRequest({
    method: 'POST',
    path: `/ops/promotions/${id}/end`,
    schema: operatorPromotionSchema,
  });
}

/** GET /ops/promotions/requests (promotions.review). */
export function fetchRewardRequests(query: Record<string, string>) {
  return operatorRequest({
    method: 'GET',
    path: '/ops/promotions/requests',
    query,
    schema: operatorRewardRequestPageSchema,
  });
}

/** POST /ops/promotions/requests/:id/approve|reject: the reward then waits in the member's reward center. */
export function decideRewardRequest(
  id: string,
  decision: { kind: 'approve' } | { kind: 'reject'; reason: string },
): Promise<OperatorRewardRequest> {
  return operatorRequest({
    method: 'POST',
    path: `/ops/promotions/requests/${id}/${decision.kind}`,
    body: decision.kind === 'reject' ? { reason: decision.reason } : {},
    schema: operatorRewardRequestSchema,
  });
}

/** The path of one image of a reward request (read with the operator's token). */
export const rewardRequestImagePath = (id: string, sequence: number) =>
  `/ops/promotions/requests/${id}/images/${sequence}`;
