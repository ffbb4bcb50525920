import { hash, randomUUID } from 'node:crypto';

import { runStatements } from '../../db/prepared-query';
import type { Statement } from '../../db/prepared-query';
import type { Executor } from '../../db/transaction';
import {
  insertAccountIfAbsent,
  insertAccountsIfAbsent,
  insertTransfers,
  selectAccountBalance,
  selectAccountBalances,
  selectAccountByCode,
  selectAccountsByCodes,
  selectAccountsForUpdate,
  selectAccountTransfers,
  selectMemberAccounts,
  selectTransfersByKeys,
  sumCreditsToMembers,
  updateBalances,
} from './ledger.repository';
import type { LedgerAccountRow, LedgerTransferInsert, LedgerTransferRow } from './ledger.repository';
import { isAccountKind, isTransferKind, LedgerError } from './ledger.types';
import type {
  AccountDefinition,
  AccountKind,
  AccountStatementPage,
  LedgerAccount,
  PostedTransfer,
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
  jackpot: (currency: string) => `jackpot:${currency}`,
};

/** The number of the house shard that serves a member: `memberId % HOUSE_SHARDS`. */
function houseShardOf(memberId: number): number {
  if (!Number.isSafeInteger(memberId) || memberId < 0) {
    throw new LedgerError('INVALID_TRANSFER', { memberId });
  }
  return memberId % HOUSE_SHARDS;
}

/** The code of the house shard that takes a member's bets and pays their wins: `house:<memberId % HOUSE_SHARDS>`. */
export function pickHouseShard(memberId: number): string {
  return ledgerAccountCodes.house(houseShardOf(memberId));
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

/**
 * Many members' main wallet accounts at once (the daily pass pays thousands in one transaction), created at zero
 * where missing: one insert and one read per batch instead of two statements a member. Answers the account id by
 * member; an existing account of another kind, owner, currency or overdraft rule is refused with ACCOUNT_CONFLICT.
 */
export async function getMemberMainAccountIds(
  db: Executor,
  memberIds: readonly number[],
  currency: string,
  now: number = Date.now(),
): Promise<Map<number, number>> {
  const codes = new Map(memberIds.map((id) => [ledgerAccountCodes.memberMain(id), id]));
  let rows = await selectAccountsByCodes(db, [...codes.keys()]);
  if (rows.length < codes.size) {
    const found = new Set(rows.map((row) => row.code));
    await insertAccountsIfAbsent(
      db,
      [...codes].flatMap(([code, memberId]) =>
        found.has(code)
          ? []
          : [{ code, kind: 'member_main', owner_id: memberId, currency, allow_negative: 0, created_at: now }],
      ),
    );
    rows = await selectAccountsByCodes(db, [...codes.keys()]);
  }
  const ids = new Map<number, number>();
  for (const row of rows) {
    const account = toLedgerAccount(row);
    const memberId = codes.get(account.code);
    if (
      memberId === undefined ||
      account.kind !== 'member_main' ||
      account.ownerId !== memberId ||
      account.currency !== currency ||
      account.allowNegative
    ) {
      throw new LedgerError('ACCOUNT_CONFLICT', { code: account.code });
    }
    ids.set(memberId, account.id);
  }
  return ids;
}

/** The house shard that serves a member (see pickHouseShard), created on first use; the house may go negative. */
export async function getHouseAccount(
  db: Executor,
  memberId: number,
  currency: string,
  now: number = Date.now(),
): Promise<LedgerAccount> {
  return getHouseShardAccount(db, houseShardOf(memberId), currency, now);
}

/** House shard number `shard` (0 to HOUSE_SHARDS - 1), created on first use. */
export async function getHouseShardAccount(
  db: Executor,
  shard: number,
  currency: string,
  now: number = Date.now(),
): Promise<LedgerAccount> {
  if (!Number.isSafeInteger(shard) || shard < 0 || shard >= HOUSE_SHARDS) {
    throw new LedgerError('INVALID_TRANSFER', { shard });
  }
  return ensureAccount(
    db,
    { code: ledgerAccountCodes.house(shard), kind: 'house', ownerId: null, currency, allowNegative: true },
    now,
  );
}

/** An existing account by code, or undefined; never creates one. */
export async function findAccountByCode(db: Executor, code: string): Promise<LedgerAccount | undefined> {
  const row = await selectAccountByCode(db, code);
  return row === undefined ? undefined : toLedgerAccount(row);
}

/** An account's current balance in minor units; ACCOUNT_NOT_FOUND when there is no such account. */
/**
 * The rewards (bonuses and commissions: rebates, promotions, VIP gifts, missions) credited to each member's main
 * wallet in [from, to), except the payments whose reference starts with `exceptReferencePrefix` (a reader that
 * counts those by its own rule). What a dividend's team loss subtracts (docs/product/definitions.md "Team loss").
 */
export async function sumRewardsToMembers(
  db: Executor,
  memberIds: readonly number[],
  range: { from: number; to: number; exceptReferencePrefix: string },
): Promise<Map<number, number>> {
  const sums = new Map<number, number>();
  for (let start = 0; start < memberIds.length; start += 500) {
    const rows = await sumCreditsToMembers(db, memberIds.slice(start, start + 500), {
      kinds: ['bonus', 'commission'],
      from: range.from,
      to: range.to,
      excludeReferencePrefix: range.exceptReferencePrefix,
    });
    for (const row of rows) {
      sums.set(row.owner_id, (sums.get(row.owner_id) ?? 0) + row.amount);
    }
  }
  return sums;
}

export async function getAccountBalance(db: Executor, accountId: number): Promise<number> {
  const balance = await selectAccountBalance(db, accountId);
  if (balance === undefined) {
    throw new LedgerError('ACCOUNT_NOT_FOUND', { accountId });
  }
  return balance;
}

/** Many accounts' current balances in one read, by account id; ACCOUNT_NOT_FOUND when one does not exist. */
export async function getAccountBalances(
  db: Executor,
  accountIds: readonly number[],
): Promise<Map<number, number>> {
  const ids = [...new Set(accountIds)];
  const balances = await selectAccountBalances(db, ids);
  const missing = ids.find((id) => !balances.has(id));
  if (missing !== undefined) {
    throw new LedgerError('ACCOUNT_NOT_FOUND', { accountId: missing });
  }
  return balances;
}

/** Every account a member owns of the given kinds (main wallet, vendor wallets, holds), oldest first. */
export async function listMemberAccounts(
  db: Executor,
  memberId: number,
  kinds: readonly AccountKind[],
): Promise<LedgerAccount[]> {
  return (await selectMemberAccounts(db, memberId, kinds)).map(toLedgerAccount);
}

/** The transfer posted under an idempotency key, or undefined. */
export async function findTransferByKey(
  db: Executor,
  idempotencyKey: string,
): Promise<TransferResult | undefined> {
  const [row] = await selectTransfersByKeys(db, [idempotencyKey]);
  return row === undefined ? undefined : toTransferResult(row, false);
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
  // One-shot: the wallet hashes a transfer per money call, and a Hash object costs three times as much.
  return hash('sha256', canonical);
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

/** An account as a book holds it: what was read (and locked), and its balance after what the book posted. */
interface BookAccount {
  id: number;
  currency: string;
  allowNegative: boolean;
  readBalance: number;
  balance: number;
}

/**
 * Where money moves: the accounts a transaction will touch, read and (on PostgreSQL) locked in ascending id order
 * by one statement, the transfers posted against them in memory, and one write that inserts every transfer and
 * sets every changed balance. `write`'s statements are the only code that changes a balance; `postTransfers`
 * and the seamless wallet's call groups both post through a book.
 *
 * Posting checks what the database would refuse (an unknown account, two currencies, an overdraft where it is
 * not allowed, a balance beyond the safe integers, a key posted twice in the book) and refuses with a
 * LedgerError before anything changes, so one refused batch leaves the book as it was and the others stand.
 * A key posted by another transaction is refused by the database at `write` (CONCURRENT_DUPLICATE): callers that
 * may replay a key look it up first (postTransfers does).
 */
export class LedgerBook {
  private readonly rows: LedgerTransferInsert[] = [];
  private readonly keys = new Set<string>();
  private ids = new Map<string, number>();
  private isWritten = false;

  private constructor(private readonly accounts: Map<number, BookAccount>) {}

  /**
   * The statement that reads, and on PostgreSQL locks until the transaction ends, the accounts a book will post
   * to, and makes the book of them.
   */
  static read(db: Executor, accountIds: Iterable<number>): Statement<LedgerBook> {
    const ids = [...new Set(accountIds)].sort((left, right) => left - right);
    const statement = selectAccountsForUpdate(db, ids);
    return {
      query: statement.query,
      read: (result) =>
        new LedgerBook(
          new Map(
            statement.read(result).map((row) => [
              row.id,
              {
                id: row.id,
                currency: row.currency,
                allowNegative: row.allow_negative === 1,
                readBalance: row.balance,
                balance: row.balance,
              },
            ]),
          ),
        ),
    };
  }

  /** An account's balance after everything posted so far; ACCOUNT_NOT_FOUND when the book does not hold it. */
  balanceOf(accountId: number): number {
    return this.getAccount(accountId).balance;
  }

  /**
   * Posts `requests` as one linked batch: all of them, or none (a LedgerError, and the book is unchanged).
   * Answers each transfer with its balances after it; its id is known once the book is written.
   */
  post(requests: readonly TransferRequest[], now: number): PostedTransfer[] {
    if (this.isWritten) {
      throw new Error('ledger: the book is written already');
    }
    const prepared = requests.map(prepareTransfer);
    const balances = new Map<number, number>();
    const balanceOf = (account: BookAccount) => balances.get(account.id) ?? account.balance;
    const batchId = createBatchId();
    const batchKeys = new Set<string>();
    const posted: PostedTransfer[] = [];
    const rows: LedgerTransferInsert[] = [];
    for (const { request, payloadHash } of prepared) {
      const key = request.idempotencyKey;
      if (this.keys.has(key) || batchKeys.has(key)) {
        throw new LedgerError('DUPLICATE_TRANSACTION', { idempotencyKey: key });
      }
      batchKeys.add(key);
      const debit = this.getAccount(request.debitAccountId);
      const credit = this.getAccount(request.creditAccountId);
      if (debit.currency !== credit.currency) {
        throw new LedgerError('CURRENCY_MISMATCH', { idempotencyKey: key });
      }
      const debitAfter = balanceOf(debit) - request.amount;
      if (debitAfter < 0 && !debit.allowNegative) {
        throw new LedgerError('INSUFFICIENT_FUNDS', {
          idempotencyKey: key,
          accountId: debit.id,
          amount: request.amount,
        });
      }
      const creditAfter = balanceOf(credit) + request.amount;
      if (!Number.isSafeInteger(debitAfter) || !Number.isSafeInteger(creditAfter)) {
        throw new LedgerError('INVALID_AMOUNT', { idempotencyKey: key, amount: request.amount });
      }
      balances.set(debit.id, debitAfter);
      balances.set(credit.id, creditAfter);
      posted.push({
        idempotencyKey: key,
        kind: request.kind,
        reference: request.reference,
        batchId,
        debitAccountId: debit.id,
        creditAccountId: credit.id,
        amount: request.amount,
        debitBalanceAfter: debitAfter,
        creditBalanceAfter: creditAfter,
      });
      rows.push({
        idempotency_key: key,
        kind: request.kind,
        reference: request.reference,
        batch_id: batchId,
        debit_account_id: debit.id,
        credit_account_id: credit.id,
        amount: request.amount,
        debit_balance_after: debitAfter,
        credit_balance_after: creditAfter,
        payload_hash: payloadHash,
        metadata: JSON.stringify(request.metadata ?? {}),
        created_at: now,
      });
    }
    // Nothing was refused: the batch joins the book.
    for (const [id, balance] of balances) {
      this.getAccount(id).balance = balance;
    }
    for (const key of batchKeys) {
      this.keys.add(key);
    }
    this.rows.push(...rows);
    return posted;
  }

  /**
   * The statements that write what the book posted, inside the caller's transaction: every transfer in one
   * statement (in posting order, so each account's balance_after chain follows the ids), then every changed
   * balance in one. Reading their results refuses with CONCURRENT_DUPLICATE when another transaction committed one
   * of the keys meanwhile; the caller's transaction must then roll back, and a retry sees the key posted.
   */
  write(db: Executor): Statement<void>[] {
    if (this.isWritten) {
      throw new Error('ledger: the book is written already');
    }
    this.isWritten = true;
    const rows = this.rows;
    const changed = [...this.accounts.values()]
      .filter((account) => account.balance !== account.readBalance)
      .map((account) => ({ id: account.id, balance: account.balance, read_balance: account.readBalance }));
    const inserted = insertTransfers(db, rows);
    const updated = updateBalances(db, changed);
    return [
      {
        query: inserted.query,
        read: (result) => {
          this.ids = inserted.read(result);
          const missing = rows.find((row) => !this.ids.has(row.idempotency_key));
          if (missing !== undefined) {
            throw new LedgerError('CONCURRENT_DUPLICATE', { idempotencyKey: missing.idempotency_key });
          }
        },
      },
      {
        query: updated.query,
        read: (result) => {
          if (updated.read(result) !== changed.length) {
            // The rows were locked (PostgreSQL) or the database was ours alone (SQLite): a bug, not a race.
            throw new Error('ledger: an account changed while its book held it');
          }
        },
      },
    ];
  }

  /** The id of a written transfer. */
  idOf(idempotencyKey: string): number {
    const id = this.ids.get(idempotencyKey);
    if (id === undefined) {
      throw new Error(`ledger: no written transfer ${idempotencyKey}`);
    }
    return id;
  }

  private getAccount(accountId: number): BookAccount {
    const account = this.accounts.get(accountId);
    if (account === undefined) {
      throw new LedgerError('ACCOUNT_NOT_FOUND', { accountId });
    }
    return account;
  }
}

/**
 * Posts `transfers` as one linked batch, inside the caller's transaction (`runInTransaction`), all or nothing:
 * any refusal throws a LedgerError and the caller's transaction must roll back. Answers one result per request,
 * in order.
 *
 * - A key posted before with the same payload is a replay: its first result comes back (`isReplay`) and nothing
 *   moves; with a different payload it is refused with DUPLICATE_TRANSACTION. The same holds for a key repeated
 *   within the batch.
 * - The new transfers go through a LedgerBook: their accounts locked in ascending id order, then posted (an
 *   overdraft where it is not allowed fails the batch with INSUFFICIENT_FUNDS), then written with both balances
 *   right after each transfer.
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
  const pending: TransferRequest[] = [];
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
    pending.push(transfer.request);
  }

  const results = new Map<string, TransferResult>();
  if (pending.length > 0) {
    const [book] = await runStatements(db, [
      LedgerBook.read(
        db,
        pending.flatMap((request) => [request.debitAccountId, request.creditAccountId]),
      ),
    ]);
    const written = book.post(pending, now);
    await runStatements(db, book.write(db));
    for (const transfer of written) {
      results.set(transfer.idempotencyKey, {
        ...transfer,
        transferId: book.idOf(transfer.idempotencyKey),
        createdAt: now,
        isReplay: false,
      });
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
