import type { Selectable } from 'kysely';

import { prepareQuery, selectEveryRow } from '../../db/prepared-query';
import type { Parameter } from '../../db/prepared-query';
import type { LaunchTokenTable, SeamlessTransactionTable, VendorIntegrationTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** A vendor_integration row. */
export type VendorIntegrationRow = Selectable<VendorIntegrationTable>;
/** A launch_token row. */
export type LaunchTokenRow = Selectable<LaunchTokenTable>;
/** A seamless_transaction row. */
export type SeamlessTransactionRow = Selectable<SeamlessTransactionTable>;
/** The columns of a new seamless_transaction row, every one given (null where there is nothing). */
export type SeamlessTransactionInsert = Omit<SeamlessTransactionRow, 'id'>;

/** Every vendor's wallet configuration. */
export async function selectVendorIntegrations(db: Executor): Promise<VendorIntegrationRow[]> {
  return db.selectFrom('vendor_integration').selectAll().execute();
}

/** Inserts or replaces a vendor's wallet configuration. */
export async function upsertVendorIntegration(db: Executor, row: VendorIntegrationRow): Promise<void> {
  await db
    .insertInto('vendor_integration')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('vendor_code').doUpdateSet({
        wallet_mode: row.wallet_mode,
        secret: row.secret,
        launch_url: row.launch_url,
        api_url: row.api_url,
        enabled: row.enabled,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/** Stores a new launch token (by hash). */
export async function insertLaunchToken(db: Executor, row: LaunchTokenRow): Promise<void> {
  await db.insertInto('launch_token').values(row).execute();
}

/** A launch token by the hash of the token. */
export async function selectLaunchToken(
  db: Executor,
  tokenHash: string,
): Promise<LaunchTokenRow | undefined> {
  return db.selectFrom('launch_token').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Deletes launch tokens that expired before `before`; answers how many. */
export async function deleteExpiredLaunchTokens(db: Executor, before: number): Promise<number> {
  const result = await db.deleteFrom('launch_token').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const selectWalletMemberQuery = prepareQuery((db, parameter: Parameter<{ memberId: number }>) =>
  db.selectFrom('member').select(['id', 'status', 'type']).where('id', '=', parameter('memberId')),
);

/** What the wallet needs of a member: whether they exist and may play. */
export async function selectWalletMember(
  db: Executor,
  memberId: number,
): Promise<{ id: number; status: string; type: number } | undefined> {
  return (await selectWalletMemberQuery(db, { memberId })).rows[0];
}

/** A recorded call named by its vendor and the vendor's transaction id. */
export interface CallKey {
  vendor_code: string;
  transaction_id: string;
}

const CALL_KEY_COLUMNS = { vendor_code: 'text', transaction_id: 'text' } as const;

const selectRecordedCallsQuery = prepareQuery(
  (db, _parameter: Parameter<{ named: CallKey[]; referenced: CallKey[] }>, { rows }) =>
    db
      .selectFrom('seamless_transaction')
      .selectAll()
      .where((eb) =>
        eb(
          eb.refTuple('vendor_code', 'transaction_id'),
          'in',
          eb
            .selectFrom(rows('named', CALL_KEY_COLUMNS))
            .select(['named.vendor_code', 'named.transaction_id'])
            .$asTuple('vendor_code', 'transaction_id'),
        ),
      )
      // Two index searches (by id, by reference) rather than one condition with OR, which would scan.
      .unionAll((union) =>
        union
          .selectFrom('seamless_transaction')
          .selectAll()
          .where((eb) =>
            eb(
              eb.refTuple('vendor_code', 'ref_transaction_id'),
              'in',
              eb
                .selectFrom(rows('referenced', CALL_KEY_COLUMNS))
                .select(['referenced.vendor_code', 'referenced.transaction_id'])
                .$asTuple('vendor_code', 'transaction_id'),
            ),
          ),
      ),
  // Both searches could use either index (both begin with vendor_code): planned with the table as it is.
  { isPlannedPerRun: true },
);

/**
 * The calls recorded under any of the `named` transaction ids, and those that reference any of the `referenced`
 * ones (a bet's rollback, a tombstone waiting for it, its wins), in one read; a call found both ways comes twice.
 */
export async function selectRecordedCalls(
  db: Executor,
  keys: { named: readonly CallKey[]; referenced: readonly CallKey[] },
): Promise<SeamlessTransactionRow[]> {
  if (keys.named.length === 0 && keys.referenced.length === 0) {
    return [];
  }
  return (await selectRecordedCallsQuery(db, { named: [...keys.named], referenced: [...keys.referenced] }))
    .rows;
}

const selectMemberStatusesQuery = prepareQuery(
  (db, _parameter: Parameter<{ members: { id: number }[] }>, { rows }) =>
    db
      .selectFrom('member')
      .select(['id', 'status'])
      .where('id', 'in', (eb) => eb.selectFrom(rows('members', { id: 'bigint' })).select('members.id')),
);

/** The status of each existing member among `ids`. */
export async function selectMemberStatuses(
  db: Executor,
  ids: readonly number[],
): Promise<{ id: number; status: string }[]> {
  if (ids.length === 0) {
    return [];
  }
  return (await selectMemberStatusesQuery(db, { members: ids.map((id) => ({ id })) })).rows;
}

const CALL_COLUMNS = {
  vendor_code: 'text',
  transaction_id: 'text',
  kind: 'text',
  member_id: 'bigint',
  game_code: 'text',
  game_type: 'text',
  round_id: 'text',
  amount: 'bigint',
  ref_transaction_id: 'text',
  status: 'text',
  outcome: 'text',
  payload_hash: 'text',
  ledger_transfer_id: 'bigint',
  balance_after: 'bigint',
  created_at: 'bigint',
} as const;

const insertCallsQuery = prepareQuery(
  (db, _parameter: Parameter<{ calls: SeamlessTransactionInsert[] }>, { rows }) =>
    db
      .insertInto('seamless_transaction')
      .columns(Object.keys(CALL_COLUMNS) as (keyof typeof CALL_COLUMNS)[])
      .expression((eb) => selectEveryRow(eb, rows('calls', CALL_COLUMNS)))
      .onConflict((conflict) => conflict.columns(['vendor_code', 'transaction_id']).doNothing())
      .returning(['id', 'vendor_code', 'transaction_id']),
);

/**
 * Records calls in one statement; answers the id of each one recorded. A call whose vendor transaction id was
 * committed meanwhile by another transaction is skipped and missing from the answer.
 */
export async function insertCalls(
  db: Executor,
  calls: readonly SeamlessTransactionInsert[],
): Promise<(CallKey & { id: number })[]> {
  if (calls.length === 0) {
    return [];
  }
  return (await insertCallsQuery(db, { calls: [...calls] })).rows;
}

const markBetsRolledBackQuery = prepareQuery(
  (db, _parameter: Parameter<{ bets: { id: number }[] }>, { rows }) =>
    db
      .updateTable('seamless_transaction')
      .set({ status: 'ROLLED_BACK' })
      .where('id', 'in', (eb) => eb.selectFrom(rows('bets', { id: 'bigint' })).select('bets.id'))
      .where('kind', '=', 'bet')
      .where('status', '=', 'OK'),
);

/** Marks recorded bets as reversed where they were not already; answers how many this call marked. */
export async function markBetsRolledBack(db: Executor, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) {
    return 0;
  }
  const result = await markBetsRolledBackQuery(db, { bets: ids.map((id) => ({ id })) });
  return Number(result.numAffectedRows ?? 0);
}
