import { operatorLoginResponseSchema } from '@plaza/contracts/operator';
import type { OperatorLoginRequest, OperatorLoginResponse } from '@plaza/contracts/operator';
import { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';
import { operatorRequest } from '../../../lib/operator-session';

/** POST /ops/session/login: user name, password and, when asked for, the authenticator's code. */
export function signIn(request: OperatorLoginRequest): Promise<OperatorLoginResponse> {
  return apiRequest({
    method: 'POST',
    path: '/ops/session/login',
    body: request,
    schema: operatorLoginResponseSchema,
    authorization: null,
  });
}

/** DELETE /ops/session/logout. */
export function signOut(): Promise<null> {
  return operatorRequest({ method: 'DELETE', path: '/ops/session/logout', schema: z.null() });
}
