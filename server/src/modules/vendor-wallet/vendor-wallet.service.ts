import type {
  SeamlessBalanceRequest,
  SeamlessBetRequest,
  SeamlessResponse,
  SeamlessRollbackRequest,
  SeamlessWinRequest,
} from '@plaza/contracts/seamless';
import { hash } from 'node:crypto';

import type { DatabaseHandle } from '../../db/database';
import type { Executor } from '../../db/transaction';
import { hashSessionToken } from '../accounts/session-token';
import { findAccountByCode, ledgerAccountCodes } from '../ledger/ledger.service';
import { CallLanes } from './call-lanes';
import { MAX_GROUP_SIZE, runMoneyCalls } from './vendor-wallet-group.service';
import type { AccountCache, MoneyCall } from './vendor-wallet-group.service';
import { selectLaunchToken, selectWalletMember } from './vendor-wallet.repository';
import type { LaunchTokenRow } from './vendor-wallet.repository';
import type { VendorDirectory, VendorIntegration } from '../vendors/vendor-directory';
import { WalletThread } from './wallet-thread';

/** What the seamless handlers need: the database and the cached vendor configuration. */
export interface SeamlessDependencies {
  handle: DatabaseHandle;
  vendors: VendorDirectory;
  now?: () => number;
}

/** At most this many launch tokens are kept in memory. */
const LAUNCH_CACHE_SIZE = 10_000;

/**
 * What never changes once written, kept per database: launch tokens (immutable rows; expiry is checked on each
 * use) and the ids of the members' main accounts and the house shards by code (an account keeps its id, code,
 * kind and currency for ever). Each saves a read on every call.
 */
interface SeamlessCaches {
  launches: Map<string, LaunchTokenRow>;
  accounts: AccountCache;
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
function hashPayload(kind: MoneyCall['kind'], request: MoneyCall['request']): string {
  const canonical = JSON.stringify([
    kind,
    request.playerId,
    request.currency,
    request.gameCode,
    request.roundId,
    request.amount ?? null,
    'refTransactionId' in request ? (request.refTransactionId ?? null) : null,
  ]);
  return hash('sha256', canonical);
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

/** Where a database's money calls run: in lanes on the event loop, or in the SQLite wallet thread. */
interface MoneyCallRunner {
  submit: (laneKey: number, call: MoneyCall) => Promise<SeamlessResponse>;
  /** On a SQLite file: the thread that runs the calls in groups (wallet-thread.ts). */
  thread: WalletThread | undefined;
}

const runners = new WeakMap<DatabaseHandle, MoneyCallRunner>();

function getRunner(handle: DatabaseHandle): MoneyCallRunner {
  let runner = runners.get(handle);
  if (runner === undefined) {
    if (handle.sqliteFile !== undefined) {
      const thread = new WalletThread(handle.sqliteFile);
      handle.closeWith(() => thread.stop());
      runner = { submit: (_laneKey, call) => thread.submit(call), thread };
    } else {
      const accounts = getCaches(handle).accounts;
      const lanes = new CallLanes(handle.lanes.count, MAX_GROUP_SIZE, (calls: MoneyCall[]) =>
        runMoneyCalls(handle, accounts, calls),
      );
      runner = { submit: (laneKey, call) => lanes.submit(laneKey, call), thread: undefined };
    }
    runners.set(handle, runner);
  }
  return runner;
}

/** Starts what runs the money calls now rather than at the first call (the server does, once it listens). */
export function startSeamlessWallet(handle: DatabaseHandle): void {
  getRunner(handle).thread?.start();
}

/**
 * Checks what a money call can be refused for without the database (its currency), looks up its launch token and
 * the member its playerId names, then runs it in its member's lane (seamless-group.service.ts), or on a SQLite file
 * in the wallet thread.
 */
async function runMoneyCall<K extends MoneyCall['kind']>(
  dependencies: SeamlessDependencies,
  kind: K,
  vendor: VendorIntegration,
  request: Extract<MoneyCall, { kind: K }>['request'],
): Promise<SeamlessResponse> {
  const currency = await dependencies.vendors.getCurrency();
  if (request.currency !== currency) {
    return { status: 'INVALID_REQUEST' };
  }
  const { handle } = dependencies;
  const now = dependencies.now?.() ?? Date.now();
  const found = await findLiveLaunch(handle.db, getCaches(handle), vendor, request.token, now);
  const memberId = parsePlayerId(request.playerId);
  // A bet's token must be this player's; a win's only tells the game type when its bet is unknown.
  const launch = kind === 'bet' && found !== undefined && found.member_id !== memberId ? undefined : found;
  const call = {
    kind,
    request,
    vendor,
    currency,
    reportUtcOffsetMinutes: await dependencies.vendors.getReportUtcOffsetMinutes(),
    now,
    payloadHash: hashPayload(kind, request),
    launch,
    memberId,
  } as MoneyCall;
  return getRunner(handle).submit(launch?.member_id ?? memberId ?? 0, call);
}

/** `bet`: takes the amount from the main wallet to the house, never below zero. */
export function placeSeamlessBet(
  dependencies: SeamlessDependencies,
  vendor: VendorIntegration,
  request: SeamlessBetRequest,
): Promise<SeamlessResponse> {
  return runMoneyCall(dependencies, 'bet', vendor, request);
}

/** `win`: pays the amount from the house (zero settles a lost round); valid after the token expired. */
export function settleSeamlessWin(
  dependencies: SeamlessDependencies,
  vendor: VendorIntegration,
  request: SeamlessWinRequest,
): Promise<SeamlessResponse> {
  return runMoneyCall(dependencies, 'win', vendor, request);
}

/**
 * `rollback`: gives back exactly what the referenced bet took, once; a rollback that finds no bet is kept as a
 * tombstone so that the bet, if it arrives later, is refused.
 */
export function rollBackSeamlessBet(
  dependencies: SeamlessDependencies,
  vendor: VendorIntegration,
  request: SeamlessRollbackRequest,
): Promise<SeamlessResponse> {
  return runMoneyCall(dependencies, 'rollback', vendor, request);
}
