import { operatorMay } from '@plaza/contracts/operator';
import type { OperatorPermission, OperatorRole } from '@plaza/contracts/operator';
import type { FastifyRequest } from 'fastify';

import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { readRequestToken } from '../sessions/session-token';
import { authenticateOperator } from './operator.service';
import type { AuthenticatedOperator } from './operator.service';

/** The operators that routes declaring `session: 'operator'` authenticated when their requests arrived. */
const sessionOperators = new WeakMap<FastifyRequest, AuthenticatedOperator>();

function authenticate(request: FastifyRequest, context: AppContext): Promise<AuthenticatedOperator> {
  return authenticateOperator(context.database, readRequestToken(request), request.ip, Date.now());
}

/**
 * Authenticates the operator of a request as it arrives (http/route-sessions.ts), or throws 401 not.logged.in;
 * with the route's permission, an operator whose role lacks it gets 403 operator.forbidden.
 */
export async function authenticateOperatorRequest(
  request: FastifyRequest,
  context: AppContext,
  permission?: OperatorPermission,
): Promise<void> {
  const operator = await authenticate(request, context);
  if (permission !== undefined && !operatorMay(operator.role, permission)) {
    throw new AppError('operator.forbidden');
  }
  sessionOperators.set(request, operator);
}

/**
 * The logged-in operator of a call to /ops/… (`Authorization: <operator token>`), or 401 not.logged.in. With
 * `roles`, an operator of another role gets 403 operator.forbidden. Member tokens are not operator tokens. A route
 * that declares `session: 'operator'` has the operator already (checked before its input).
 */
export async function requireOperator(
  request: FastifyRequest,
  context: AppContext,
  roles?: readonly OperatorRole[],
): Promise<AuthenticatedOperator> {
  const operator = sessionOperators.get(request) ?? (await authenticate(request, context));
  if (roles !== undefined && !roles.includes(operator.role)) {
    throw new AppError('operator.forbidden');
  }
  return operator;
}
