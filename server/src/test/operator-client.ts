import type { FastifyInstance } from 'fastify';

import { DEMO_OPERATOR } from '../demo/demo-operators';

/** Logs an operator in through POST /ops/session/login (the demo operator by default); answers the token. */
export async function loginTestOperator(
  app: FastifyInstance,
  credentials: { username: string; password: string } = DEMO_OPERATOR,
): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/ops/session/login', payload: credentials });
  const body = response.json<{ success: boolean; value?: { token: string } }>();
  if (!body.success || body.value === undefined) {
    throw new Error(`operator login failed: ${response.body}`);
  }
  return body.value.token;
}
