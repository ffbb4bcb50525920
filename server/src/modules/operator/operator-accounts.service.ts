import type {
  CreateOperatorRequest,
  OperatorAccount,
  OperatorPasswordReset,
  OperatorAccountPage,
  operatorAccountQuerySchema,
  UpdateOperatorRequest,
} from '@plaza/contracts/operator';
import type { z } from 'zod';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { prepareTemporaryPassword } from '../accounts/password.service';
import { recordOperatorAction } from './operator-audit.service';
import {
  selectOperatorById,
  selectOperatorPage,
  updateOperatorAccount,
  updateOperatorPassword,
  updateOperatorSecrets,
} from './operator.repository';
import type { OperatorRow } from './operator.repository';
import { createOperator, endOperatorSessions, toOperator } from './operator.service';
import type { AuthenticatedOperator } from './operator.service';

function toAccount(row: OperatorRow): OperatorAccount {
  return {
    ...toOperator(row),
    enabled: row.enabled === 1,
    hasSecondFactor: row.totp_secret !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** One page of operators for ADMIN's operator screen. */
export async function listOperatorAccounts(
  handle: DatabaseHandle,
  query: z.output<typeof operatorAccountQuerySchema>,
): Promise<OperatorAccountPage> {
  const { rows, total } = await selectOperatorPage(
    handle.db,
    {
      ...(query.search === undefined ? {} : { search: query.search }),
      ...(query.role === undefined ? {} : { role: query.role }),
      ...(query.enabled === undefined ? {} : { enabled: query.enabled === 'true' }),
    },
    { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
  );
  return {
    content: rows.map(toAccount),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

async function requireAccount(db: Executor, id: number): Promise<OperatorRow> {
  const row = await selectOperatorById(db, id);
  if (row === undefined) {
    throw new AppError('not.found');
  }
  return row;
}

/** Creates an operator (ADMIN); audited as `operator.create`. A taken user name is 409 username.exists. */
export async function createOperatorAccount(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  request: CreateOperatorRequest,
  now: number = Date.now(),
): Promise<OperatorAccount> {
  const id = await createOperator(handle, request, now, async (db, created) =>
    recordOperatorAction(db, {
      actor,
      action: 'operator.create',
      targetType: 'operator',
      targetId: created,
      details: { username: request.username.toLowerCase(), role: request.role },
      now,
    }),
  );
  return toAccount(await requireAccount(handle.db, id));
}

/**
 * Changes an operator's role and state (ADMIN); audited as `operator.update` with what changed. An operator may not
 * change their own (403): an ADMIN cannot lock themselves out or drop the last way back in by mistake. A disabled
 * operator's sessions stop working at once (the session store loads only enabled operators).
 */
export async function updateOperator(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  id: number,
  request: UpdateOperatorRequest,
  now: number = Date.now(),
): Promise<OperatorAccount> {
  if (id === actor.id) {
    throw new AppError('operator.forbidden');
  }
  return runInTransaction(handle, async (db) => {
    const row = await requireAccount(db, id);
    const enabled = request.enabled ? 1 : 0;
    if (row.role !== request.role || row.enabled !== enabled) {
      await updateOperatorAccount(db, id, { role: request.role, enabled });
      await recordOperatorAction(db, {
        actor,
        action: 'operator.update',
        targetType: 'operator',
        targetId: id,
        details: { from: { role: row.role, enabled: row.enabled === 1 }, to: request },
        now,
      });
    }
    return toAccount({ ...row, role: request.role, enabled });
  });
}

/**
 * Forgets an operator's authenticator (ADMIN), e.g. a lost phone: the next sign-in offers a new one. Audited as
 * `operator.second_factor_reset`.
 */
export async function resetOperatorSecondFactor(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  id: number,
  now: number = Date.now(),
): Promise<OperatorAccount> {
  return runInTransaction(handle, async (db) => {
    const row = await requireAccount(db, id);
    await updateOperatorSecrets(db, id, { totp_secret: null, totp_pending_secret: null });
    await recordOperatorAction(db, {
      actor,
      action: 'operator.second_factor_reset',
      targetType: 'operator',
      targetId: id,
      now,
    });
    return toAccount({ ...row, totp_secret: null, totp_pending_secret: null });
  });
}

/**
 * Resets another operator's password (ADMIN): a temporary one made as a member's reset makes it
 * (accounts/password.service.ts), answered once and never stored in clear; every session of the operator ends and
 * the next sign-in must choose a new password. Audited as `operator.password_reset` (never the password) in the
 * same transaction. An operator may not reset their own this way (403).
 */
export async function resetOperatorPassword(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  id: number,
  now: number = Date.now(),
): Promise<OperatorPasswordReset> {
  if (id === actor.id) {
    throw new AppError('operator.forbidden');
  }
  const { password, passwordHash } = await prepareTemporaryPassword();
  await runInTransaction(handle, async (db) => {
    await requireAccount(db, id);
    await updateOperatorPassword(db, id, passwordHash, true);
    await endOperatorSessions(db, id, now);
    await recordOperatorAction(db, {
      actor,
      action: 'operator.password_reset',
      targetType: 'operator',
      targetId: id,
      now,
    });
  });
  return { password };
}
