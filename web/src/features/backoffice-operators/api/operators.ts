import {
  operatorAccountPageSchema,
  operatorAccountSchema,
  operatorPasswordResetSchema,
} from '@plaza/contracts/operator';
import type {
  CreateOperatorRequest,
  OperatorAccount,
  OperatorAccountPage,
  OperatorPasswordReset,
  UpdateOperatorRequest,
} from '@plaza/contracts/operator';

import { operatorRequest } from '../../../lib/operator-session';

export function fetchOperators(query: Record<string, string>): Promise<OperatorAccountPage> {
  return operatorRequest({ method: 'GET', path: '/ops/operators', query, schema: operatorAccountPageSchema });
}

export function createOperator(request: CreateOperatorRequest): Promise<OperatorAccount> {
  return operatorRequest({
    method: 'POST',
    path: '/ops/operators',
    body: request,
    schema: operatorAccountSchema,
  });
}

export function updateOperator(id: number, request: UpdateOperatorRequest): Promise<OperatorAccount> {
  return operatorRequest({
    method: 'PUT',
    path: `/ops/operators/${id}`,
    body: request,
    schema: operatorAccountSchema,
  });
}

export function resetSecondFactor(id: number): Promise<OperatorAccount> {
  return operatorRequest({
    method: 'POST',
    path: `/ops/operators/${id}/second-factor/reset`,
    schema: operatorAccountSchema,
  });
}

/** POST /ops/operators/:operatorId/password/reset: a temporary password, shown once. */
export function resetOperatorPassword(id: number): Promise<OperatorPasswordReset> {
  return operatorRequest({
    method: 'POST',
    path: `/ops/operators/${id}/password/reset`,
    schema: operatorPasswordResetSchema,
  });
}
