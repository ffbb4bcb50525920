import type { Insertable, Selectable } from 'kysely';

import type { OperatorAuditTable, OperatorTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** An operator row; mapped by the service before it leaves the server. */
export type OperatorRow = Selectable<OperatorTable>;
/** An operator_audit row. */
export type OperatorAuditRow = Selectable<OperatorAuditTable>;

/** Inserts an operator and answers its id. */
export async function insertOperator(
  db: Executor,
  operator: Omit<Insertable<OperatorTable>, 'id'>,
): Promise<number> {
  const row = await db.insertInto('operator').values(operator).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** An operator by user name (stored lower-case). */
export async function selectOperatorByUsername(
  db: Executor,
  username: string,
): Promise<OperatorRow | undefined> {
  return db
    .selectFrom('operator')
    .selectAll()
    .where('username', '=', username.toLowerCase())
    .executeTakeFirst();
}

/** An operator by id. */
export async function selectOperatorById(db: Executor, id: number): Promise<OperatorRow | undefined> {
  return db.selectFrom('operator').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Appends one audit row and answers its id. */
export async function insertOperatorAudit(
  db: Executor,
  audit: Omit<Insertable<OperatorAuditTable>, 'id'>,
): Promise<number> {
  const row = await db.insertInto('operator_audit').values(audit).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The audit rows about one target, oldest first. */
export async function selectAuditByTarget(
  db: Executor,
  targetType: string,
  targetId: string,
): Promise<OperatorAuditRow[]> {
  return db
    .selectFrom('operator_audit')
    .selectAll()
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .orderBy('id')
    .execute();
}

/** Whether any operator exists. */
export async function hasAnyOperator(db: Executor): Promise<boolean> {
  return (await db.selectFrom('operator').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Sets an operator's authenticator secrets (bound and offered). */
export async function updateOperatorSecrets(
  db: Executor,
  id: number,
  secrets: { totp_secret?: string | null; totp_pending_secret?: string | null },
): Promise<void> {
  await db.updateTable('operator').set(secrets).where('id', '=', id).execute();
}

/** Sets an operator's role and state. */
export async function updateOperatorAccount(
  db: Executor,
  id: number,
  account: { role: string; enabled: number },
): Promise<void> {
  await db.updateTable('operator').set(account).where('id', '=', id).execute();
}

/** One page of operators by user name, role and state, oldest first. */
export async function selectOperatorPage(
  db: Executor,
  filter: { search?: string; role?: string; enabled?: boolean },
  page: { limit: number; offset: number },
): Promise<{ rows: OperatorRow[]; total: number }> {
  let query = db.selectFrom('operator');
  if (filter.search !== undefined && filter.search !== '') {
    query = query.where('username', 'like', `%${filter.search.toLowerCase().replace(/[%_\\]/g, '')}%`);
  }
  if (filter.role !== undefined) {
    query = query.where('role', '=', filter.role);
  }
  if (filter.enabled !== undefined) {
    query = query.where('enabled', '=', filter.enabled ? 1 : 0);
  }
  const count = await query
    .select((select) => select.fn.countAll<number | string>().as('total'))
    .executeTakeFirst();
  const rows = await query.selectAll().orderBy('id').limit(page.limit).offset(page.offset).execute();
  return { rows, total: Number(count?.total ?? 0) };
}

/** Filters of the audit log. */
export interface AuditFilter {
  operatorId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: number;
  to?: number;
}

/** One page of the audit log with each operator's user name. */
export async function selectAuditPage(
  db: Executor,
  filter: AuditFilter,
  page: { limit: number; offset: number; newestFirst: boolean },
): Promise<{ rows: (OperatorAuditRow & { username: string })[]; total: number }> {
  let query = db
    .selectFrom('operator_audit')
    .innerJoin('operator', 'operator.id', 'operator_audit.operator_id');
  if (filter.operatorId !== undefined) {
    query = query.where('operator_audit.operator_id', '=', filter.operatorId);
  }
  if (filter.action !== undefined && filter.action !== '') {
    // An exact action, or every action of a target with a trailing dot ("withdrawal.").
    query = filter.action.endsWith('.')
      ? query.where('operator_audit.action', 'like', `${filter.action.replace(/[%_\\]/g, '')}%`)
      : query.where('operator_audit.action', '=', filter.action);
  }
  if (filter.targetType !== undefined && filter.targetType !== '') {
    query = query.where('operator_audit.target_type', '=', filter.targetType);
  }
  if (filter.targetId !== undefined && filter.targetId !== '') {
    query = query.where('operator_audit.target_id', '=', filter.targetId);
  }
  if (filter.from !== undefined) {
    query = query.where('operator_audit.created_at', '>=', filter.from);
  }
  if (filter.to !== undefined) {
    query = query.where('operator_audit.created_at', '<', filter.to);
  }
  const count = await query
    .select((select) => select.fn.countAll<number | string>().as('total'))
    .executeTakeFirst();
  const rows = await query
    .selectAll('operator_audit')
    .select('operator.username')
    .orderBy('operator_audit.id', page.newestFirst ? 'desc' : 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(count?.total ?? 0) };
}

/** Sets an operator's password hash and whether the next sign-in must change it. */
export async function updateOperatorPassword(
  db: Executor,
  id: number,
  passwordHash: string,
  mustChange: boolean,
): Promise<void> {
  await db
    .updateTable('operator')
    .set({ password_hash: passwordHash, must_change_password: mustChange ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}
