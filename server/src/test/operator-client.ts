import { randomInt } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';

import { DEMO_OPERATOR } from '../demo/demo-operators';

/** An operator's sign-in: the authenticator secret makes the code (bound on first use when left out). */
export interface TestOperatorCredentials {
  username: string;
  password: string;
  totpSecret?: string;
}

interface LoginBody {
  success: boolean;
  errorCode?: string;
  value?: { token?: string; secret?: string };
}

/**
 * Logs an operator in through POST /ops/session/login (the demo operator by default) and answers the token. With a
 * secret, sends its current code; an operator offered an authenticator (403 operator.second.factor.setup) binds the
 * offered secret with its first code, as the back office's sign-in does.
 */
export async function loginTestOperator(
  app: FastifyInstance,
  credentials: TestOperatorCredentials = DEMO_OPERATOR,
): Promise<string> {
  const attempt = async (secret: string | undefined) => {
    const payload = {
      username: credentials.username,
      password: credentials.password,
      ...(secret === undefined ? {} : { code: await generate({ secret }) }),
    };
    const response = await app.inject({
      method: 'POST',
      url: '/ops/session/login',
      payload,
      // An address of its own, so that tests logging many operators in stay under the per-address limit.
      remoteAddress: `10.${randomInt(200, 250)}.${randomInt(0, 256)}.${randomInt(1, 255)}`,
    });
    return { response, body: response.json<LoginBody>() };
  };
  let { response, body } = await attempt(credentials.totpSecret);
  if (body.errorCode === 'operator.second.factor.setup' && body.value?.secret !== undefined) {
    ({ response, body } = await attempt(body.value.secret));
  }
  if (!body.success || body.value?.token === undefined) {
    throw new Error(`operator login failed: ${response.body}`);
  }
  return body.value.token;
}
