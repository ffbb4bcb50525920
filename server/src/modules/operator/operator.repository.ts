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
