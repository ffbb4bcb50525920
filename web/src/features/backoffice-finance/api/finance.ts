import { operatorDepositPageSchema, operatorDepositSchema } from '@plaza/contracts/payments';
import type { OperatorDeposit } from '@plaza/contracts/payments';
import { operatorWithdrawalPageSchema, operatorWithdrawalSchema } from '@plaza/contracts/withdrawals';
import type { OperatorWithdrawal } from '@plaza/contracts/withdrawals';

import { operatorRequest } from '../../../lib/operator-session';

export function fetchDeposits(query: Record<string, string>) {
  return operatorRequest({ method: 'GET', path: '/ops/deposits', query, schema: operatorDepositPageSchema });
}

export function approveDeposit(id: string): Promise<OperatorDeposit> {
  return operatorRequest({
    method: 'POST',
    path: `/ops/deposits/${id}/approve`,
    schema: operatorDepositSchema,
  });
}

export function rejectDeposit(id: string, reason: string): Promise<OperatorDeposit> {
  return operatorRequest({
    method: 'POST',
    path: `/ops/deposits/${id}/reject`,
    body: { reason },
    schema: operatorDepositSchema,
  });
}

export function fetchWithdrawals(query: Record<string, string>) {
  return operatorRequest({
    method: 'GET',
    path: '/ops/withdrawals',
    query,
    schema: operatorWithdrawalPageSchema,
  });
}

/** The withdrawal actions of the operator API, each with its body. */
export type WithdrawalAction =
  { kind: 'approve' } | { kind: 'reject'; reason: string } | { kind: 'disburse'; reference: string };

export function actOnWithdrawal(id: string, action: WithdrawalAction): Promise<OperatorWithdrawal> {
  const body =
    action.kind === 'approve'
      ? {}
      : action.kind === 'reject'
        ? { reason: action.reason }
        : { reference: action.reference };
  return operatorRequest({
    method: 'POST',
    path: `/ops/withdrawals/${id}/${action.kind}`,
    body,
    schema: operatorWithdrawalSchema,
  });
}

/** The finance queues' cache: a decision refreshes every one of them. */
export const FINANCE_QUERY_KEY = ['backoffice', 'finance'] as const;
