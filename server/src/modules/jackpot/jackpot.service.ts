import type { Jackpot, JackpotWin } from '@plaza/contracts/jackpot';
import { splitContribution } from '@plaza/engines/jackpot';

import type { DatabaseHandle } from '../../db/database';
import { runStatements } from '../../db/prepared-query';
import type { Statement } from '../../db/prepared-query';
import type { Executor } from '../../db/transaction';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { maskAccount } from '../games/games.service';
import {
  ensureAccount,
  getAccountBalance,
  getHouseAccount,
  getHouseShardAccount,
  getMemberMainAccount,
  ledgerAccountCodes,
  LedgerBook,
  postTransfers,
} from '../ledger/ledger.service';
import type { TransferRequest } from '../ledger/ledger.types';
import {
  insertPoolIfAbsent,
  insertWinIfAbsent,
  selectLatestWins,
  selectMemberUsername,
  selectPool,
  selectWinOfRound,
  selectWinsOfRounds,
  updatePoolCarryStatement,
} from './jackpot.repository';
import type { JackpotPoolRow, JackpotWinRow } from './jackpot.repository';

/**
 * The progressive jackpot (docs/decisions/081-progressive-jackpot.md). The pool's money is the balance of its ledger
 * account `jackpot:<currency>`: every in-house slot stake moves its share there from the house in the stake's own
 * transaction (the vendor wallet's group, `JackpotShares`), a slot round whose jackpot draw is 0 is paid the whole
 * pool in the transaction that records its outcome (`payJackpotWin`), and the house puts the seed amount back in the
 * same transaction. Each movement has a key of its own, so none happens twice.
 */

/** The game whose stakes feed the pool and whose rounds may win it. */
export const JACKPOT_GAME = { vendorCode: 'BGS', gameCode: 'BGS_SLOT' } as const;
/** How many wins the public view lists. */
const LATEST_WIN_COUNT = 10;

/** A pool's rules, as a deployment sets them. */
export interface JackpotRules {
  shareBasisPoints: number;
  oneIn: number;
  seedAmount: number;
}

/** The demo deployment's rules: 1 % of each slot stake, one round in 20 000, 5 000.00 to start from. */
export const DEFAULT_JACKPOT_RULES: JackpotRules = {
  shareBasisPoints: 100,
  oneIn: 20_000,
  seedAmount: 500_000,
};

/** Whether a vendor wallet bet feeds the pool. */
export function isJackpotStake(vendorCode: string, gameCode: string): boolean {
  return vendorCode === JACKPOT_GAME.vendorCode && gameCode === JACKPOT_GAME.gameCode;
}

/**
 * Opens the pool of `currency` unless it is open, funded with the seed amount by the house in the same transaction
 * (key `jackpot:open:<currency>:<pool id>`); a pool already open is answered as it is. Answers the pool.
 */
export async function openJackpotPool(
  db: Executor,
  currency: string,
  rules: JackpotRules,
  now: number,
): Promise<JackpotPoolRow> {
  const account = await ensureAccount(
    db,
    {
      code: ledgerAccountCodes.jackpot(currency),
      kind: 'jackpot',
      ownerId: null,
      currency,
      allowNegative: false,
    },
    now,
  );
  const isOpened = await insertPoolIfAbsent(db, {
    currency,
    account_id: account.id,
    share_basis_points: rules.shareBasisPoints,
    one_in: rules.oneIn,
    seed_amount: rules.seedAmount,
    carry: 0,
    stake_total: 0,
    contribution_total: 0,
    version: 0,
    updated_at: now,
  });
  const pool = await selectPool(db, currency);
  if (pool === undefined) {
    throw new Error(`jackpot: no pool for ${currency}`);
  }
  if (isOpened && Number(pool.seed_amount) > 0) {
    const house = await getHouseShardAccount(db, 0, currency, now);
    await postTransfers(
      db,
      [
        {
          idempotencyKey: `jackpot:open:${currency}:${pool.id}`,
          kind: 'jackpot',
          reference: `jackpot:${currency}`,
          debitAccountId: house.id,
          creditAccountId: Number(pool.account_id),
          amount: Number(pool.seed_amount),
          metadata: { reason: 'seed' },
        },
      ],
      now,
    );
  }
  return pool;
}

/**
 * The shares of a group of vendor wallet stakes: each slot stake's share moves from the group's house shard to
 * the pool in the group's ledger book, the carry kept in memory, and the pool row written once with the group
 * (only over the version it read).
 */
export class JackpotShares {
  private carry: number;
  private stakes = 0;
  private contributions = 0;

  constructor(private readonly pool: JackpotPoolRow) {
    this.carry = Number(pool.carry);
  }

  /** The pool's ledger account, which the group's book must hold. */
  get accountId(): number {
    return Number(this.pool.account_id);
  }

  /** Posts one stake's share (nothing when it is below one minor unit: it is carried). */
  contribute(
    ledger: LedgerBook,
    stake: { houseAccountId: number; amount: number; transferKey: string; roundId: string },
    now: number,
  ): void {
    const share = splitContribution(stake.amount, Number(this.pool.share_basis_points), this.carry);
    if (share.amount > 0) {
      ledger.post(
        [
          {
            idempotencyKey: `jackpot:share:${stake.transferKey}`,
            kind: 'jackpot',
            reference: `jackpot:${this.pool.currency}`,
            debitAccountId: stake.houseAccountId,
            creditAccountId: this.accountId,
            amount: share.amount,
            metadata: { roundId: stake.roundId, stake: stake.amount },
          },
        ],
        now,
      );
    }
    this.carry = share.carry;
    this.stakes += stake.amount;
    this.contributions += share.amount;
  }

  /** The pool row's write; none when no stake of the group fed the pool. */
  write(db: Executor, now: number): Statement<boolean> | undefined {
    if (this.stakes === 0) {
      return undefined;
    }
    return updatePoolCarryStatement(db, this.pool, {
      carry: this.carry,
      stakes: this.stakes,
      contributions: this.contributions,
      now,
    });
  }
}

/** The pool of the deployment's currency and its rules, read inside the caller's transaction. */
export function findJackpotPool(db: Executor, currency: string): Promise<JackpotPoolRow | undefined> {
  return selectPool(db, currency);
}

/**
 * Pays the pool to the member whose slot round `roundId` won it, inside the caller's transaction: the whole balance
 * to the member's main wallet (a `win`, key `jackpot:win:<roundId>`), then the seed amount from the house back into
 * the pool (key `jackpot:seed:<roundId>`), and the win recorded (one per round). A round that won before pays
 * nothing again. Answers the win, or undefined on a rerun.
 */
export async function payJackpotWin(
  db: Executor,
  pool: JackpotPoolRow,
  winner: { roundId: string; memberId: number },
  now: number,
): Promise<JackpotWinRow | undefined> {
  const username = (await selectMemberUsername(db, winner.memberId)) ?? String(winner.memberId);
  const poolAccountId = Number(pool.account_id);
  const main = await getMemberMainAccount(db, winner.memberId, pool.currency, now);
  const house = await getHouseAccount(db, winner.memberId, pool.currency, now);
  // The pool's balance is read under its lock (PostgreSQL), so a stake's share committed meanwhile is paid too.
  const [book] = await runStatements(db, [LedgerBook.read(db, [poolAccountId, main.id, house.id])]);
  const amount = book.balanceOf(poolAccountId);
  const isNew = await insertWinIfAbsent(db, {
    pool_id: pool.id,
    round_id: winner.roundId,
    member_id: winner.memberId,
    display_name: maskAccount(username),
    amount,
    won_at: now,
  });
  if (!isNew) {
    return undefined;
  }
  const transfers: TransferRequest[] = [];
  if (amount > 0) {
    transfers.push({
      idempotencyKey: `jackpot:win:${winner.roundId}`,
      kind: 'win',
      reference: `jackpot:${winner.roundId}`,
      debitAccountId: poolAccountId,
      creditAccountId: main.id,
      amount,
      metadata: { jackpot: pool.currency, roundId: winner.roundId },
    });
  }
  if (Number(pool.seed_amount) > 0) {
    transfers.push({
      idempotencyKey: `jackpot:seed:${winner.roundId}`,
      kind: 'jackpot',
      reference: `jackpot:${pool.currency}`,
      debitAccountId: house.id,
      creditAccountId: poolAccountId,
      amount: Number(pool.seed_amount),
      metadata: { reason: 'seed', roundId: winner.roundId },
    });
  }
  book.post(transfers, now);
  await runStatements(db, book.write(db));
  return selectWinOfRound(db, winner.roundId);
}

function toWireWin(row: JackpotWinRow): JackpotWin {
  return {
    displayName: row.display_name,
    amount: Number(row.amount),
    wonAt: new Date(Number(row.won_at)).toISOString(),
    roundId: row.round_id,
  };
}

/** The pool's amount now; undefined when the deployment has no pool. */
export async function readJackpotAmount(handle: DatabaseHandle): Promise<number | undefined> {
  const { currency } = await getDeploymentSettings(handle);
  const pool = await selectPool(handle.db, currency.code);
  return pool === undefined ? undefined : getAccountBalance(handle.db, Number(pool.account_id));
}

/** GET /lgw/jackpot: the pool now, its rules and its latest wins (a deployment without a pool shows an empty one). */
export async function getJackpot(handle: DatabaseHandle): Promise<Jackpot> {
  const { currency } = await getDeploymentSettings(handle);
  const pool = await selectPool(handle.db, currency.code);
  if (pool === undefined) {
    return { currency: currency.code, amount: 0, shareBasisPoints: 0, oneIn: 0, seedAmount: 0, wins: [] };
  }
  const [amount, wins] = await Promise.all([
    getAccountBalance(handle.db, Number(pool.account_id)),
    selectLatestWins(handle.db, pool.id, LATEST_WIN_COUNT),
  ]);
  return {
    currency: pool.currency,
    amount,
    shareBasisPoints: Number(pool.share_basis_points),
    oneIn: Number(pool.one_in),
    seedAmount: Number(pool.seed_amount),
    wins: wins.map(toWireWin),
  };
}

/** The latest win of the pool as the live stream sends it. */
export async function findLatestJackpotWin(handle: DatabaseHandle): Promise<JackpotWin | undefined> {
  const { currency } = await getDeploymentSettings(handle);
  const pool = await selectPool(handle.db, currency.code);
  if (pool === undefined) {
    return undefined;
  }
  const [win] = await selectLatestWins(handle.db, pool.id, 1);
  return win === undefined ? undefined : toWireWin(win);
}

/** What the pool paid each of these rounds that won it, by round id. */
export async function findJackpotWinAmounts(
  db: Executor,
  roundIds: readonly string[],
): Promise<Map<string, number>> {
  const wins = await selectWinsOfRounds(db, roundIds);
  return new Map(wins.flatMap((win) => (win.round_id === null ? [] : [[win.round_id, Number(win.amount)]])));
}

/** The win of a round as the public list shows it; undefined when the round did not win. */
export async function findJackpotWinOfRound(db: Executor, roundId: string): Promise<JackpotWin | undefined> {
  const win = await selectWinOfRound(db, roundId);
  return win === undefined ? undefined : toWireWin(win);
}
