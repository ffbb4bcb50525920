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

/** Counts a failed login; at `lockAfter` failures in a row the operator is locked until `lockedUntil`. */
export async function recordOperatorLoginFailure(
  db: Executor,
  operatorId: number,
  lockAfter: number,
  lockedUntil: number,
): Promise<void> {
  const row = await db
    .updateTable('operator')
    .set((update) => ({ failed_logins: update('failed_logins', '+', 1) }))
    .where('id', '=', operatorId)
    .returning('failed_logins')
    .executeTakeFirst();
  if (row !== undefined && row.failed_logins >= lockAfter) {
    await db
      .updateTable('operator')
      .set({ failed_logins: 0, locked_until: lockedUntil })
      .where('id', '=', operatorId)
      .execute();
  }
}

/** Clears the failure count and any lock after a successful login. */
export async function resetOperatorLoginFailures(db: Executor, operatorId: number): Promise<void> {
  await db
    .updateTable('operator')
    .set({ failed_logins: 0, locked_until: null })
    .where('id', '=', operatorId)
    .execute();
}

/** Stores a new operator session under its token's hash. */
export async function insertOperatorSession(
  db: Executor,
  session: { tokenHash: string; operatorId: number; ip: string; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('operator_session')
    .values({
      token_hash: session.tokenHash,
      operator_id: session.operatorId,
      ip: session.ip,
      created_at: session.now,
      expires_at: session.expiresAt,
      revoked_at: null,
    })
    .execute();
}

/** The operator of a session that is neither revoked nor expired at `now`. */
export async function selectSessionOperator(
  db: Executor,
  tokenHash: string,
  now: number,
): Promise<OperatorRow | undefined> {
  return db
    .selectFrom('operator_session')
    .innerJoin('operator', 'operator.id', 'operator_session.operator_id')
    .selectAll('operator')
    .where('operator_session.token_hash', '=', tokenHash)
    .where('operator_session.revoked_at', 'is', null)
    .where('operator_session.expires_at', '>', now)
    .executeTakeFirst();
}

/** Revokes one operator session. */
export async function revokeOperatorSession(db: Executor, tokenHash: string, now: number): Promise<void> {
  await db
    .updateTable('operator_session')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
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
