import { sql } from 'kysely';
import type { Kysely } from 'kysely';

import type { DialectHelpers } from '../dialect';

/**
 * Bet records and daily totals (docs/decisions/015-bet-records.md): one row per bet any seamless vendor placed,
 * kept up to date by the wallet call that settles or reverses it in the same transaction, and the sums of those
 * rows per member, report day, vendor and game type, which reports, turnover and agent contracts read instead
 * of scanning bets. Bets already in the wallet's records are carried over.
 */
export async function up(db: Kysely<unknown>, { addIdColumn }: DialectHelpers): Promise<void> {
  await addIdColumn(db.schema.createTable('bet_record'))
    .addColumn('member_id', 'bigint', (column) => column.notNull())
    .addColumn('vendor_code', 'varchar(32)', (column) => column.notNull())
    // The vendor's transaction id of the bet (of the win, for a prize that settles no bet).
    .addColumn('transaction_id', 'varchar(128)', (column) => column.notNull())
    // 'bet', or 'prize': a win that named no bet and found none of the member's in its round.
    .addColumn('kind', 'varchar(8)', (column) => column.notNull())
    .addColumn('game_code', 'varchar(64)', (column) => column.notNull())
    .addColumn('game_type', 'varchar(16)', (column) => column.notNull())
    .addColumn('round_id', 'varchar(128)', (column) => column.notNull())
    .addColumn('stake', 'bigint', (column) => column.notNull())
    // What the wins settling it paid, stake included.
    .addColumn('payout', 'bigint', (column) => column.notNull())
    .addColumn('win_count', 'integer', (column) => column.notNull())
    // 'unsettled' until a win (zero for a loss) settles it; 'rolled_back' once the vendor reversed it.
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    // The report day it was placed on: whole days since 1970-01-01 at the deployment's report offset.
    .addColumn('day', 'integer', (column) => column.notNull())
    .addColumn('placed_at', 'bigint', (column) => column.notNull())
    .addColumn('settled_at', 'bigint')
    .addUniqueConstraint('bet_record_vendor_transaction', ['vendor_code', 'transaction_id'])
    .execute();
  // The member's betting record and personal loss read by time; a win without a bet finds its round.
  await db.schema
    .createIndex('bet_record_member_time')
    .on('bet_record')
    .columns(['member_id', 'placed_at'])
    .execute();
  await db.schema
    .createIndex('bet_record_round')
    .on('bet_record')
    .columns(['vendor_code', 'round_id', 'member_id'])
    .execute();

  await db.schema
    .createTable('bet_daily_total')
    .addColumn('member_id', 'bigint', (column) => column.notNull())
    .addColumn('day', 'integer', (column) => column.notNull())
    .addColumn('vendor_code', 'varchar(32)', (column) => column.notNull())
    .addColumn('game_type', 'varchar(16)', (column) => column.notNull())
    .addColumn('bet_count', 'bigint', (column) => column.notNull())
    .addColumn('stake', 'bigint', (column) => column.notNull())
    .addColumn('valid_bet', 'bigint', (column) => column.notNull())
    .addColumn('payout', 'bigint', (column) => column.notNull())
    .addColumn('profit', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('bet_daily_total_key', ['member_id', 'day', 'vendor_code', 'game_type'])
    .execute();
  // Reports over many members read one day range.
  await db.schema.createIndex('bet_daily_total_day').on('bet_daily_total').column('day').execute();

  await carryOverBets(db);
}

/** Records the bets the wallet took before this release, and their daily totals, at UTC days. */
async function carryOverBets(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into bet_record (member_id, vendor_code, transaction_id, kind, game_code, game_type, round_id, stake,
      payout, win_count, status, day, placed_at, settled_at)
    select b.member_id, b.vendor_code, b.transaction_id, 'bet', b.game_code, b.game_type, b.round_id, b.amount,
      coalesce(w.payout, 0), coalesce(w.win_count, 0),
      case when b.status = 'ROLLED_BACK' then 'rolled_back' when w.win_count > 0 then 'settled' else 'unsettled' end,
      b.created_at / 86400000, b.created_at, w.settled_at
    from seamless_transaction b
    left join (
      select vendor_code, ref_transaction_id, sum(amount) as payout, count(*) as win_count,
        min(created_at) as settled_at
      from seamless_transaction
      where kind = 'win' and status = 'OK' and ref_transaction_id is not null
      group by vendor_code, ref_transaction_id
    ) w on w.vendor_code = b.vendor_code and w.ref_transaction_id = b.transaction_id
    where b.kind = 'bet' and b.status in ('OK', 'ROLLED_BACK')
  `.execute(db);
  await sql`
    insert into bet_daily_total (member_id, day, vendor_code, game_type, bet_count, stake, valid_bet, payout,
      profit)
    select member_id, day, vendor_code, game_type, count(*), sum(stake),
      sum(case when status = 'rolled_back' then 0 else stake end), sum(payout),
      sum(case when status = 'unsettled' then 0 when status = 'rolled_back' then payout else payout - stake end)
    from bet_record
    group by member_id, day, vendor_code, game_type
  `.execute(db);
}
