import { createHash, randomUUID } from 'node:crypto';

import type { Executor } from '../../db/transaction';
import {
  creditAccount,
  debitAccount,
  insertAccountIfAbsent,
  insertTransfer,
  lockAccount,
  selectAccountBalance,
  selectAccountByCode,
  selectAccountsByIds,
  selectAccountTransfers,
  selectTransfersByKeys,
} from './ledger.repository';
import type { LedgerAccountRow, LedgerTransferRow } from './ledger.repository';
import { isAccountKind, isTransferKind, LedgerError } from './ledger.types';
import type {
  AccountDefinition,
  AccountStatementPage,
  LedgerAccount,
  TransferKind,
  TransferRequest,
  TransferResult,
} from './ledger.types';

/** The house account is split into this many rows so that one hot row does not serialize every bet. */
export const HOUSE_SHARDS = 8;

const MAX_KEY_LENGTH = 255;
const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

/** The account codes of the platform, built in one place so that one account has one name. */
export const ledgerAccountCodes = {
  memberMain: (memberId: number) => `member:${memberId}:main`,
  memberVendor: (memberId: number, vendorCode: string) => `member:${memberId}:vendor:${vendorCode}`,
  house: (shard: number) => `house:${shard}`,
  vendorClearing: (vendorCode: string) => `vendor:${vendorCode}:clearing`,
  paymentChannel: (channelCode: string) => `channel:${channelCode}`,
  bonus: () => 'bonus',
  agentCommission: (agentId: number) => `agent:${agentId}:commission`,
};

/** The code of the house shard that takes a member's bets and pays their wins: `house:<memberId % HOUSE_SHARDS>`. */
export function pickHouseShard(memberId: number): string {
  if (!Number.isSafeInteger(memberId) || memberId < 0) {
    throw new LedgerError('INVALID_TRANSFER', { memberId });
  }
  return ledgerAccountCodes.house(memberId % HOUSE_SHARDS);
}

function toLedgerAccount(row: LedgerAccountRow): LedgerAccount {
  if (!isAccountKind(row.kind)) {
    throw new Error(`ledger_account ${row.id} has unknown kind ${row.kind}`);
  }
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    ownerId: row.owner_id,
    currency: row.currency,
    balance: row.balance,
    allowNegative: row.allow_negative === 1,
    createdAt: row.created_at,
  };
}

function toTransferKind(row: LedgerTransferRow): TransferKind {
  if (!isTransferKind(row.kind)) {
    throw new Error(`ledger_transfer ${row.id} has unknown kind ${row.kind}`);
  }
  return row.kind;
}

function toTransferResult(row: LedgerTransferRow, isReplay: boolean): TransferResult {
  return {
    transferId: row.id,
    idempotencyKey: row.idempotency_key,
    kind: toTransferKind(row),
    reference: row.reference,
    batchId: row.batch_id,
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
    amount: row.amount,
    debitBalanceAfter: row.debit_balance_after,
    creditBalanceAfter: row.credit_balance_after,
    createdAt: row.created_at,
    isReplay,
  };
}

function parseMetadata(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return {};
  }
  return Object.fromEntries(Object.entries(value));
}

/**
 * Inserts the account named `definition.code` at balance zero unless it exists, and answers it. Safe against a
 * concurrent insert of the same code (ON CONFLICT DO NOTHING, then read). An existing account of another kind,
 * owner, currency or overdraft rule is refused with ACCOUNT_CONFLICT.
 */
export async function ensureAccount(
  db: Executor,
  definition: AccountDefinition,
  now: number = Date.now(),
): Promise<LedgerAccount> {
  if (definition.code === '' || definition.code.length > 128 || definition.currency === '') {
    throw new LedgerError('INVALID_TRANSFER', { code: definition.code, currency: definition.currency });
  }
  let row = await selectAccountByCode(db, definition.code);
  if (row === undefined) {
    await insertAccountIfAbsent(db, {
      code: definition.code,
      kind: definition.kind,
      owner_id: definition.ownerId,
      currency: definition.currency,
      allow_negative: definition.allowNegative ? 1 : 0,
      created_at: now,
    });
    row = await selectAccountByCode(db, definition.code);
  }
  if (row === undefined) {
    throw new LedgerError('ACCOUNT_NOT_FOUND', { code: definition.code });
  }
  const account = toLedgerAccount(row);
  if (
    account.kind !== definition.kind ||
    account.ownerId !== definition.ownerId ||
    account.currency !== definition.currency ||
    account.allowNegative !== definition.allowNegative
  ) {
    throw new LedgerError('ACCOUNT_CONFLICT', { code: definition.code });
  }
  return account;
}

/** A member's main wallet account, created at zero on first use; it never goes below zero. */
export async function getMemberMainAccount(
  db: Executor,
  memberId: number,
  currency: string,
  now: number = Date.now(),
): Promise<LedgerAccount> {
  return ensureAccount(
    db,
    {
      code: ledgerAccountCodes.memberMain(memberId),
      kind: 'member_main',
      ownerId: memberId,
      currency,
      allowNegative: false,
    },
    now,
  );
}

/** The house shard that serves a member (see pickHouseShard), created on first use; the house may go negative. */
export async function getHouseAccount(
  db: Executor,
  memberId: number,
  currency: string,
  now: number = Date.now(),
): Promise<LedgerAccount> {
  return ensureAccount(
    db,
    { code: pickHouseShard(memberId), kind: 'house', ownerId: null, currency, allowNegative: true },
    now,
  );
}

/** An existing account by code, or undefined; never creates one. */
export async function findAccountByCode(db: Executor, code: string): Promise<LedgerAccount | undefined> {
  const row = await selectAccountByCode(db, code);
  return row === undefined ? undefined : toLedgerAccount(row);
}

/** An account's current balance in minor units; ACCOUNT_NOT_FOUND when there is no such account. */
export async function getAccountBalance(db: Executor, accountId: number): Promise<number> {
  const balance = await selectAccountBalance(db, accountId);
  if (balance === undefined) {
    throw new LedgerError('ACCOUNT_NOT_FOUND', { accountId });
  }
  return balance;
}

/** A page of an account's statement, newest first; pass the answer's `nextBeforeId` to read older entries. */
export async function listAccountTransfers(
  db: Executor,
  accountId: number,
  paging: { limit?: number; beforeId?: number } = {},
): Promise<AccountStatementPage> {
  const limit = Math.min(Math.max(Math.trunc(paging.limit ?? DEFAULT_PAGE_SIZE), 1), MAX_PAGE_SIZE);
  const rows = await selectAccountTransfers(db, accountId, limit + 1, paging.beforeId);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: page.map((row) => {
      const isDebit = row.debit_account_id === accountId;
      return {
        transferId: row.id,
        kind: toTransferKind(row),
        reference: row.reference,
        batchId: row.batch_id,
        amount: isDebit ? -row.amount : row.amount,
        balanceAfter: isDebit ? row.debit_balance_after : row.credit_balance_after,
        counterpartyAccountId: isDebit ? row.credit_account_id : row.debit_account_id,
        metadata: parseMetadata(row.metadata),
        createdAt: row.created_at,
      };
    }),
    nextBeforeId: rows.length > limit && last !== undefined ? last.id : null,
  };
}

interface PreparedTransfer {
  request: TransferRequest;
  payloadHash: string;
}

/**
 * sha256 of the fields that decide what money moves. Metadata is left out on purpose: it describes the
 * request (a vendor's request id, a round) and may differ on an honest retry.
 */
export function hashTransferPayload(request: TransferRequest): string {
  const canonical = JSON.stringify([
    request.kind,
    request.reference,
    request.debitAccountId,
    request.creditAccountId,
    request.amount,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

function isValidId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0;
}

function prepareTransfer(request: TransferRequest): PreparedTransfer {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
    throw new LedgerError('INVALID_AMOUNT', {
      idempotencyKey: request.idempotencyKey,
      amount: request.amount,
    });
  }
  if (
    request.idempotencyKey === '' ||
    request.idempotencyKey.length > MAX_KEY_LENGTH ||
    request.reference === '' ||
    request.reference.length > MAX_KEY_LENGTH ||
    !isTransferKind(request.kind) ||
    !isValidId(request.debitAccountId) ||
    !isValidId(request.creditAccountId) ||
    request.debitAccountId === request.creditAccountId
  ) {
    throw new LedgerError('INVALID_TRANSFER', { idempotencyKey: request.idempotencyKey });
  }
  return { request, payloadHash: hashTransferPayload(request) };
}

function ascendingPair(request: TransferRequest): [number, number] {
  return request.debitAccountId < request.creditAccountId
    ? [request.debitAccountId, request.creditAccountId]
    : [request.creditAccountId, request.debitAccountId];
}

/**
 * Whether posting the transfers one after the other, each touching its lower account id first, first touches
 * every account in ascending id order. When it does not, the batch locks all its accounts up front.
 */
function isFirstTouchAscending(transfers: readonly PreparedTransfer[]): boolean {
  const touched = new Set<number>();
  let highest = 0;
  for (const { request } of transfers) {
    for (const id of ascendingPair(request)) {
      if (touched.has(id)) {
        continue;
      }
      if (id < highest) {
        return false;
      }
      touched.add(id);
      highest = id;
    }
  }
  return true;
}

async function applyTransfer(
  db: Executor,
  { request, payloadHash }: PreparedTransfer,
  batchId: string,
  now: number,
): Promise<TransferResult> {
  const balances = new Map<number, number>();
  // Lower id first, always: two transactions meeting on the same accounts wait for each other, never deadlock.
  for (const id of ascendingPair(request)) {
    if (id === request.debitAccountId) {
      const balance = await debitAccount(db, id, request.amount);
      if (balance === undefined) {
        throw new LedgerError('INSUFFICIENT_FUNDS', {
          idempotencyKey: request.idempotencyKey,
          accountId: id,
          amount: request.amount,
        });
      }
      balances.set(id, balance);
    } else {
      const balance = await creditAccount(db, id, request.amount);
      if (balance === undefined) {
        throw new LedgerError('ACCOUNT_NOT_FOUND', { accountId: id });
      }
      if (!Number.isSafeInteger(balance)) {
        throw new LedgerError('INVALID_AMOUNT', { accountId: id, amount: request.amount });
      }
      balances.set(id, balance);
    }
  }
  const debitBalanceAfter = balances.get(request.debitAccountId);
  const creditBalanceAfter = balances.get(request.creditAccountId);
  if (debitBalanceAfter === undefined || creditBalanceAfter === undefined) {
    throw new Error('ledger: a transfer did not update both of its accounts');
  }
  const transferId = await insertTransfer(db, {
    idempotency_key: request.idempotencyKey,
    kind: request.kind,
    reference: request.reference,
    batch_id: batchId,
    debit_account_id: request.debitAccountId,
    credit_account_id: request.creditAccountId,
    amount: request.amount,
    debit_balance_after: debitBalanceAfter,
    credit_balance_after: creditBalanceAfter,
    payload_hash: payloadHash,
    metadata: JSON.stringify(request.metadata ?? {}),
    created_at: now,
  });
  if (transferId === undefined) {
    throw new LedgerError('CONCURRENT_DUPLICATE', { idempotencyKey: request.idempotencyKey });
  }
  return {
    transferId,
    idempotencyKey: request.idempotencyKey,
    kind: request.kind,
    reference: request.reference,
    batchId,
    debitAccountId: request.debitAccountId,
    creditAccountId: request.creditAccountId,
    amount: request.amount,
    debitBalanceAfter,
    creditBalanceAfter,
    createdAt: now,
    isReplay: false,
  };
}

/**
 * The one function that changes balances. Posts `transfers` as one linked batch, inside the caller's
 * transaction (`runInTransaction`), all or nothing: any refusal throws a LedgerError and the caller's
 * transaction must roll back. Answers one result per request, in order.
 *
 * - A key posted before with the same payload is a replay: its first result comes back (`isReplay`) and nothing
 *   moves; with a different payload it is refused with DUPLICATE_TRANSACTION. The same holds for a key repeated
 *   within the batch.
 * - Accounts are updated in ascending id order with conditional updates: a debit that would take an account
 *   below zero (unless it allows negative balances) updates nothing and fails the batch with INSUFFICIENT_FUNDS.
 * - Each transfer row records both balances right after it.
 */
export async function postTransfers(
  db: Executor,
  transfers: readonly TransferRequest[],
  now: number = Date.now(),
): Promise<TransferResult[]> {
  const prepared = transfers.map(prepareTransfer);
  if (prepared.length === 0) {
    return [];
  }
  const keys = [...new Set(prepared.map(({ request }) => request.idempotencyKey))];
  const posted = new Map(
    (await selectTransfersByKeys(db, keys)).map((row) => [row.idempotency_key, row] as const),
  );

  // Sort the batch into replays and new transfers before anything moves.
  const firstOfKey = new Map<string, PreparedTransfer>();
  const pending: PreparedTransfer[] = [];
  for (const transfer of prepared) {
    const key = transfer.request.idempotencyKey;
    const earlierHash = posted.get(key)?.payload_hash ?? firstOfKey.get(key)?.payloadHash;
    if (earlierHash !== undefined) {
      if (earlierHash !== transfer.payloadHash) {
        throw new LedgerError('DUPLICATE_TRANSACTION', { idempotencyKey: key });
      }
      continue;
    }
    firstOfKey.set(key, transfer);
    pending.push(transfer);
  }

  const results = new Map<string, TransferResult>();
  if (pending.length > 0) {
    const accountIds = [
      ...new Set(pending.flatMap(({ request }) => [request.debitAccountId, request.creditAccountId])),
    ].sort((left, right) => left - right);
    const accounts = new Map(
      (await selectAccountsByIds(db, accountIds)).map((row) => [row.id, row] as const),
    );
    for (const { request } of pending) {
      const debit = accounts.get(request.debitAccountId);
      const credit = accounts.get(request.creditAccountId);
      if (debit === undefined || credit === undefined) {
        throw new LedgerError('ACCOUNT_NOT_FOUND', {
          accountId: debit === undefined ? request.debitAccountId : request.creditAccountId,
        });
      }
      if (debit.currency !== credit.currency) {
        throw new LedgerError('CURRENCY_MISMATCH', { idempotencyKey: request.idempotencyKey });
      }
    }
    if (!isFirstTouchAscending(pending)) {
      for (const id of accountIds) {
        await lockAccount(db, id);
      }
    }
    const batchId = randomUUID();
    for (const transfer of pending) {
      results.set(transfer.request.idempotencyKey, await applyTransfer(db, transfer, batchId, now));
    }
  }

  const answered = new Set<string>();
  return prepared.map(({ request }) => {
    const key = request.idempotencyKey;
    const row = posted.get(key);
    if (row !== undefined) {
      return toTransferResult(row, true);
    }
    const result = results.get(key);
    if (result === undefined) {
      throw new Error(`ledger: no result for ${key}`);
    }
    // A key repeated within the batch: the first occurrence posted, the others replay it.
    const isReplay = answered.has(key);
    answered.add(key);
    return isReplay ? { ...result, isReplay } : result;
  });
}
