import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { toLiteral } from '../../db/postgres-statement-list';
import type { Statement } from '../../db/prepared-query';
import { createTestDatabase, describeIntegration, getTestDialect } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';
import { selectBetRecordsForUpdate } from '../bets/bets.repository';
import { selectRecordedCalls } from './vendor-wallet.repository';

/**
 * The wallet's key searches as each database plans them: on PostgreSQL as a lane connection does, once, while the
 * tables are still empty (migrations 0014, 0015); on SQLite at each run, one key at a time. A search must find its rows by
 * its whole key: an index used by vendor_code alone reads every row of the vendor.
 */
describeIntegration('wallet key searches', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  async function explain(statement: Statement<unknown>): Promise<string> {
    const query = statement.query;
    if (query === undefined) {
      throw new Error('no statement');
    }
    const { lanes } = database.handle;
    if (getTestDialect() === 'sqlite') {
      const { rows } = await lanes.db.executeQuery<{ detail: string }>({
        ...query,
        sql: `explain query plan ${query.sql}`,
      });
      return rows.map((row) => row.detail).join('\n');
    }
    // One lane connection: the statement prepared, and its generic plan shown, as the lanes make it.
    return lanes.db.connection().execute(async (connection) => {
      await sql.raw(`prepare plan_check as ${query.sql}`).execute(connection);
      try {
        const values = query.parameters.map(toLiteral).join(', ');
        const { rows } = await sql
          .raw<{ 'QUERY PLAN': string }>(`explain execute plan_check(${values})`)
          .execute(connection);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await sql.raw('deallocate plan_check').execute(connection);
      }
    });
  }

  /** The index searches of a plan, each with the columns it searches by. */
  function indexSearches(plan: string): string[] {
    if (getTestDialect() === 'sqlite') {
      return plan.split('\n').filter((line) => /USING (COVERING )?INDEX/.test(line));
    }
    const lines = plan.split('\n');
    return lines.flatMap((line, index) =>
      line.includes('Index Scan using') ? [`${line.trim()} ${lines[index + 1]?.trim() ?? ''}`] : [],
    );
  }

  /**
   * The searches that search by `column` (an index condition on it: `column=?` on SQLite, `(column)::text =` or
   * `(column =` on PostgreSQL), not a column whose name ends with it, nor a value compared with it.
   */
  function searchesBy(searches: string[], column: string): string[] {
    const condition = new RegExp(`(^|[^_.a-z])${column}\\)?(::text)? ?=`);
    return searches.filter((search) => condition.test(search));
  }

  it('finds a call by vendor and id, and the calls that reference it by vendor and reference', async () => {
    const key = { vendor_code: 'DEMO', transaction_id: 'bet-1' };
    const plan = await explain(
      selectRecordedCalls(database.handle.lanes.db, { named: [key], referenced: [key] }),
    );
    const searches = indexSearches(plan);
    expect(searches.length, plan).toBeGreaterThanOrEqual(2);
    const byId = searchesBy(searches, 'transaction_id');
    const byReference = searchesBy(searches, 'ref_transaction_id');
    expect(byId.length, plan).toBeGreaterThanOrEqual(1);
    expect(byReference.length, plan).toBeGreaterThanOrEqual(1);
    for (const search of [...byId, ...byReference]) {
      expect(searchesBy([search], 'vendor_code'), plan).toHaveLength(1);
    }
    // The id search never goes through the reference index, and the reference search goes through the index of
    // rollbacks alone (migration 0015).
    for (const search of byId) {
      expect(search, plan).not.toMatch(/seamless_transaction_rollback_ref/);
    }
    for (const search of byReference) {
      expect(search, plan).toMatch(/seamless_transaction_rollback_ref/);
    }
  });

  it('finds a bet record by vendor and id, and the latest of a round by vendor, round and member', async () => {
    const plan = await explain(
      selectBetRecordsForUpdate(database.handle.lanes.db, [
        { vendor_code: 'DEMO', transaction_id: 'bet-1', round_id: '', member_id: 0, is_latest_in_round: 0 },
        { vendor_code: 'DEMO', transaction_id: '', round_id: 'round-1', member_id: 7, is_latest_in_round: 1 },
      ]),
    );
    const searches = indexSearches(plan);
    const byRound = searchesBy(searches, 'round_id');
    const byId = searchesBy(searches, 'transaction_id');
    expect(byRound.length, plan).toBeGreaterThanOrEqual(1);
    expect(byId.length, plan).toBeGreaterThanOrEqual(1);
    for (const search of byRound) {
      expect(searchesBy([search], 'member_id'), plan).toHaveLength(1);
      expect(searchesBy([search], 'vendor_code'), plan).toHaveLength(1);
    }
    for (const search of byId) {
      expect(searchesBy([search], 'vendor_code'), plan).toHaveLength(1);
      expect(search, plan).not.toMatch(/bet_record_round/);
    }
  });
});
