import { afterAll, beforeAll, expect, it } from 'vitest';

import { createTestApp, describeIntegration } from '../test/test-database';

/**
 * Calls that must be among the ones declaring a session: the list below is a floor, so a route that drops its
 * declaration fails here, and a route that adds one is covered below without being named.
 */
const KNOWN_SESSION_CALLS = [
  'POST /wps/member/password',
  'GET /wps/member/info',
  'POST /wps/member/info/icon',
  'POST /wps/member/totp',
  'POST /wps/member/paymentPassword',
  'POST /wps/member/boundAccounts',
  'POST /wps/payment/deposit',
  'GET /wps/payment/deposits',
  'POST /wps/payment/withdrawal',
  'POST /wps/payment/withdrawal/received',
  'POST /wps/payment/withdrawal/notReceived',
  'GET /wps/member/transactions',
  'GET /wps/member/bets',
  'GET /wps/v2/wallets/balance',
  'POST /wps/relay/MCSFE_addFavoriteGameV2',
  'GET /wps/relay/GLS2_roomList',
  'GET /ops/deposits',
  'POST /ops/withdrawals/{id}/disburse',
  'POST /ops/members/{memberId}/adjustments',
  'POST /wps/game/launchGame',
  'POST /wps/relay/GCS_walletTransfer',
  'PUT /ops/vendors/{vendorCode}',
] as const;

interface OpenApiDescription {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
}

// Input that breaks every schema it meets: wrong types, unknown values, ids that are not ids.
const INVALID_BODY = { keyId: 7, key: [], iv: null, data: {}, nodeId: 'x', amount: 'lots', payoutId: [] };
const INVALID_QUERY = 'pageNum=abc&pageSize=-1&from=never&to=never&status=NOPE&code=&vassalage=%20';

describeIntegration('calls that need a session check it before their input', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let sessionCalls: { call: string; method: string; path: string; scheme: string }[] = [];

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    const description = (await testApp.app.inject({ url: '/openapi.json' })).json<OpenApiDescription>();
    sessionCalls = Object.entries(description.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const scheme = Object.keys(operation.security?.[0] ?? {})[0];
        return scheme === undefined
          ? []
          : [{ call: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, scheme }];
      }),
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('describes the session of each such call in the OpenAPI description', () => {
    const calls = sessionCalls.map((session) => session.call);
    expect(calls).toEqual(expect.arrayContaining([...KNOWN_SESSION_CALLS]));
    expect(new Set(sessionCalls.map((session) => session.scheme))).toEqual(
      new Set(['memberSession', 'operatorSession']),
    );
  });

  it('answers 401 not.logged.in, not the fields, to each one called without a token and with bad input', async () => {
    expect(sessionCalls.length).toBeGreaterThanOrEqual(KNOWN_SESSION_CALLS.length);
    for (const { call, method, path } of sessionCalls) {
      const url = `${path.replace(/\{[^}]+\}/g, 'not-an-id')}?${INVALID_QUERY}`;
      const response = await testApp.app.inject({
        method: method === 'GET' ? 'GET' : method === 'PUT' ? 'PUT' : method === 'DELETE' ? 'DELETE' : 'POST',
        url,
        headers: { language: 'pt' },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: INVALID_BODY }),
      });
      expect({ call, status: response.statusCode, body: response.json<unknown>() }).toEqual({
        call,
        status: 401,
        body: { success: false, errorCode: 'not.logged.in', message: 'Não conectado, faça login.' },
      });
    }
  });

  it('answers the same to a token that is not a session', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { authorization: 'Bearer not-a-session' },
      payload: INVALID_BODY,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 'not.logged.in' });
  });
});
