import { operatorPointRedemptionPageSchema, operatorPointRedemptionSchema } from '@plaza/contracts/points';
import { operatorPointRewardPageSchema, operatorPointRewardSchema } from '@plaza/contracts/rewards-operator';
import type { OperatorPointReward } from '@plaza/contracts/rewards-operator';

import { operatorRequest } from '../../../lib/operator-session';

export const POINTS_QUERY_KEY = ['backoffice', 'rewards', 'points'] as const;

/** GET /ops/points/rewards (rewards.configure). */
export function fetchMallItems(query: Record<string, string>) {
  return operatorRequest({
    method: 'GET',
    path: '/ops/points/rewards',
    query,
    schema: operatorPointRewardPageSchema,
  });
}

/** POST /ops/points/rewards or PUT …/:id (audited as points.reward.save). */
export function saveMallItem(id: number | null, body: Record<string, unknown>): Promise<OperatorPointReward> {
  return operatorRequest({
    method: id === null ? 'POST' : 'PUT',
    path: id === null ? '/ops/points/rewards' : `/ops/points/rewards/${id}`,
    body,
    schema: operatorPointRewardSchema,
  });
}

/** GET /ops/points/redemptions (promotions.review). */
export function fetchRedemptions(query: Record<string, string>) {
  return operatorRequest({
    method: 'GET',
    path: '/ops/points/redemptions',
    query,
    schema: operatorPointRedemptionPageSchema,
  });
}

/** POST /ops/points/redemptions/:id/approve|reject (a rejection gives the points back). */
export function decideRedemption(
  id: string,
  decision: { kind: 'approve' } | { kind: 'reject'; reason: string },
) {
  return operatorRequest({
    method: 'POST',
    path: `/ops/points/redemptions/${id}/${decision.kind}`,
    body: decision.kind === 'reject' ? { reason: decision.reason } : {},
    schema: operatorPointRedemptionSchema,
  });
}
