import { sql } from 'kysely';

import type { Executor } from '../../db/transaction';
import { treePairs } from '../team-tree/team-tree.service';
import { FIGURE_COLUMNS } from './agents.repository';
import type { FigureRow } from './agents.repository';

const CHUNK = 400;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) {
    result.push(items.slice(start, start + CHUNK));
  }
  return result;
}

/** When the daily figures were last brought up to date (the newest `computed_at`), if ever. */
export async function selectLastComputedAt(db: Executor): Promise<number | undefined> {
  const row = await db
    .selectFrom('agent_rollup_day')
    .select((select) => select.fn.max('computed_at').as('computed_at'))
    .executeTakeFirst();
  return row?.computed_at === null || row?.computed_at === undefined ? undefined : Number(row.computed_at);
}

/** Forgets which days were rolled up, so that the next run rebuilds every day's team rows. */
export async function deleteRollupDays(db: Executor): Promise<void> {
  await db.deleteFrom('agent_rollup_day').execute();
}

export async function selectState(db: Executor, name: string): Promise<number> {
  return (await selectStateOrUndefined(db, name)) ?? 0;
}

/** A state value, or undefined when it was never written. */
export async function selectStateOrUndefined(db: Executor, name: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('agent_rollup_state')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.value);
}

export async function upsertState(db: Executor, name: string, value: number): Promise<void> {
  await db
    .insertInto('agent_rollup_state')
    .values({ name, value })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value }))
    .execute();
}

/** Adds money figures to members' days (rows created at zero). */
export async function addMemberMoney(
  db: Executor,
  rows: readonly {
    member_id: number;
    day: number;
    deposits: number;
    withdrawals: number;
    bonus: number;
    rebate: number;
  }[],
): Promise<void> {
  for (const chunk of chunks(rows)) {
    await db
      .insertInto('agent_member_day')
      .values(chunk)
      .onConflict((conflict) =>
        conflict.columns(['member_id', 'day']).doUpdateSet({
          deposits: sql`agent_member_day.deposits + excluded.deposits`,
          withdrawals: sql`agent_member_day.withdrawals + excluded.withdrawals`,
          bonus: sql`agent_member_day.bonus + excluded.bonus`,
          rebate: sql`agent_member_day.rebate + excluded.rebate`,
        }),
      )
      .execute();
  }
}

/** Replaces the bet figures of every member's row of a day with `rows` (members left out get zeros). */
export async function replaceMemberBets(
  db: Executor,
  day: number,
  rows: readonly {
    member_id: number;
    bet_count: number;
    bet_amount: number;
    valid_bet: number;
    payout: number;
    profit_loss: number;
  }[],
): Promise<void> {
  await db
    .updateTable('agent_member_day')
    .set({ bet_count: 0, bet_amount: 0, valid_bet: 0, payout: 0, profit_loss: 0 })
    .where('day', '=', day)
    .execute();
  for (const chunk of chunks(rows)) {
    await db
      .insertInto('agent_member_day')
      .values(chunk.map((row) => ({ ...row, day })))
      .onConflict((conflict) =>
        conflict.columns(['member_id', 'day']).doUpdateSet({
          bet_count: sql`excluded.bet_count`,
          bet_amount: sql`excluded.bet_amount`,
          valid_bet: sql`excluded.valid_bet`,
          payout: sql`excluded.payout`,
          profit_loss: sql`excluded.profit_loss`,
        }),
      )
      .execute();
  }
}

/** Days that have members' figures but no up-to-date team rows, within [fromDay, toDay]. */
export async function selectStaleDays(db: Executor, fromDay: number, toDay: number): Promise<number[]> {
  const rows = await db
    .selectFrom('agent_member_day')
    .select('agent_member_day.day')
    .distinct()
    .where('agent_member_day.day', '>=', fromDay)
    .where('agent_member_day.day', '<=', toDay)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('agent_rollup_day')
            .select('agent_rollup_day.day')
            .whereRef('agent_rollup_day.day', '=', 'agent_member_day.day'),
        ),
      ),
    )
    .execute();
  return rows.map((row) => Number(row.day));
}

/** Rewrites the team rows of a day: each upline's sums over everyone below it. */
export async function rebuildTeamFigures(db: Executor, day: number): Promise<void> {
  await db.deleteFrom('agent_team_day').where('day', '=', day).execute();
  const columns = FIGURE_COLUMNS.map((column) => sql.ref(column));
  const sums = FIGURE_COLUMNS.map((column) => sql`sum(${sql.ref(`agent_member_day.${column}`)})`);
  await sql`insert into agent_team_day (agent_id, day, ${sql.join(columns)})
    select tree.ancestor_id, ${day}, ${sql.join(sums)}
    from agent_member_day join (${treePairs(db)}) as tree on tree.member_id = agent_member_day.member_id
    where agent_member_day.day = ${day}
    group by tree.ancestor_id`.execute(db);
}

/** Upserts one column set of team rows of a day. */
async function upsertTeamColumns(
  db: Executor,
  day: number,
  rows: readonly Record<string, number | string>[],
  columns: readonly ('new_members' | 'active_members' | 'active_gaps' | 'team_balance')[],
): Promise<void> {
  for (const chunk of chunks(rows)) {
    await db
      .insertInto('agent_team_day')
      .values(chunk.map((row) => ({ ...row, day })) as never)
      .onConflict((conflict) =>
        conflict
          .columns(['agent_id', 'day'])
          .doUpdateSet(Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)]))),
      )
      .execute();
  }
}

/** Counts the members that joined in [from, to) for each of their uplines. */
export async function writeNewMembers(
  db: Executor,
  day: number,
  window: { from: number; to: number },
): Promise<void> {
  const rows = await db
    .selectFrom('member')
    .innerJoin(treePairs(db).as('tree'), 'tree.member_id', 'member.id')
    .select(['tree.ancestor_id', (select) => select.fn.countAll<number | string>().as('count')])
    .where('member.created_at', '>=', window.from)
    .where('member.created_at', '<', window.to)
    .groupBy('tree.ancestor_id')
    .execute();
  await upsertTeamColumns(
    db,
    day,
    rows.map((row) => ({ agent_id: Number(row.ancestor_id), new_members: Number(row.count) })),
    ['new_members'],
  );
}

/** The members that bet on a day, with the last day before it (within `lookBack` days) that they bet. */
export async function selectActiveMembers(
  db: Executor,
  day: number,
  lookBack: number,
): Promise<{ member_id: number; previous: number | null }[]> {
  const rows = await db
    .selectFrom('agent_member_day as current')
    .select([
      'current.member_id',
      (eb) =>
        eb
          .selectFrom('agent_member_day as earlier')
          .select((inner) => inner.fn.max('earlier.day').as('day'))
          .whereRef('earlier.member_id', '=', 'current.member_id')
          .where('earlier.day', '<', day)
          .where('earlier.day', '>=', day - lookBack)
          .where('earlier.bet_count', '>', 0)
          .as('previous'),
    ])
    .where('current.day', '=', day)
    .where('current.bet_count', '>', 0)
    .execute();
  return rows.map((row) => ({
    member_id: Number(row.member_id),
    previous: row.previous === null || row.previous === undefined ? null : Number(row.previous),
  }));
}

/** The uplines of some members: (member, upline) pairs. */
export async function selectUplinePairs(
  db: Executor,
  memberIds: readonly number[],
): Promise<{ descendant_id: number; ancestor_id: number }[]> {
  const result: { descendant_id: number; ancestor_id: number }[] = [];
  for (const chunk of chunks(memberIds)) {
    const rows = await db
      .selectFrom(treePairs(db).as('tree'))
      .select(['tree.member_id', 'tree.ancestor_id'])
      .where('tree.member_id', 'in', chunk)
      .execute();
    result.push(
      ...rows.map((row) => ({
        descendant_id: Number(row.member_id),
        ancestor_id: Number(row.ancestor_id),
      })),
    );
  }
  return result;
}

export async function writeActiveMembers(
  db: Executor,
  day: number,
  rows: readonly { agent_id: number; active_members: number; active_gaps: string }[],
): Promise<void> {
  await upsertTeamColumns(db, day, rows, ['active_members', 'active_gaps']);
}

/** The main-wallet balances below each upline, now, written on a day's team rows. */
export async function writeTeamBalances(db: Executor, day: number): Promise<void> {
  const rows = await db
    .selectFrom(treePairs(db).as('tree'))
    .innerJoin('ledger_account', (join) =>
      join
        .onRef('ledger_account.owner_id', '=', 'tree.member_id')
        .on('ledger_account.kind', '=', 'member_main'),
    )
    .select([
      'tree.ancestor_id',
      (select) => select.fn.sum<number | string>('ledger_account.balance').as('balance'),
    ])
    .groupBy('tree.ancestor_id')
    .execute();
  await upsertTeamColumns(
    db,
    day,
    rows.map((row) => ({ agent_id: Number(row.ancestor_id), team_balance: Number(row.balance) })),
    ['team_balance'],
  );
}

export async function upsertRollupDay(db: Executor, day: number, now: number): Promise<void> {
  await db
    .insertInto('agent_rollup_day')
    .values({ day, computed_at: now })
    .onConflict((conflict) => conflict.column('day').doUpdateSet({ computed_at: now }))
    .execute();
}

export type { FigureRow };
