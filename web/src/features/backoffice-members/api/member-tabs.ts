import {
  memberNotePageSchema,
  memberNoteSchema,
  memberPasswordResetSchema,
} from '@plaza/contracts/back-office';
import type { MemberNote, MemberNotePage, MemberPasswordReset } from '@plaza/contracts/back-office';
import { betRecordPageSchema } from '@plaza/contracts/bets';
import type { BetRecordPage } from '@plaza/contracts/bets';
import { adjustmentSchema } from '@plaza/contracts/operator';
import type { Adjustment } from '@plaza/contracts/operator';
import { transactionPageSchema } from '@plaza/contracts/records';
import type { TransactionPage } from '@plaza/contracts/records';
import { operatorGamblingControlsSchema } from '@plaza/contracts/responsible-gambling';
import type { OperatorGamblingControls } from '@plaza/contracts/responsible-gambling';

import { operatorRequest } from '../../../lib/operator-session';

const base = (memberId: number) => `/ops/members/${memberId}`;

/** The member's account record (ledger), newest first. */
export function fetchMemberTransactions(
  memberId: number,
  query: Record<string, string>,
): Promise<TransactionPage> {
  return operatorRequest({
    method: 'GET',
    path: `${base(memberId)}/transactions`,
    query,
    schema: transactionPageSchema,
  });
}

/** The member's bets with their settlement. */
export function fetchMemberBets(memberId: number, query: Record<string, string>): Promise<BetRecordPage> {
  return operatorRequest({
    method: 'GET',
    path: `${base(memberId)}/bets`,
    query,
    schema: betRecordPageSchema,
  });
}

/** The member's limits, time-outs and exclusions. */
export function fetchMemberLimits(memberId: number): Promise<OperatorGamblingControls> {
  return operatorRequest({
    method: 'GET',
    path: `${base(memberId)}/gamblingControls`,
    schema: operatorGamblingControlsSchema,
  });
}

/** Operators' notes on the member, newest first. */
export function fetchMemberNotes(memberId: number, query: Record<string, string>): Promise<MemberNotePage> {
  return operatorRequest({
    method: 'GET',
    path: `${base(memberId)}/notes`,
    query,
    schema: memberNotePageSchema,
  });
}

export function addMemberNote(memberId: number, body: string): Promise<MemberNote> {
  return operatorRequest({
    method: 'POST',
    path: `${base(memberId)}/notes`,
    body: { body },
    schema: memberNoteSchema,
  });
}

/** A balance adjustment (one above the threshold waits for a second operator). */
export function adjustMemberBalance(
  memberId: number,
  request: { amount: number; reason: string; requestId: string },
): Promise<Adjustment> {
  return operatorRequest({
    method: 'POST',
    path: `${base(memberId)}/adjustments`,
    body: request,
    schema: adjustmentSchema,
  });
}

/** A temporary password for the member, shown once. */
export function resetMemberPassword(memberId: number): Promise<MemberPasswordReset> {
  return operatorRequest({
    method: 'POST',
    path: `${base(memberId)}/password`,
    schema: memberPasswordResetSchema,
  });
}
