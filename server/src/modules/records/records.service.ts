import { transactionTypeSchema } from '@plaza/contracts/records';
import type {
  BonusPage,
  BonusQuery,
  Profit,
  ProfitQuery,
  Transaction,
  TransactionPage,
  TransactionQuery,
} from '@plaza/contracts/records';
import { z } from 'zod';

import type { DatabaseHandle } from '../../db/database';
import type { Executor } from '../../db/transaction';
import { resolveTimeRange, toLimitOffset, toPage } from '../../http/paging';
import type { TimeRange } from '../../http/paging';
import { sumBetsByGameType } from '../bets/bets.service';
import { ledgerAccountCodes, listMemberAccounts } from '../ledger/ledger.service';
import { WITHDRAWAL_REFERENCE_PREFIX } from '../withdrawals/withdrawals.service';
import {
  countLedgerEntries,
  selectLedgerEntryPage,
  selectMemberEntriesBetween,
  selectTransferIdBound,
  sumLedgerEntriesByType,
} from './records.repository';
import type { LedgerEntryFilter, LedgerEntryRow } from './records.repository';

const MAIN_WALLET = 'MAIN';
const bonusMetadataSchema = z
  .object({
    title: z.string().optional(),
    description: z.string().optional(),
    promotion: z.string().optional(),
  })
  .loose();

/** The member's wallets (main and vendor wallets) by ledger account id, named as the balance names them. */
async function loadWallets(db: Executor, memberId: number): Promise<Map<number, string>> {
  const accounts = await listMemberAccounts(db, memberId, ['member_main', 'member_vendor']);
  const vendorPrefix = `${ledgerAccountCodes.memberMain(memberId).slice(0, -'main'.length)}vendor:`;
  return new Map(
    accounts.map((account) => [
      account.id,
      account.kind === 'member_main' ? MAIN_WALLET : account.code.slice(vendorPrefix.length),
    ]),
  );
}

/** The entries of the member's wallets in a range, of some record types (every type when none are given). */
function toEntryFilter(
  wallets: ReadonlyMap<number, string>,
  range: TimeRange,
  recordTypes?: readonly string[],
): LedgerEntryFilter {
  return {
    accountIds: [...wallets.keys()],
    ...range,
    recordTypes,
    withdrawalReferencePrefix: WITHDRAWAL_REFERENCE_PREFIX,
  };
}

function toTransaction(row: LedgerEntryRow, wallets: ReadonlyMap<number, string>): Transaction {
  const wallet = wallets.get(row.account_id) ?? MAIN_WALLET;
  return {
    id: `${row.transfer_id}:${wallet}`,
    time: new Date(row.created_at).toISOString(),
    type: transactionTypeSchema.parse(row.record_type),
    wallet,
    amount: row.amount,
    balanceAfter: row.balance_after,
    reference: row.reference,
  };
}

/**
 * The account record (transactionHistory, GET /wps/member/transactions): every movement of the member's main and
 * vendor wallets in the range, newest first, of the asked types (every type when none is asked).
 */
export async function listTransactions(
  handle: DatabaseHandle,
  memberId: number,
  query: TransactionQuery,
  now: number = Date.now(),
): Promise<TransactionPage> {
  const range = resolveTimeRange(query, now);
  const wallets = await loadWallets(handle.db, memberId);
  const filter = toEntryFilter(
    wallets,
    range,
    query.types === undefined || query.types.length === 0 ? undefined : query.types,
  );
  const total = await countLedgerEntries(handle.db, filter);
  const rows = await selectLedgerEntryPage(handle.db, filter, toLimitOffset(query));
  return toPage(
    rows.map((row) => toTransaction(row, wallets)),
    query,
    total,
  );
}

/**
 * Personal profit and loss (personalProfit, GET /wps/member/profit) over the range. Each figure is what moved in
 * the member's wallets: deposits in; withdrawals and fees out, net of what came back; bets net of rolled-back
 * bets; wins; bonus; adjustments signed. Profit is what play and bonuses brought: wins − bets + bonus.
 */
export async function getProfit(
  handle: DatabaseHandle,
  memberId: number,
  query: ProfitQuery,
  now: number = Date.now(),
): Promise<Profit> {
  const range = resolveTimeRange(query, now);
  const wallets = await loadWallets(handle.db, memberId);
  const sums = await sumLedgerEntriesByType(handle.db, toEntryFilter(wallets, range));
  const sumOf = (type: string) => sums.get(type) ?? 0;
  const bets = -(sumOf('bet') + sumOf('rollback'));
  const wins = sumOf('win');
  const bonus = sumOf('bonus');
  const byGameType = await sumBetsByGameType(handle.db, { memberId, ...range });
  return {
    from: new Date(range.from).toISOString(),
    to: new Date(range.to).toISOString(),
    deposits: sumOf('deposit'),
    withdrawals: -sumOf('withdrawal'),
    fees: -sumOf('fee'),
    bets,
    wins,
    bonus,
    adjustments: sumOf('adjustment'),
    profit: wins - bets + bonus,
    byGameType,
  };
}

function describeBonus(metadata: string): string | null {
  const parsed = bonusMetadataSchema.safeParse(JSON.parse(metadata));
  if (!parsed.success) {
    return null;
  }
  return parsed.data.title ?? parsed.data.description ?? parsed.data.promotion ?? null;
}

/** Bonus details (GET /wps/member/bonuses): the bonus movements of the member's wallets, newest first. */
export async function listBonuses(
  handle: DatabaseHandle,
  memberId: number,
  query: BonusQuery,
  now: number = Date.now(),
): Promise<BonusPage> {
  const range = resolveTimeRange(query, now);
  const wallets = await loadWallets(handle.db, memberId);
  const filter = toEntryFilter(wallets, range, ['bonus']);
  const total = await countLedgerEntries(handle.db, filter);
  const rows = await selectLedgerEntryPage(handle.db, filter, toLimitOffset(query));
  return toPage(
    rows.map((row) => ({
      id: String(row.transfer_id),
      time: new Date(row.created_at).toISOString(),
      amount: row.amount,
      balanceAfter: row.balance_after,
      reference: row.reference,
      description: describeBonus(row.metadata),
    })),
    query,
    total,
  );
}

/** A movement of a member's money as the personal profit and loss counts it, for the agent center's figures. */
export interface MemberMoneyEntry {
  memberId: number;
  /** deposit and bonus and commission signed in (+), withdrawal signed out (−), as the account record signs them. */
  type: 'deposit' | 'withdrawal' | 'bonus' | 'commission';
  amount: number;
  createdAt: number;
}

const MONEY_TYPES = new Set<string>(['deposit', 'withdrawal', 'bonus', 'commission']);

/**
 * The deposits, withdrawals, bonuses and commissions of every member's wallets in the next `limit` ledger transfers
 * after `afterId` written before `before`, typed exactly as the account record and the personal profit and loss
 * type them (getProfit). Ledger transfers never change once written, so a reader that keeps `lastTransferId` sees
 * each of them once. `lastTransferId` is null when there was no transfer to read.
 */
export async function readMemberMoneyAfter(
  db: Executor,
  filter: { afterId: number; before: number; limit: number },
): Promise<{ lastTransferId: number | null; entries: MemberMoneyEntry[] }> {
  const throughId = await selectTransferIdBound(db, filter);
  if (throughId === undefined) {
    return { lastTransferId: null, entries: [] };
  }
  const rows = await selectMemberEntriesBetween(db, {
    afterId: filter.afterId,
    throughId,
    // A withdrawal's money coming back is a rollback the account record shows as a withdrawal.
    kinds: ['deposit', 'withdrawal', 'rollback', 'bonus', 'commission'],
    withdrawalReferencePrefix: WITHDRAWAL_REFERENCE_PREFIX,
  });
  return {
    lastTransferId: throughId,
    entries: rows
      .filter((row) => MONEY_TYPES.has(row.record_type))
      .map((row) => ({
        memberId: row.owner_id,
        type: row.record_type as MemberMoneyEntry['type'],
        amount: row.amount,
        createdAt: row.created_at,
      })),
  };
}
