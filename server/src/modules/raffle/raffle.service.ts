import type { Language } from '@plaza/contracts/languages';
import { raffleStatusSchema } from '@plaza/contracts/raffle';
import type { Raffle, RaffleList } from '@plaza/contracts/raffle';
import { createChainSeed, hashChainSeed } from '@plaza/engines/lottery/draw-chain';
import { shuffleByStream } from '@plaza/engines/lottery/draw-result';
import { DrawStream } from '@plaza/engines/lottery/draw-stream';
import { z } from 'zod';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { MemberRow } from '../accounts/members.service';
import { getDailyBetTotals } from '../bets/bets.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { payPromotionMoney } from '../points/promotion-money.service';
import {
  advanceTicketCount,
  insertRaffleOnce,
  insertTickets,
  markRaffleDrawn,
  selectDueRaffles,
  selectMemberTickets,
  selectRaffle,
  selectRecentRaffles,
  selectTicketHolders,
} from './raffle.repository';
import type { RaffleInsert, RaffleRow } from './raffle.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Drawn raffles stay listed this long after their draw. */
const DRAWN_LISTED_MS = 30 * DAY_MS;
const textsSchema = z.record(z.string(), z.object({ title: z.string(), description: z.string() }));
const numbersSchema = z.array(z.number().int());

function iso(time: number): string {
  return new Date(time).toISOString();
}

/** Tickets a member has earned in a raffle: one per `valid_bet_per_ticket` of valid bet in its window, capped. */
async function earnedTicketsOf(handle: DatabaseHandle, raffle: RaffleRow, memberId: number, now: number) {
  const to = Math.min(raffle.ends_at, now + 1);
  if (to <= raffle.starts_at) {
    return 0;
  }
  const totals = await getDailyBetTotals(
    handle,
    memberId,
    { from: iso(raffle.starts_at), to: iso(to), vendorCode: undefined },
    now,
  );
  return Math.min(
    raffle.max_tickets_per_member,
    Math.floor(totals.totals.validBet / raffle.valid_bet_per_ticket),
  );
}

function toRaffle(
  row: RaffleRow,
  language: Language,
  member: { earned: number; tickets: number[] } | undefined,
): Raffle {
  const texts = textsSchema.safeParse(JSON.parse(row.texts));
  const text = texts.success ? (texts.data[language] ?? texts.data.en) : undefined;
  const isDrawn = row.status === 'DRAWN';
  return {
    id: row.id,
    code: row.code,
    title: text?.title ?? row.code,
    description: text?.description ?? '',
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    drawAt: iso(row.draw_at),
    validBetPerTicket: row.valid_bet_per_ticket,
    maxTicketsPerMember: row.max_tickets_per_member,
    prizes: numbersSchema.parse(JSON.parse(row.prizes)),
    status: raffleStatusSchema.parse(row.status),
    ticketCount: row.ticket_count,
    chain: { anchor: row.anchor, index: 1 },
    beacon: '',
    seed: isDrawn ? row.seed : null,
    result: isDrawn && row.result !== null ? numbersSchema.parse(JSON.parse(row.result)) : null,
    earnedTickets: member?.earned ?? null,
    myTickets: member?.tickets ?? null,
  };
}

async function describeForMember(
  handle: DatabaseHandle,
  rows: readonly RaffleRow[],
  memberId: number,
  language: Language,
  now: number,
): Promise<Raffle[]> {
  const tickets = await selectMemberTickets(
    handle.db,
    memberId,
    rows.map((row) => row.id),
  );
  return Promise.all(
    rows.map(async (row) =>
      toRaffle(row, language, {
        earned: await earnedTicketsOf(handle, row, memberId, now),
        tickets: tickets.filter((ticket) => ticket.raffle_id === row.id).map((ticket) => ticket.ticket_no),
      }),
    ),
  );
}

/** The raffles open or drawn lately (GET /wps/raffles; /wps/member/raffles adds the member's tickets). */
export async function listRaffles(
  handle: DatabaseHandle,
  request: { memberId?: number; language: Language },
  now: number = Date.now(),
): Promise<RaffleList> {
  const rows = await selectRecentRaffles(handle.db, now - DRAWN_LISTED_MS);
  if (request.memberId === undefined) {
    return { list: rows.map((row) => toRaffle(row, request.language, undefined)) };
  }
  return { list: await describeForMember(handle, rows, request.memberId, request.language, now) };
}

/**
 * MCS2_claimRafflePromotion: turns the tickets the member has earned and not yet claimed into numbered tickets,
 * numbered through the raffle's counter in one transaction. Claiming again claims only what was earned since;
 * nothing earned, or a raffle drawn or past its window, is refused and nothing changes.
 */
export async function claimRaffleTickets(
  handle: DatabaseHandle,
  member: MemberRow,
  raffleId: number,
  language: Language,
  now: number = Date.now(),
): Promise<Raffle> {
  const raffle = await selectRaffle(handle.db, raffleId);
  if (raffle === undefined) {
    throw new AppError('not.found');
  }
  if (raffle.status !== 'OPEN' || now >= raffle.draw_at || now < raffle.starts_at) {
    throw new AppError('promotion.not.open');
  }
  const earned = await earnedTicketsOf(handle, raffle, member.id, now);
  await runInTransaction(handle, async (db) => {
    const held = (await selectMemberTickets(db, member.id, [raffleId])).length;
    const count = earned - held;
    if (count <= 0) {
      throw new AppError('reward.not.claimable');
    }
    const last = await advanceTicketCount(db, raffleId, count);
    // The counter's row stays locked until commit, so a second claim of the same member waits and then finds these.
    const afterLock = (await selectMemberTickets(db, member.id, [raffleId])).length;
    if (afterLock !== held) {
      throw new AppError('already.processed');
    }
    await insertTickets(
      db,
      Array.from({ length: count }, (_, index) => ({
        raffle_id: raffleId,
        ticket_no: last - count + index + 1,
        member_id: member.id,
        claimed_at: now,
      })),
    );
  });
  const row = await selectRaffle(handle.db, raffleId);
  if (row === undefined) {
    throw new Error('raffle: vanished');
  }
  const [answer] = await describeForMember(handle, [row], member.id, language, now);
  if (answer === undefined) {
    throw new Error('raffle: no answer');
  }
  return answer;
}

/**
 * The winning ticket numbers of a raffle, exactly as anyone can recompute them: tickets 1..n shuffled by
 * Fisher–Yates on the stream of seed s_1 over `<code>:1:<beacon>:<j>`, the first entries winning the prizes in order.
 */
export async function computeRaffleResult(raffle: {
  code: string;
  seed: string;
  ticketCount: number;
  prizeCount: number;
}): Promise<number[]> {
  const tickets = Array.from({ length: raffle.ticketCount }, (_, index) => index + 1);
  const stream = new DrawStream({ seed: raffle.seed, gameCode: raffle.code, issueNo: '1', beacon: '' });
  const shuffled = await shuffleByStream(tickets, stream);
  return shuffled.slice(0, raffle.prizeCount);
}

/**
 * The draw (job `raffle.draw`): each open raffle past its draw time is drawn from its committed seed, marked DRAWN
 * once (a conditional change) and its prizes paid through the ledger under `raffle:<id>:prize:<rank>`, in one
 * transaction; a rerun finds it drawn and pays nothing. Answers the raffles drawn.
 */
export async function drawDueRaffles(handle: DatabaseHandle, now: number = Date.now()): Promise<number> {
  const due = await selectDueRaffles(handle.db, now);
  const { currency } = await getDeploymentSettings(handle);
  let drawn = 0;
  for (const raffle of due) {
    const prizes = numbersSchema.parse(JSON.parse(raffle.prizes));
    const result = await computeRaffleResult({
      code: raffle.code,
      seed: raffle.seed,
      ticketCount: raffle.ticket_count,
      prizeCount: prizes.length,
    });
    const isDrawn = await runInTransaction(handle, async (db) => {
      if (!(await markRaffleDrawn(db, raffle.id, result, now))) {
        return false;
      }
      const holders = await selectTicketHolders(db, raffle.id, result);
      for (const [index, ticket] of result.entries()) {
        const memberId = holders.get(ticket);
        const amount = prizes[index] ?? 0;
        if (memberId === undefined || amount <= 0) {
          continue;
        }
        await payPromotionMoney(db, {
          memberId,
          key: `raffle:${raffle.id}:prize:${index + 1}`,
          amount,
          currency: currency.code,
          turnoverRequired: amount,
          metadata: { source: 'RAFFLE', title: raffle.code, raffleId: raffle.id, ticket, rank: index + 1 },
          now,
        });
      }
      return true;
    });
    drawn += isDrawn ? 1 : 0;
  }
  return drawn;
}

/** A raffle as the demo seed or an operator adds it; its commitment is made here, before any ticket exists. */
export interface RaffleSeed {
  code: string;
  texts: Record<string, { title: string; description: string }>;
  startsAt: number;
  endsAt: number;
  drawAt: number;
  validBetPerTicket: number;
  maxTicketsPerMember: number;
  prizes: number[];
}

/** The row of a new raffle: a fresh seed s_1 and its anchor s_0 = SHA-256(s_1), committed before any ticket. */
export async function committedRaffleRow(seed: RaffleSeed): Promise<RaffleInsert> {
  const secret = createChainSeed();
  return {
    code: seed.code,
    texts: JSON.stringify(seed.texts),
    starts_at: seed.startsAt,
    ends_at: seed.endsAt,
    draw_at: seed.drawAt,
    valid_bet_per_ticket: seed.validBetPerTicket,
    max_tickets_per_member: seed.maxTicketsPerMember,
    prizes: JSON.stringify(seed.prizes),
    anchor: await hashChainSeed(secret),
    seed: secret,
    ticket_count: 0,
    status: 'OPEN',
    result: null,
    drawn_at: null,
  };
}

/** Adds a raffle unless one has its code, with its commitment (committedRaffleRow). */
export async function addRaffle(db: Executor, seed: RaffleSeed): Promise<void> {
  await insertRaffleOnce(db, await committedRaffleRow(seed));
}
