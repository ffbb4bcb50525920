import { adjustmentPageSchema } from '@plaza/contracts/back-office';
import type { AdjustmentPage } from '@plaza/contracts/back-office';
import { adjustmentSchema } from '@plaza/contracts/operator';
import type { Adjustment } from '@plaza/contracts/operator';

import { operatorRequest } from '../../../lib/operator-session';

/** GET /ops/adjustments: balance adjustments by status and member. */
export function fetchAdjustments(query: Record<string, string>): Promise<AdjustmentPage> {
  return operatorRequest({ method: 'GET', path: '/ops/adjustments', query, schema: adjustmentPageSchema });
}

/** A second operator's verdict on a PENDING adjustment. */
export function reviewAdjustment(
  id: string,
  verdict: { approve: true } | { approve: false; reason: string },
): Promise<Adjustment> {
  return operatorRequest({
    method: 'POST',
    path: `/ops/adjustments/${id}/${verdict.approve ? 'approve' : 'reject'}`,
    ...(verdict.approve ? {} : { body: { reason: verdict.reason } }),
    schema: adjustmentSchema,
  });
}
