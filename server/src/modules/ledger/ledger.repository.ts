import type { Expression, ExpressionBuilder, Insertable, Selectable, SqlBool } from 'kysely';

import { prepareQuery } from '../../db/prepared-query';
import type { Parameter } from '../../db/prepared-query';
import type { Database, LedgerAccountTable, LedgerTransferTable } from '../../db/schema';
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

const selectAccountByCodeQuery = prepareQuery<{ code: string }, LedgerAccountRow>((db, parameter) =>
  db.selectFrom('ledger_account').selectAll().where('code', '=', parameter('code')),
);

/** An account by its unique code. */
export async function selectAccountByCode(db: Executor, code: string): Promise<LedgerAccountRow | undefined> {
  return (await selectAccountByCodeQuery(db, { code })).rows[0];
}

/** Accounts by id (missing ids are simply absent from the answer). */
export async function selectAccountsByIds(db: Executor, ids: readonly number[]): Promise<LedgerAccountRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return db.selectFrom('ledger_account').selectAll().where('id', 'in', ids).execute();
}

const selectAccountBalanceQuery = prepareQuery((db, parameter: Parameter<{ id: number }>) =>
  db.selectFrom('ledger_account').select('balance').where('id', '=', parameter('id')),
);

/** An account's balance, or undefined when the account does not exist. */
export async function selectAccountBalance(db: Executor, id: number): Promise<number | undefined> {
  return (await selectAccountBalanceQuery(db, { id })).rows[0]?.balance;
}

/**
 * Takes an account's row lock without changing it (PostgreSQL locks the row until commit; SQLite already holds
 * the database write lock). Dialect-neutral, unlike SELECT … FOR UPDATE.
 */
export async function lockAccount(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('ledger_account')
    .set((update) => ({ balance: update.ref('balance') }))
    .where('id', '=', id)
    .execute();
}

/** An account's balance and currency right after an update. */
export interface UpdatedAccount {
  balance: number;
  currency: string;
}

interface AmountChange {
  id: number;
  amount: number;
}

interface BalanceChange extends AmountChange {
  /** The transfer's idempotency key: the guarded updates change nothing once it is posted. */
  idempotencyKey: string;
}

const debitQuery = prepareQuery((db, parameter: Parameter<AmountChange>) =>
  db
    .updateTable('ledger_account')
    .set((update) => ({ balance: update('balance', '-', parameter('amount')) }))
    .where('id', '=', parameter('id'))
    .where((where) =>
      where.or([where('allow_negative', '=', 1), where('balance', '>=', parameter('amount'))]),
    )
    .returning(['balance', 'currency']),
);

/** No transfer is posted under the idempotency key: the replay check folded into a balance update. */
function isNotPosted(
  where: ExpressionBuilder<Database, 'ledger_account'>,
  idempotencyKey: Expression<string>,
): Expression<SqlBool> {
  return where.not(
    where.exists(
      where.selectFrom('ledger_transfer').select('id').where('idempotency_key', '=', idempotencyKey),
    ),
  );
}

const debitUnlessPostedQuery = prepareQuery((db, parameter: Parameter<BalanceChange>) =>
  db
    .updateTable('ledger_account')
    .set((update) => ({ balance: update('balance', '-', parameter('amount')) }))
    .where('id', '=', parameter('id'))
    .where((where) =>
      where.or([where('allow_negative', '=', 1), where('balance', '>=', parameter('amount'))]),
    )
    .where((where) => isNotPosted(where, parameter('idempotencyKey')))
    .returning(['balance', 'currency']),
);

const creditQuery = prepareQuery((db, parameter: Parameter<AmountChange>) =>
  db
    .updateTable('ledger_account')
    .set((update) => ({ balance: update('balance', '+', parameter('amount')) }))
    .where('id', '=', parameter('id'))
    .returning(['balance', 'currency']),
);

const creditUnlessPostedQuery = prepareQuery((db, parameter: Parameter<BalanceChange>) =>
  db
    .updateTable('ledger_account')
    .set((update) => ({ balance: update('balance', '+', parameter('amount')) }))
    .where('id', '=', parameter('id'))
    .where((where) => isNotPosted(where, parameter('idempotencyKey')))
    .returning(['balance', 'currency']),
);

/**
 * Takes `amount` from an account if it may go negative or holds at least `amount`, in one conditional
 * statement; answers the new balance and the account's currency, or undefined when nothing was taken.
 */
export async function debitAccount(
  db: Executor,
  id: number,
  amount: number,
): Promise<UpdatedAccount | undefined> {
  return (await debitQuery(db, { id, amount })).rows[0];
}

/** Adds `amount` to an account; answers the new balance and currency, or undefined when there is no account. */
export async function creditAccount(
  db: Executor,
  id: number,
  amount: number,
): Promise<UpdatedAccount | undefined> {
  return (await creditQuery(db, { id, amount })).rows[0];
}

/**
 * debitAccount, or creditAccount when `direction` says so, that changes nothing when a transfer under
 * `idempotencyKey` exists: the first statement of a transfer that is most likely new, so that checking for a
 * replay costs no statement of its own. Undefined when nothing changed, for any of the reasons.
 */
export async function changeBalanceUnlessPosted(
  db: Executor,
  direction: 'debit' | 'credit',
  change: BalanceChange,
): Promise<UpdatedAccount | undefined> {
  const query = direction === 'debit' ? debitUnlessPostedQuery : creditUnlessPostedQuery;
  return (await query(db, change)).rows[0];
}

/** Transfers already posted under any of `keys`. */
export async function selectTransfersByKeys(
  db: Executor,
  keys: readonly string[],
): Promise<LedgerTransferRow[]> {
  if (keys.length === 0) {
    return [];
  }
  return db.selectFrom('ledger_transfer').selectAll().where('idempotency_key', 'in', keys).execute();
}

const insertTransferQuery = prepareQuery((db, parameter: Parameter<LedgerTransferInsert>) =>
  db
    .insertInto('ledger_transfer')
    .values({
      idempotency_key: parameter('idempotency_key'),
      kind: parameter('kind'),
      reference: parameter('reference'),
      batch_id: parameter('batch_id'),
      debit_account_id: parameter('debit_account_id'),
      credit_account_id: parameter('credit_account_id'),
      amount: parameter('amount'),
      debit_balance_after: parameter('debit_balance_after'),
      credit_balance_after: parameter('credit_balance_after'),
      payload_hash: parameter('payload_hash'),
      metadata: parameter('metadata'),
      created_at: parameter('created_at'),
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id'),
);

/**
 * Inserts a transfer and answers its id; undefined when its idempotency key was committed meanwhile by
 * another transaction (PostgreSQL waits for that transaction, then skips the row instead of failing ours).
 */
export async function insertTransfer(
  db: Executor,
  transfer: LedgerTransferInsert,
): Promise<number | undefined> {
  return (await insertTransferQuery(db, transfer)).rows[0]?.id;
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
