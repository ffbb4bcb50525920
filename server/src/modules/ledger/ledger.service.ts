import { createHash, randomUUID } from 'node:crypto';

import type { Executor } from '../../db/transaction';
import {
  changeBalanceUnlessPosted,
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
import type { LedgerAccountRow, LedgerTransferRow, UpdatedAccount } from './ledger.repository';
import { isAccountKind, isTransferKind, LedgerError } from './ledger.types';
import type {
  AccountDefinition,
  AccountStatementPage,
  LedgerAccount,
  TransferKind,
  TransferRequest,
  TransferResult,
} from './ledger.types';

/**
 * The house account is split into this many rows so that one hot row does not serialize every bet: on
 * PostgreSQL a shard's row stays locked from a call's update to its commit, and with 8 shards a pool of 32
 * connections spent its time waiting on them (64 measured 15–20% more bets at 32, bench/README.md).
 */
export const HOUSE_SHARDS = 64;

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
  withdrawalHold: (memberId: number) => `member:${memberId}:withdrawal-hold`,
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

/**
 * A new batch id: a UUID of version 7, which begins with the time in milliseconds. Its index then grows at its
 * end, one page per commit, where random (version 4) ids each changed a page of their own.
 */
function createBatchId(): string {
  const time = Date.now().toString(16).padStart(12, '0');
  // randomUUID draws from a cached pool of random bytes; its version digit (at 14) becomes 7.
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${randomUUID().slice(15)}`;
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

/** Refuses a credit that found no account or left the safe integer range. */
function checkCredit(id: number, amount: number, credited: UpdatedAccount | undefined): UpdatedAccount {
  if (credited === undefined) {
    throw new LedgerError('ACCOUNT_NOT_FOUND', { accountId: id });
  }
  if (!Number.isSafeInteger(credited.balance)) {
    throw new LedgerError('INVALID_AMOUNT', { accountId: id, amount });
  }
  return credited;
}

/** Why a debit took nothing: there is no such account, or it holds too little. */
async function refuseDebit(db: Executor, request: TransferRequest): Promise<never> {
  const accountId = request.debitAccountId;
  if ((await selectAccountBalance(db, accountId)) === undefined) {
    throw new LedgerError('ACCOUNT_NOT_FOUND', { accountId });
  }
  throw new LedgerError('INSUFFICIENT_FUNDS', {
    idempotencyKey: request.idempotencyKey,
    accountId,
    amount: request.amount,
  });
}

async function insertPostedTransfer(
  db: Executor,
  { request, payloadHash }: PreparedTransfer,
  batchId: string,
  balances: { debit: UpdatedAccount; credit: UpdatedAccount },
  now: number,
): Promise<TransferResult> {
  if (balances.debit.currency !== balances.credit.currency) {
    throw new LedgerError('CURRENCY_MISMATCH', { idempotencyKey: request.idempotencyKey });
  }
  const transferId = await insertTransfer(db, {
    idempotency_key: request.idempotencyKey,
    kind: request.kind,
    reference: request.reference,
    batch_id: batchId,
    debit_account_id: request.debitAccountId,
    credit_account_id: request.creditAccountId,
    amount: request.amount,
    debit_balance_after: balances.debit.balance,
    credit_balance_after: balances.credit.balance,
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
    debitBalanceAfter: balances.debit.balance,
    creditBalanceAfter: balances.credit.balance,
    createdAt: now,
    isReplay: false,
  };
}

async function applyTransfer(
  db: Executor,
  transfer: PreparedTransfer,
  batchId: string,
  now: number,
): Promise<TransferResult> {
  const { request } = transfer;
  const debitFirst = request.debitAccountId < request.creditAccountId;
  // Lower id first, always: two transactions meeting on the same accounts wait for each other, never deadlock.
  let credited = debitFirst
    ? undefined
    : checkCredit(
        request.creditAccountId,
        request.amount,
        await creditAccount(db, request.creditAccountId, request.amount),
      );
  const debit = await debitAccount(db, request.debitAccountId, request.amount);
  if (debit === undefined) {
    return refuseDebit(db, request);
  }
  credited ??= checkCredit(
    request.creditAccountId,
    request.amount,
    await creditAccount(db, request.creditAccountId, request.amount),
  );
  return insertPostedTransfer(db, transfer, batchId, { debit, credit: credited }, now);
}

/**
 * A single transfer that is most likely new (the wallet's case), in three statements: the update of its lower
 * account id, guarded by its key, then the other update and the insert. Existence and currency of the accounts
 * come back from the updates instead of a read of their own. Undefined when the guarded update changed nothing
 * (the key is posted, an account is missing or the debit holds too little): nothing was written, and the
 * careful path tells which.
 */
async function postNewTransfer(
  db: Executor,
  transfer: PreparedTransfer,
  now: number,
): Promise<TransferResult | undefined> {
  const { request } = transfer;
  const debitFirst = request.debitAccountId < request.creditAccountId;
  // Lower id first, always: two transactions meeting on the same accounts wait for each other, never deadlock.
  const first = await changeBalanceUnlessPosted(db, debitFirst ? 'debit' : 'credit', {
    id: debitFirst ? request.debitAccountId : request.creditAccountId,
    amount: request.amount,
    idempotencyKey: request.idempotencyKey,
  });
  if (first === undefined) {
    return undefined;
  }
  let balances: { debit: UpdatedAccount; credit: UpdatedAccount };
  if (debitFirst) {
    const credit = await creditAccount(db, request.creditAccountId, request.amount);
    balances = { debit: first, credit: checkCredit(request.creditAccountId, request.amount, credit) };
  } else {
    const debit = await debitAccount(db, request.debitAccountId, request.amount);
    if (debit === undefined) {
      return refuseDebit(db, request);
    }
    balances = { debit, credit: checkCredit(request.creditAccountId, request.amount, first) };
  }
  return insertPostedTransfer(db, transfer, createBatchId(), balances, now);
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
 * - A single transfer first goes the short way (postNewTransfer: no reads, its replay check folded into its first
 *   update); only when that update changes nothing does it take the careful way below, which reads the keys and
 *   the accounts first. A refusal may then come after an update: the caller's transaction rolls back anyway.
 */
export async function postTransfers(
  db: Executor,
  transfers: readonly TransferRequest[],
  now: number = Date.now(),
): Promise<TransferResult[]> {
  const prepared = transfers.map(prepareTransfer);
  const [single] = prepared;
  if (single === undefined) {
    return [];
  }
  if (prepared.length === 1) {
    const result = await postNewTransfer(db, single, now);
    if (result !== undefined) {
      return [result];
    }
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
    const batchId = createBatchId();
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
