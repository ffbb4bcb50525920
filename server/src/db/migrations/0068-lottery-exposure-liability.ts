import type { Kysely } from 'kysely';

/**
 * What each number of an issue costs the platform, kept with its stake (docs/decisions/076-lottery-exposure-liability.md):
 * `liability`, what settlement pays on the number's bets each time it is drawn, at the odds recorded on the bets
 * (null on a number staked before this migration: the screen then estimates it at the odds in force, as before), and
 * `points`, the points staked on it by bets quoted in points (lô).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lottery_exposure').addColumn('liability', 'bigint').execute();
  await db.schema
    .alterTable('lottery_exposure')
    .addColumn('points', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
}
