import { operatorRoleSchema } from '@plaza/contracts/operator';
import type { Operator, OperatorLoginResponse, OperatorRole } from '@plaza/contracts/operator';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../accounts/password-hashing';
import {
  clearFailedAttempts,
  readAttemptState,
  recordFailedAttempt,
} from '../attempt-limits/attempt-limits.service';
import type { AttemptLimit } from '../attempt-limits/attempt-limits.service';
import { createSessionStore } from '../sessions/sessions.service';
import { recordOperatorAction } from './operator-audit.service';
import {
  hasAnyOperator,
  insertOperator,
  selectOperatorById,
  selectOperatorByUsername,
} from './operator.repository';
import type { OperatorRow } from './operator.repository';

/** An operator's session lasts one working shift. */
const OPERATOR_SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;
/** Wrong passwords for one operator: five within 15 minutes lock the operator until the oldest leaves the window. */
const OPERATOR_LOGIN: AttemptLimit = { scope: 'operator-login', maxFailures: 5, windowMs: 15 * 60 * 1000 };
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
      created_at: now,
    });
  });
}

/** Operators' sessions: an enabled operator's token, hashed in `operator_session`. */
const operatorSessions = createSessionStore<OperatorRow>({
  holder: 'operator',
  lifetimeMs: OPERATOR_SESSION_LIFETIME_MS,
  loadHolder: async (handle, operatorId) => {
    const row = await selectOperatorById(handle.db, operatorId);
    return row?.enabled === 1 ? row : undefined;
  },
});

/**
 * Logs an operator in by user name and password. Five failures within 15 minutes lock the account until the
 * oldest of them is 15 minutes old; a disabled operator is refused. The login and each failure of a known operator
 * are audited.
 */
export async function loginOperator(
  handle: DatabaseHandle,
  credentials: { username: string; password: string },
  client: { ip: string; now: number },
): Promise<OperatorLoginResponse> {
  const row = await selectOperatorByUsername(handle.db, credentials.username);
  // An unknown user name has no failures to count; its check below takes as long as a known one's.
  const subject = row === undefined ? undefined : String(row.id);
  if (
    subject !== undefined &&
    (await readAttemptState(handle.db, OPERATOR_LOGIN, subject, client.now)).lockedUntil !== null
  ) {
    throw new AppError('too.many.requests');
  }
  const isPasswordRight = await verifyPassword(
    row?.password_hash ?? (await UNKNOWN_OPERATOR_HASH),
    credentials.password,
  );
  if (row === undefined || subject === undefined) {
    throw new AppError('password.incorrect');
  }
  const actor: AuthenticatedOperator = { ...toOperator(row), ip: client.ip };
  if (!isPasswordRight) {
    await runInTransaction(handle, async (db) => {
      await recordFailedAttempt(db, OPERATOR_LOGIN, subject, client.now);
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
  const { token, expiresAt } = await runInTransaction(handle, async (db) => {
    await clearFailedAttempts(db, OPERATOR_LOGIN, subject);
    const session = await operatorSessions.open(db, row.id, client);
    await recordOperatorAction(db, {
      actor,
      action: 'session.login',
      targetType: 'operator',
      targetId: row.id,
      now: client.now,
    });
    return session;
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
  const row = await operatorSessions.authenticate(handle, token, now);
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
    await operatorSessions.close(db, token, now);
    await recordOperatorAction(db, {
      actor,
      action: 'session.logout',
      targetType: 'operator',
      targetId: actor.id,
      now,
    });
  });
}

/** Whether any operator exists (the demo deployment creates the first). */
export function hasOperators(handle: DatabaseHandle): Promise<boolean> {
  return hasAnyOperator(handle.db);
}
