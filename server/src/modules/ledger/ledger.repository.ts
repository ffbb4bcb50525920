import type { Compilable, Insertable, Selectable } from 'kysely';

import { lockOnPostgres } from '../../db/dialect';
import { columnNamesOf, prepareQuery, selectEveryRow, toStatement } from '../../db/prepared-query';
import type { Parameter, Statement } from '../../db/prepared-query';
import type { LedgerAccountTable, LedgerTransferTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** A ledger_account row; mapped by the service before it goes anywhere. */
export type LedgerAccountRow = Selectable<LedgerAccountTable>;
/** A ledger_transfer row. */
export type LedgerTransferRow = Selectable<LedgerTransferTable>;
/** The columns of a new ledger_transfer row, every one given. */
export type LedgerTransferInsert = Omit<LedgerTransferRow, 'id'>;

/** Inserts an account unless its code exists already (a concurrent insert of the same code is not an error). */
export async function insertAccountIfAbsent(
  db: Executor,
  account: Omit<Insertable<LedgerAccountTable>, 'id' | 'balance'>,
): Promise<void> {
  await db
    .insertInto('ledger_account')
    .values(account)
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
}

/** Inserts accounts whose codes do not exist yet, in one statement per 500 (concurrent inserts are not an error). */
export async function insertAccountsIfAbsent(
  db: Executor,
  accounts: readonly Omit<Insertable<LedgerAccountTable>, 'id' | 'balance'>[],
): Promise<void> {
  for (let start = 0; start < accounts.length; start += 500) {
    await db
      .insertInto('ledger_account')
      .values(accounts.slice(start, start + 500))
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
  }
}

const selectAccountsByCodesQuery = prepareQuery(
  (db, _parameter: Parameter<{ codes: { code: string }[] }>, { dialect, rows, rowValue }) => {
    const query = db.selectFrom('ledger_account').selectAll();
    return dialect === 'sqlite'
      ? // Run once per code, along its unique index.
        query.where('code', '=', rowValue('codes', 'code'))
      : query.where('code', 'in', (eb) =>
          eb.selectFrom(rows('codes', { code: 'text' })).select('codes.code'),
        );
  },
);

/** Accounts by their codes, in one statement whatever their number (a row list). */
export async function selectAccountsByCodes(
  db: Executor,
  codes: readonly string[],
): Promise<LedgerAccountRow[]> {
  if (codes.length === 0) {
    return [];
  }
  return (await selectAccountsByCodesQuery(db, { codes: codes.map((code) => ({ code })) })).rows;
}

const selectAccountByCodeQuery = prepareQuery<{ code: string }, LedgerAccountRow>((db, parameter) =>
  db.selectFrom('ledger_account').selectAll().where('code', '=', parameter('code')),
);

/** An account by its unique code. */
export async function selectAccountByCode(db: Executor, code: string): Promise<LedgerAccountRow | undefined> {
  return (await selectAccountByCodeQuery(db, { code })).rows[0];
}

const selectAccountBalanceQuery = prepareQuery((db, parameter: Parameter<{ id: number }>) =>
  db.selectFrom('ledger_account').select('balance').where('id', '=', parameter('id')),
);

/** An account's balance, or undefined when the account does not exist. */
export async function selectAccountBalance(db: Executor, id: number): Promise<number | undefined> {
  return (await selectAccountBalanceQuery(db, { id })).rows[0]?.balance;
}

/** Many accounts' balances, by account id (accounts that do not exist are absent). */
export async function selectAccountBalances(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const balances = new Map<number, number>();
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = await db
      .selectFrom('ledger_account')
      .select(['id', 'balance'])
      .where('id', 'in', ids.slice(start, start + 1000))
      .execute();
    for (const row of rows) {
      balances.set(Number(row.id), Number(row.balance));
    }
  }
  return balances;
}

/** An account as a ledger book holds it while posting: read, and on PostgreSQL locked, until commit. */
export type BookAccountRow = Pick<LedgerAccountRow, 'id' | 'currency' | 'balance' | 'allow_negative'>;

const selectAccountsForUpdateQuery = prepareQuery(
  (db, _parameter: Parameter<{ accounts: { id: number }[] }>, { dialect, rows, rowValue }) => {
    if (dialect === 'sqlite') {
      // Run once per id, in the order given.
      return db
        .selectFrom('ledger_account')
        .select(['id', 'currency', 'balance', 'allow_negative'])
        .where('id', '=', rowValue('accounts', 'id'));
    }
    const query = db
      .selectFrom('ledger_account')
      .select(['id', 'currency', 'balance', 'allow_negative'])
      .where('id', 'in', (eb) => eb.selectFrom(rows('accounts', { id: 'bigint' })).select('accounts.id'))
      // Ascending id order, always: two transactions meeting on the same accounts wait, never deadlock.
      .orderBy('id');
    return lockOnPostgres(query, dialect);
  },
);

/**
 * Accounts by id (give them in ascending id order); on PostgreSQL their rows stay locked until the transaction
 * ends. Missing ids are absent from the answer.
 */
export function selectAccountsForUpdate(db: Executor, ids: readonly number[]): Statement<BookAccountRow[]> {
  return toStatement(
    db,
    selectAccountsForUpdateQuery,
    { accounts: ids.map((id) => ({ id })) },
    (result) => result.rows,
    ids.length === 0,
  );
}

/** A balance written by a ledger book: the new balance, and the one it read (the row must still hold it). */
export interface BalanceWrite {
  id: number;
  balance: number;
  read_balance: number;
}

const updateBalancesQuery = prepareQuery(
  (db, _parameter: Parameter<{ balances: BalanceWrite[] }>, { dialect, rows, rowValue }) =>
    dialect === 'sqlite'
      ? // Run once per row: the row's values as plain parameters, no table to join.
        db
          .updateTable('ledger_account')
          .set({ balance: rowValue('balances', 'balance') })
          .where('id', '=', rowValue('balances', 'id'))
          .where('balance', '=', rowValue('balances', 'read_balance'))
      : db
          .updateTable('ledger_account')
          .from(rows('balances', { id: 'bigint', balance: 'bigint', read_balance: 'bigint' }))
          .set((eb) => ({ balance: eb.ref('balances.balance') }))
          .whereRef('ledger_account.id', '=', 'balances.id')
          .whereRef('ledger_account.balance', '=', 'balances.read_balance'),
);

/**
 * Writes new balances in one statement, each only where the row still holds the balance read; answers how many
 * rows changed (fewer than asked means another writer got in between, and the caller's transaction must roll
 * back). The no-overdraft CHECK refuses a forbidden negative balance here too.
 */
export function updateBalances(db: Executor, balances: readonly BalanceWrite[]): Statement<number> {
  return toStatement(
    db,
    updateBalancesQuery,
    { balances: [...balances] },
    (result) => Number(result.numAffectedRows ?? 0),
    balances.length === 0,
  );
}

const selectTransfersByKeysQuery = prepareQuery(
  (db, _parameter: Parameter<{ keys: { key: string }[] }>, { dialect, rows, rowValue }) => {
    const query = db.selectFrom('ledger_transfer').selectAll();
    return dialect === 'sqlite'
      ? // Run once per key, along its unique index.
        query.where('idempotency_key', '=', rowValue('keys', 'key'))
      : query.where('idempotency_key', 'in', (eb) =>
          eb.selectFrom(rows('keys', { key: 'text' })).select('keys.key'),
        );
  },
);

/** Transfers already posted under any of `keys`, in one statement whatever their number (a row list). */
export async function selectTransfersByKeys(
  db: Executor,
  keys: readonly string[],
): Promise<LedgerTransferRow[]> {
  if (keys.length === 0) {
    return [];
  }
  return (await selectTransfersByKeysQuery(db, { keys: keys.map((key) => ({ key })) })).rows;
}

const TRANSFER_COLUMNS = {
  idempotency_key: 'text',
  kind: 'text',
  reference: 'text',
  batch_id: 'text',
  debit_account_id: 'bigint',
  credit_account_id: 'bigint',
  amount: 'bigint',
  debit_balance_after: 'bigint',
  credit_balance_after: 'bigint',
  payload_hash: 'text',
  metadata: 'text',
  created_at: 'bigint',
} as const;

const insertTransfersQuery = prepareQuery(
  (
    db,
    _parameter: Parameter<{ transfers: LedgerTransferInsert[] }>,
    { dialect, rows },
  ): Compilable<{ id: number; idempotency_key: string }> => {
    const insert = db
      .insertInto('ledger_transfer')
      .columns(columnNamesOf(TRANSFER_COLUMNS))
      .expression((eb) => selectEveryRow(eb, rows('transfers', TRANSFER_COLUMNS)))
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing());
    // On SQLite each inserted row comes back with its id without RETURNING (prepareQuery).
    return dialect === 'sqlite' ? insert : insert.returning(['id', 'idempotency_key']);
  },
  { insertedRowsOnSqlite: true },
);

/**
 * Inserts transfers in one statement, in the order given (their ids ascend in that order); answers the id of
 * each key inserted. A key committed meanwhile by another transaction is skipped (PostgreSQL waits for that
 * transaction first) and missing from the answer.
 */
export function insertTransfers(
  db: Executor,
  transfers: readonly LedgerTransferInsert[],
): Statement<Map<string, number>> {
  return toStatement(
    db,
    insertTransfersQuery,
    { transfers: [...transfers] },
    (result) => new Map(result.rows.map((row) => [row.idempotency_key, row.id])),
    transfers.length === 0,
  );
}

/** Up to `limit` transfers that moved money in or out of an account, newest first, older than `beforeId`. */
export async function selectAccountTransfers(
  db: Executor,
  accountId: number,
  limit: number,
  beforeId: number | undefined,
): Promise<LedgerTransferRow[]> {
  let query = db
    .selectFrom('ledger_transfer')
    .selectAll()
    .where((where) =>
      where.or([where('debit_account_id', '=', accountId), where('credit_account_id', '=', accountId)]),
    );
  if (beforeId !== undefined) {
    query = query.where('id', '<', beforeId);
  }
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/**
 * What transfers of the given kinds credited to the members' main wallets in [from, to), per member, leaving out the
 * references that start with `excludeReferencePrefix` (index ledger_transfer_credit_time).
 */
export async function sumCreditsToMembers(
  db: Executor,
  memberIds: readonly number[],
  filter: { kinds: readonly string[]; from: number; to: number; excludeReferencePrefix: string },
): Promise<{ owner_id: number; amount: number }[]> {
  if (memberIds.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('ledger_account')
    .innerJoin('ledger_transfer', 'ledger_transfer.credit_account_id', 'ledger_account.id')
    .select('ledger_account.owner_id')
    .select((eb) => eb.fn.sum<number | string>('ledger_transfer.amount').as('amount'))
    .where('ledger_account.owner_id', 'in', memberIds)
    .where('ledger_account.kind', '=', 'member_main')
    .where('ledger_transfer.created_at', '>=', filter.from)
    .where('ledger_transfer.created_at', '<', filter.to)
    .where('ledger_transfer.kind', 'in', filter.kinds)
    .where('ledger_transfer.reference', 'not like', `${filter.excludeReferencePrefix}%`)
    .groupBy('ledger_account.owner_id')
    .execute();
  return rows.map((row) => ({ owner_id: Number(row.owner_id), amount: Number(row.amount) }));
}

/** Every account a member owns of the given kinds. */
export async function selectMemberAccounts(
  db: Executor,
  memberId: number,
  kinds: readonly string[],
): Promise<LedgerAccountRow[]> {
  return db
    .selectFrom('ledger_account')
    .selectAll()
    .where('owner_id', '=', memberId)
    .where('kind', 'in', kinds)
    .orderBy('id')
    .execute();
}
