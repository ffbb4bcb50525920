import { sql } from 'kysely';

import type { Executor } from '../../db/transaction';

// Aggregate queries that check the ledger's invariants on a live database. Each answers in one statement (one
// snapshot, so concurrent posting cannot produce a false break) and aggregates with GROUP BY or window
// functions rather than per-row loops, so it stays fast on millions of transfers.

/** What one check looked at, how many of those broke, and the smallest id that broke. */
export interface CheckCounts {
  checked: number;
  broken: number;
  firstBrokenId: number | null;
}

interface CountsRow {
  checked: number | string | bigint;
  broken: number | string | bigint | null;
  first_broken_id: number | string | bigint | null;
}

function toCounts(row: CountsRow | undefined): CheckCounts {
  return {
    checked: Number(row?.checked ?? 0),
    broken: Number(row?.broken ?? 0),
    firstBrokenId:
      row?.first_broken_id === null || row?.first_broken_id === undefined
        ? null
        : Number(row.first_broken_id),
  };
}

/** Transfers whose amount is not positive, whose two sides are one account, a missing account, or two currencies. */
export async function countUnbalancedTransfers(db: Executor): Promise<CheckCounts> {
  const isBroken = sql`(t.amount <= 0 or t.debit_account_id = t.credit_account_id
    or d.id is null or c.id is null or d.currency <> c.currency)`;
  const { rows } = await sql<CountsRow>`
    select count(*) as checked,
      sum(case when ${isBroken} then 1 else 0 end) as broken,
      min(case when ${isBroken} then t.id end) as first_broken_id
    from ledger_transfer t
    left join ledger_account d on d.id = t.debit_account_id
    left join ledger_account c on c.id = t.credit_account_id`.execute(db);
  return toCounts(rows[0]);
}

/**
 * Accounts whose balance differs from the sum of the amounts credited to them minus the sum debited from them,
 * and the sum of every balance (zero in a closed double-entry ledger).
 */
export async function countBalanceMismatches(db: Executor): Promise<CheckCounts & { totalBalance: number }> {
  const isBroken = sql`a.balance <> coalesce(m.net, 0)`;
  const { rows } = await sql<CountsRow & { total_balance: number | string | bigint | null }>`
    select count(*) as checked,
      sum(case when ${isBroken} then 1 else 0 end) as broken,
      min(case when ${isBroken} then a.id end) as first_broken_id,
      cast(sum(a.balance) as bigint) as total_balance
    from ledger_account a
    left join (
      select account_id, sum(net) as net
      from (
        select credit_account_id as account_id, amount as net from ledger_transfer
        union all
        select debit_account_id as account_id, -amount as net from ledger_transfer
      ) movements
      group by account_id
    ) m on m.account_id = a.id`.execute(db);
  return { ...toCounts(rows[0]), totalBalance: Number(rows[0]?.total_balance ?? 0) };
}

/** Accounts below zero that do not allow it. */
export async function countOverdrafts(db: Executor): Promise<CheckCounts> {
  const isBroken = sql`(allow_negative = 0 and balance < 0)`;
  const { rows } = await sql<CountsRow>`
    select count(*) as checked,
      sum(case when ${isBroken} then 1 else 0 end) as broken,
      min(case when ${isBroken} then id end) as first_broken_id
    from ledger_account`.execute(db);
  return toCounts(rows[0]);
}

/** Transfers, and how many idempotency keys are used more than once (count minus count distinct). */
export async function countRepeatedIdempotencyKeys(db: Executor): Promise<CheckCounts> {
  const { rows } = await sql<{ checked: number | string | bigint; distinct_keys: number | string | bigint }>`
    select count(*) as checked, count(distinct idempotency_key) as distinct_keys
    from ledger_transfer`.execute(db);
  const checked = Number(rows[0]?.checked ?? 0);
  return { checked, broken: checked - Number(rows[0]?.distinct_keys ?? 0), firstBrokenId: null };
}

/**
 * Breaks in each account's balance_after chain: walking an account's transfers in id order, each balance_after
 * must equal the previous one (zero before the first) plus what that transfer moved in or out.
 */
export async function countBrokenChainLinks(db: Executor): Promise<CheckCounts> {
  const isBroken = sql`balance_after <> previous_balance_after + delta`;
  const { rows } = await sql<CountsRow>`
    select count(*) as checked,
      sum(case when ${isBroken} then 1 else 0 end) as broken,
      min(case when ${isBroken} then transfer_id end) as first_broken_id
    from (
      select transfer_id, balance_after, delta,
        lag(balance_after, 1, cast(0 as bigint)) over (partition by account_id order by transfer_id)
          as previous_balance_after
      from (
        select debit_account_id as account_id, id as transfer_id, debit_balance_after as balance_after,
          -amount as delta
        from ledger_transfer
        union all
        select credit_account_id as account_id, id as transfer_id, credit_balance_after as balance_after,
          amount as delta
        from ledger_transfer
      ) entries
    ) chain`.execute(db);
  return toCounts(rows[0]);
}

/** Accounts with transfers whose latest transfer's balance_after (on the account's side) differs from the balance. */
export async function countStaleLatestBalances(db: Executor): Promise<CheckCounts> {
  const isBroken = sql`(case when t.debit_account_id = a.id then t.debit_balance_after
    else t.credit_balance_after end) <> a.balance`;
  const { rows } = await sql<CountsRow>`
    select count(*) as checked,
      sum(case when ${isBroken} then 1 else 0 end) as broken,
      min(case when ${isBroken} then a.id end) as first_broken_id
    from ledger_account a
    join (
      select account_id, max(transfer_id) as transfer_id
      from (
        select debit_account_id as account_id, max(id) as transfer_id
        from ledger_transfer group by debit_account_id
        union all
        select credit_account_id as account_id, max(id) as transfer_id
        from ledger_transfer group by credit_account_id
      ) sides
      group by account_id
    ) latest on latest.account_id = a.id
    join ledger_transfer t on t.id = latest.transfer_id`.execute(db);
  return toCounts(rows[0]);
}

/**
 * Daily bet totals (member, day, vendor, game type) that differ from the sums of their bet records, in either
 * direction: a group of records without its total row, or a total row that no records explain. The first broken
 * id is the member's.
 */
export async function countDailyTotalMismatches(db: Executor): Promise<CheckCounts> {
  const { rows } = await sql<CountsRow>`
    with summed as (
      select member_id, day, vendor_code, game_type,
        sum(case when kind = 'bet' then 1 else 0 end) as bet_count,
        sum(stake) as stake,
        sum(case when status = 'rolled_back' then 0 else stake end) as valid_bet,
        sum(payout) as payout,
        sum(case when status = 'unsettled' then 0 when status = 'rolled_back' then payout
          else payout - stake end) as profit,
        sum(case when status = 'settled' and kind = 'bet' then stake else 0 end) as settled_stake
      from bet_record
      group by member_id, day, vendor_code, game_type
    ),
    compared as (
      select s.member_id,
        case when t.member_id is null or t.bet_count <> s.bet_count or t.stake <> s.stake
          or t.valid_bet <> s.valid_bet or t.payout <> s.payout or t.profit <> s.profit
          or t.settled_stake <> s.settled_stake then 1 else 0 end as broken
      from summed s
      left join bet_daily_total t on t.member_id = s.member_id and t.day = s.day
        and t.vendor_code = s.vendor_code and t.game_type = s.game_type
      union all
      select t.member_id, 1 as broken
      from bet_daily_total t
      where not exists (select 1 from bet_record r where r.member_id = t.member_id and r.day = t.day
        and r.vendor_code = t.vendor_code and r.game_type = t.game_type)
    )
    select count(*) as checked, sum(broken) as broken,
      min(case when broken = 1 then member_id end) as first_broken_id
    from compared`.execute(db);
  return toCounts(rows[0]);
}
