import { operatorRoleSchema, SECOND_FACTOR_ROLES } from '@plaza/contracts/operator';
import type {
  Operator,
  OperatorLoginRequest,
  OperatorLoginResponse,
  OperatorRole,
} from '@plaza/contracts/operator';
import { generateSecret, generateURI, verify } from 'otplib';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
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
  updateOperatorPassword,
  updateOperatorSecrets,
} from './operator.repository';
import type { OperatorRow } from './operator.repository';

/** An operator's session lasts one working shift. */
const OPERATOR_SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;
/** Wrong passwords for one operator: five within 15 minutes lock the operator until the oldest leaves the window. */
const OPERATOR_LOGIN: AttemptLimit = { scope: 'operator-login', maxFailures: 5, windowMs: 15 * 60 * 1000 };
/** A code still counts in the 30-second step after its own, as for members (accounts/second-factor.service.ts). */
const TOTP_DELAY: [number, number] = [30, 0];
/** The name authenticator apps show beside the operator's codes. */
const TOTP_ISSUER = 'Plaza back office';
/** A hash to verify against when the user name is unknown, so both failures take the same time. */
const UNKNOWN_OPERATOR_HASH = hashPassword('plaza-unknown-operator');

/** The operator behind a request to /ops/…, and the address the request came from (kept in the audit trail). */
export interface AuthenticatedOperator extends Operator {
  ip: string;
}

export function toOperator(row: OperatorRow): Operator {
  const role = operatorRoleSchema.safeParse(row.role);
  if (!role.success) {
    throw new Error(`operator ${row.id} has unknown role ${row.role}`);
  }
  return { id: row.id, username: row.username, role: role.data };
}

/**
 * Creates an operator with an argon2id password hash (the demo deployment, ADMIN's operator screen); `audit`
 * records the creation in the same transaction.
 */
export async function createOperator(
  handle: DatabaseHandle,
  operator: { username: string; password: string; role: OperatorRole; totpSecret?: string },
  now: number = Date.now(),
  audit?: (db: Executor, id: number) => Promise<unknown>,
): Promise<number> {
  const passwordHash = await hashPassword(operator.password);
  return runInTransaction(handle, async (db) => {
    if (await selectOperatorByUsername(db, operator.username)) {
      throw new AppError('username.exists');
    }
    const id = await insertOperator(db, {
      username: operator.username.toLowerCase(),
      password_hash: passwordHash,
      role: operator.role,
      enabled: 1,
      created_at: now,
      totp_secret: operator.totpSecret ?? null,
      totp_pending_secret: null,
    });
    await audit?.(db, id);
    return id;
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
 * Logs an operator in by user name, password and, for a role that needs one or an operator who bound one, the
 * authenticator's code (docs/decisions/060-back-office-sign-in.md). Five failures (password or code) within 15
 * minutes lock the account until the oldest of them is 15 minutes old; a disabled operator is refused. The login
 * and each failure of a known operator are audited. Without a bound authenticator, a role that needs one is
 * offered a secret (403 operator.second.factor.setup) that its first right code binds.
 */
export async function loginOperator(
  handle: DatabaseHandle,
  credentials: OperatorLoginRequest,
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
  const fail = async (code: 'password.incorrect' | 'verification.code.invalid'): Promise<never> => {
    await runInTransaction(handle, async (db) => {
      await recordFailedAttempt(db, OPERATOR_LOGIN, subject, client.now);
      await recordOperatorAction(db, {
        actor,
        action: 'session.login_failed',
        targetType: 'operator',
        targetId: row.id,
        details: { reason: code === 'password.incorrect' ? 'password' : 'code' },
        now: client.now,
      });
    });
    throw new AppError(code);
  };
  if (!isPasswordRight) {
    return fail('password.incorrect');
  }
  if (row.enabled !== 1) {
    throw new AppError('operator.forbidden');
  }
  const secretToBind = await checkSecondFactor(handle, row, credentials.code, fail);
  const newPasswordHash = await checkPasswordChange(row, credentials);
  const { token, expiresAt } = await runInTransaction(handle, async (db) => {
    await clearFailedAttempts(db, OPERATOR_LOGIN, subject);
    if (newPasswordHash !== undefined) {
      await updateOperatorPassword(db, row.id, newPasswordHash, false);
      await recordOperatorAction(db, {
        actor,
        action: 'operator.password_change',
        targetType: 'operator',
        targetId: row.id,
        now: client.now,
      });
    }
    if (secretToBind !== undefined) {
      await updateOperatorSecrets(db, row.id, { totp_secret: secretToBind, totp_pending_secret: null });
      await recordOperatorAction(db, {
        actor,
        action: 'operator.second_factor_bind',
        targetType: 'operator',
        targetId: row.id,
        now: client.now,
      });
    }
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

/**
 * The forced password change of a login whose password and code were right, after ADMIN reset the password: 403
 * operator.password.change.required without a new one, a field error when it is the temporary one again;
 * otherwise the new password's hash, written with the session. Nothing for an operator without a reset.
 */
async function checkPasswordChange(
  row: OperatorRow,
  credentials: OperatorLoginRequest,
): Promise<string | undefined> {
  if (row.must_change_password !== 1) {
    return undefined;
  }
  if (credentials.newPassword === undefined) {
    throw new AppError('operator.password.change.required');
  }
  if (credentials.newPassword === credentials.password) {
    throw new AppError('request_param_err', { fields: { newPassword: 'validation.invalid' } });
  }
  return hashPassword(credentials.newPassword);
}

/**
 * The second factor of a login whose password was right: nothing for a role without one and nothing bound; the
 * bound secret's code; or, for a role that needs one and has none, the offered secret's first code (answered, to
 * be bound with the session). A missing code is 403, a wrong one counts as a failure.
 */
async function checkSecondFactor(
  handle: DatabaseHandle,
  row: OperatorRow,
  code: string | undefined,
  fail: (code: 'verification.code.invalid') => Promise<never>,
): Promise<string | undefined> {
  const role = toOperator(row).role;
  if (row.totp_secret === null && !SECOND_FACTOR_ROLES.includes(role)) {
    return undefined;
  }
  if (row.totp_secret !== null) {
    if (code === undefined) {
      throw new AppError('operator.second.factor.required');
    }
    const isRight = (await verify({ secret: row.totp_secret, token: code, epochTolerance: TOTP_DELAY }))
      .valid;
    return isRight ? undefined : fail('verification.code.invalid');
  }
  const pending = row.totp_pending_secret;
  if (pending === null || code === undefined) {
    const secret = pending ?? generateSecret();
    if (pending === null) {
      await updateOperatorSecrets(handle.db, row.id, { totp_pending_secret: secret });
    }
    throw new AppError('operator.second.factor.setup', {
      secret,
      uri: generateURI({ issuer: TOTP_ISSUER, label: row.username, secret }),
    });
  }
  const isRight = (await verify({ secret: pending, token: code, epochTolerance: TOTP_DELAY })).valid;
  return isRight ? pending : fail('verification.code.invalid');
}

/** Ends every session of an operator (a password reset), in the caller's transaction. */
export async function endOperatorSessions(db: Executor, operatorId: number, now: number): Promise<void> {
  await operatorSessions.closeOthers(db, operatorId, now);
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
