import { ERROR_CODES } from '@plaza/contracts/error-codes';
import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { createTestApp, describeIntegration } from '../../test/test-database';
import { getPublicKey } from '../encryption/encryption.service';

/**
 * Every account endpoint that takes required input, and whether its body is encrypted (spec.md §7 "E").
 * Trial play is left out: every field of its body is optional, so no body is bad input to it.
 */
const ENDPOINTS = [
  { method: 'POST', url: '/wps/session/login', isEncrypted: true },
  { method: 'PUT', url: '/wps/member/register', isEncrypted: true },
  { method: 'PUT', url: '/wps/member/register/mobile', isEncrypted: true },
  { method: 'POST', url: '/wps/member/password/verification', isEncrypted: true },
  { method: 'POST', url: '/wps/session/login/secondFactor', isEncrypted: true },
  { method: 'POST', url: '/wps/verification/sms/register', isEncrypted: false },
  { method: 'POST', url: '/wps/verification/sms/noLogin', isEncrypted: false },
  { method: 'POST', url: '/wps/member/password/email', isEncrypted: false },
  { method: 'POST', url: '/wps/session/login/secondFactor/send', isEncrypted: false },
  { method: 'GET', url: '/wps/agent/affiliate', isEncrypted: false },
] as const;

const TABLES = [
  'member',
  'member_session',
  'ledger_transfer',
  'message_outbox',
  'verification_code',
  'login_ticket',
] as const;

// Values that look like the real fields but break them, mixed with anything at all.
const fieldValue = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', '0', '-1', '1e309', '<script>', "' or 1=1 --", '{secret}', 'a'.repeat(5000)),
);
const payload = fc.oneof(
  fc.record(
    {
      username: fieldValue,
      password: fieldValue,
      confirmPassword: fieldValue,
      mobileNo: fieldValue,
      mobileNum: fieldValue,
      countryDialingCode: fieldValue,
      email: fieldValue,
      code: fieldValue,
      ticket: fieldValue,
      method: fieldValue,
      type: fieldValue,
      newPassword: fieldValue,
      verificationCode: fieldValue,
      isTermsAccepted: fieldValue,
    },
    { requiredKeys: [] },
  ),
  fc.dictionary(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 2 })),
);

describeIntegration('random bad input to the account endpoints', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const countRows = async () => {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const row = await testApp.database.handle.db
        .selectFrom(table)
        .select((select) => select.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.count);
    }
    return counts;
  };

  it('answers every request with a 4xx envelope from the closed list, and changes nothing', async () => {
    const key = await getPublicKey(testApp.database.handle);
    const before = await countRows();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        payload,
        fc.boolean(),
        async (endpoint, body, isPlain) => {
          const response =
            endpoint.method === 'GET'
              ? await testApp.app.inject({
                  url: endpoint.url,
                  query: Object.fromEntries(
                    Object.entries(body).map(([name, value]) => [name, JSON.stringify(value)]),
                  ),
                })
              : await testApp.app.inject({
                  method: endpoint.method,
                  url: endpoint.url,
                  payload: endpoint.isEncrypted && !isPlain ? await encryptPayload(key, body) : body,
                });
          expect(response.statusCode, `${endpoint.url} ${response.body}`).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
          const envelope = response.json<{ success: boolean; errorCode: string; message: string }>();
          expect(envelope.success).toBe(false);
          expect(ERROR_CODES).toContain(envelope.errorCode);
          expect(envelope.message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 150 },
    );
    expect(await countRows()).toEqual(before);
  });
});
