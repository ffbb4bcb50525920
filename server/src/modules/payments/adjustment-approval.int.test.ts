import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';

import { createLoggedInMember, relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { saveDeploymentSettings } from '../deployment/deployment.service';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { findAccountByCode, ledgerAccountCodes } from '../ledger/ledger.service';
import { listOperatorActions } from '../operator/operator-audit.service';
import { createOperator } from '../operator/operator.service';

interface Envelope<T> {
  success: boolean;
  errorCode?: string;
  value: T;
}
interface AdjustmentView {
  id: string;
  status: string;
  amount: number;
  balanceAfter: number | null;
  reviewedBy: number | null;
}

/** The second approval of balance adjustments above the threshold (docs/decisions/062-adjustment-second-approval.md). */
describeIntegration('adjustments above the threshold wait for a second operator', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let adminToken = '';
  let financeToken = '';
  let financeId = 0;
  let supportToken = '';
  let riskToken = '';

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    await saveDeploymentSettings(testApp.database.handle, { adjustmentApprovalThreshold: 10_000 });
    adminToken = await loginTestOperator(testApp.app);
    financeId = await createOperator(testApp.database.handle, {
      username: 'finance2',
      password: 'Finance1234',
      role: 'FINANCE',
    });
    financeToken = await loginTestOperator(testApp.app, { username: 'finance2', password: 'Finance1234' });
    for (const role of ['SUPPORT', 'RISK'] as const) {
      await createOperator(testApp.database.handle, { username: `${role}1`, password: 'Operator1234', role });
    }
    supportToken = await loginTestOperator(testApp.app, { username: 'SUPPORT1', password: 'Operator1234' });
    riskToken = await loginTestOperator(testApp.app, { username: 'RISK1', password: 'Operator1234' });
  });
  afterEach(async () => {
    const report = await verifyLedger(testApp.database.handle.db);
    expect(report.checks.filter((check) => !check.isPassing)).toEqual([]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const mainBalance = async (memberId: number) =>
    (await findAccountByCode(testApp.database.handle.db, ledgerAccountCodes.memberMain(memberId)))?.balance ??
    0;
  let memberCount = 0;
  const newMember = async () => {
    memberCount += 1;
    return (await createLoggedInMember(testApp.app, testApp.database.handle, `adjusted${memberCount}`))
      .memberId;
  };

  it('moves an amount up to the threshold at once, and keeps a larger one PENDING with no money moved', async () => {
    const memberId = await newMember();
    const small = await call(financeToken, 'POST', `/ops/members/${memberId}/adjustments`, {
      amount: 10_000,
      reason: 'At the threshold',
    });
    expect(small.json<Envelope<AdjustmentView>>().value).toMatchObject({
      status: 'DONE',
      balanceAfter: 10_000,
    });
    const large = await call(financeToken, 'POST', `/ops/members/${memberId}/adjustments`, {
      amount: 10_001,
      reason: 'Above the threshold',
    });
    expect(large.json<Envelope<AdjustmentView>>().value).toMatchObject({
      status: 'PENDING',
      balanceAfter: null,
    });
    expect(await mainBalance(memberId)).toBe(10_000);
    const pending = await call(adminToken, 'GET', `/ops/adjustments?status=PENDING&memberId=${memberId}`);
    expect(pending.json<Envelope<{ total: number; content: { amount: number }[] }>>().value).toMatchObject({
      total: 1,
      content: [{ amount: 10_001 }],
    });
    const actions = await listOperatorActions(testApp.database.handle.db, 'member', memberId);
    expect(actions.map((entry) => entry.action)).toEqual(['member.adjust', 'member.adjust.request']);
  });

  it('refuses the operator who asked (409), and roles without finance.act (403); another operator approves once, audited', async () => {
    const memberId = await newMember();
    const asked = await call(financeToken, 'POST', `/ops/members/${memberId}/adjustments`, {
      amount: 25_000,
      reason: 'Tournament prize',
    });
    const { id } = asked.json<Envelope<AdjustmentView>>().value;

    const self = await call(financeToken, 'POST', `/ops/adjustments/${id}/approve`);
    expect(self.statusCode).toBe(409);
    expect(self.json<Envelope<null>>()).toMatchObject({
      errorCode: 'adjustment.same.operator',
      success: false,
    });
    for (const token of [supportToken, riskToken]) {
      const refused = await call(token, 'POST', `/ops/adjustments/${id}/approve`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<Envelope<null>>().errorCode).toBe('operator.forbidden');
    }
    expect(await mainBalance(memberId)).toBe(0);

    const approved = await call(adminToken, 'POST', `/ops/adjustments/${id}/approve`);
    expect(approved.json<Envelope<AdjustmentView>>().value).toMatchObject({
      status: 'DONE',
      balanceAfter: 25_000,
    });
    expect(await mainBalance(memberId)).toBe(25_000);
    const again = await call(adminToken, 'POST', `/ops/adjustments/${id}/reject`, { reason: 'late' });
    expect(again.json<Envelope<null>>().errorCode).toBe('already.processed');
    expect(await mainBalance(memberId)).toBe(25_000);

    const actions = await listOperatorActions(testApp.database.handle.db, 'member', memberId);
    expect(actions.map((entry) => [entry.action, entry.operatorId === financeId])).toEqual([
      ['member.adjust.request', true],
      ['adjustment.approve', false],
    ]);
  });

  it('a rejection moves nothing and keeps its reason; an approval the balance no longer covers is refused and stays PENDING', async () => {
    const memberId = await newMember();
    const credit = await call(adminToken, 'POST', `/ops/members/${memberId}/adjustments`, {
      amount: 40_000,
      reason: 'Big goodwill',
    });
    const creditId = credit.json<Envelope<AdjustmentView>>().value.id;
    const rejected = await call(financeToken, 'POST', `/ops/adjustments/${creditId}/reject`, {
      reason: 'No ticket for it',
    });
    expect(rejected.json<Envelope<AdjustmentView>>().value).toMatchObject({ status: 'REJECTED' });
    expect(await mainBalance(memberId)).toBe(0);
    const noReason = await call(financeToken, 'POST', `/ops/adjustments/${creditId}/reject`, {});
    expect(noReason.json<Envelope<{ fields: Record<string, string> }>>().value.fields.reason).toBe(
      'validation.required',
    );

    const debit = await call(adminToken, 'POST', `/ops/members/${memberId}/adjustments`, {
      amount: -20_000,
      reason: 'Clawback',
    });
    const debitId = debit.json<Envelope<AdjustmentView>>().value.id;
    const uncovered = await call(financeToken, 'POST', `/ops/adjustments/${debitId}/approve`);
    expect(uncovered.json<Envelope<null>>().errorCode).toBe('balance.insufficient');
    const still = await call(adminToken, 'GET', `/ops/adjustments?status=PENDING&memberId=${memberId}`);
    expect(still.json<Envelope<{ total: number }>>().value.total).toBe(1);
    expect((await call(adminToken, 'POST', '/ops/adjustments/999999/approve')).statusCode).toBe(404);
  });
});
