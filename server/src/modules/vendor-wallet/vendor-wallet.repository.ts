import type { Compilable, Selectable } from 'kysely';
import { sql } from 'kysely';

import { prepareQuery, selectEveryRow, toStatement } from '../../db/prepared-query';
import type { Parameter, Statement } from '../../db/prepared-query';
import type { SeamlessTransactionTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** A seamless_transaction row. */
export type RecordedCallRow = Selectable<SeamlessTransactionTable>;
/** The columns of a new seamless_transaction row, every one given (null where there is nothing). */
export type RecordedCallInsert = Omit<RecordedCallRow, 'id'>;

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

/** A key of selectRecordedCalls: a transaction id the call is recorded under, or one it references. */
interface SearchKey extends CallKey {
  /** 1 for the calls that reference the transaction id, 0 for the call recorded under it. */
  is_reference: number;
}

/**
 * The one kind of call searched by the id it references, written into the search as a literal: a partial index is
 * used only by a search whose condition names its own (on PostgreSQL's generic plans too).
 */
const ROLLBACK = sql.lit('rollback');

const SEARCH_KEY_COLUMNS = { vendor_code: 'text', transaction_id: 'text', is_reference: 'bigint' } as const;

const selectRecordedCallsQuery = prepareQuery(
  (db, _parameter: Parameter<{ keys: SearchKey[] }>, { dialect, rows, rowValue }) => {
    if (dialect === 'sqlite') {
      // Run once per key: one of the two searches, by the key's own values.
      const vendorCode = rowValue('keys', 'vendor_code');
      const transactionId = rowValue('keys', 'transaction_id');
      const isReference = rowValue('keys', 'is_reference');
      return db
        .selectFrom('seamless_transaction')
        .selectAll()
        .where('vendor_code', '=', vendorCode)
        .where('transaction_id', '=', transactionId)
        .where(isReference, '=', 0)
        .unionAll((union) =>
          union
            .selectFrom('seamless_transaction')
            .selectAll()
            .where('vendor_code', '=', vendorCode)
            .where('ref_transaction_id', '=', transactionId)
            .where('kind', '=', ROLLBACK)
            .where(isReference, '=', 1),
        );
    }
    const namedKeys = db
      .selectFrom(rows('keys', SEARCH_KEY_COLUMNS))
      .select(['keys.vendor_code', 'keys.transaction_id'])
      .where('keys.is_reference', '=', 0)
      .$asTuple('vendor_code', 'transaction_id');
    return (
      db
        .selectFrom('seamless_transaction')
        .selectAll()
        .where((eb) => eb(eb.refTuple('vendor_code', 'transaction_id'), 'in', namedKeys))
        // Two index searches (by id, by reference) rather than one condition with OR, which would scan. The
        // rollbacks by reference are searched key by key (the subquery with OFFSET 0 is not merged into the join):
        // a plan made while the table is empty otherwise read the whole index of rollbacks for each key.
        .unionAll((union) =>
          union
            .selectFrom(rows('keys', SEARCH_KEY_COLUMNS))
            .innerJoinLateral(
              (eb) =>
                eb
                  .selectFrom('seamless_transaction')
                  .selectAll()
                  .whereRef('seamless_transaction.vendor_code', '=', 'keys.vendor_code')
                  .whereRef('seamless_transaction.ref_transaction_id', '=', 'keys.transaction_id')
                  .where('seamless_transaction.kind', '=', ROLLBACK)
                  .offset(0)
                  .as('calls'),
              (join) => join.onTrue(),
            )
            .selectAll('calls')
            .where('keys.is_reference', '=', 1),
        )
    );
  },
  // Planned once on the lanes: each search has an index only it can use (migrations 0014 and 0015).
);

/**
 * The calls recorded under any of the `named` transaction ids, and the rollbacks that reference any of the
 * `referenced` ones (a bet's rollback, or the tombstone waiting for it), in one read; a call found both ways comes
 * twice. Only rollbacks are searched by reference, so only they are in that index (migration 0015).
 */
export function selectRecordedCalls(
  db: Executor,
  keys: { named: readonly CallKey[]; referenced: readonly CallKey[] },
): Statement<RecordedCallRow[]> {
  const searched = [
    ...keys.named.map((key) => ({ ...key, is_reference: 0 })),
    ...keys.referenced.map((key) => ({ ...key, is_reference: 1 })),
  ];
  return toStatement(
    db,
    selectRecordedCallsQuery,
    { keys: searched },
    (result) => result.rows,
    searched.length === 0,
  );
}

const selectMemberStatusesQuery = prepareQuery(
  (db, _parameter: Parameter<{ members: { id: number }[] }>, { dialect, rows, rowValue }) =>
    dialect === 'sqlite'
      ? db.selectFrom('member').select(['id', 'status']).where('id', '=', rowValue('members', 'id'))
      : db
          .selectFrom('member')
          .select(['id', 'status'])
          .where('id', 'in', (eb) => eb.selectFrom(rows('members', { id: 'bigint' })).select('members.id')),
);

/** The status of each existing member among `ids`. */
export function selectMemberStatuses(
  db: Executor,
  ids: readonly number[],
): Statement<{ id: number; status: string }[]> {
  return toStatement(
    db,
    selectMemberStatusesQuery,
    { members: ids.map((id) => ({ id })) },
    (result) => result.rows,
    ids.length === 0,
  );
}

/**
 * A new call row as the wallet writes it: every column but the id, and instead of the ledger transfer's id the
 * key of the transfer (written before it, in the same transaction), whose id the insert looks up.
 */
export type CallInsert = Omit<RecordedCallInsert, 'ledger_transfer_id'> & {
  transfer_key: string | null;
};

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
  transfer_key: 'text',
  balance_after: 'bigint',
  created_at: 'bigint',
} as const;

const insertCallsQuery = prepareQuery(
  (
    db,
    _parameter: Parameter<{ calls: CallInsert[] }>,
    { dialect, rows },
  ): Compilable<CallKey & { id: number }> => {
    const insert = db
      .insertInto('seamless_transaction')
      .columns([
        'vendor_code',
        'transaction_id',
        'kind',
        'member_id',
        'game_code',
        'game_type',
        'round_id',
        'amount',
        'ref_transaction_id',
        'status',
        'outcome',
        'payload_hash',
        'ledger_transfer_id',
        'balance_after',
        'created_at',
      ])
      .expression((eb) =>
        selectEveryRow(eb, rows('calls', CALL_COLUMNS))
          .clearSelect()
          .select((select) => [
            'calls.vendor_code',
            'calls.transaction_id',
            'calls.kind',
            'calls.member_id',
            'calls.game_code',
            'calls.game_type',
            'calls.round_id',
            'calls.amount',
            'calls.ref_transaction_id',
            'calls.status',
            'calls.outcome',
            'calls.payload_hash',
            select
              .selectFrom('ledger_transfer')
              .select('ledger_transfer.id')
              .whereRef('ledger_transfer.idempotency_key', '=', 'calls.transfer_key')
              .as('ledger_transfer_id'),
            'calls.balance_after',
            'calls.created_at',
          ]),
      )
      .onConflict((conflict) => conflict.columns(['vendor_code', 'transaction_id']).doNothing());
    // On SQLite each inserted row comes back with its id without RETURNING (prepareQuery).
    return dialect === 'sqlite' ? insert : insert.returning(['id', 'vendor_code', 'transaction_id']);
  },
  { insertedRowsOnSqlite: true },
);

/**
 * Records calls in one statement; answers the id of each one recorded. A call whose vendor transaction id was
 * committed meanwhile by another transaction is skipped and missing from the answer.
 */
export function insertCalls(
  db: Executor,
  calls: readonly CallInsert[],
): Statement<(CallKey & { id: number })[]> {
  return toStatement(
    db,
    insertCallsQuery,
    { calls: [...calls] },
    (result) => result.rows,
    calls.length === 0,
  );
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
export function markBetsRolledBack(db: Executor, ids: readonly number[]): Statement<number> {
  return toStatement(
    db,
    markBetsRolledBackQuery,
    { bets: ids.map((id) => ({ id })) },
    (result) => Number(result.numAffectedRows ?? 0),
    ids.length === 0,
  );
}
