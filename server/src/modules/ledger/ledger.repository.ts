import type { Insertable, Selectable } from 'kysely';

import type { LedgerAccountTable, LedgerTransferTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** A ledger_account row; mapped by the service before it goes anywhere. */
export type LedgerAccountRow = Selectable<LedgerAccountTable>;
/** A ledger_transfer row. */
export type LedgerTransferRow = Selectable<LedgerTransferTable>;
/** The columns of a new ledger_transfer row. */
export type LedgerTransferInsert = Omit<Insertable<LedgerTransferTable>, 'id'>;

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

/** An account by its unique code. */
export async function selectAccountByCode(db: Executor, code: string): Promise<LedgerAccountRow | undefined> {
  return db.selectFrom('ledger_account').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Accounts by id (missing ids are simply absent from the answer). */
export async function selectAccountsByIds(db: Executor, ids: readonly number[]): Promise<LedgerAccountRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return db.selectFrom('ledger_account').selectAll().where('id', 'in', ids).execute();
}

/** An account's balance, or undefined when the account does not exist. */
export async function selectAccountBalance(db: Executor, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('ledger_account').select('balance').where('id', '=', id).executeTakeFirst();
  return row?.balance;
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

/**
 * Takes `amount` from an account if it may go negative or holds at least `amount`, in one conditional
 * statement; answers the new balance, or undefined when nothing was taken.
 */
export async function debitAccount(db: Executor, id: number, amount: number): Promise<number | undefined> {
  const row = await db
    .updateTable('ledger_account')
    .set((update) => ({ balance: update('balance', '-', amount) }))
    .where('id', '=', id)
    .where((where) => where.or([where('allow_negative', '=', 1), where('balance', '>=', amount)]))
    .returning('balance')
    .executeTakeFirst();
  return row?.balance;
}

/** Adds `amount` to an account; answers the new balance, or undefined when the account does not exist. */
export async function creditAccount(db: Executor, id: number, amount: number): Promise<number | undefined> {
  const row = await db
    .updateTable('ledger_account')
    .set((update) => ({ balance: update('balance', '+', amount) }))
    .where('id', '=', id)
    .returning('balance')
    .executeTakeFirst();
  return row?.balance;
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

/**
 * Inserts a transfer and answers its id; undefined when its idempotency key was committed meanwhile by
 * another transaction (PostgreSQL waits for that transaction, then skips the row instead of failing ours).
 */
export async function insertTransfer(
  db: Executor,
  transfer: LedgerTransferInsert,
): Promise<number | undefined> {
  const row = await db
    .insertInto('ledger_transfer')
    .values(transfer)
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
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
