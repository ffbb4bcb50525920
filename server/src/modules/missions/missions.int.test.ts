import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { insertBetRecordRow } from '../../test/bet-records';
import { relaxLoginChecks } from '../../test/member-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createTestMember, createTestTrialMember } from '../../test/withdrawal-client';
import type { TestMember } from '../../test/withdrawal-client';
import { findAccountByCode, ledgerAccountCodes } from '../ledger/ledger.service';
import { verifyLedger } from '../ledger/ledger-verify.service';

interface Envelope<T = unknown> {
  success: boolean;
  errorCode?: string;
  value: T;
}
interface Summary {
  isSignedInToday: boolean;
  signInStreak: number;
  claimableCount: number;
  missions: { id: number; kind: string; period: string; target: number; progress: number; status: string }[];
}

describeIntegration('missions and the mission leaderboard', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let app: FastifyInstance;
  let player: TestMember;
  let other: TestMember;
  const handle = () => testApp.database.handle;
  const summaryOf = async (member: TestMember) =>
    (await member.get('/wps/relay/MCSFE_getMissionSummaryDetails')).json<Envelope<Summary>>().value;
  const mainBalance = async (memberId: number) =>
    (await findAccountByCode(handle().db, ledgerAccountCodes.memberMain(memberId)))?.balance ?? 0;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    app = testApp.app;
    await relaxLoginChecks(handle());
    player = await createTestMember(app, handle(), 'missionplayer');
    other = await createTestMember(app, handle(), 'missionother');
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('counts progress, pays a finished mission once, and refuses what is not finished', async () => {
    const before = await summaryOf(player);
    const signIn = before.missions.find(
      (mission) => mission.kind === 'SIGN_IN' && mission.period === 'DAILY',
    );
    const turnover = before.missions.find(
      (mission) => mission.kind === 'TURNOVER' && mission.target === 50_000,
    );
    expect(signIn?.status).toBe('IN_PROGRESS');
    expect(before.isSignedInToday).toBe(false);

    const claim = (member: TestMember, id: number | undefined) =>
      member.post(`/wps/member/missions/${id}/claim`, {});
    expect((await claim(player, signIn?.id)).json<Envelope>().errorCode).toBe('reward.not.claimable');

    await player.post('/wps/member/missions/sign-in', {});
    const signed = (await player.post('/wps/member/missions/sign-in', {})).json<Envelope<Summary>>().value;
    expect(signed).toMatchObject({ isSignedInToday: true, signInStreak: 1, claimableCount: 1 });

    await insertBetRecordRow(handle(), {
      memberId: player.memberId,
      amount: 60_000,
      placedAt: Date.now(),
      status: 'settled',
    });
    const played = await summaryOf(player);
    expect(played.missions.find((mission) => mission.id === turnover?.id)).toMatchObject({
      progress: 50_000,
      status: 'CLAIMABLE',
    });
    expect(played.claimableCount).toBe(2);

    const balance = await mainBalance(player.memberId);
    expect((await claim(player, signIn?.id)).statusCode).toBe(200);
    const again = await claim(player, signIn?.id);
    expect(again.json<Envelope>().errorCode).toBe('reward.not.claimable');
    expect((await claim(player, turnover?.id)).statusCode).toBe(200);
    expect(await mainBalance(player.memberId)).toBe(balance + 50 + 300);

    // Another member's progress is their own: nothing finished, nothing to claim.
    expect((await claim(other, turnover?.id)).json<Envelope>().errorCode).toBe('reward.not.claimable');
    expect((await summaryOf(other)).claimableCount).toBe(0);
    expect((await claim(player, 987_654)).statusCode).toBe(404);
    expect((await player.post('/wps/member/missions/abc/claim', {})).statusCode).toBe(400);
    expect((await verifyLedger(handle().db)).isPassing).toBe(true);
  });

  it('ranks the week by valid bet with masked names, and refuses a trial member', async () => {
    await insertBetRecordRow(handle(), {
      memberId: other.memberId,
      amount: 90_000,
      placedAt: Date.now(),
      status: 'settled',
    });
    const board = (await player.get('/wps/relay/MCSFE_getMissionLeaderboard')).json<
      Envelope<{ entries: { rank: number; name: string; validBet: number }[]; me: { rank: number | null } }>
    >().value;
    expect(board.entries.slice(0, 2)).toEqual([
      { rank: 1, name: 'mi***r', validBet: 90_000 },
      { rank: 2, name: 'mi***r', validBet: 60_000 },
    ]);
    expect(board.me.rank).toBe(2);
    const trial = await createTestTrialMember(app, handle());
    expect((await trial.get('/wps/relay/MCSFE_getMissionSummaryDetails')).statusCode).toBe(403);
  });
});
