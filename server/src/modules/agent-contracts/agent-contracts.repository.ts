import type { Compilable, Selectable } from 'kysely';

import type {
  AgentContractSettlementTable,
  AgentContractTable,
  AgentContractVersionTable,
} from '../../db/schema';
import {
  columnNamesOf,
  prepareQuery,
  runStatements,
  selectEveryRow,
  toStatement,
} from '../../db/prepared-query';
import type { Parameter } from '../../db/prepared-query';
import type { Executor } from '../../db/transaction';

export type ContractRow = Selectable<AgentContractTable>;
export type VersionRow = Selectable<AgentContractVersionTable>;
export type SettlementRow = Selectable<AgentContractSettlementTable>;

/** The states that keep a contract open: one open contract of a kind per member (`open_key`). */
export const OPEN_STATUSES = ['OFFERED', 'ACTIVE', 'END_REQUESTED'];

export async function insertContract(db: Executor, row: Omit<ContractRow, 'id'>): Promise<number> {
  const inserted = await db
    .insertInto('agent_contract')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export function selectContract(db: Executor, id: number): Promise<ContractRow | undefined> {
  return db.selectFrom('agent_contract').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The member's open contract of a kind (from its upline), if any. */
export function selectOpenContract(
  db: Executor,
  memberId: number,
  kind: string,
): Promise<ContractRow | undefined> {
  return db
    .selectFrom('agent_contract')
    .selectAll()
    .where('open_key', '=', `${memberId}:${kind}`)
    .executeTakeFirst();
}

/** The open contracts of a kind a member gave to its direct downlines. */
export function selectGivenOpenContracts(
  db: Executor,
  uplineId: number,
  kind: string,
): Promise<ContractRow[]> {
  return db
    .selectFrom('agent_contract')
    .selectAll()
    .where('upline_id', '=', uplineId)
    .where('kind', '=', kind)
    .where('status', 'in', OPEN_STATUSES)
    .execute();
}

export async function updateContract(
  db: Executor,
  id: number,
  fromStatus: string,
  change: Partial<Pick<ContractRow, 'status' | 'open_key' | 'end_requested_by' | 'updated_at'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('agent_contract')
    .set(change)
    .where('id', '=', id)
    .where('status', '=', fromStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function selectContractPage(
  db: Executor,
  filter: { memberId?: number; side: 'GIVEN' | 'RECEIVED' | 'ALL'; kind?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: ContractRow[]; total: number }> {
  let query = db.selectFrom('agent_contract');
  const memberId = filter.memberId;
  if (memberId !== undefined) {
    if (filter.side === 'GIVEN') {
      query = query.where('upline_id', '=', memberId);
    } else if (filter.side === 'RECEIVED') {
      query = query.where('member_id', '=', memberId);
    } else {
      query = query.where((eb) => eb.or([eb('upline_id', '=', memberId), eb('member_id', '=', memberId)]));
    }
  }
  if (filter.kind !== undefined) {
    query = query.where('kind', '=', filter.kind);
  }
  const count = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
  return { rows, total: Number(count.total) };
}

export async function insertVersion(db: Executor, row: Omit<VersionRow, 'id'>): Promise<number> {
  const inserted = await db
    .insertInto('agent_contract_version')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Every version of the contracts, oldest first. */
export function selectVersions(db: Executor, contractIds: readonly number[]): Promise<VersionRow[]> {
  if (contractIds.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .selectFrom('agent_contract_version')
    .selectAll()
    .where('contract_id', 'in', contractIds)
    .orderBy('id')
    .execute();
}

export async function updateVersionStatus(
  db: Executor,
  id: number,
  status: string,
  effectiveFrom: number | null,
): Promise<void> {
  await db
    .updateTable('agent_contract_version')
    .set({ status, effective_from: effectiveFrom })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .execute();
}

export async function insertEvent(
  db: Executor,
  row: { contract_id: number; action: string; actor: string; actor_id: number; created_at: number },
): Promise<void> {
  await db.insertInto('agent_contract_event').values(row).execute();
}

export function selectEvents(db: Executor, contractId: number) {
  return db
    .selectFrom('agent_contract_event')
    .select(['action', 'actor', 'created_at'])
    .where('contract_id', '=', contractId)
    .orderBy('id')
    .execute();
}

/** Contracts of a kind that may owe a period starting before `before`: not rejected, created before it. */
export function selectSettlingContracts(db: Executor, kind: string, before: number): Promise<ContractRow[]> {
  return db
    .selectFrom('agent_contract')
    .selectAll()
    .where('kind', '=', kind)
    .where('status', 'in', ['ACTIVE', 'END_REQUESTED', 'ENDED'])
    .where('created_at', '<', before)
    .execute();
}

export async function selectCursor(db: Executor, kind: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('agent_contract_cursor')
    .select('settled_until')
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.settled_until);
}

export async function upsertCursor(db: Executor, kind: string, settledUntil: number): Promise<void> {
  await db
    .insertInto('agent_contract_cursor')
    .values({ kind, settled_until: settledUntil })
    .onConflict((conflict) => conflict.column('kind').doUpdateSet({ settled_until: settledUntil }))
    .execute();
}

const SETTLEMENT_COLUMNS = {
  contract_id: 'bigint',
  kind: 'text',
  upline_id: 'bigint',
  member_id: 'bigint',
  version_id: 'bigint',
  period_start: 'bigint',
  period_end: 'bigint',
  team_valid_bet: 'bigint',
  team_loss: 'bigint',
  active_members: 'bigint',
  rate: 'bigint',
  amount: 'bigint',
  paid_amount: 'bigint',
  is_house_paid: 'bigint',
  status: 'text',
  created_at: 'bigint',
  updated_at: 'bigint',
} as const;

const insertSettlementsQuery = prepareQuery(
  (
    db,
    _parameter: Parameter<{ bills: Omit<SettlementRow, 'id'>[] }>,
    { dialect, rows },
  ): Compilable<{ id: number; contract_id: number }> => {
    const insert = db
      .insertInto('agent_contract_settlement')
      .columns(columnNamesOf(SETTLEMENT_COLUMNS))
      .expression((eb) => selectEveryRow(eb, rows('bills', SETTLEMENT_COLUMNS)))
      .onConflict((conflict) => conflict.columns(['contract_id', 'period_start']).doNothing());
    // On SQLite each inserted row comes back with its id without RETURNING (prepareQuery).
    return dialect === 'sqlite' ? insert : insert.returning(['id', 'contract_id']);
  },
  { insertedRowsOnSqlite: true },
);

/**
 * Inserts bills in one statement, each unless its (contract, period) exists; answers the id of each bill inserted
 * by contract (a bill written meanwhile by another run is missing from the answer).
 */
export async function insertSettlements(
  db: Executor,
  bills: readonly Omit<SettlementRow, 'id'>[],
): Promise<Map<number, number>> {
  const [inserted] = await runStatements(db, [
    toStatement(
      db,
      insertSettlementsQuery,
      { bills: [...bills] },
      (result) => new Map(result.rows.map((row) => [Number(row.contract_id), Number(row.id)])),
      bills.length === 0,
    ),
  ]);
  return inserted;
}

/** A payment recorded on a bill (updateSettlementPayments): only where the bill still holds `paid_before`. */
export interface SettlementPayment {
  id: number;
  paid_before: number;
  paid_amount: number;
  status: string;
  updated_at: number;
}

const updateSettlementPaymentsQuery = prepareQuery(
  (db, _parameter: Parameter<{ payments: SettlementPayment[] }>, { dialect, rows, rowValue }) =>
    dialect === 'sqlite'
      ? db
          .updateTable('agent_contract_settlement')
          .set({
            paid_amount: rowValue('payments', 'paid_amount'),
            status: rowValue('payments', 'status'),
            updated_at: rowValue('payments', 'updated_at'),
          })
          .where('id', '=', rowValue('payments', 'id'))
          .where('paid_amount', '=', rowValue('payments', 'paid_before'))
      : db
          .updateTable('agent_contract_settlement')
          .from(
            rows('payments', {
              id: 'bigint',
              paid_before: 'bigint',
              paid_amount: 'bigint',
              status: 'text',
              updated_at: 'bigint',
            }),
          )
          .set((eb) => ({
            paid_amount: eb.ref('payments.paid_amount'),
            status: eb.ref('payments.status'),
            updated_at: eb.ref('payments.updated_at'),
          }))
          .whereRef('agent_contract_settlement.id', '=', 'payments.id')
          .whereRef('agent_contract_settlement.paid_amount', '=', 'payments.paid_before'),
);

/** Records payments on bills in one statement, each only if nobody paid since it was read; answers how many. */
export async function updateSettlementPayments(
  db: Executor,
  payments: readonly SettlementPayment[],
): Promise<number> {
  const [updated] = await runStatements(db, [
    toStatement(
      db,
      updateSettlementPaymentsQuery,
      { payments: [...payments] },
      (result) => Number(result.numAffectedRows ?? 0),
      payments.length === 0,
    ),
  ]);
  return updated;
}

export function selectSettlement(db: Executor, id: number): Promise<SettlementRow | undefined> {
  return db.selectFrom('agent_contract_settlement').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The bills of some contracts for the period starting at `periodStart`, by contract. */
export async function selectSettlementsOfPeriod(
  db: Executor,
  contractIds: readonly number[],
  periodStart: number,
): Promise<Map<number, SettlementRow>> {
  const bills = new Map<number, SettlementRow>();
  for (let start = 0; start < contractIds.length; start += 500) {
    const rows = await db
      .selectFrom('agent_contract_settlement')
      .selectAll()
      .where('contract_id', 'in', contractIds.slice(start, start + 500))
      .where('period_start', '=', periodStart)
      .execute();
    for (const row of rows) {
      bills.set(Number(row.contract_id), row);
    }
  }
  return bills;
}

/** Bills with money still owed (none approved yet for dividends), oldest first. */
export function selectUnpaidSettlements(db: Executor, kind: string, limit: number): Promise<SettlementRow[]> {
  return db
    .selectFrom('agent_contract_settlement')
    .selectAll()
    .where('kind', '=', kind)
    .where('status', 'in', ['INSUFFICIENT', 'PARTIAL'])
    .orderBy('period_start')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Raises a bill to a period's new figures: only if its amount is still `amountBefore`. */
export async function raiseSettlement(
  db: Executor,
  id: number,
  amountBefore: number,
  change: {
    team_valid_bet: number;
    team_loss: number;
    active_members: number;
    rate: number;
    amount: number;
    status: string;
    updated_at: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('agent_contract_settlement')
    .set(change)
    .where('id', '=', id)
    .where('amount', '=', amountBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateSettlementStatus(
  db: Executor,
  id: number,
  fromStatus: string,
  change: { status: string; updated_at: number },
): Promise<boolean> {
  const result = await db
    .updateTable('agent_contract_settlement')
    .set(change)
    .where('id', '=', id)
    .where('status', '=', fromStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What contracts paid to members in [from, to) (by period start): a dividend's team loss leaves them out. */
export async function sumPaidToMembers(
  db: Executor,
  memberIds: readonly number[],
  range: { from: number; to: number },
): Promise<Map<number, number>> {
  const sums = new Map<number, number>();
  for (let start = 0; start < memberIds.length; start += 500) {
    const rows = await db
      .selectFrom('agent_contract_settlement')
      .select('member_id')
      .select((eb) => eb.fn.sum<number>('paid_amount').as('paid'))
      .where('member_id', 'in', memberIds.slice(start, start + 500))
      .where('kind', '!=', 'DIVIDEND3')
      .where('period_start', '>=', range.from)
      .where('period_start', '<', range.to)
      .groupBy('member_id')
      .execute();
    for (const row of rows) {
      sums.set(Number(row.member_id), Number(row.paid));
    }
  }
  return sums;
}

export async function selectSettlementPage(
  db: Executor,
  filter: {
    /** Undefined: every member's bills (the operator). */
    memberId?: number | undefined;
    side: 'RECEIVED' | 'PAID' | 'ALL';
    kind?: string | undefined;
    status?: string | undefined;
  },
  page: { limit: number; offset: number },
): Promise<{ rows: SettlementRow[]; total: number }> {
  let query = db.selectFrom('agent_contract_settlement');
  const { memberId } = filter;
  if (memberId !== undefined) {
    if (filter.side === 'RECEIVED') {
      query = query.where('member_id', '=', memberId);
    } else if (filter.side === 'PAID') {
      query = query.where('upline_id', '=', memberId).where('is_house_paid', '=', 0);
    } else {
      query = query.where((eb) => eb.or([eb('upline_id', '=', memberId), eb('member_id', '=', memberId)]));
    }
  }
  if (filter.kind !== undefined) {
    query = query.where('kind', '=', filter.kind);
  }
  if (filter.status !== undefined) {
    query = query.where('status', '=', filter.status);
  }
  const count = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('period_start', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(count.total) };
}
