import { operatorFeedbackPageSchema, operatorFeedbackSchema } from '@plaza/contracts/support';
import type { OperatorFeedback } from '@plaza/contracts/support';

import { operatorRequest } from '../../../lib/operator-session';

/** GET /ops/feedback: newest first, by replied or not and member. */
export function fetchFeedback(query: Record<string, string>) {
  return operatorRequest({ method: 'GET', path: '/ops/feedback', query, schema: operatorFeedbackPageSchema });
}

/** POST /ops/feedback/:id/reply (a second reply replaces the first; audited). */
export function replyToFeedback(id: string, reply: string): Promise<OperatorFeedback> {
  return operatorRequest({
    method: 'POST',
    path: `/ops/feedback/${id}/reply`,
    body: { reply },
    schema: operatorFeedbackSchema,
  });
}

/** The address of a feedback's image for an operator (read with the operator's session). */
export const feedbackImagePath = (id: string) => `/ops/feedback/images/${id}`;
