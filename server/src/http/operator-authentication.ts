import type { OperatorRole } from '@plaza/contracts/operator';
import type { FastifyRequest } from 'fastify';

import type { AppContext } from '../app-context';
import { authenticateOperator } from '../modules/operator/operator.service';
import type { AuthenticatedOperator } from '../modules/operator/operator.service';
import { AppError } from './app-error';
import { readRequestToken } from './authentication';

/**
 * The logged-in operator of a call to /ops/… (`Authorization: <operator token>`), or 401 not.logged.in. With
 * `roles`, an operator of another role gets 403 operator.forbidden. Member tokens are not operator tokens.
 */
export async function requireOperator(
  request: FastifyRequest,
  context: AppContext,
  roles?: readonly OperatorRole[],
): Promise<AuthenticatedOperator> {
  const operator = await authenticateOperator(
    context.database,
    readRequestToken(request),
    request.ip,
    Date.now(),
  );
  if (roles !== undefined && !roles.includes(operator.role)) {
    throw new AppError('operator.forbidden');
  }
  return operator;
}
