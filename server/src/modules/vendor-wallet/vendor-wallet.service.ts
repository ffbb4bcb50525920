import {
  seamlessBalanceRequestSchema,
  seamlessBetRequestSchema,
  seamlessRollbackRequestSchema,
  seamlessWinRequestSchema,
} from '@plaza/contracts/seamless';
import type {
  SeamlessBalanceRequest,
  SeamlessBetRequest,
  SeamlessOperation,
  SeamlessResponse,
  SeamlessRollbackRequest,
  SeamlessWinRequest,
} from '@plaza/contracts/seamless';
import { hash } from 'node:crypto';

import type { DatabaseHandle } from '../../db/database';
import { getWriteThread } from '../../db/sqlite-write-thread';
import type { ThreadWork } from '../../db/sqlite-write-thread';
import type { Executor } from '../../db/transaction';
import { findAccountByCode, ledgerAccountCodes } from '../ledger/ledger.service';
import { findLiveLaunchToken } from '../vendors/launch-tokens.service';
import { parsePlayerId, toPlayerId } from '../vendors/player-ids';
import type { VendorDirectory, VendorIntegration } from '../vendors/vendor-directory';
import { CallLanes } from './call-lanes';
import { getAccountCache, MAX_GROUP_SIZE, runMoneyCalls } from './vendor-wallet-group.service';
import type { MoneyCall } from './vendor-wallet-group.service';
import { selectWalletMember } from './vendor-wallet.repository';

/** What the vendor wallet's handlers need: the database and the cached vendor configuration. */
export interface VendorWalletDependencies {
  handle: DatabaseHandle;
  vendors: VendorDirectory;
  now?: () => number;
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

/** `balance`: who plays (with a launch token) and how much they hold in the main wallet. */
export async function getVendorWalletBalance(
  dependencies: VendorWalletDependencies,
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
    const launch = await findLiveLaunchToken(dependencies.handle, vendor.code, request.token, now);
    if (launch === undefined) {
      return { status: 'INVALID_TOKEN' };
    }
    memberId = launch.memberId;
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

/** The money calls' kind of work in the SQLite write thread (vendor-wallet.thread.ts exports its runThreadTasks). */
const MONEY_CALL_WORK: ThreadWork<MoneyCall, SeamlessResponse> = {
  moduleUrl: new URL('./vendor-wallet.thread.ts', import.meta.url).href,
};

/** Runs a money call in its member's lane (laneKey) on the event loop, or in the SQLite write thread. */
type MoneyCallRunner = (laneKey: number, call: MoneyCall) => Promise<SeamlessResponse>;

const runners = new WeakMap<DatabaseHandle, MoneyCallRunner>();

function getRunner(handle: DatabaseHandle): MoneyCallRunner {
  let runner = runners.get(handle);
  if (runner === undefined) {
    const thread = getWriteThread(handle);
    if (thread !== undefined) {
      runner = (_laneKey, call) => thread.submit(MONEY_CALL_WORK, call);
    } else {
      const lanes = new CallLanes(handle.lanes.count, MAX_GROUP_SIZE, (calls: MoneyCall[]) =>
        runMoneyCalls(handle, getAccountCache(handle), calls),
      );
      runner = (laneKey, call) => lanes.submit(laneKey, call);
    }
    runners.set(handle, runner);
  }
  return runner;
}

/**
 * Checks what a money call can be refused for without the database (its currency), looks up its launch token and
 * the member its playerId names, then runs it in its member's lane (vendor-wallet-group.service.ts), or on a SQLite file
 * in the write thread.
 */
async function runMoneyCall<K extends MoneyCall['kind']>(
  dependencies: VendorWalletDependencies,
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
  const found = await findLiveLaunchToken(handle, vendor.code, request.token, now);
  const memberId = parsePlayerId(request.playerId);
  // A bet's token must be this player's; a win's only tells the game type when its bet is unknown.
  const launch = kind === 'bet' && found !== undefined && found.memberId !== memberId ? undefined : found;
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
  return getRunner(handle)(launch?.memberId ?? memberId ?? 0, call);
}

/** `bet`: takes the amount from the main wallet to the house, never below zero. */
export function placeVendorWalletBet(
  dependencies: VendorWalletDependencies,
  vendor: VendorIntegration,
  request: SeamlessBetRequest,
): Promise<SeamlessResponse> {
  return runMoneyCall(dependencies, 'bet', vendor, request);
}

/** `win`: pays the amount from the house (zero settles a lost round); valid after the token expired. */
export function settleVendorWalletWin(
  dependencies: VendorWalletDependencies,
  vendor: VendorIntegration,
  request: SeamlessWinRequest,
): Promise<SeamlessResponse> {
  return runMoneyCall(dependencies, 'win', vendor, request);
}

/**
 * `rollback`: gives back exactly what the referenced bet took, once; a rollback that finds no bet is kept as a
 * tombstone so that the bet, if it arrives later, is refused.
 */
export function rollBackVendorWalletBet(
  dependencies: VendorWalletDependencies,
  vendor: VendorIntegration,
  request: SeamlessRollbackRequest,
): Promise<SeamlessResponse> {
  return runMoneyCall(dependencies, 'rollback', vendor, request);
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * Answers a signed call of `vendor` to the vendor wallet: only a vendor in the wallet's mode may call it, and a
 * body that does not parse as the operation's request is INVALID_REQUEST (a business answer, not an HTTP error).
 */
export async function answerVendorWalletCall(
  dependencies: VendorWalletDependencies,
  vendor: VendorIntegration,
  operation: SeamlessOperation,
  body: string,
): Promise<SeamlessResponse> {
  if (vendor.walletMode !== 'seamless') {
    return { status: 'INVALID_REQUEST' };
  }
  const payload = parseJson(body);
  switch (operation) {
    case 'balance': {
      const parsed = seamlessBalanceRequestSchema.safeParse(payload);
      return parsed.success
        ? getVendorWalletBalance(dependencies, vendor, parsed.data)
        : { status: 'INVALID_REQUEST' };
    }
    case 'bet': {
      const parsed = seamlessBetRequestSchema.safeParse(payload);
      return parsed.success
        ? placeVendorWalletBet(dependencies, vendor, parsed.data)
        : { status: 'INVALID_REQUEST' };
    }
    case 'win': {
      const parsed = seamlessWinRequestSchema.safeParse(payload);
      return parsed.success
        ? settleVendorWalletWin(dependencies, vendor, parsed.data)
        : { status: 'INVALID_REQUEST' };
    }
    case 'rollback': {
      const parsed = seamlessRollbackRequestSchema.safeParse(payload);
      return parsed.success
        ? rollBackVendorWalletBet(dependencies, vendor, parsed.data)
        : { status: 'INVALID_REQUEST' };
    }
  }
}
