import { afterAll, beforeAll, expect, it } from 'vitest';

import { createMember } from '../accounts/accounts.service';
import { saveDeploymentSettings } from '../deployment/deployment.service';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { authenticateOperator } from '../operator/operator.service';
import { loginTestOperator } from '../../test/operator-client';
import { insertBetRecordRow } from '../../test/bet-records';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { approveDeposit } from './payments-operator.service';
import { createDeposit } from './payments.service';
import { getTurnoverStatus } from './turnover.service';

type BetRecordRow = Parameters<typeof insertBetRecordRow>[1];

describeIntegration('turnover requirement', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let memberCount = 0;
  const T0 = Date.UTC(2026, 0, 10, 12, 0, 0);
  const MINUTE = 60_000;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
  });
  afterAll(async () => {
    expect((await verifyLedger(testApp.database.handle.db)).isPassing).toBe(true);
    await testApp.close();
  });

  const handle = () => testApp.database.handle;
  const newMember = async () => {
    memberCount += 1;
    return createMember(handle(), {
      username: `wagerer${memberCount}`,
      password: 'Secret1234',
      type: 0,
      isFirstLogin: false,
    });
  };
  const sandbox = (memberId: number, amount: number, at: number) =>
    createDeposit(handle(), memberId, { channelCode: 'SANDBOX', amount }, at);
  const bet = (memberId: number, amount: number, at: number, extra: Partial<BetRecordRow> = {}) =>
    insertBetRecordRow(handle(), { memberId, amount, placedAt: at, ...extra });
  const status = (memberId: number) => getTurnoverStatus(handle().db, memberId);

  it('requires nothing of a member who never deposited', async () => {
    const memberId = await newMember();
    await bet(memberId, 500, T0);
    expect(await status(memberId)).toEqual({ required: 0, wagered: 0, byGameType: {}, isMet: true });
  });

  it('counts the bets that stand after the deposit, per game type, and is met once they reach it', async () => {
    const memberId = await newMember();
    await bet(memberId, 9_000, T0 - MINUTE); // before the deposit: does not count
    await sandbox(memberId, 1_000, T0);
    expect(await status(memberId)).toEqual({ required: 1_000, wagered: 0, byGameType: {}, isMet: false });
    await bet(memberId, 300, T0 + MINUTE, { gameType: 'RNG' });
    await bet(memberId, 200, T0 + 2 * MINUTE, { gameType: 'LIVE' });
    await bet(memberId, 5_000, T0 + 3 * MINUTE, { gameType: 'LIVE', status: 'rolled_back' });
    await bet(memberId, 7_000, T0 + 3 * MINUTE, { kind: 'prize' }); // a win that settled no bet: no wager
    await bet(memberId, 400, T0 + 3 * MINUTE, { gameType: 'LIVE', status: 'settled' });
    expect(await status(memberId)).toEqual({
      required: 1_000,
      wagered: 900,
      byGameType: { RNG: 300, LIVE: 600 },
      isMet: false,
    });
    await bet(memberId, 100, T0 + 4 * MINUTE, { gameType: 'SPORTS' });
    expect(await status(memberId)).toEqual({
      required: 1_000,
      wagered: 1_000,
      byGameType: { RNG: 300, LIVE: 600, SPORTS: 100 },
      isMet: true,
    });
  });

  it('adds a deposit made while the requirement is open to it, counting from the oldest', async () => {
    const memberId = await newMember();
    await sandbox(memberId, 1_000, T0);
    await bet(memberId, 600, T0 + MINUTE);
    await sandbox(memberId, 2_000, T0 + 2 * MINUTE);
    await bet(memberId, 1_000, T0 + 3 * MINUTE);
    expect(await status(memberId)).toMatchObject({ required: 3_000, wagered: 1_600, isMet: false });
  });

  it('starts afresh with a deposit made after the open requirements were met', async () => {
    const memberId = await newMember();
    await sandbox(memberId, 1_000, T0);
    await bet(memberId, 1_200, T0 + MINUTE);
    await sandbox(memberId, 2_000, T0 + 2 * MINUTE);
    expect(await status(memberId)).toEqual({ required: 2_000, wagered: 0, byGameType: {}, isMet: false });
    await bet(memberId, 2_000, T0 + 3 * MINUTE, { gameType: 'LIVE' });
    expect(await status(memberId)).toEqual({
      required: 2_000,
      wagered: 2_000,
      byGameType: { LIVE: 2_000 },
      isMet: true,
    });
  });

  it('requires a bank deposit only once an operator approves it, and once however often it is approved', async () => {
    const memberId = await newMember();
    const actor = await authenticateOperator(
      handle(),
      await loginTestOperator(testApp.app),
      '127.0.0.1',
      Date.now(),
    );
    const { id } = await createDeposit(handle(), memberId, { channelCode: 'BANK', amount: 5_000 }, T0);
    expect(await status(memberId)).toMatchObject({ required: 0, isMet: true });
    await approveDeposit(handle(), actor, Number(id), 'en', T0 + MINUTE);
    await approveDeposit(handle(), actor, Number(id), 'en', T0 + 2 * MINUTE);
    await bet(memberId, 100, T0 + 30_000); // before the approval: does not count
    expect(await status(memberId)).toEqual({ required: 5_000, wagered: 0, byGameType: {}, isMet: false });
  });

  it('multiplies the deposit by the deployment setting, and requires nothing at 0', async () => {
    const memberId = await newMember();
    await saveDeploymentSettings(handle(), { depositTurnoverMultiplier: 3 });
    await sandbox(memberId, 1_000, T0);
    expect(await status(memberId)).toMatchObject({ required: 3_000 });
    await saveDeploymentSettings(handle(), { depositTurnoverMultiplier: 0 });
    const other = await newMember();
    await sandbox(other, 1_000, T0);
    expect(await status(other)).toMatchObject({ required: 0, isMet: true });
    await saveDeploymentSettings(handle(), { depositTurnoverMultiplier: 1 });
  });

  it('reads only the member’s own bets', async () => {
    const memberId = await newMember();
    const neighbour = await newMember();
    await sandbox(memberId, 1_000, T0);
    await bet(neighbour, 5_000, T0 + MINUTE);
    expect(await status(memberId)).toMatchObject({ wagered: 0, isMet: false });
  });
});
