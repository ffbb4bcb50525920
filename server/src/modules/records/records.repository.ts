import { sql } from 'kysely';

import type { Executor } from '../../db/transaction';

/** One side of a ledger transfer that touched one of the member's wallets. */
export interface LedgerEntryRow {
  transfer_id: number;
  record_type: string;
  reference: string;
  metadata: string;
  account_id: number;
  /** Signed: positive arrived in the wallet, negative left it. */
  amount: number;
  balance_after: number;
  created_at: number;
}

/** Which entries a query reads. */
export interface LedgerEntryFilter {
  accountIds: readonly number[];
  /** created_at >= from */
  from: number;
  /** created_at < to */
  to: number;
  /** Record types to keep; undefined keeps every type. */
  recordTypes?: readonly string[] | undefined;
  /** How a withdrawal's references begin (the withdrawals module's format, WITHDRAWAL_REFERENCE_PREFIX). */
  withdrawalReferencePrefix: string;
}

/**
 * The record type of a transfer, as the member sees it: transfer_in and transfer_out are one `transfer`; a
 * withdrawal's `rollback` (its money coming back, its reference beginning `withdrawalReferencePrefix`) is a
 * `withdrawal`, or a `fee` when the house gives the fee back; any other kind is itself.
 */
function recordTypeOf(
  counterpartyTable: 'debit_account' | 'credit_account',
  withdrawalReferencePrefix: string,
) {
  const counterpartyKind = sql.ref(`${counterpartyTable}.kind`);
  const isWithdrawalRollback = sql`ledger_transfer.kind = 'rollback'
    and ledger_transfer.reference like ${`${withdrawalReferencePrefix}%`}`;
  return sql<string>`case
    when ledger_transfer.kind in ('transfer_in', 'transfer_out') then 'transfer'
    when ${isWithdrawalRollback} and ${counterpartyKind} = 'house' then 'fee'
    when ${isWithdrawalRollback} then 'withdrawal'
    else ledger_transfer.kind end`;
}

/**
 * Every side of a transfer that touched one of `accountIds` within the time range: money that arrived (the
 * credit side) and money that left (the debit side, amount negated). A transfer between two of the member's
 * wallets yields two entries, one per wallet.
 */
function selectEntries(db: Executor, filter: LedgerEntryFilter) {
  const arrived = db
    .selectFrom('ledger_transfer')
    .innerJoin('ledger_account as debit_account', 'debit_account.id', 'ledger_transfer.debit_account_id')
    .select([
      'ledger_transfer.id as transfer_id',
      recordTypeOf('debit_account', filter.withdrawalReferencePrefix).as('record_type'),
      'ledger_transfer.reference',
      'ledger_transfer.metadata',
      'ledger_transfer.credit_account_id as account_id',
      'ledger_transfer.amount',
      'ledger_transfer.credit_balance_after as balance_after',
      'ledger_transfer.created_at',
    ])
    .where('ledger_transfer.credit_account_id', 'in', filter.accountIds)
    .where('ledger_transfer.created_at', '>=', filter.from)
    .where('ledger_transfer.created_at', '<', filter.to);
  const left = db
    .selectFrom('ledger_transfer')
    .innerJoin('ledger_account as credit_account', 'credit_account.id', 'ledger_transfer.credit_account_id')
    .select([
      'ledger_transfer.id as transfer_id',
      recordTypeOf('credit_account', filter.withdrawalReferencePrefix).as('record_type'),
      'ledger_transfer.reference',
      'ledger_transfer.metadata',
      'ledger_transfer.debit_account_id as account_id',
      sql<number>`0 - ledger_transfer.amount`.as('amount'),
      'ledger_transfer.debit_balance_after as balance_after',
      'ledger_transfer.created_at',
    ])
    .where('ledger_transfer.debit_account_id', 'in', filter.accountIds)
    .where('ledger_transfer.created_at', '>=', filter.from)
    .where('ledger_transfer.created_at', '<', filter.to);
  let query = db.selectFrom(arrived.unionAll(left).as('entry'));
  if (filter.recordTypes !== undefined) {
    query = query.where('entry.record_type', 'in', filter.recordTypes);
  }
  return query;
}

/** How many entries match (0 when the member has no wallet or the type list is empty). */
export async function countLedgerEntries(db: Executor, filter: LedgerEntryFilter): Promise<number> {
  if (filter.accountIds.length === 0 || filter.recordTypes?.length === 0) {
    return 0;
  }
  const row = await selectEntries(db, filter)
    .select((select) => select.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A page of matching entries, newest first (one transfer's two entries ordered by wallet). */
export async function selectLedgerEntryPage(
  db: Executor,
  filter: LedgerEntryFilter,
  page: { limit: number; offset: number },
): Promise<LedgerEntryRow[]> {
  if (filter.accountIds.length === 0 || filter.recordTypes?.length === 0) {
    return [];
  }
  const rows = await selectEntries(db, filter)
    .selectAll('entry')
    .orderBy('entry.transfer_id', 'desc')
    .orderBy('entry.account_id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

/** The signed sum of the entries per record type. */
export async function sumLedgerEntriesByType(
  db: Executor,
  filter: LedgerEntryFilter,
): Promise<Map<string, number>> {
  if (filter.accountIds.length === 0) {
    return new Map();
  }
  const rows = await selectEntries(db, filter)
    .select(['entry.record_type', (select) => select.fn.sum<number | string>('entry.amount').as('total')])
    .groupBy('entry.record_type')
    .execute();
  return new Map(rows.map((row) => [row.record_type, Number(row.total)]));
}

/** One side of a transfer that touched a member's wallet, with the member (the agent center's daily figures). */
export interface MemberEntryRow {
  transfer_id: number;
  owner_id: number;
  record_type: string;
  /** Signed as in the account record. */
  amount: number;
  created_at: number;
}

/** The id of the last of the next `limit` transfers after `afterId` written before `before`; undefined for none. */
export async function selectTransferIdBound(
  db: Executor,
  filter: { afterId: number; before: number; limit: number },
): Promise<number | undefined> {
  const rows = await db
    .selectFrom('ledger_transfer')
    .select('id')
    .where('id', '>', filter.afterId)
    .where('created_at', '<', filter.before)
    .orderBy('id')
    .limit(filter.limit)
    .execute();
  const last = rows.at(-1);
  return last === undefined ? undefined : Number(last.id);
}

/**
 * Every side of the transfers with id in (afterId, throughId] that touched a member's main or vendor wallet, typed
 * as the account record types them, of the kinds in `kinds` only (other kinds are not read).
 */
export async function selectMemberEntriesBetween(
  db: Executor,
  filter: { afterId: number; throughId: number; kinds: readonly string[]; withdrawalReferencePrefix: string },
): Promise<MemberEntryRow[]> {
  const arrived = db
    .selectFrom('ledger_transfer')
    .innerJoin('ledger_account as member_account', 'member_account.id', 'ledger_transfer.credit_account_id')
    .innerJoin('ledger_account as debit_account', 'debit_account.id', 'ledger_transfer.debit_account_id')
    .select([
      'ledger_transfer.id as transfer_id',
      'member_account.owner_id as owner_id',
      recordTypeOf('debit_account', filter.withdrawalReferencePrefix).as('record_type'),
      sql<number>`ledger_transfer.amount`.as('amount'),
      'ledger_transfer.created_at',
    ])
    .where('ledger_transfer.id', '>', filter.afterId)
    .where('ledger_transfer.id', '<=', filter.throughId)
    .where('ledger_transfer.kind', 'in', filter.kinds)
    .where('member_account.kind', 'in', ['member_main', 'member_vendor']);
  const left = db
    .selectFrom('ledger_transfer')
    .innerJoin('ledger_account as member_account', 'member_account.id', 'ledger_transfer.debit_account_id')
    .innerJoin('ledger_account as credit_account', 'credit_account.id', 'ledger_transfer.credit_account_id')
    .select([
      'ledger_transfer.id as transfer_id',
      'member_account.owner_id as owner_id',
      recordTypeOf('credit_account', filter.withdrawalReferencePrefix).as('record_type'),
      sql<number>`0 - ledger_transfer.amount`.as('amount'),
      'ledger_transfer.created_at',
    ])
    .where('ledger_transfer.id', '>', filter.afterId)
    .where('ledger_transfer.id', '<=', filter.throughId)
    .where('ledger_transfer.kind', 'in', filter.kinds)
    .where('member_account.kind', 'in', ['member_main', 'member_vendor']);
  const rows = await arrived.unionAll(left).execute();
  return rows.map((row) => ({
    transfer_id: Number(row.transfer_id),
    owner_id: Number(row.owner_id),
    record_type: row.record_type,
    amount: Number(row.amount),
    created_at: Number(row.created_at),
  }));
}
