import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The reward valid bet from totals kept when bets settle (docs/decisions/099-reward-valid-bet-from-totals.md,
 * issue 22): the daily pass read 10 million bet records of a day to find what 100,000 members' daily totals hold.
 * - `bet_daily_total.settled_stake`: the stake of the settled bets (not prizes, not open, not rolled back) of the
 *   total's member, day, vendor and game type, kept in the same statement as the other sums.
 * - `bet_record.is_round_repeat`: 1 when the member already had a record in the same vendor round when this one
 *   was written. Bets cover each other (decision 043) only in a round with two or more of them, one of which is
 *   then marked; the partial index finds a day's marked rows, whose rounds are the only ones the pass reads bet by
 *   bet. Ordinary bets (one per round) never enter it.
 * Existing rows are filled in from the records (`fillFromRecords`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bet_daily_total')
    .addColumn('settled_stake', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('bet_record')
    .addColumn('is_round_repeat', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await fillFromRecords(db);
  await db.schema
    .createIndex('bet_record_round_repeat')
    .on('bet_record')
    .column('day')
    .where(sql<boolean>`is_round_repeat = 1`)
    .execute();
}

/**
 * Fills both columns in from the bet records as they are (both at 0 before): the settled stake per total in one
 * grouped update, and the mark on every record that has an earlier one of its member's round.
 */
export async function fillFromRecords(db: Kysely<unknown>): Promise<void> {
  await sql`
    update bet_daily_total set settled_stake = settled.stake
    from (
      select member_id, day, vendor_code, game_type, sum(stake) as stake
      from bet_record
      where status = 'settled' and kind = 'bet'
      group by member_id, day, vendor_code, game_type
    ) as settled
    where bet_daily_total.member_id = settled.member_id and bet_daily_total.day = settled.day
      and bet_daily_total.vendor_code = settled.vendor_code and bet_daily_total.game_type = settled.game_type
  `.execute(db);
  await sql`
    update bet_record set is_round_repeat = 1
    where exists (
      select 1 from bet_record as earlier
      where earlier.round_id = bet_record.round_id and earlier.vendor_code = bet_record.vendor_code
        and earlier.member_id = bet_record.member_id and earlier.id < bet_record.id
    )
  `.execute(db);
}
