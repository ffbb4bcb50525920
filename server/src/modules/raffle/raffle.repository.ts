import type { Insertable, Selectable } from 'kysely';

import type { RaffleTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type RaffleRow = Selectable<RaffleTable>;
export type RaffleInsert = Omit<Insertable<RaffleTable>, 'id'>;

/** Raffles not drawn, and those drawn in the last `sinceDrawn`, newest first. */
export function selectRecentRaffles(db: Executor, sinceDrawn: number): Promise<RaffleRow[]> {
  return db
    .selectFrom('raffle')
    .selectAll()
    .where((eb) => eb.or([eb('status', '=', 'OPEN'), eb('drawn_at', '>=', sinceDrawn)]))
    .orderBy('id', 'desc')
    .execute();
}

export function selectRaffle(db: Executor, id: number): Promise<RaffleRow | undefined> {
  return db.selectFrom('raffle').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertRaffleOnce(db: Executor, raffle: RaffleInsert): Promise<void> {
  await db
    .insertInto('raffle')
    .values(raffle)
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
}

/** The open raffles whose draw time has come. */
export function selectDueRaffles(db: Executor, now: number): Promise<RaffleRow[]> {
  return db
    .selectFrom('raffle')
    .selectAll()
    .where('status', '=', 'OPEN')
    .where('draw_at', '<=', now)
    .execute();
}

/** Adds `count` to the raffle's ticket counter (row-locked until commit) and answers the new count. */
export async function advanceTicketCount(db: Executor, raffleId: number, count: number): Promise<number> {
  const row = await db
    .updateTable('raffle')
    .set((eb) => ({ ticket_count: eb('ticket_count', '+', count) }))
    .where('id', '=', raffleId)
    .where('status', '=', 'OPEN')
    .returning('ticket_count')
    .executeTakeFirst();
  if (row === undefined) {
    throw new Error('raffle: the counter of a raffle not open');
  }
  return row.ticket_count;
}

export async function insertTickets(
  db: Executor,
  tickets: readonly { raffle_id: number; ticket_no: number; member_id: number; claimed_at: number }[],
): Promise<void> {
  if (tickets.length > 0) {
    await db
      .insertInto('raffle_ticket')
      .values([...tickets])
      .execute();
  }
}

/** The ticket numbers of one member in some raffles. */
export function selectMemberTickets(
  db: Executor,
  memberId: number,
  raffleIds: readonly number[],
): Promise<{ raffle_id: number; ticket_no: number }[]> {
  if (raffleIds.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .selectFrom('raffle_ticket')
    .select(['raffle_id', 'ticket_no'])
    .where('member_id', '=', memberId)
    .where('raffle_id', 'in', raffleIds)
    .orderBy('ticket_no')
    .execute();
}

/** Who holds each ticket of a raffle, by number. */
export async function selectTicketHolders(db: Executor, raffleId: number, numbers: readonly number[]) {
  if (numbers.length === 0) {
    return new Map<number, number>();
  }
  const rows = await db
    .selectFrom('raffle_ticket')
    .select(['ticket_no', 'member_id'])
    .where('raffle_id', '=', raffleId)
    .where('ticket_no', 'in', numbers)
    .execute();
  return new Map(rows.map((row) => [row.ticket_no, row.member_id]));
}

/** OPEN → DRAWN with the result, once; answers whether it changed. */
export async function markRaffleDrawn(db: Executor, id: number, result: readonly number[], now: number) {
  const changed = await db
    .updateTable('raffle')
    .set({ status: 'DRAWN', result: JSON.stringify(result), drawn_at: now })
    .where('id', '=', id)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}

/** Every raffle, newest first (the back office). */
export function selectAllRaffles(db: Executor): Promise<RaffleRow[]> {
  return db.selectFrom('raffle').selectAll().orderBy('id', 'desc').execute();
}

export async function insertRaffle(db: Executor, raffle: RaffleInsert): Promise<number> {
  const row = await db.insertInto('raffle').values(raffle).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Changes a raffle's terms while it is open and no ticket is taken (the commitment, anchor and seed, stays);
 * answers whether it changed.
 */
export async function updateOpenRaffle(
  db: Executor,
  id: number,
  values: Pick<
    RaffleInsert,
    | 'texts'
    | 'starts_at'
    | 'ends_at'
    | 'draw_at'
    | 'valid_bet_per_ticket'
    | 'max_tickets_per_member'
    | 'prizes'
  >,
): Promise<boolean> {
  const result = await db
    .updateTable('raffle')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', 'OPEN')
    .where('ticket_count', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
