import { operatorAccountPageSchema, operatorAccountSchema } from '@plaza/contracts/operator';
import type {
  CreateOperatorRequest,
  OperatorAccount,
  OperatorAccountPage,
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
