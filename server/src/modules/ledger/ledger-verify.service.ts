import type { Executor } from '../../db/transaction';
import {
  countBalanceMismatches,
  countBrokenChainLinks,
  countDailyTotalMismatches,
  countOverdrafts,
  countRepeatedIdempotencyKeys,
  countStaleLatestBalances,
  countUnbalancedTransfers,
} from './ledger-verify.repository';

/** The outcome of one ledger check. */
export interface LedgerCheck {
  name: string;
  isPassing: boolean;
  /** One line with the counts, for an operator. */
  summary: string;
}

/** The outcome of every ledger check; `isPassing` only when none found a break. */
export interface LedgerVerification {
  isPassing: boolean;
  checks: LedgerCheck[];
}

function firstBroken(label: string, id: number | null): string {
  return id === null ? '' : ` (first ${label} ${id})`;
}

/**
 * Checks the ledger on a live database: (a) every transfer balances, (b) every balance equals its credits minus
 * its debits and all balances sum to zero, (c) no overdraft where none is allowed, (d) idempotency keys are
 * unique, (e) each account's balance_after chain is unbroken and ends at its balance; and (f) the daily bet totals,
 * which reports read, equal the bet records they sum. Reads only.
 */
export async function verifyLedger(db: Executor): Promise<LedgerVerification> {
  const transfers = await countUnbalancedTransfers(db);
  const balances = await countBalanceMismatches(db);
  const overdrafts = await countOverdrafts(db);
  const keys = await countRepeatedIdempotencyKeys(db);
  const links = await countBrokenChainLinks(db);
  const latest = await countStaleLatestBalances(db);
  const dailyTotals = await countDailyTotalMismatches(db);

  const checks: LedgerCheck[] = [
    {
      name: '(a) transfers balance',
      isPassing: transfers.broken === 0,
      summary:
        `${transfers.checked} transfers, ${transfers.broken} unbalanced (non-positive amount, one account on ` +
        `both sides, a missing account or two currencies)${firstBroken('transfer', transfers.firstBrokenId)}`,
    },
    {
      name: '(b) balances = credits - debits',
      isPassing: balances.broken === 0 && balances.totalBalance === 0,
      summary:
        `${balances.checked} accounts, ${balances.broken} differ from their transfers` +
        `${firstBroken('account', balances.firstBrokenId)}; sum of all balances ${balances.totalBalance}`,
    },
    {
      name: '(c) no forbidden negative balance',
      isPassing: overdrafts.broken === 0,
      summary:
        `${overdrafts.checked} accounts, ${overdrafts.broken} below zero without allow_negative` +
        firstBroken('account', overdrafts.firstBrokenId),
    },
    {
      name: '(d) idempotency keys unique',
      isPassing: keys.broken === 0,
      summary: `${keys.checked} transfers, ${keys.broken} repeated keys`,
    },
    {
      name: '(e) balance_after chain',
      isPassing: links.broken === 0 && latest.broken === 0,
      summary:
        `${links.checked} entries, ${links.broken} broken links${firstBroken('transfer', links.firstBrokenId)}; ` +
        `${latest.checked} accounts with transfers, ${latest.broken} whose latest balance_after is not the ` +
        `balance${firstBroken('account', latest.firstBrokenId)}`,
    },
    {
      name: '(f) daily bet totals = bet records',
      isPassing: dailyTotals.broken === 0,
      summary:
        `${dailyTotals.checked} member-day totals, ${dailyTotals.broken} differ from their bet records` +
        firstBroken('member', dailyTotals.firstBrokenId),
    },
  ];
  return { isPassing: checks.every((check) => check.isPassing), checks };
}
