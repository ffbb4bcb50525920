import type {
  SeamlessBalanceRequest,
  SeamlessBetRequest,
  SeamlessResponse,
  SeamlessRollbackRequest,
  SeamlessStatus,
  SeamlessWinRequest,
} from '@plaza/contracts/seamless';
import { createHash } from 'node:crypto';

import type { DatabaseHandle } from '../../db/database';
import { isUniqueViolation } from '../../db/dialect';
import type { Executor } from '../../db/transaction';
import { runInTransaction } from '../../db/transaction';
import { hashSessionToken } from '../accounts/session-token';
import { recordBetPlaced, recordBetRolledBack, recordWin } from '../bets/bets.service';
import {
  findAccountByCode,
  getAccountBalance,
  getHouseAccount,
  getMemberMainAccount,
  ledgerAccountCodes,
  pickHouseShard,
  postTransfers,
} from '../ledger/ledger.service';
import { isLedgerError } from '../ledger/ledger.types';
import type { LedgerAccount, TransferKind } from '../ledger/ledger.types';
import {
  insertTransaction,
  markBetRolledBack,
  selectBetContext,
  selectLaunchToken,
  selectTransaction,
  selectTransactionAndReferences,
  selectTransactionPair,
  selectWalletMember,
} from './seamless.repository';
import type {
  LaunchTokenRow,
  SeamlessTransactionInsert,
  SeamlessTransactionRow,
} from './seamless.repository';
import type { VendorDirectory, VendorIntegration } from './vendor-directory';

/** What the seamless handlers need: the database and the cached vendor configuration. */
export interface SeamlessDependencies {
  handle: DatabaseHandle;
  vendors: VendorDirectory;
  now?: () => number;
}

/** At most this many launch tokens are kept in memory. */
const LAUNCH_CACHE_SIZE = 10_000;
/** At most this many account ids are kept in memory. */
const ACCOUNT_CACHE_SIZE = 100_000;

/** An account the wallet moves money through, as the cache keeps it: its id, checked for that currency. */
interface KnownAccount {
  id: number;
  currency: string;
}

/**
 * What never changes once written, kept per database: launch tokens (immutable rows; expiry is checked on each
 * use) and the ids of the members' main accounts and the house shards by code (an account keeps its id, code,
 * kind and currency for ever). Each saves a read on every call.
 */
interface SeamlessCaches {
  launches: Map<string, LaunchTokenRow>;
  accounts: Map<string, KnownAccount>;
}

const cachesByDatabase = new WeakMap<DatabaseHandle, SeamlessCaches>();

function getCaches(handle: DatabaseHandle): SeamlessCaches {
  let caches = cachesByDatabase.get(handle);
  if (caches === undefined) {
    caches = { launches: new Map(), accounts: new Map() };
    cachesByDatabase.set(handle, caches);
  }
  return caches;
}

type MoneyKind = 'bet' | 'win' | 'rollback';
type MoneyRequest = SeamlessBetRequest | SeamlessWinRequest | SeamlessRollbackRequest;

const ACTIVE_MEMBER_STATUS = 'ACTIVE';
/** game_type recorded for a win that names neither its bet nor a live launch token. */
const UNKNOWN_GAME_TYPE = 'OTHER';

/** A refusal decided inside the transaction that is recorded, so that a repeat gets the same answer. */
class RecordedRefusal {
  constructor(
    readonly status: SeamlessStatus,
    readonly balance: number,
  ) {}
}

/** A refusal that is not recorded (bad token, unknown player): nothing was processed. */
class Refusal extends Error {
  constructor(
    readonly status: SeamlessStatus,
    readonly balance?: number,
  ) {
    super(`seamless refusal ${status}`);
    this.name = 'Refusal';
  }
}

/** The player id the vendors see: the member's id, never a name or phone number. */
export function toPlayerId(memberId: number): string {
  return String(memberId);
}

function parsePlayerId(playerId: string): number | undefined {
  if (!/^[1-9][0-9]{0,15}$/.test(playerId)) {
    return undefined;
  }
  const id = Number(playerId);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** sha256 of what decides a money call's outcome; a repeat with another payload is a DUPLICATE_TRANSACTION. */
function hashPayload(kind: MoneyKind, request: MoneyRequest): string {
  const canonical = JSON.stringify([
    kind,
    request.playerId,
    request.currency,
    request.gameCode,
    request.roundId,
    request.amount ?? null,
    'refTransactionId' in request ? (request.refTransactionId ?? null) : null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

function answerRecorded(row: SeamlessTransactionRow): SeamlessResponse {
  return {
    status: row.outcome as SeamlessStatus,
    balance: row.balance_after,
    transactionId: row.transaction_id,
    platformTransactionId: String(row.id),
  };
}

async function readMainBalance(db: Executor, memberId: number): Promise<number> {
  return (await findAccountByCode(db, ledgerAccountCodes.memberMain(memberId)))?.balance ?? 0;
}

async function findLiveLaunch(
  db: Executor,
  caches: SeamlessCaches,
  vendor: VendorIntegration,
  token: string | undefined,
  now: number,
): Promise<LaunchTokenRow | undefined> {
  if (token === undefined || token === '') {
    return undefined;
  }
  const tokenHash = hashSessionToken(token);
  let launch = caches.launches.get(tokenHash);
  if (launch === undefined) {
    launch = await selectLaunchToken(db, tokenHash);
    if (launch !== undefined) {
      if (caches.launches.size >= LAUNCH_CACHE_SIZE) {
        caches.launches.clear();
      }
      caches.launches.set(tokenHash, launch);
    }
  }
  if (launch === undefined || launch.vendor_code !== vendor.code || launch.expires_at <= now) {
    return undefined;
  }
  return launch;
}

/** `balance`: who plays (with a launch token) and how much they hold in the main wallet. */
export async function getSeamlessBalance(
  dependencies: SeamlessDependencies,
  vendor: VendorIntegration,
  request: SeamlessBalanceRequest,
): Promise<SeamlessResponse> {
  const db = dependencies.handle.db;
  const now = dependencies.now?.() ?? Date.now();
  const currency = await dependencies.vendors.getCurrency();
  if (request.currency !== undefined && request.currency !== currency) {
    return { status: 'INVALID_REQUEST' };
  }
  let memberId: number | undefined;
  if (request.token !== undefined) {
    const launch = await findLiveLaunch(db, getCaches(dependencies.handle), vendor, request.token, now);
    if (launch === undefined) {
      return { status: 'INVALID_TOKEN' };
    }
    memberId = launch.member_id;
    if (request.playerId !== undefined && request.playerId !== toPlayerId(memberId)) {
      return { status: 'INVALID_TOKEN' };
    }
  } else {
    memberId = parsePlayerId(request.playerId ?? '');
  }
  const member = memberId === undefined ? undefined : await selectWalletMember(db, memberId);
  if (member === undefined) {
    return { status: 'INVALID_REQUEST' };
  }
  return {
    status: 'OK',
    balance: await readMainBalance(db, member.id),
    playerId: toPlayerId(member.id),
    currency,
  };
}

interface MoneyCall<R extends MoneyRequest> {
  caches: SeamlessCaches;
  kind: MoneyKind;
  request: R;
  vendor: VendorIntegration;
  currency: string;
  reportUtcOffsetMinutes: number;
  now: number;
}

function newRow(
  call: MoneyCall<MoneyRequest>,
  fields: Pick<
    SeamlessTransactionInsert,
    'member_id' | 'game_type' | 'amount' | 'status' | 'outcome' | 'ledger_transfer_id' | 'balance_after'
  >,
): SeamlessTransactionInsert {
  return {
    vendor_code: call.vendor.code,
    transaction_id: call.request.transactionId,
    kind: call.kind,
    game_code: call.request.gameCode,
    round_id: call.request.roundId,
    ref_transaction_id: 'refTransactionId' in call.request ? (call.request.refTransactionId ?? null) : null,
    payload_hash: hashPayload(call.kind, call.request),
    created_at: call.now,
    ...fields,
  };
}

/** The round call as the betting record keeps it. */
function describeRoundCall(call: MoneyCall<MoneyRequest>, memberId: number, gameType: string) {
  return {
    memberId,
    vendorCode: call.vendor.code,
    transactionId: call.request.transactionId,
    gameCode: call.request.gameCode,
    gameType,
    roundId: call.request.roundId,
    amount: call.request.amount ?? 0,
    at: call.now,
    reportUtcOffsetMinutes: call.reportUtcOffsetMinutes,
  };
}

/** Inserts the row and answers it; a concurrent twin with the same id makes the caller retry (and replay). */
async function record(db: Executor, row: SeamlessTransactionInsert): Promise<SeamlessResponse> {
  const id = await insertTransaction(db, row);
  if (id === undefined) {
    throw new ConcurrentTwinError();
  }
  return {
    status: row.outcome as SeamlessStatus,
    balance: row.balance_after,
    transactionId: row.transaction_id,
    platformTransactionId: String(id),
  };
}

class ConcurrentTwinError extends Error {
  constructor() {
    super('seamless: the same transaction id was committed concurrently');
  }
}

/** One run of a money call's transaction. */
interface Attempt {
  /** A run before this one was refused for funds: read the balance before moving money. */
  isCareful: boolean;
  /** Accounts read from the database in this run, cached once its transaction has committed. */
  learned: [string, KnownAccount][];
}

/** An account of the call: its id, and its balance when it was read on the way. */
interface CallAccount {
  id: number;
  balance?: number;
}

/**
 * The account under `code`, from the cache or else from `ensure` (which creates it on first use). A read account
 * is cached only after the transaction that read it committed: one created in it may yet be rolled back.
 */
async function resolveAccount(
  call: MoneyCall<MoneyRequest>,
  attempt: Attempt,
  code: string,
  ensure: () => Promise<LedgerAccount>,
): Promise<CallAccount> {
  const known = call.caches.accounts.get(code);
  if (known !== undefined && known.currency === call.currency) {
    return { id: known.id };
  }
  const account = await ensure();
  attempt.learned.push([code, { id: account.id, currency: account.currency }]);
  return { id: account.id, balance: account.balance };
}

function resolveMainAccount(
  db: Executor,
  call: MoneyCall<MoneyRequest>,
  attempt: Attempt,
  memberId: number,
): Promise<CallAccount> {
  return resolveAccount(call, attempt, ledgerAccountCodes.memberMain(memberId), () =>
    getMemberMainAccount(db, memberId, call.currency, call.now),
  );
}

/** The main wallet's balance: as read on the way, or read now. */
async function readBalance(db: Executor, main: CallAccount): Promise<number> {
  return main.balance ?? getAccountBalance(db, main.id);
}

async function moveMoney(
  db: Executor,
  call: MoneyCall<MoneyRequest>,
  attempt: Attempt,
  member: { id: number; mainAccountId: number },
  transferKind: TransferKind,
  amount: number,
  direction: 'from_member' | 'to_member',
): Promise<{ transferId: number; memberBalance: number }> {
  const house = await resolveAccount(call, attempt, pickHouseShard(member.id), () =>
    getHouseAccount(db, member.id, call.currency, call.now),
  );
  const fromMember = direction === 'from_member';
  const [transfer] = await postTransfers(
    db,
    [
      {
        idempotencyKey: `seamless:${call.vendor.code}:${call.request.transactionId}`,
        kind: transferKind,
        reference: `seamless:${call.vendor.code}:${call.request.roundId}`,
        debitAccountId: fromMember ? member.mainAccountId : house.id,
        creditAccountId: fromMember ? house.id : member.mainAccountId,
        amount,
        metadata: {
          vendor: call.vendor.code,
          gameCode: call.request.gameCode,
          roundId: call.request.roundId,
          transactionId: call.request.transactionId,
          requestId: call.request.requestId,
        },
      },
    ],
    call.now,
  );
  if (transfer === undefined) {
    throw new Error('seamless: the ledger answered no transfer');
  }
  return {
    transferId: transfer.transferId,
    memberBalance: fromMember ? transfer.debitBalanceAfter : transfer.creditBalanceAfter,
  };
}

/**
 * Pays `amount` to the member (a win or a rollback) and records the call as done; a zero amount moves nothing and
 * records the balance as it stands.
 */
async function creditAndRecord(
  db: Executor,
  call: MoneyCall<MoneyRequest>,
  attempt: Attempt,
  member: { id: number; main: CallAccount; gameType: string },
  transferKind: TransferKind,
  amount: number,
): Promise<SeamlessResponse> {
  const moved =
    amount > 0
      ? await moveMoney(
          db,
          call,
          attempt,
          { id: member.id, mainAccountId: member.main.id },
          transferKind,
          amount,
          'to_member',
        )
      : { transferId: null, memberBalance: await readBalance(db, member.main) };
  return record(
    db,
    newRow(call, {
      member_id: member.id,
      game_type: member.gameType,
      amount,
      status: 'OK',
      outcome: 'OK',
      ledger_transfer_id: moved.transferId,
      balance_after: moved.memberBalance,
    }),
  );
}

/**
 * Runs one money call in a write transaction. A bet refused for funds by the ledger (its balance was not read
 * first, or it lost a race for the last of it on PostgreSQL), or a twin request committed meanwhile, is run once
 * more: the second run reads the balance first and sees the committed state, and answers from it (a recorded
 * refusal or a replay).
 */
async function runMoneyCall(
  dependencies: SeamlessDependencies,
  call: MoneyCall<MoneyRequest>,
  work: (db: Executor, attempt: Attempt) => Promise<SeamlessResponse>,
): Promise<SeamlessResponse> {
  for (let attempt = 1; ; attempt += 1) {
    const run: Attempt = { isCareful: attempt > 1, learned: [] };
    try {
      const answer = await runInTransaction(dependencies.handle, (db) => work(db, run));
      for (const [code, account] of run.learned) {
        if (call.caches.accounts.size >= ACCOUNT_CACHE_SIZE) {
          call.caches.accounts.clear();
        }
        call.caches.accounts.set(code, account);
      }
      return answer;
    } catch (error) {
      if (error instanceof Refusal) {
        return error.balance === undefined
          ? { status: error.status }
          : { status: error.status, balance: error.balance };
      }
      // A twin's bet record, committed meanwhile, fails ours with a unique violation on PostgreSQL.
      const isRace =
        error instanceof ConcurrentTwinError ||
        isUniqueViolation(error) ||
        isLedgerError(error, 'INSUFFICIENT_FUNDS') ||
        isLedgerError(error, 'CONCURRENT_DUPLICATE');
      if (!isRace || attempt >= 3) {
        throw error;
      }
    }
  }
}

/** The recorded call under the request's id: a replay answers it again, another payload is a duplicate. */
function answerRepeat(call: MoneyCall<MoneyRequest>, earlier: SeamlessTransactionRow): SeamlessResponse {
  if (earlier.payload_hash !== hashPayload(call.kind, call.request)) {
    return { status: 'DUPLICATE_TRANSACTION', transactionId: call.request.transactionId };
  }
  return answerRecorded(earlier);
}

async function prepareCall<R extends MoneyRequest>(
  dependencies: SeamlessDependencies,
  kind: MoneyKind,
  vendor: VendorIntegration,
  request: R,
): Promise<MoneyCall<R> | Refusal> {
  const currency = await dependencies.vendors.getCurrency();
  if (request.currency !== currency) {
    return new Refusal('INVALID_REQUEST');
  }
  return {
    caches: getCaches(dependencies.handle),
    kind,
    request,
    vendor,
    currency,
    reportUtcOffsetMinutes: await dependencies.vendors.getReportUtcOffsetMinutes(),
    now: dependencies.now?.() ?? Date.now(),
  };
}

/** Records a refusal decided under the transaction, so that a repeat answers it again. */
function recordRefusal(
  db: Executor,
  call: MoneyCall<MoneyRequest>,
  memberId: number,
  gameType: string,
  refusal: RecordedRefusal,
): Promise<SeamlessResponse> {
  return record(
    db,
    newRow(call, {
      member_id: memberId,
      game_type: gameType,
      amount: call.request.amount ?? 0,
      status: 'REFUSED',
      outcome: refusal.status,
      ledger_transfer_id: null,
      balance_after: refusal.balance,
    }),
  );
}

/** `bet`: takes the amount from the main wallet to the house, never below zero. */
export async function placeSeamlessBet(
  dependencies: SeamlessDependencies,
  vendor: VendorIntegration,
  request: SeamlessBetRequest,
): Promise<SeamlessResponse> {
  const call = await prepareCall(dependencies, 'bet', vendor, request);
  if (call instanceof Refusal) {
    return { status: call.status };
  }
  return runMoneyCall(dependencies, call, async (db, attempt) => {
    const found = await findLiveLaunch(db, call.caches, vendor, request.token, call.now);
    const launch =
      found !== undefined && toPlayerId(found.member_id) === request.playerId ? found : undefined;
    // With the player known from the token, the member's status comes in the same read as the recorded calls.
    const context =
      launch === undefined
        ? undefined
        : await selectBetContext(db, launch.member_id, vendor.code, request.transactionId);
    const related =
      context?.related ?? (await selectTransactionAndReferences(db, vendor.code, request.transactionId));
    // A repeat answers what it answered first, whatever the token and the member have become since.
    const earlier = related.find((row) => row.transaction_id === request.transactionId);
    if (earlier !== undefined) {
      return answerRepeat(call, earlier);
    }
    if (launch === undefined) {
      throw new Refusal('INVALID_TOKEN');
    }
    if (context === undefined || context.memberStatus !== ACTIVE_MEMBER_STATUS) {
      throw new Refusal('PLAYER_BLOCKED');
    }
    const member = { id: launch.member_id };
    const main = await resolveMainAccount(db, call, attempt, member.id);
    // A rollback that came first left a tombstone: the late bet must not take money (api-contract.md).
    if (related.some((row) => row.kind === 'rollback' && row.status !== 'REFUSED')) {
      return recordRefusal(
        db,
        call,
        member.id,
        launch.game_type,
        new RecordedRefusal('TRANSACTION_ROLLED_BACK', await readBalance(db, main)),
      );
    }
    // The ledger's debit refuses an overdraft by itself; the balance is checked first only when it was read on
    // the way, or when the ledger refused a run before this one (which then records the refusal).
    if (main.balance !== undefined || attempt.isCareful) {
      const balance = await readBalance(db, main);
      if (balance < request.amount) {
        return recordRefusal(
          db,
          call,
          member.id,
          launch.game_type,
          new RecordedRefusal('INSUFFICIENT_FUNDS', balance),
        );
      }
    }
    // The bet record and its day's totals first, the money last: on PostgreSQL the house shard's row stays locked
    // from its update to the commit, so the fewer statements after it, the more calls a shard takes.
    await recordBetPlaced(db, describeRoundCall(call, member.id, launch.game_type));
    const moved = await moveMoney(
      db,
      call,
      attempt,
      { id: member.id, mainAccountId: main.id },
      'bet',
      request.amount,
      'from_member',
    );
    return record(
      db,
      newRow(call, {
        member_id: member.id,
        game_type: launch.game_type,
        amount: request.amount,
        status: 'OK',
        outcome: 'OK',
        ledger_transfer_id: moved.transferId,
        balance_after: moved.memberBalance,
      }),
    );
  });
}

/**
 * The member a win or rollback is for. When the bet it names is recorded, that bet's member is the only valid
 * player, and exists (members are never deleted); otherwise the member is read.
 */
async function findPlayer(
  db: Executor,
  playerId: string,
  bet: SeamlessTransactionRow | undefined,
): Promise<number | undefined> {
  const memberId = parsePlayerId(playerId);
  if (memberId === undefined || bet !== undefined) {
    return bet?.member_id === memberId ? memberId : undefined;
  }
  return (await selectWalletMember(db, memberId))?.id;
}

/** `win`: pays the amount from the house (zero settles a lost round); valid after the token expired. */
export async function settleSeamlessWin(
  dependencies: SeamlessDependencies,
  vendor: VendorIntegration,
  request: SeamlessWinRequest,
): Promise<SeamlessResponse> {
  const call = await prepareCall(dependencies, 'win', vendor, request);
  if (call instanceof Refusal) {
    return { status: call.status };
  }
  return runMoneyCall(dependencies, call, async (db, attempt) => {
    const rows =
      request.refTransactionId === undefined
        ? [await selectTransaction(db, vendor.code, request.transactionId)]
        : await selectTransactionPair(db, vendor.code, request.transactionId, request.refTransactionId);
    const earlier = rows.find((row) => row?.transaction_id === request.transactionId);
    if (earlier !== undefined) {
      return answerRepeat(call, earlier);
    }
    const bet = rows.find((row) => row !== undefined && row.transaction_id === request.refTransactionId);
    const memberId = await findPlayer(db, request.playerId, bet);
    if (memberId === undefined) {
      throw new Refusal('INVALID_REQUEST');
    }
    const main = await resolveMainAccount(db, call, attempt, memberId);
    const gameType =
      bet?.game_type ??
      (await findLiveLaunch(db, call.caches, vendor, request.token, call.now))?.game_type ??
      UNKNOWN_GAME_TYPE;
    if (request.refTransactionId !== undefined) {
      if (bet === undefined || bet.kind !== 'bet' || bet.status === 'REFUSED') {
        return recordRefusal(
          db,
          call,
          memberId,
          gameType,
          new RecordedRefusal('TRANSACTION_NOT_FOUND', await readBalance(db, main)),
        );
      }
      if (bet.status === 'ROLLED_BACK') {
        return recordRefusal(
          db,
          call,
          memberId,
          gameType,
          new RecordedRefusal('TRANSACTION_ROLLED_BACK', await readBalance(db, main)),
        );
      }
    }
    await recordWin(db, {
      ...describeRoundCall(call, memberId, gameType),
      betTransactionId: request.refTransactionId,
    });
    return creditAndRecord(db, call, attempt, { id: memberId, main, gameType }, 'win', request.amount);
  });
}

/**
 * `rollback`: gives back exactly what the referenced bet took, once. A rollback that finds no bet is kept as a
 * tombstone (answered OK: nothing to give back) so that the bet, if it arrives later, is refused.
 */
export async function rollBackSeamlessBet(
  dependencies: SeamlessDependencies,
  vendor: VendorIntegration,
  request: SeamlessRollbackRequest,
): Promise<SeamlessResponse> {
  const call = await prepareCall(dependencies, 'rollback', vendor, request);
  if (call instanceof Refusal) {
    return { status: call.status };
  }
  return runMoneyCall(dependencies, call, async (db, attempt) => {
    const earlier = await selectTransaction(db, vendor.code, request.transactionId);
    if (earlier !== undefined) {
      return answerRepeat(call, earlier);
    }
    const bet = await selectTransaction(db, vendor.code, request.refTransactionId);
    const memberId = await findPlayer(db, request.playerId, bet);
    if (memberId === undefined || (bet !== undefined && bet.kind !== 'bet')) {
      throw new Refusal('INVALID_REQUEST');
    }
    const main = await resolveMainAccount(db, call, attempt, memberId);
    if (bet === undefined) {
      return record(
        db,
        newRow(call, {
          member_id: memberId,
          game_type: UNKNOWN_GAME_TYPE,
          amount: 0,
          status: 'TOMBSTONE',
          outcome: 'OK',
          ledger_transfer_id: null,
          balance_after: await readBalance(db, main),
        }),
      );
    }
    if (bet.status === 'ROLLED_BACK') {
      return recordRefusal(
        db,
        call,
        memberId,
        bet.game_type,
        new RecordedRefusal('TRANSACTION_ROLLED_BACK', await readBalance(db, main)),
      );
    }
    // A refused bet took nothing, so its rollback gives nothing back.
    const isReversed = bet.status === 'OK' && (await markBetRolledBack(db, bet.id));
    if (isReversed) {
      await recordBetRolledBack(db, { vendorCode: vendor.code, betTransactionId: bet.transaction_id });
    }
    return creditAndRecord(
      db,
      call,
      attempt,
      { id: memberId, main, gameType: bet.game_type },
      'rollback',
      isReversed ? bet.amount : 0,
    );
  });
}
