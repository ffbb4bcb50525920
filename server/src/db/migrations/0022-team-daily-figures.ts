import type { Kysely } from 'kysely';

/**
 * The agent center's daily figures (docs/decisions/030-team-report-rollups.md): `agent_member_day` holds each
 * member's own figures of a report day, read from the same records as the member's own pages; `agent_team_day` the
 * sums over everyone below an agent, with the day's new and active members and, for active members over a range,
 * how many days before each active member had last been active (`active_gaps`). Both are rewritten whole for a day
 * by the team figures job, so running it twice changes nothing. Reports read these rows, never raw bets.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['agent_member_day', 'agent_team_day'] as const) {
    let builder = db.schema
      .createTable(table)
      .addColumn(table === 'agent_member_day' ? 'member_id' : 'agent_id', 'bigint', (column) =>
        column.notNull(),
      )
      .addColumn('day', 'integer', (column) => column.notNull());
    for (const column of [
      'deposits',
      'withdrawals',
      'bet_count',
      'bet_amount',
      'valid_bet',
      'payout',
      'profit_loss',
      'bonus',
      'rebate',
    ]) {
      builder = builder.addColumn(column, 'bigint', (definition) => definition.notNull().defaultTo(0));
    }
    if (table === 'agent_team_day') {
      builder = builder
        .addColumn('new_members', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('active_members', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('active_gaps', 'text', (column) => column.notNull().defaultTo('[]'))
        .addColumn('team_balance', 'bigint', (column) => column.notNull().defaultTo(0));
    }
    await builder
      .addPrimaryKeyConstraint(`${table}_key`, [
        table === 'agent_member_day' ? 'member_id' : 'agent_id',
        'day',
      ])
      .execute();
  }
  await db.schema
    .createIndex('agent_member_day_day')
    .on('agent_member_day')
    .columns(['day', 'member_id'])
    .execute();
  await db.schema.createIndex('agent_team_day_day').on('agent_team_day').column('day').execute();
  // The days whose team rows are up to date, and when they were computed.
  await db.schema
    .createTable('agent_rollup_day')
    .addColumn('day', 'integer', (column) => column.primaryKey())
    .addColumn('computed_at', 'bigint', (column) => column.notNull())
    .execute();
  // The last ledger transfer whose money the members' daily figures hold (transfers never change once written).
  await db.schema
    .createTable('agent_rollup_state')
    .addColumn('name', 'varchar(32)', (column) => column.primaryKey())
    .addColumn('value', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('member_created_at').on('member').column('created_at').execute();
}
