import type { AuditPage, auditQuerySchema } from '@plaza/contracts/operator';
import type { z } from 'zod';

import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Executor } from '../../db/transaction';
import { insertOperatorAudit, selectAuditByTarget, selectAuditPage } from './operator.repository';
import type { AuthenticatedOperator } from './operator.service';

/** One operator action to keep in the audit trail. */
export interface OperatorActionRecord {
  /** Who acted, and from which address (what `requireOperator` answered). */
  actor: AuthenticatedOperator;
  /** `<target>.<verb>`, e.g. `deposit.approve`, `deposit.reject`, `member.adjust`, `withdrawal.disburse`. */
  action: string;
  /** What was acted on, e.g. `deposit`, `member`, `withdrawal`, `operator`. */
  targetType: string;
  targetId: string | number;
  /** What an auditor needs to understand the action later (amounts, reasons, ledger transfer ids). */
  details?: Record<string, unknown>;
  now?: number;
}

/** An audit row as services and tests read it. */
export interface OperatorAuditEntry {
  id: number;
  operatorId: number;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
  ip: string;
  createdAt: number;
}

/**
 * Appends an action to the operator audit trail. Call it with the executor of the action's own transaction
 * (inside `runInTransaction`), so that the row is written if and only if the action commits. Answers the id.
 */
export async function recordOperatorAction(db: Executor, record: OperatorActionRecord): Promise<number> {
  return insertOperatorAudit(db, {
    operator_id: record.actor.id,
    action: record.action,
    target_type: record.targetType,
    target_id: String(record.targetId),
    details: JSON.stringify(record.details ?? {}),
    ip: record.actor.ip,
    created_at: record.now ?? Date.now(),
  });
}

/** How a configuration row is written: created under a new code, or changed in place; and what to audit. */
export interface AuditedSave<Row, Values> {
  id: number | null;
  values: Values;
  insert: (values: Values) => Promise<number>;
  select: (id: number) => Promise<Row | undefined>;
  update: (id: number, values: Values) => Promise<boolean>;
  audit: Omit<OperatorActionRecord, 'targetId' | 'details'>;
}

/**
 * Creates (`id` null) or changes a configuration row and audits it with the row before and the values after, in
 * the caller's transaction; an id that names no row is `not.found` and changes nothing. Answers the row's id.
 */
export async function saveAudited<Row extends object, Values extends object>(
  db: Executor,
  save: AuditedSave<Row, Values>,
): Promise<number> {
  let before: Row | undefined;
  let id: number;
  if (save.id === null) {
    id = await save.insert(save.values);
  } else {
    before = await save.select(save.id);
    if (before === undefined || !(await save.update(save.id, save.values))) {
      throw new AppError('not.found');
    }
    id = save.id;
  }
  await recordOperatorAction(db, {
    ...save.audit,
    targetId: id,
    details: { before: before === undefined ? null : { ...before }, after: save.values },
  });
  return id;
}

function parseDetails(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {};
}

/** The audit trail of one target, oldest first. */
export async function listOperatorActions(
  db: Executor,
  targetType: string,
  targetId: string | number,
): Promise<OperatorAuditEntry[]> {
  const rows = await selectAuditByTarget(db, targetType, String(targetId));
  return rows.map((row) => ({
    id: row.id,
    operatorId: row.operator_id,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    details: parseDetails(row.details),
    ip: row.ip,
    createdAt: row.created_at,
  }));
}

/**
 * One page of the audit log for the back office's audit screen: every operator action, filtered by operator,
 * action (exact, or every action of a target with a trailing dot), target and time, newest or oldest first.
 */
export async function listAuditLog(
  handle: DatabaseHandle,
  query: z.output<typeof auditQuerySchema>,
): Promise<AuditPage> {
  const { rows, total } = await selectAuditPage(
    handle.db,
    {
      ...(query.operatorId === undefined ? {} : { operatorId: query.operatorId }),
      ...(query.action === undefined ? {} : { action: query.action }),
      ...(query.targetType === undefined ? {} : { targetType: query.targetType }),
      ...(query.targetId === undefined ? {} : { targetId: query.targetId }),
      ...(query.from === undefined ? {} : { from: Date.parse(query.from) }),
      ...(query.to === undefined ? {} : { to: Date.parse(query.to) }),
    },
    {
      limit: query.pageSize,
      offset: (query.pageNum - 1) * query.pageSize,
      newestFirst: query.sort === 'newest',
    },
  );
  return {
    content: rows.map((row) => ({
      id: row.id,
      operatorId: row.operator_id,
      operatorName: row.username,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      details: parseDetails(row.details),
      ip: row.ip,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
