import { afterAll, beforeAll, expect, it } from 'vitest';

import { DEMO_OPERATOR } from '../../demo/demo-operators';
import { insertBetRecordRow } from '../../test/bet-records';
import { createLoggedInMember, relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { verifyPassword } from '../accounts/password-hashing';
import { listOperatorActions } from '../operator/operator-audit.service';
import { createOperator } from '../operator/operator.service';

interface Envelope<T> {
  success: boolean;
  errorCode?: string;
  value: T;
}

/** The member page's tabs: ledger, bets, notes; and the operator's password reset. */
describeIntegration("a member's page in the back office: ledger, bets, notes, password reset", () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let adminToken = '';
  let supportToken = '';
  let financeToken = '';
  let contentToken = '';
  let member = { memberId: 0, token: '' };

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    const handle = testApp.database.handle;
    await relaxLoginChecks(handle);
    adminToken = await loginTestOperator(testApp.app);
    for (const role of ['SUPPORT', 'FINANCE', 'CONTENT'] as const) {
      await createOperator(handle, { username: `${role.toLowerCase()}1`, password: 'Operator1234', role });
    }
    const login = (username: string) =>
      loginTestOperator(testApp.app, { username, password: 'Operator1234' });
    supportToken = await login('support1');
    financeToken = await login('finance1');
    contentToken = await login('content1');
    member = await createLoggedInMember(testApp.app, handle, 'noted1');
    await insertBetRecordRow(handle, { memberId: member.memberId, amount: 1_200, placedAt: Date.now() });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

  it("reads the member's ledger and bets as the member does", async () => {
    await call(adminToken, 'POST', `/ops/members/${member.memberId}/adjustments`, {
      amount: 3_000,
      reason: 'Welcome',
    });
    const ledger = (await call(supportToken, 'GET', `/ops/members/${member.memberId}/transactions`)).json<
      Envelope<{ total: number; content: { amount: number; balanceAfter: number }[] }>
    >().value;
    expect(ledger).toMatchObject({ total: 1, content: [{ amount: 3_000, balanceAfter: 3_000 }] });
    const bets = (await call(financeToken, 'GET', `/ops/members/${member.memberId}/bets`)).json<
      Envelope<{ total: number; content: { stake: number; vassalage: string }[] }>
    >().value;
    expect(bets).toMatchObject({ total: 1, content: [{ stake: 1_200, vassalage: 'DEMO' }] });
    expect((await call(adminToken, 'GET', '/ops/members/999999/bets')).statusCode).toBe(404);
    expect((await call(adminToken, 'GET', '/ops/members/999999/transactions')).statusCode).toBe(404);
    for (const path of ['transactions', 'bets', 'notes']) {
      const refused = await call(contentToken, 'GET', `/ops/members/${member.memberId}/${path}`);
      expect(refused.statusCode).toBe(403);
    }
  });

  it('keeps notes with their author and time, newest first, audited; FINANCE may read them but not write', async () => {
    const first = await call(supportToken, 'POST', `/ops/members/${member.memberId}/notes`, {
      body: 'Called about a missing deposit',
    });
    expect(first.json<Envelope<{ operatorName: string }>>().value.operatorName).toBe('support1');
    await call(adminToken, 'POST', `/ops/members/${member.memberId}/notes`, { body: 'Deposit found' });
    const notes = (await call(financeToken, 'GET', `/ops/members/${member.memberId}/notes`)).json<
      Envelope<{ total: number; content: { body: string; operatorName: string; createdAt: string }[] }>
    >().value;
    expect(notes.total).toBe(2);
    expect(notes.content.map((note) => [note.body, note.operatorName])).toEqual([
      ['Deposit found', DEMO_OPERATOR.username],
      ['Called about a missing deposit', 'support1'],
    ]);
    const refused = await call(financeToken, 'POST', `/ops/members/${member.memberId}/notes`, { body: 'x' });
    expect(refused.statusCode).toBe(403);
    const empty = await call(adminToken, 'POST', `/ops/members/${member.memberId}/notes`, { body: '' });
    expect(empty.json<Envelope<{ fields: Record<string, string> }>>().value.fields.body).toBe(
      'validation.tooShort',
    );
    const actions = await listOperatorActions(testApp.database.handle.db, 'member', member.memberId);
    expect(actions.filter((entry) => entry.action === 'member.note')).toHaveLength(2);
  });

  it('resets the password: a temporary one answered once, sessions end, the change is forced, audited without it', async () => {
    const refused = await call(financeToken, 'POST', `/ops/members/${member.memberId}/password`);
    expect(refused.statusCode).toBe(403);
    const reset = await call(supportToken, 'POST', `/ops/members/${member.memberId}/password`);
    const { password } = reset.json<Envelope<{ password: string }>>().value;
    expect(password).toMatch(/^[A-Za-z0-9]{8,}$/);
    const balance = await testApp.app.inject({
      url: '/wps/v2/wallets/balance',
      headers: { authorization: member.token },
    });
    expect(balance.statusCode).toBe(401);
    const row = await testApp.database.handle.db
      .selectFrom('member')
      .select(['password_hash', 'is_first_login'])
      .where('id', '=', member.memberId)
      .executeTakeFirstOrThrow();
    expect(row.is_first_login).toBe(1);
    expect(await verifyPassword(row.password_hash, password)).toBe(true);
    const actions = await listOperatorActions(testApp.database.handle.db, 'member', member.memberId);
    const audit = actions.find((entry) => entry.action === 'member.password.reset');
    expect(JSON.stringify(audit?.details ?? {})).not.toContain(password);
  });
});
