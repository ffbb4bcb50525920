import { verifyChainSeed } from '@plaza/engines/lottery/draw-chain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { runInTransaction } from '../../db/transaction';
import { insertBetRecordRow } from '../../test/bet-records';
import { relaxLoginChecks } from '../../test/member-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createTestMember } from '../../test/withdrawal-client';
import type { TestMember } from '../../test/withdrawal-client';
import { findAccountByCode, ledgerAccountCodes } from '../ledger/ledger.service';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { addRaffle, computeRaffleResult, drawDueRaffles } from './raffle.service';

interface Envelope<T = unknown> {
  success: boolean;
  errorCode?: string;
  value: T;
}
interface RaffleView {
  id: number;
  code: string;
  status: string;
  ticketCount: number;
  chain: { anchor: string; index: number };
  seed: string | null;
  result: number[] | null;
  earnedTickets: number | null;
  myTickets: number[] | null;
}

describeIntegration('raffles', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let app: FastifyInstance;
  let player: TestMember;
  let other: TestMember;
  const handle = () => testApp.database.handle;
  const now = Date.now();
  let raffleId = 0;
  const claim = (member: TestMember, id: unknown) =>
    member.post('/wps/relay/MCS2_claimRafflePromotion', { raffleId: id });

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    app = testApp.app;
    await relaxLoginChecks(handle());
    player = await createTestMember(app, handle(), 'raffleplayer');
    other = await createTestMember(app, handle(), 'raffleother');
    await runInTransaction(handle(), (db) =>
      addRaffle(db, {
        code: 'TESTRAFFLE',
        texts: { en: { title: 'Test raffle', description: '' } },
        startsAt: now - 60_000,
        endsAt: now + 60_000,
        drawAt: now + 60_000,
        validBetPerTicket: 10_000,
        maxTicketsPerMember: 5,
        prizes: [7_000, 3_000],
      }),
    );
    const listed = (await app.inject({ url: '/wps/raffles' })).json<Envelope<{ list: RaffleView[] }>>().value;
    raffleId = listed.list.find((raffle) => raffle.code === 'TESTRAFFLE')?.id ?? 0;
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('numbers earned tickets once, and refuses another member, nothing earned and bad input', async () => {
    await insertBetRecordRow(handle(), { memberId: player.memberId, amount: 35_000, placedAt: now });
    await insertBetRecordRow(handle(), { memberId: other.memberId, amount: 90_000, placedAt: now });
    const first = (await claim(player, raffleId)).json<Envelope<RaffleView>>().value;
    expect(first).toMatchObject({ earnedTickets: 3, myTickets: [1, 2, 3], ticketCount: 3, seed: null });
    expect((await claim(player, raffleId)).json<Envelope>().errorCode).toBe('reward.not.claimable');
    const second = (await claim(other, raffleId)).json<Envelope<RaffleView>>().value;
    expect(second.myTickets).toEqual([4, 5, 6, 7, 8]);
    expect((await claim(player, 'x')).statusCode).toBe(400);
    expect((await claim(player, 987_654)).statusCode).toBe(404);
  });

  it('draws as committed, pays the prizes once, and anyone can recompute the result', async () => {
    const balance = async (memberId: number) =>
      (await findAccountByCode(handle().db, ledgerAccountCodes.memberMain(memberId)))?.balance ?? 0;
    const before = (await balance(player.memberId)) + (await balance(other.memberId));
    expect(await drawDueRaffles(handle(), now + 60_000)).toBe(1);
    expect(await drawDueRaffles(handle(), now + 120_000)).toBe(0);
    expect((await balance(player.memberId)) + (await balance(other.memberId))).toBe(before + 10_000);

    const drawn = (await app.inject({ url: '/wps/raffles' }))
      .json<Envelope<{ list: RaffleView[] }>>()
      .value.list.find((raffle) => raffle.id === raffleId);
    expect(drawn?.status).toBe('DRAWN');
    const seed = drawn?.seed ?? '';
    expect(await verifyChainSeed({ seed, index: 1, anchor: drawn?.chain.anchor ?? '' })).toBe(true);
    expect(await computeRaffleResult({ code: 'TESTRAFFLE', seed, ticketCount: 8, prizeCount: 2 })).toEqual(
      drawn?.result,
    );
    expect((await claim(player, raffleId)).json<Envelope>().errorCode).toBe('promotion.not.open');
    expect((await verifyLedger(handle().db)).isPassing).toBe(true);
  });
});
