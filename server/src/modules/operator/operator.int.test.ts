import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runInTransaction } from '../../db/transaction';
import { DEMO_OPERATOR } from '../../demo/demo-operators';
import { createLoggedInMember, relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { listOperatorActions, recordOperatorAction } from './operator-audit.service';
import { authenticateOperator, createOperator } from './operator.service';

describeIntegration('operator API foundation', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const login = (payload: unknown, language?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/ops/session/login',
      payload: payload as Record<string, unknown>,
      remoteAddress: `10.7.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`,
      ...(language === undefined ? {} : { headers: { language } }),
    });
  const whoAmI = (token?: string) =>
    testApp.app.inject({
      url: '/ops/session',
      ...(token === undefined ? {} : { headers: { authorization: token } }),
    });

  describe('login', () => {
    it('logs the demo operator in and audits the login', async () => {
      const { username, password, totpSecret } = DEMO_OPERATOR;
      const response = await login({ username, password, code: await generate({ secret: totpSecret }) });
      expect(response.statusCode).toBe(200);
      const value = response.json<{ value: { token: string; operator: { id: number } } }>().value;
      expect(value).toMatchObject({ operator: { username: 'operator', role: 'ADMIN' } });
      expect(value.token.length).toBeGreaterThanOrEqual(40);
      expect((await whoAmI(value.token)).json()).toEqual({
        success: true,
        value: { id: value.operator.id, username: 'operator', role: 'ADMIN' },
      });
      const audit = await listOperatorActions(testApp.database.handle.db, 'operator', value.operator.id);
      expect(audit.map((entry) => entry.action)).toContain('session.login');
    });

    it('stores only the hash of the token', async () => {
      const token = await loginTestOperator(testApp.app);
      const rows = await testApp.database.handle.db
        .selectFrom('operator_session')
        .select('token_hash')
        .execute();
      expect(rows.some((row) => row.token_hash === token)).toBe(false);
      expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
    });

    it('refuses a wrong password and an unknown user alike, localized', async () => {
      const wrong = await login({ username: 'operator', password: 'nope-nope' }, 'pt');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        success: false,
        errorCode: 'password.incorrect',
        message: 'Usuário ou senha incorretos.',
      });
      const unknown = await login({ username: 'nobody', password: 'nope-nope' });
      expect(unknown.json()).toMatchObject({ errorCode: 'password.incorrect' });
    });

    it('answers request_param_err with the fields for a malformed body, and opens no session', async () => {
      const before = await testApp.database.handle.db
        .selectFrom('operator_session')
        .select((select) => select.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const response = await login({ username: '', password: 42 }, 'vi');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'request_param_err',
        message: 'Một số thông tin đã nhập không hợp lệ.',
        value: { fields: { username: 'validation.tooShort', password: 'validation.invalid' } },
      });
      const after = await testApp.database.handle.db
        .selectFrom('operator_session')
        .select((select) => select.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(after.count)).toBe(Number(before.count));
    });

    it('locks an operator for 15 minutes after five failures in a row, even with the right password', async () => {
      await createOperator(testApp.database.handle, {
        username: 'lockme',
        password: 'Right12345',
        role: 'FINANCE',
      });
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await login({ username: 'lockme', password: 'wrong-1' })).json()).toMatchObject({
          errorCode: 'password.incorrect',
        });
      }
      const locked = await login({ username: 'lockme', password: 'Right12345' });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ errorCode: 'too.many.requests' });
    });

    it('refuses a disabled operator', async () => {
      const id = await createOperator(testApp.database.handle, {
        username: 'retired',
        password: 'Right12345',
        role: 'SUPPORT',
      });
      const token = await loginTestOperator(testApp.app, { username: 'retired', password: 'Right12345' });
      await testApp.database.handle.db
        .updateTable('operator')
        .set({ enabled: 0 })
        .where('id', '=', id)
        .execute();
      expect((await whoAmI(token)).statusCode).toBe(401);
      const response = await login({ username: 'retired', password: 'Right12345' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 'operator.forbidden' });
    });
  });

  describe('second factor', () => {
    it('asks the demo ADMIN for the code, refuses a wrong one as a failure, and audits it', async () => {
      const { username, password } = DEMO_OPERATOR;
      const missing = await login({ username, password }, 'th');
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toMatchObject({ errorCode: 'operator.second.factor.required' });
      const wrong = await login({ username, password, code: '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ errorCode: 'verification.code.invalid' });
      const id = (
        await authenticateOperator(
          testApp.database.handle,
          await loginTestOperator(testApp.app),
          '::1',
          Date.now(),
        )
      ).id;
      const audit = await listOperatorActions(testApp.database.handle.db, 'operator', id);
      expect(
        audit.some((entry) => entry.action === 'session.login_failed' && entry.details.reason === 'code'),
      ).toBe(true);
    });

    it('offers a FINANCE operator without an authenticator the same secret until its first code binds it', async () => {
      await createOperator(testApp.database.handle, {
        username: 'newfinance',
        password: 'Right12345',
        role: 'FINANCE',
      });
      const first = await login({ username: 'newfinance', password: 'Right12345' });
      expect(first.statusCode).toBe(403);
      const setup = first.json<{ errorCode: string; value: { secret: string; uri: string } }>();
      expect(setup.errorCode).toBe('operator.second.factor.setup');
      expect(setup.value.uri).toMatch(/^otpauth:\/\/totp\/.*newfinance.*secret=/);
      const again = (await login({ username: 'newfinance', password: 'Right12345' })).json<typeof setup>();
      expect(again.value.secret).toBe(setup.value.secret);
      // The offer needs the password: a wrong one learns nothing of it.
      expect((await login({ username: 'newfinance', password: 'Wrong12345' })).json()).not.toHaveProperty(
        'value',
      );
      const bound = await login({
        username: 'newfinance',
        password: 'Right12345',
        code: await generate({ secret: setup.value.secret }),
      });
      expect(bound.statusCode).toBe(200);
      const missing = await login({ username: 'newfinance', password: 'Right12345' });
      expect(missing.json()).toMatchObject({ errorCode: 'operator.second.factor.required' });
    });

    it('lets a SUPPORT operator without an authenticator sign in with the password alone', async () => {
      await createOperator(testApp.database.handle, {
        username: 'support7',
        password: 'Right12345',
        role: 'SUPPORT',
      });
      expect((await login({ username: 'support7', password: 'Right12345' })).statusCode).toBe(200);
    });
  });

  describe('sessions', () => {
    it('answers 401 not.logged.in without a token, with a bad token, and with a member token', async () => {
      expect((await whoAmI()).json()).toMatchObject({ errorCode: 'not.logged.in' });
      expect((await whoAmI('not-a-token')).statusCode).toBe(401);
      const member = await createLoggedInMember(testApp.app, testApp.database.handle, 'opsmember1');
      expect((await whoAmI(member.token)).statusCode).toBe(401);
      expect((await whoAmI(`Bearer ${await loginTestOperator(testApp.app)}`)).statusCode).toBe(200);
    });

    it('does not let an operator token into the member API', async () => {
      const token = await loginTestOperator(testApp.app);
      const response = await testApp.app.inject({
        url: '/wps/member/info',
        headers: { authorization: token },
      });
      expect(response.statusCode).toBe(401);
    });

    it('revokes the token at logout and audits it', async () => {
      const token = await loginTestOperator(testApp.app);
      const operator = await authenticateOperator(testApp.database.handle, token, '127.0.0.1', Date.now());
      const logout = await testApp.app.inject({
        method: 'DELETE',
        url: '/ops/session/logout',
        headers: { authorization: token },
      });
      expect(logout.json()).toEqual({ success: true, value: null });
      expect((await whoAmI(token)).statusCode).toBe(401);
      const audit = await listOperatorActions(testApp.database.handle.db, 'operator', operator.id);
      expect(audit.at(-1)).toMatchObject({ action: 'session.logout', operatorId: operator.id });
    });

    it('answers a not.found envelope, not the web app, for an unknown /ops/ path', async () => {
      const response = await testApp.app.inject({ url: '/ops/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'not.found' });
    });

    it('lists the operator calls in the OpenAPI description', async () => {
      const paths = Object.keys(
        (await testApp.app.inject({ url: '/openapi.json' })).json<{ paths: object }>().paths,
      );
      expect(paths).toEqual(
        expect.arrayContaining(['/ops/session/login', '/ops/session/logout', '/ops/session']),
      );
    });
  });

  describe('audit trail', () => {
    it('keeps an action only when its transaction commits', async () => {
      const token = await loginTestOperator(testApp.app);
      const actor = await authenticateOperator(testApp.database.handle, token, '10.0.0.9', Date.now());
      await expect(
        runInTransaction(testApp.database.handle, async (db) => {
          await recordOperatorAction(db, {
            actor,
            action: 'test.fail',
            targetType: 'test',
            targetId: 'rolled-back',
          });
          throw new Error('the action failed');
        }),
      ).rejects.toThrow('the action failed');
      expect(await listOperatorActions(testApp.database.handle.db, 'test', 'rolled-back')).toEqual([]);

      await runInTransaction(testApp.database.handle, (db) =>
        recordOperatorAction(db, {
          actor,
          action: 'test.ok',
          targetType: 'test',
          targetId: 'committed',
          details: { amount: 5 },
        }),
      );
      expect(await listOperatorActions(testApp.database.handle.db, 'test', 'committed')).toEqual([
        expect.objectContaining({
          action: 'test.ok',
          operatorId: actor.id,
          ip: '10.0.0.9',
          details: { amount: 5 },
        }),
      ]);
    });
  });
});
