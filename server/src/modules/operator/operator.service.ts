import { operatorRoleSchema } from '@plaza/contracts/operator';
import type { Operator, OperatorLoginResponse, OperatorRole } from '@plaza/contracts/operator';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../accounts/password-hashing';
import { createSessionToken, hashSessionToken } from '../accounts/session-token';
import { recordOperatorAction } from './operator-audit.service';
import {
  insertOperator,
  insertOperatorSession,
  recordOperatorLoginFailure,
  resetOperatorLoginFailures,
  revokeOperatorSession,
  selectOperatorByUsername,
  selectSessionOperator,
} from './operator.repository';
import type { OperatorRow } from './operator.repository';

/** An operator's session lasts one working shift. */
const OPERATOR_SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;
/** Failed logins in a row after which the operator is locked out for LOCK_DURATION_MS. */
const LOCK_AFTER_FAILURES = 5;
const LOCK_DURATION_MS = 15 * 60 * 1000;
/** A hash to verify against when the user name is unknown, so both failures take the same time. */
const UNKNOWN_OPERATOR_HASH = hashPassword('plaza-unknown-operator');

/** The operator behind a request to /ops/…, and the address the request came from (kept in the audit trail). */
export interface AuthenticatedOperator extends Operator {
  ip: string;
}

function toOperator(row: OperatorRow): Operator {
  const role = operatorRoleSchema.safeParse(row.role);
  if (!role.success) {
    throw new Error(`operator ${row.id} has unknown role ${row.role}`);
  }
  return { id: row.id, username: row.username, role: role.data };
}

/** Creates an operator with an argon2id password hash (the demo deployment and the CLI use this). */
export async function createOperator(
  handle: DatabaseHandle,
  operator: { username: string; password: string; role: OperatorRole },
  now: number = Date.now(),
): Promise<number> {
  const passwordHash = await hashPassword(operator.password);
  return runInTransaction(handle, async (db) => {
    if (await selectOperatorByUsername(db, operator.username)) {
      throw new AppError('username.exists');
    }
    return insertOperator(db, {
      username: operator.username.toLowerCase(),
      password_hash: passwordHash,
      role: operator.role,
      enabled: 1,
      failed_logins: 0,
      locked_until: null,
      created_at: now,
    });
  });
}

/**
 * Logs an operator in by user name and password. Five failures in a row lock the account for 15 minutes;
 * a disabled operator is refused. The login and each failure of a known operator are audited.
 */
export async function loginOperator(
  handle: DatabaseHandle,
  credentials: { username: string; password: string },
  client: { ip: string; now: number },
): Promise<OperatorLoginResponse> {
  const row = await selectOperatorByUsername(handle.db, credentials.username);
  if (row !== undefined && row.locked_until !== null && row.locked_until > client.now) {
    throw new AppError('too.many.requests');
  }
  const isPasswordRight = await verifyPassword(
    row?.password_hash ?? (await UNKNOWN_OPERATOR_HASH),
    credentials.password,
  );
  if (row === undefined) {
    throw new AppError('password.incorrect');
  }
  const actor: AuthenticatedOperator = { ...toOperator(row), ip: client.ip };
  if (!isPasswordRight) {
    await runInTransaction(handle, async (db) => {
      await recordOperatorLoginFailure(db, row.id, LOCK_AFTER_FAILURES, client.now + LOCK_DURATION_MS);
      await recordOperatorAction(db, {
        actor,
        action: 'session.login_failed',
        targetType: 'operator',
        targetId: row.id,
        now: client.now,
      });
    });
    throw new AppError('password.incorrect');
  }
  if (row.enabled !== 1) {
    throw new AppError('operator.forbidden');
  }
  const token = createSessionToken();
  const expiresAt = client.now + OPERATOR_SESSION_LIFETIME_MS;
  await runInTransaction(handle, async (db) => {
    await resetOperatorLoginFailures(db, row.id);
    await insertOperatorSession(db, {
      tokenHash: hashSessionToken(token),
      operatorId: row.id,
      ip: client.ip,
      now: client.now,
      expiresAt,
    });
    await recordOperatorAction(db, {
      actor,
      action: 'session.login',
      targetType: 'operator',
      targetId: row.id,
      now: client.now,
    });
  });
  return { token, expiresAt: new Date(expiresAt).toISOString(), operator: toOperator(row) };
}

/** The enabled operator of a session token, or 401 not.logged.in. */
export async function authenticateOperator(
  handle: DatabaseHandle,
  token: string | undefined,
  ip: string,
  now: number,
): Promise<AuthenticatedOperator> {
  if (token === undefined) {
    throw new AppError('not.logged.in');
  }
  const row = await selectSessionOperator(handle.db, hashSessionToken(token), now);
  if (row === undefined || row.enabled !== 1) {
    throw new AppError('not.logged.in');
  }
  return { ...toOperator(row), ip };
}

/** Ends an operator session: the token stops working at once. The logout is audited with it. */
export async function logoutOperator(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  token: string,
  now: number,
): Promise<void> {
  await runInTransaction(handle, async (db) => {
    await revokeOperatorSession(db, hashSessionToken(token), now);
    await recordOperatorAction(db, {
      actor,
      action: 'session.logout',
      targetType: 'operator',
      targetId: actor.id,
      now,
    });
  });
}
