import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { insertBetRecordRow } from '../../test/bet-records';
import { relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import {
  createTestMember,
  createTestTrialMember,
  setTestPaymentPassword,
  TEST_PAYMENT_PASSWORD,
} from '../../test/withdrawal-client';
import type { TestMember } from '../../test/withdrawal-client';
import { findAccountByCode, ledgerAccountCodes } from '../ledger/ledger.service';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { listOperatorActions } from '../operator/operator-audit.service';
import { createOperator } from '../operator/operator.service';
import { earnPoints } from './points.service';

interface Envelope<T = unknown> {
  success: boolean;
  errorCode?: string;
  value: T;
}

const read = <T>(response: { json: <U>() => U }) => response.json<Envelope<T>>();

describeIntegration('points and the points mall', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let app: FastifyInstance;
  let player: TestMember;
  let other: TestMember;
  let adminToken: string;
  let contentToken: string;
  const handle = () => testApp.database.handle;

  const balanceOf = async (member: TestMember) =>
    read<{ balance: number }>(await member.get('/wps/relay/MCS2_getPointBalance')).value.balance;
  const mainBalance = async (memberId: number) =>
    (await findAccountByCode(handle().db, ledgerAccountCodes.memberMain(memberId)))?.balance ?? 0;
  const rewardId = async (member: TestMember, code: string) => {
    const list = read<{ list: { id: number; title: string }[] }>(
      await member.get('/wps/relay/MCS2_getPointReward'),
    ).value.list;
    const found = list.find((reward) => reward.title.includes(code));
    if (found === undefined) {
      throw new Error(`no reward ${code}`);
    }
    return found.id;
  };

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    app = testApp.app;
    await relaxLoginChecks(handle());
    player = await createTestMember(app, handle(), 'pointsplayer');
    other = await createTestMember(app, handle(), 'pointsother');
    await setTestPaymentPassword(player);
    await setTestPaymentPassword(other);
    await createOperator(handle(), { username: 'points_content', password: 'Content12345', role: 'CONTENT' });
    adminToken = await loginTestOperator(app);
    contentToken = await loginTestOperator(app, { username: 'points_content', password: 'Content12345' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('earns points on valid bets once per report day, whatever runs twice', async () => {
    const now = Date.now();
    await insertBetRecordRow(handle(), {
      memberId: player.memberId,
      amount: 400_000,
      placedAt: now,
      status: 'settled',
    });
    await insertBetRecordRow(handle(), {
      memberId: player.memberId,
      amount: 250_050,
      placedAt: now,
      status: 'settled',
    });
    expect(await earnPoints(handle(), now)).toBe(6500);
    expect(await earnPoints(handle(), now)).toBe(0);
    expect(await balanceOf(player)).toBe(6500);
    await insertBetRecordRow(handle(), {
      memberId: player.memberId,
      amount: 100_000,
      placedAt: now,
      status: 'settled',
    });
    expect(await earnPoints(handle(), now)).toBe(1000);
    expect(await balanceOf(player)).toBe(7500);
    expect(await balanceOf(other)).toBe(0);
    // A member reading their points sees the play since the job's last run at once, under the same keys.
    await insertBetRecordRow(handle(), {
      memberId: other.memberId,
      amount: 50_000,
      placedAt: now,
      status: 'settled',
    });
    expect(await balanceOf(other)).toBe(500);
    expect(await earnPoints(handle(), now)).toBe(0);

    const details = read<{ total: number; content: { kind: string; points: number; balance: number }[] }>(
      await player.get('/wps/relay/ODSFE2_MemTransDet?pageNum=1&pageSize=10'),
    ).value;
    expect(details.total).toBe(2);
    expect(details.content[0]).toMatchObject({ kind: 'EARN', points: 1000, balance: 7500 });
  });

  it('redeems a cash reward with the payment password; the operator approves it and pays once', async () => {
    const id = await rewardId(player, '$50');
    const requestId = randomUUID();
    const wrong = await player.postEncrypted('/wps/relay/passwordCheck/MCS2_redeemPointReward', {
      rewardId: id,
      quantity: 1,
      paymentPassword: 'Wrong99999',
      requestId,
      timestamp: Date.now(),
    });
    expect(read(wrong).errorCode).toBe('payment.password.incorrect');
    expect(await balanceOf(player)).toBe(7500);

    const redeem = () =>
      player.postEncrypted('/wps/relay/passwordCheck/MCS2_redeemPointReward', {
        rewardId: id,
        quantity: 1,
        paymentPassword: TEST_PAYMENT_PASSWORD,
        requestId,
        timestamp: Date.now(),
      });
    const first = read<{ id: string; status: string }>(await redeem());
    expect(first.value.status).toBe('IN_PROCESS');
    const again = read<{ id: string }>(await redeem());
    expect(again.value.id).toBe(first.value.id);
    expect(await balanceOf(player)).toBe(3000);

    // Another member does not see it; an operator without the permission may not decide it.
    const otherHistory = read<{ total: number }>(await other.get('/wps/relay/MCS2_getRedeemPointList')).value;
    expect(otherHistory.total).toBe(0);
    const refused = await app.inject({
      method: 'POST',
      url: `/ops/points/redemptions/${first.value.id}/approve`,
      headers: { authorization: contentToken },
    });
    expect(refused.statusCode).toBe(403);

    const before = await mainBalance(player.memberId);
    const approve = () =>
      app.inject({
        method: 'POST',
        url: `/ops/points/redemptions/${first.value.id}/approve`,
        headers: { authorization: adminToken },
      });
    expect(read<{ status: string }>(await approve()).value.status).toBe('APPROVED');
    expect(read(await approve()).errorCode).toBe('already.processed');
    expect(await mainBalance(player.memberId)).toBe(before + 5000);
    const history = read<{ content: { status: string; referenceNo: string }[] }>(
      await player.get('/wps/relay/MCS2_getRedeemPointList'),
    ).value;
    expect(history.content[0]?.status).toBe('APPROVED');
    const audit = await listOperatorActions(handle().db, 'point_redemption', first.value.id);
    expect(audit.map((entry) => entry.action)).toEqual(['points.redemption.approve']);
  });

  it('gives points and stock back on a rejection, and refuses what the member cannot redeem', async () => {
    const small = await rewardId(player, '$5 ');
    const redeemed = read<{ id: string }>(
      await player.postEncrypted('/wps/relay/passwordCheck/MCS2_redeemPointReward', {
        rewardId: small,
        quantity: 2,
        paymentPassword: TEST_PAYMENT_PASSWORD,
        requestId: randomUUID(),
        timestamp: Date.now(),
      }),
    ).value;
    expect(await balanceOf(player)).toBe(2000);
    const reject = await app.inject({
      method: 'POST',
      url: `/ops/points/redemptions/${redeemed.id}/reject`,
      headers: { authorization: adminToken },
      payload: { reason: 'Duplicate request' },
    });
    expect(read<{ status: string }>(reject).value.status).toBe('REJECTED');
    expect(await balanceOf(player)).toBe(3000);

    const attempt = async (member: TestMember, code: string, quantity = 1) =>
      read(
        await member.postEncrypted('/wps/relay/passwordCheck/MCS2_redeemPointReward', {
          rewardId: await rewardId(member, code),
          quantity,
          paymentPassword: TEST_PAYMENT_PASSWORD,
          requestId: randomUUID(),
          timestamp: Date.now(),
        }),
      ).errorCode;
    expect(await attempt(player, 'T-shirt')).toBe('points.out.of.stock');
    expect(await attempt(other, 'headphones')).toBe('points.requirement.not.met');
    expect(await attempt(player, '$5 ', 0)).toBe('request_param_err');
    expect(await attempt(player, '$5 ', 7)).toBe('points.insufficient');
    expect(await balanceOf(player)).toBe(3000);
  });

  it('converts points to cash through the ledger once per request, and refuses bad amounts and trial members', async () => {
    const before = await mainBalance(player.memberId);
    const requestId = randomUUID();
    const convert = (points: number) =>
      player.postEncrypted('/wps/relay/MCS2_convertPoint', {
        points,
        paymentPassword: TEST_PAYMENT_PASSWORD,
        requestId,
        timestamp: Date.now(),
      });
    const bad = await player.postEncrypted('/wps/relay/MCS2_convertPoint', {
      points: 150,
      paymentPassword: TEST_PAYMENT_PASSWORD,
      requestId: randomUUID(),
      timestamp: Date.now(),
    });
    expect(bad.statusCode).toBe(400);
    expect(read<unknown>(bad).errorCode).toBe('request_param_err');
    expect(read<{ amount: number; balance: number }>(await convert(1000)).value).toMatchObject({
      amount: 1000,
      balance: 2000,
    });
    expect(read<{ balance: number }>(await convert(1000)).value.balance).toBe(2000);
    expect(await mainBalance(player.memberId)).toBe(before + 1000);
    const plain = await player.post('/wps/relay/MCS2_convertPoint', { points: 100 });
    expect(plain.statusCode).toBe(400);

    const trial = await createTestTrialMember(app, handle());
    expect((await trial.get('/wps/relay/MCS2_getPointBalance')).statusCode).toBe(403);
    expect((await verifyLedger(handle().db)).isPassing).toBe(true);
  });
});
