import { memberDetailSchema, memberSummaryPageSchema } from '@plaza/contracts/members-operator';
import type { MemberDetail, MemberSummaryPage } from '@plaza/contracts/members-operator';

import { operatorRequest } from '../../../lib/operator-session';

/** GET /ops/members with the screen's filters (empty ones left out). */
export function fetchMembers(query: Record<string, string>): Promise<MemberSummaryPage> {
  return operatorRequest({ method: 'GET', path: '/ops/members', query, schema: memberSummaryPageSchema });
}

/** GET /ops/members/:memberId: the member's page. */
export function fetchMember(memberId: number): Promise<MemberDetail> {
  return operatorRequest({ method: 'GET', path: `/ops/members/${memberId}`, schema: memberDetailSchema });
}

/** POST /ops/members/:memberId/lock or …/unlock with the operator's reason. */
export function setMemberLock(memberId: number, isLocked: boolean, reason: string): Promise<MemberDetail> {
  return operatorRequest({
    method: 'POST',
    path: `/ops/members/${memberId}/${isLocked ? 'lock' : 'unlock'}`,
    body: { reason },
    schema: memberDetailSchema,
  });
}
