import type {
  SeamlessBetRequest,
  SeamlessResponse,
  SeamlessRollbackRequest,
  SeamlessStatus,
  SeamlessWinRequest,
} from '@plaza/contracts/seamless';

import type { DatabaseHandle } from '../../db/database';
import { isUniqueViolation } from '../../db/dialect';
import { runStatements } from '../../db/prepared-query';
import type { Statement } from '../../db/prepared-query';
import type { Executor } from '../../db/transaction';
import { runInTransaction } from '../../db/transaction';
import { BetBook } from '../bets/bets.service';
import { findJackpotPool, isJackpotStake, JackpotShares } from '../jackpot/jackpot.service';
import type { BetBookKeys, RoundCall } from '../bets/bets.service';
import {
  getHouseShardAccount,
  getMemberMainAccount,
  ledgerAccountCodes,
  LedgerBook,
} from '../ledger/ledger.service';
import { isLedgerError } from '../ledger/ledger.types';
import type { LedgerAccount, TransferKind } from '../ledger/ledger.types';
import { readPlayLimits } from '../responsible-gambling/responsible-gambling.service';
import type { PlayLimits } from '../responsible-gambling/responsible-gambling.service';
import type { LaunchToken } from '../vendors/launch-tokens.service';
import type { VendorIntegration } from '../vendors/vendor-directory';
import type { CallOutcome } from './call-lanes';
import { createProcessShardWalk } from './house-shard-walk';
import {
  insertCalls,
  markBetsRolledBack,
  selectMemberStatuses,
  selectRecordedCalls,
} from './vendor-wallet.repository';
import type { CallInsert, CallKey, RecordedCallInsert } from './vendor-wallet.repository';

/**
 * A group of vendor wallet money calls in one transaction (docs/decisions/010-vendor-wallet.md): what the group needs
 * is read in a few statements (the recorded calls, the members, the bet records, the accounts, locked on
 * PostgreSQL), each call is decided in memory in the order it came, as if it ran alone after the ones before it,
 * and everything the group changed is written in a statement per table. A call that fails leaves no trace of its
 * own and fails alone; if the transaction itself fails, each call runs again alone.
 */

/** What every money call carries once parsed, its currency checked and its launch token looked up. */
interface CallBase {
  vendor: VendorIntegration;
  currency: string;
  reportUtcOffsetMinutes: number;
  now: number;
  /** sha256 of what decides the outcome; a repeat with another payload is a DUPLICATE_TRANSACTION. */
  payloadHash: string;
  /** The live launch token the call carries, when it names this vendor and has not expired. */
  launch: LaunchToken | undefined;
  /** The member the call's playerId names, when it is a well-formed id (the member may not exist). */
  memberId: number | undefined;
}

/** A money call ready to run. */
export type MoneyCall =
  | (CallBase & { kind: 'bet'; request: SeamlessBetRequest })
  | (CallBase & { kind: 'win'; request: SeamlessWinRequest })
  | (CallBase & { kind: 'rollback'; request: SeamlessRollbackRequest });

/** An account the wallet moves money through, as the cache keeps it: its id, checked for that currency. */
export interface KnownAccount {
  id: number;
  currency: string;
}

/** The ids of the members' main accounts and the house shards by code, kept per database (they never change). */
export type AccountCache = Map<string, KnownAccount>;

/**
 * The ids of the members' main accounts and the house shards by code, per database: an account keeps its id,
 * code, kind and currency for ever, so each saves a read on every call.
 */
const accountCachesByDatabase = new WeakMap<DatabaseHandle, AccountCache>();

export function getAccountCache(handle: DatabaseHandle): AccountCache {
  let accounts = accountCachesByDatabase.get(handle);
  if (accounts === undefined) {
    accounts = new Map();
    accountCachesByDatabase.set(handle, accounts);
  }
  return accounts;
}

/** At most this many calls run in one group (in the lanes and in the SQLite write thread alike). */
export const MAX_GROUP_SIZE = 256;

/** At most this many account ids are kept in memory. */
const ACCOUNT_CACHE_SIZE = 100_000;

const ACTIVE_MEMBER_STATUS = 'ACTIVE';
/** game_type recorded for a win that names neither its bet nor a live launch token. */
const UNKNOWN_GAME_TYPE = 'OTHER';
const KEY_SEPARATOR = '\u0000';

/** A recorded call as the group holds it; a call recorded by this group has no id until it is written. */
type HeldCall = RecordedCallInsert & { id: number | undefined };

/** A new call row, and the key of the ledger transfer that moved its money, if any. */
interface NewCall {
  row: HeldCall;
  transferKey: string | undefined;
}

/** What a group holds while its calls are decided. */
interface GroupState {
  /** Recorded calls by vendor and transaction id, those of this group included. */
  calls: Map<string, HeldCall>;
  /** Recorded calls by vendor and the transaction id they reference. */
  references: Map<string, HeldCall[]>;
  /** The status of each member the calls name that exists. */
  members: Map<number, string>;
  /** Each member's main account. */
  mainAccounts: Map<number, number>;
  /** The loss and wager limits of the betting members that set one, kept current as bets are taken. */
  playLimits: Map<number, PlayLimits>;
  /** The house shard every call of the group moves its money through (pickGroupShard). */
  houseId: number;
  ledger: LedgerBook;
  bets: BetBook;
  created: NewCall[];
  /** Recorded bets (by id) that this group's rollbacks reversed. */
  reversedBets: number[];
  /** The jackpot pool's shares of the group's in-house slot stakes, when it has any (decision 081). */
  jackpot: JackpotShares | undefined;
}

/** The answer of a decided call; a recorded call's platform id is known once the group is written. */
type Answer = () => SeamlessResponse;

/** A recorded call changed under the group (another server process got there first): the group runs again. */
class RecordedCallRace extends Error {
  constructor(what: string) {
    super(`vendor wallet: ${what} was committed concurrently`);
    this.name = 'RecordedCallRace';
  }
}

function callKey(vendorCode: string, transactionId: string): string {
  return `${vendorCode}${KEY_SEPARATOR}${transactionId}`;
}

function refTransactionIdOf(call: MoneyCall): string | undefined {
  return call.kind === 'bet' ? undefined : call.request.refTransactionId;
}

function answerRecorded(row: HeldCall): SeamlessResponse {
  if (row.id === undefined) {
    throw new Error('vendor wallet: a recorded call was not written');
  }
  return {
    status: row.outcome as SeamlessStatus,
    balance: row.balance_after,
    transactionId: row.transaction_id,
    platformTransactionId: String(row.id),
  };
}

/** The recorded call under the request's id: a replay answers it again, another payload is a duplicate. */
function answerRepeat(call: MoneyCall, earlier: HeldCall): Answer {
  if (earlier.payload_hash !== call.payloadHash) {
    return () => ({ status: 'DUPLICATE_TRANSACTION', transactionId: call.request.transactionId });
  }
  return () => answerRecorded(earlier);
}

function answerStatus(status: SeamlessStatus): Answer {
  return () => ({ status });
}

/** Records the call in the group: later calls of the group see it, and it is written with the group. */
function record(
  state: GroupState,
  call: MoneyCall,
  fields: Pick<
    RecordedCallInsert,
    'member_id' | 'game_type' | 'amount' | 'status' | 'outcome' | 'balance_after'
  >,
  transferKey?: string,
): Answer {
  const row: HeldCall = {
    id: undefined,
    vendor_code: call.vendor.code,
    transaction_id: call.request.transactionId,
    kind: call.kind,
    game_code: call.request.gameCode,
    round_id: call.request.roundId,
    ref_transaction_id: refTransactionIdOf(call) ?? null,
    payload_hash: call.payloadHash,
    ledger_transfer_id: null,
    created_at: call.now,
    ...fields,
  };
  holdCall(state, row);
  state.created.push({ row, transferKey });
  return () => answerRecorded(row);
}

/** Records a refusal, so that a repeat answers it again. */
function recordRefusal(
  state: GroupState,
  call: MoneyCall,
  memberId: number,
  gameType: string,
  status: SeamlessStatus,
  balance: number,
): Answer {
  return record(state, call, {
    member_id: memberId,
    game_type: gameType,
    amount: call.request.amount ?? 0,
    status: 'REFUSED',
    outcome: status,
    balance_after: balance,
  });
}

function holdCall(state: GroupState, row: HeldCall): void {
  state.calls.set(callKey(row.vendor_code, row.transaction_id), row);
  if (row.ref_transaction_id !== null) {
    const key = callKey(row.vendor_code, row.ref_transaction_id);
    const referencing = state.references.get(key);
    if (referencing === undefined) {
      state.references.set(key, [row]);
    } else {
      referencing.push(row);
    }
  }
}

function accountsOf(state: GroupState, memberId: number): { mainId: number; houseId: number } {
  const mainId = state.mainAccounts.get(memberId);
  if (mainId === undefined) {
    throw new Error(`vendor wallet: no accounts for member ${memberId}`);
  }
  return { mainId, houseId: state.houseId };
}

/** The call as the betting record keeps it. */
function describeRoundCall(call: MoneyCall, memberId: number, gameType: string): RoundCall {
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

/**
 * The ledger key of a call's transfer: `seamless:<vendor>:<time>:<transaction id>`, the time (milliseconds, 12 hex
 * digits) first so that the keys of new transfers sort after every earlier one and their unique index grows at its
 * end: keyed by the vendor's transaction ids alone, each transfer changed an index page of its own, a sixth of the
 * pages a call writes (bench/README.md). That the same vendor call moves money once is held, in the same
 * transaction, by the call's own record, unique by vendor and transaction id (docs/decisions/005-ledger.md).
 */
function walletTransferKey(call: MoneyCall): string {
  const time = call.now.toString(16).padStart(12, '0');
  return `seamless:${call.vendor.code}:${time}:${call.request.transactionId}`;
}

/**
 * Posts the call's money between the member and the group's house shard; answers the transfer's key and the member's
 * balance after it.
 */
function moveMoney(
  state: GroupState,
  call: MoneyCall,
  memberId: number,
  transferKind: TransferKind,
  amount: number,
  direction: 'from_member' | 'to_member',
): { transferKey: string; memberBalance: number } {
  const { mainId, houseId } = accountsOf(state, memberId);
  const fromMember = direction === 'from_member';
  const [transfer] = state.ledger.post(
    [
      {
        idempotencyKey: walletTransferKey(call),
        kind: transferKind,
        reference: `seamless:${call.vendor.code}:${call.request.roundId}`,
        debitAccountId: fromMember ? mainId : houseId,
        creditAccountId: fromMember ? houseId : mainId,
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
    throw new Error('vendor wallet: the ledger posted no transfer');
  }
  return {
    transferKey: transfer.idempotencyKey,
    memberBalance: fromMember ? transfer.debitBalanceAfter : transfer.creditBalanceAfter,
  };
}

/** `bet`: takes the amount from the main wallet to the house, never below zero. */
function decideBet(state: GroupState, call: MoneyCall & { kind: 'bet' }): Answer {
  const { request, launch } = call;
  const key = callKey(call.vendor.code, request.transactionId);
  // A repeat answers what it answered first, whatever the token and the member have become since.
  const earlier = state.calls.get(key);
  if (earlier !== undefined) {
    return answerRepeat(call, earlier);
  }
  if (launch === undefined) {
    return answerStatus('INVALID_TOKEN');
  }
  const memberId = launch.memberId;
  if (state.members.get(memberId) !== ACTIVE_MEMBER_STATUS) {
    return answerStatus('PLAYER_BLOCKED');
  }
  const balance = state.ledger.balanceOf(accountsOf(state, memberId).mainId);
  // A rollback that came first left a tombstone: the late bet must not take money
  // (docs/product/vendor-wallet.md#rules-vendors-can-rely-on).
  if ((state.references.get(key) ?? []).some((row) => row.kind === 'rollback' && row.status !== 'REFUSED')) {
    return recordRefusal(state, call, memberId, launch.gameType, 'TRANSACTION_ROLLED_BACK', balance);
  }
  if (balance < request.amount) {
    return recordRefusal(state, call, memberId, launch.gameType, 'INSUFFICIENT_FUNDS', balance);
  }
  // A stake past a loss or wager limit the member set (docs/decisions/054-play-limits.md).
  const limits = state.playLimits.get(memberId);
  if (limits?.findBreach(request.amount) !== undefined) {
    return recordRefusal(state, call, memberId, launch.gameType, 'PLAYER_BLOCKED', balance);
  }
  limits?.addStake(request.amount);
  // The money first: the ledger is the only step that may refuse, and a refusal leaves the group unchanged.
  const moved = moveMoney(state, call, memberId, 'bet', request.amount, 'from_member');
  if (state.jackpot !== undefined && isJackpotStake(call.vendor.code, request.gameCode)) {
    // The pool's share of the stake, from the house, in the stake's own transaction (decision 081).
    state.jackpot.contribute(
      state.ledger,
      {
        houseAccountId: state.houseId,
        amount: request.amount,
        transferKey: moved.transferKey,
        roundId: request.roundId,
      },
      call.now,
    );
  }
  state.bets.placeBet(describeRoundCall(call, memberId, launch.gameType));
  return record(
    state,
    call,
    {
      member_id: memberId,
      game_type: launch.gameType,
      amount: request.amount,
      status: 'OK',
      outcome: 'OK',
      balance_after: moved.memberBalance,
    },
    moved.transferKey,
  );
}

/**
 * The member a win or rollback is for. When the bet it names is recorded, that bet's member is the only valid
 * player; otherwise the member must exist.
 */
function findPlayer(state: GroupState, call: MoneyCall, bet: HeldCall | undefined): number | undefined {
  const { memberId } = call;
  if (memberId === undefined || bet !== undefined) {
    return bet?.member_id === memberId ? memberId : undefined;
  }
  return state.members.has(memberId) ? memberId : undefined;
}

/**
 * Pays `amount` to the member (a win or a rollback) and records the call as done; a zero amount moves nothing and
 * records the balance as it stands.
 */
function creditAndRecord(
  state: GroupState,
  call: MoneyCall,
  memberId: number,
  gameType: string,
  transferKind: TransferKind,
  amount: number,
  recordBets: () => void,
): Answer {
  const moved =
    amount > 0
      ? moveMoney(state, call, memberId, transferKind, amount, 'to_member')
      : { transferKey: undefined, memberBalance: state.ledger.balanceOf(accountsOf(state, memberId).mainId) };
  recordBets();
  return record(
    state,
    call,
    {
      member_id: memberId,
      game_type: gameType,
      amount,
      status: 'OK',
      outcome: 'OK',
      balance_after: moved.memberBalance,
    },
    moved.transferKey,
  );
}

/** `win`: pays the amount from the house (zero settles a lost round); valid after the token expired. */
function decideWin(state: GroupState, call: MoneyCall & { kind: 'win' }): Answer {
  const { request } = call;
  const earlier = state.calls.get(callKey(call.vendor.code, request.transactionId));
  if (earlier !== undefined) {
    return answerRepeat(call, earlier);
  }
  const bet =
    request.refTransactionId === undefined
      ? undefined
      : state.calls.get(callKey(call.vendor.code, request.refTransactionId));
  const memberId = findPlayer(state, call, bet);
  if (memberId === undefined) {
    return answerStatus('INVALID_REQUEST');
  }
  const gameType = bet?.game_type ?? call.launch?.gameType ?? UNKNOWN_GAME_TYPE;
  if (request.refTransactionId !== undefined) {
    const balance = () => state.ledger.balanceOf(accountsOf(state, memberId).mainId);
    if (bet === undefined || bet.kind !== 'bet' || bet.status === 'REFUSED') {
      return recordRefusal(state, call, memberId, gameType, 'TRANSACTION_NOT_FOUND', balance());
    }
    if (bet.status === 'ROLLED_BACK') {
      return recordRefusal(state, call, memberId, gameType, 'TRANSACTION_ROLLED_BACK', balance());
    }
  }
  state.playLimits.get(memberId)?.addPayout(request.amount);
  return creditAndRecord(state, call, memberId, gameType, 'win', request.amount, () =>
    state.bets.addWin({
      ...describeRoundCall(call, memberId, gameType),
      betTransactionId: request.refTransactionId,
    }),
  );
}

/**
 * `rollback`: gives back exactly what the referenced bet took, once. A rollback that finds no bet is kept as a
 * tombstone (answered OK: nothing to give back) so that the bet, if it arrives later, is refused.
 */
function decideRollback(state: GroupState, call: MoneyCall & { kind: 'rollback' }): Answer {
  const { request } = call;
  const earlier = state.calls.get(callKey(call.vendor.code, request.transactionId));
  if (earlier !== undefined) {
    return answerRepeat(call, earlier);
  }
  const bet = state.calls.get(callKey(call.vendor.code, request.refTransactionId));
  const memberId = findPlayer(state, call, bet);
  if (memberId === undefined || (bet !== undefined && bet.kind !== 'bet')) {
    return answerStatus('INVALID_REQUEST');
  }
  const balance = state.ledger.balanceOf(accountsOf(state, memberId).mainId);
  if (bet === undefined) {
    return record(state, call, {
      member_id: memberId,
      game_type: UNKNOWN_GAME_TYPE,
      amount: 0,
      status: 'TOMBSTONE',
      outcome: 'OK',
      balance_after: balance,
    });
  }
  if (bet.status === 'ROLLED_BACK') {
    return recordRefusal(state, call, memberId, bet.game_type, 'TRANSACTION_ROLLED_BACK', balance);
  }
  // A refused bet took nothing, so its rollback gives nothing back.
  const isReversed = bet.status === 'OK';
  return creditAndRecord(
    state,
    call,
    memberId,
    bet.game_type,
    'rollback',
    isReversed ? bet.amount : 0,
    () => {
      if (!isReversed) {
        return;
      }
      bet.status = 'ROLLED_BACK';
      // A bet recorded by this group is written reversed; one recorded before is marked.
      if (bet.id !== undefined) {
        state.reversedBets.push(bet.id);
      }
      state.bets.rollBack({ vendorCode: call.vendor.code, betTransactionId: bet.transaction_id });
    },
  );
}

function decide(state: GroupState, call: MoneyCall): Answer {
  switch (call.kind) {
    case 'bet':
      return decideBet(state, call);
    case 'win':
      return decideWin(state, call);
    case 'rollback':
      return decideRollback(state, call);
  }
}

/**
 * The id of an account a member meets for the first time, made at zero if it is new. It is cached only after the
 * transaction that read it committed (`learned`): one created in it may yet be rolled back.
 */
async function learnAccount(
  learned: [string, KnownAccount][],
  code: string,
  ensure: () => Promise<LedgerAccount>,
): Promise<number> {
  const account = await ensure();
  learned.push([code, { id: account.id, currency: account.currency }]);
  return account.id;
}

/** What the calls of a group name: their recorded calls, members, bets and rounds. */
interface GroupKeys {
  named: CallKey[];
  referenced: CallKey[];
  bets: { named: BetBookKeys['named'][number][]; rounds: BetBookKeys['rounds'][number][] };
  memberIds: number[];
}

function collectKeys(calls: readonly MoneyCall[]): GroupKeys {
  const keys: GroupKeys = { named: [], referenced: [], bets: { named: [], rounds: [] }, memberIds: [] };
  const memberIds = new Set<number>();
  for (const call of calls) {
    const vendorCode = call.vendor.code;
    const transactionId = call.request.transactionId;
    keys.named.push({ vendor_code: vendorCode, transaction_id: transactionId });
    if (call.kind === 'bet') {
      // A bet is refused when a rollback already references it.
      keys.referenced.push({ vendor_code: vendorCode, transaction_id: transactionId });
      if (call.launch !== undefined) {
        memberIds.add(call.launch.memberId);
      }
      continue;
    }
    const ref = call.request.refTransactionId;
    if (ref !== undefined) {
      keys.named.push({ vendor_code: vendorCode, transaction_id: ref });
      keys.bets.named.push({ vendorCode, transactionId: ref });
    } else if (call.memberId !== undefined) {
      keys.bets.rounds.push({ vendorCode, roundId: call.request.roundId, memberId: call.memberId });
    }
    if (call.memberId !== undefined) {
      memberIds.add(call.memberId);
    }
  }
  keys.memberIds = [...memberIds];
  return keys;
}

/** An account's id from the cache; undefined when it is not cached yet (or not in this currency). */
function findCachedAccount(cache: AccountCache, code: string, currency: string): number | undefined {
  const account = cache.get(code);
  return account?.currency === currency ? account.id : undefined;
}

/** This process's walk over the house shards, from a start of its own (decision 083). */
const groupShards = createProcessShardWalk();

/**
 * The house shard a group's calls all move their money through: the next one in turn. A group then writes one
 * house balance, not one per member, and on PostgreSQL it locks one shard row, which the other lane's group, on
 * the next shard, does not wait for (docs/decisions/010-vendor-wallet.md); another node's groups walk from
 * another start (decision 083). Which shard takes a bet or pays a win changes no balance but the house's, which is
 * the sum of its shards.
 */
function pickGroupShard(): number {
  return groupShards.take();
}

/**
 * Reads what the group's calls need in one list of statements: the recorded calls, the
 * members, the bet records and the accounts, locked on PostgreSQL. A member met for the first time is read first,
 * and their main account made, so that its id is known; so is the group's house shard the first time.
 */
async function loadGroup(
  db: Executor,
  cache: AccountCache,
  calls: readonly MoneyCall[],
  learned: [string, KnownAccount][],
): Promise<GroupState> {
  const keys = collectKeys(calls);
  const currency = calls[0]?.currency ?? '';
  const now = calls[0]?.now ?? Date.now();
  const shard = pickGroupShard();
  const houseId =
    findCachedAccount(cache, ledgerAccountCodes.house(shard), currency) ??
    (await learnAccount(learned, ledgerAccountCodes.house(shard), () =>
      getHouseShardAccount(db, shard, currency, now),
    ));
  const mainAccounts = new Map<number, number>();
  const unknown: number[] = [];
  for (const memberId of keys.memberIds) {
    const cached = findCachedAccount(cache, ledgerAccountCodes.memberMain(memberId), currency);
    if (cached === undefined) {
      unknown.push(memberId);
    } else {
      mainAccounts.set(memberId, cached);
    }
  }
  if (unknown.length > 0) {
    const [existing] = await runStatements(db, [selectMemberStatuses(db, unknown)]);
    for (const { id: memberId } of existing) {
      const mainId = await learnAccount(learned, ledgerAccountCodes.memberMain(memberId), () =>
        getMemberMainAccount(db, memberId, currency, now),
      );
      mainAccounts.set(memberId, mainId);
    }
  }
  const hasJackpotStake = calls.some(
    (call) => call.kind === 'bet' && isJackpotStake(call.vendor.code, call.request.gameCode),
  );
  const pool = hasJackpotStake ? await findJackpotPool(db, currency) : undefined;
  const [recorded, members, bets, ledger] = await runStatements(db, [
    selectRecordedCalls(db, { named: keys.named, referenced: keys.referenced }),
    selectMemberStatuses(db, keys.memberIds),
    BetBook.read(db, keys.bets),
    LedgerBook.read(db, [
      houseId,
      ...mainAccounts.values(),
      ...(pool === undefined ? [] : [Number(pool.account_id)]),
    ]),
  ]);
  const bettors = calls.flatMap((call) =>
    call.kind === 'bet' && call.launch !== undefined ? [call.launch.memberId] : [],
  );
  const state: GroupState = {
    calls: new Map(),
    references: new Map(),
    members: new Map(members.map((member) => [member.id, member.status] as const)),
    mainAccounts,
    playLimits: await readPlayLimits(db, [...new Set(bettors)], now),
    houseId,
    ledger,
    bets,
    created: [],
    reversedBets: [],
    jackpot: pool === undefined ? undefined : new JackpotShares(pool),
  };
  // A call found both by its id and by its reference comes twice: held once.
  for (const row of new Map(recorded.map((row) => [row.id, row])).values()) {
    holdCall(state, { ...row });
  }
  return state;
}

/**
 * Writes what the group decided in one list of statements (one message on SQLite): reversed bets, bet records and
 * day totals, the ledger, then the calls, each of which finds its transfer by the transfer's key.
 */
async function writeGroup(db: Executor, state: GroupState, now: number): Promise<void> {
  const rows: CallInsert[] = state.created.map(({ row, transferKey }) => {
    const { id: _none, ledger_transfer_id: _unknown, ...insert } = row;
    return { ...insert, transfer_key: transferKey ?? null };
  });
  const reversed = markBetsRolledBack(db, state.reversedBets);
  const inserted = insertCalls(db, rows);
  let ids: ReturnType<typeof inserted.read> = [];
  await runStatements(db, [
    {
      query: reversed.query,
      read: (result) => {
        if (reversed.read(result) !== state.reversedBets.length) {
          throw new RecordedCallRace('a rollback of the same bet');
        }
      },
    },
    ...state.bets.write(db),
    ...state.ledger.write(db),
    ...jackpotWrites(db, state, now),
    // The calls last: each finds its transfer, written just before it, by the transfer's key.
    {
      query: inserted.query,
      read: (result) => {
        ids = inserted.read(result);
      },
    },
  ]);
  const idByKey = new Map(ids.map((call) => [callKey(call.vendor_code, call.transaction_id), call.id]));
  for (const { row } of state.created) {
    const id = idByKey.get(callKey(row.vendor_code, row.transaction_id));
    if (id === undefined) {
      throw new RecordedCallRace(`transaction ${row.transaction_id}`);
    }
    row.id = id;
  }
}

/** The pool row's write, when the group's stakes fed the pool: another group that wrote it first makes this one run again. */
function jackpotWrites(db: Executor, state: GroupState, now: number): Statement<void>[] {
  const write = state.jackpot?.write(db, now);
  if (write === undefined) {
    return [];
  }
  return [
    {
      query: write.query,
      read: (result) => {
        if (!write.read(result)) {
          throw new RecordedCallRace('a jackpot share');
        }
      },
    },
  ];
}

/** Runs the calls in one transaction; answers each call's outcome once it is committed. */
async function runGroupOnce(
  handle: DatabaseHandle,
  cache: AccountCache,
  calls: readonly MoneyCall[],
): Promise<CallOutcome<SeamlessResponse>[]> {
  const learned: [string, KnownAccount][] = [];
  const decided = await runInTransaction(
    handle,
    async (db) => {
      const state = await loadGroup(db, cache, calls, learned);
      const outcomes = calls.map((call): CallOutcome<Answer> => {
        try {
          return { isDone: true, value: decide(state, call) };
        } catch (error) {
          return { isDone: false, error };
        }
      });
      await writeGroup(db, state, calls[0]?.now ?? Date.now());
      return outcomes;
    },
    { isLane: true },
  );
  for (const [code, account] of learned) {
    if (cache.size >= ACCOUNT_CACHE_SIZE) {
      cache.clear();
    }
    cache.set(code, account);
  }
  return decided.map((outcome) => (outcome.isDone ? { isDone: true, value: outcome.value() } : outcome));
}

/** Whether a failed run may succeed when run again: another transaction committed what it also wrote. */
function isRace(error: unknown): boolean {
  const code = error !== null && typeof error === 'object' && 'code' in error ? error.code : undefined;
  return (
    error instanceof RecordedCallRace ||
    isUniqueViolation(error) ||
    isLedgerError(error, 'CONCURRENT_DUPLICATE') ||
    // PostgreSQL: deadlock detected, serialization failure.
    code === '40P01' ||
    code === '40001'
  );
}

/** Runs one call alone, again while it loses a race (the next run reads what the winner committed). */
async function runAlone(
  handle: DatabaseHandle,
  cache: AccountCache,
  call: MoneyCall,
): Promise<CallOutcome<SeamlessResponse>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [outcome] = await runGroupOnce(handle, cache, [call]);
      return outcome ?? { isDone: false, error: new Error('vendor wallet: a call has no outcome') };
    } catch (error) {
      if (!isRace(error) || attempt >= 3) {
        return { isDone: false, error };
      }
    }
  }
}

/**
 * Runs a group of money calls; answers one outcome per call, in order. When the group's transaction fails (one
 * call's write was refused by the database, or another server process committed the same call first), each
 * call runs again alone, so the others still succeed.
 */
export async function runMoneyCalls(
  handle: DatabaseHandle,
  cache: AccountCache,
  calls: readonly MoneyCall[],
): Promise<CallOutcome<SeamlessResponse>[]> {
  if (calls.length > 1) {
    try {
      return await runGroupOnce(handle, cache, calls);
    } catch {
      // Each call runs alone below, and a call that fails again reports its own error.
    }
  }
  const outcomes: CallOutcome<SeamlessResponse>[] = [];
  for (const call of calls) {
    outcomes.push(await runAlone(handle, cache, call));
  }
  return outcomes;
}
