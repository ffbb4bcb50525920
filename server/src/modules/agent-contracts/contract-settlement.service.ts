import type {
  ContractKind,
  ContractTerms,
  OperatorSettlementQuery,
  SettleResult,
  Settlement,
  SettlementPage,
  SettlementQuery,
} from '@plaza/contracts/agent-contracts';

import type { DatabaseHandle } from '../../db/database';
import { commitWithoutWaitingOnPostgres } from '../../db/dialect';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { toLimitOffset, toPage } from '../../http/paging';
import { findMemberById, lockMember, lockMembers } from '../accounts/members.service';
import { sumDayByMember, sumTeamBetsPlacedBetween, toReportDay } from '../bets/bets.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import {
  getAccountBalances,
  getHouseAccount,
  getMemberMainAccountIds,
  pickHouseShard,
  postTransfers,
  sumRewardsToMembers,
} from '../ledger/ledger.service';
import type { TransferRequest } from '../ledger/ledger.types';
import { isLedgerError } from '../ledger/ledger.types';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import { listTeams } from '../team-tree/team-tree.service';
import {
  insertSettlements,
  raiseSettlement,
  selectCursor,
  selectSettlement,
  selectSettlementPage,
  selectSettlementsOfPeriod,
  selectSettlingContracts,
  selectUnpaidSettlements,
  selectVersions,
  sumPaidToMembers,
  updateSettlementPayments,
  updateSettlementStatus,
  upsertCursor,
} from './agent-contracts.repository';
import type { ContractRow, SettlementPayment, SettlementRow, VersionRow } from './agent-contracts.repository';
import { parseTerms, termsInForce } from './agent-contracts.service';
import { dividendPeriodOf, salaryPeriodOf } from './contract-periods';
import type { Period } from './contract-periods';
import { dividendAmount, realTimeAmountOfSums, salaryAmount } from './contract-terms';
import type { TeamMeasure } from './contract-terms';

/*
 * Settlement and payment (docs/product/agent-contracts.md "Settlement", decisions 070 and 071). A period is settled
 * for every contract whose terms were in force at its start, with those terms: one settlement row per (contract,
 * period), unique, written in the same transaction as its payment. The house pays the top contracted level; every
 * other bill is paid by the direct upline from its main wallet, which its own bill of the same period has just been
 * paid into (bills are settled top-down, level by level, each level's bills in chunks of a few hundred per
 * transaction: decision 089). An upline who cannot pay all leaves the bill PARTIAL or INSUFFICIENT, retried by every
 * later run. Ledger keys `contract:<settlement>:<paid before>` make a replayed payment move nothing; the conditional
 * change of `paid_amount` makes a second payer find nothing owed.
 */

/** Dividends wait for an operator's approval (decision 071). */
export const DIVIDENDS_NEED_APPROVAL = true;
/** Periods settled by one run of a kind at most (the next run goes on). */
const MAX_PERIODS_PER_RUN: Record<ContractKind, number> = {
  DAILYSAL3: 7,
  HOURSAL3: 48,
  RTSALARY3: 288,
  DIVIDEND3: 31,
};
/** A real-time slot is settled this long after it ends, so bets placed in it have had a moment to settle. */
const REAL_TIME_LAG_MS = 30_000;
const RETRIES_PER_RUN = 200;
/** New bills written and paid per transaction (decision 089); `RunOptions.chunkSize` for the kill -9 test. */
const BILLS_PER_CHUNK = 400;

interface Candidate {
  contract: ContractRow;
  versionId: number;
  terms: ContractTerms;
  /** The period's bill when it was settled before (provisionally, while open, or by a run that crashed). */
  existing?: SettlementRow;
}

/**
 * Contracts to settle for a period: terms in force at its start, not ended before it. A bill already written for
 * the period comes along (`existing`): it is settled again and topped up when the period now owes more (decision 072).
 */
async function candidatesFor(
  db: Executor,
  kind: ContractKind,
  period: Period,
  only?: (terms: ContractTerms) => boolean,
): Promise<Candidate[]> {
  const contracts = await selectSettlingContracts(db, kind, period.end);
  const versions = await selectVersions(
    db,
    contracts.map((contract) => contract.id),
  );
  const versionsOf = new Map<number, VersionRow[]>();
  for (const version of versions) {
    const list = versionsOf.get(version.contract_id) ?? [];
    list.push(version);
    versionsOf.set(version.contract_id, list);
  }
  const found: { contract: ContractRow; version: VersionRow; terms: ContractTerms }[] = [];
  for (const contract of contracts) {
    if (contract.status === 'ENDED' && contract.updated_at <= period.start) {
      continue;
    }
    const version = termsInForce(versionsOf.get(contract.id) ?? [], period.start);
    if (version === undefined) {
      continue;
    }
    const terms = parseTerms(version.terms);
    if (only?.(terms) ?? true) {
      found.push({ contract, version, terms });
    }
  }
  // The bills already written for the period, read at once.
  const existing = await selectSettlementsOfPeriod(
    db,
    found.map(({ contract }) => contract.id),
    period.start,
  );
  return found.map(({ contract, version, terms }) => {
    const bill = existing.get(contract.id);
    return bill === undefined
      ? { contract, versionId: version.id, terms }
      : { contract, versionId: bill.version_id, terms, existing: bill };
  });
}

/**
 * The candidates by level, top first: each upline's own contract of the kind is a level above the ones it gave, so
 * a level's payers were paid their own bills before it (decision 089). By contract id within a level.
 */
function byLevel(candidates: readonly Candidate[]): Candidate[][] {
  const byMember = new Map(candidates.map((candidate) => [candidate.contract.member_id, candidate]));
  const depthOf = (candidate: Candidate): number => {
    let depth = 0;
    let upline = byMember.get(candidate.contract.upline_id);
    while (upline !== undefined && depth < 1000) {
      depth += 1;
      upline = byMember.get(upline.contract.upline_id);
    }
    return depth;
  };
  const levels: Candidate[][] = [];
  for (const candidate of candidates) {
    const depth = depthOf(candidate);
    while (levels.length <= depth) {
      levels.push([]);
    }
    levels[depth]?.push(candidate);
  }
  return levels.map((level) => level.sort((left, right) => left.contract.id - right.contract.id));
}

interface Measured {
  measure: TeamMeasure;
  rate: number;
  amount: number;
}

/** Each candidate's team figures over the period and what its terms make of them. */
async function measure(
  db: Executor,
  candidates: readonly Candidate[],
  period: Period,
  offset: number,
): Promise<Map<number, Measured>> {
  const result = new Map<number, Measured>();
  const kind = candidates[0]?.terms.kind;
  if (kind === undefined) {
    return result;
  }
  if (kind === 'HOURSAL3' || kind === 'RTSALARY3') {
    // Every team's bets of the period summed in SQL over the tree, per single-bet amount (decision 089).
    const thresholds = [
      ...new Set(
        candidates.flatMap(({ terms }) => (terms.kind === 'RTSALARY3' ? [terms.singleBetAmount] : [])),
      ),
    ];
    const sums = await sumTeamBetsPlacedBetween(db, { from: period.start, to: period.end }, thresholds);
    for (const candidate of candidates) {
      const team = sums.get(candidate.contract.member_id);
      const figures: TeamMeasure = {
        validBet: team?.validBet ?? 0,
        teamLoss: 0,
        activeMembers: team?.activeMembers ?? 0,
      };
      const terms = candidate.terms;
      let paid = { rate: 0, amount: 0 };
      if (terms.kind === 'RTSALARY3') {
        const at = thresholds.indexOf(terms.singleBetAmount);
        paid = realTimeAmountOfSums(terms, {
          lostBet: team?.lost[at] ?? 0,
          wonBet: team?.won[at] ?? 0,
        });
      } else if (terms.kind !== 'DIVIDEND3') {
        paid = salaryAmount(terms.tiers, figures);
      }
      result.set(candidate.contract.id, { measure: figures, rate: paid.rate, amount: paid.amount });
    }
    return result;
  }
  const teams = await listTeams(
    db,
    candidates.map((candidate) => candidate.contract.member_id),
  );
  // Daily salary and dividends: the betting record's daily totals over the period's report days.
  const validBet = new Map<number, number>();
  const profit = new Map<number, number>();
  for (let day = toReportDay(period.start, offset); day <= toReportDay(period.end - 1, offset); day += 1) {
    for (const total of await sumDayByMember(db, day)) {
      validBet.set(total.memberId, (validBet.get(total.memberId) ?? 0) + total.validBet);
      profit.set(total.memberId, (profit.get(total.memberId) ?? 0) + total.profit);
    }
  }
  const everyone = [...new Set([...teams.values()].flat())];
  // Team loss (decision 073): what play lost, minus the salaries contracts paid the team for the period's own
  // periods, minus every other reward credited to the team in the period (bonuses, rebates, gifts).
  const rewards = new Map<number, number>();
  if (kind === 'DIVIDEND3') {
    const salaries = await sumPaidToMembers(db, everyone, { from: period.start, to: period.end });
    const others = await sumRewardsToMembers(db, everyone, {
      from: period.start,
      to: period.end,
      exceptReferencePrefix: 'contract:',
    });
    for (const id of everyone) {
      rewards.set(id, (salaries.get(id) ?? 0) + (others.get(id) ?? 0));
    }
  }
  for (const candidate of candidates) {
    const team = teams.get(candidate.contract.member_id) ?? [];
    const figures: TeamMeasure = {
      validBet: team.reduce((sum, id) => sum + (validBet.get(id) ?? 0), 0),
      teamLoss: -team.reduce((sum, id) => sum + (profit.get(id) ?? 0) + (rewards.get(id) ?? 0), 0),
      activeMembers: team.filter((id) => (validBet.get(id) ?? 0) > 0).length,
    };
    const terms = candidate.terms;
    const paid =
      terms.kind === 'DIVIDEND3'
        ? dividendAmount(terms, figures)
        : terms.kind === 'RTSALARY3'
          ? { rate: 0, amount: 0 }
          : salaryAmount(terms.tiers, figures);
    result.set(candidate.contract.id, { measure: figures, rate: paid.rate, amount: paid.amount });
  }
  return result;
}

/** Attempts at a batch of payments: a payer who spent meanwhile fails one, and its retry reads locked balances. */
const PAYMENT_ATTEMPTS = 3;

/**
 * Pays what bills still owe, in the caller's transaction, which holds their payers' member locks: the house pays
 * its bills in full; an upline pays its bills from its main wallet, in the order given, as far as its balance goes
 * (a bill it cannot pay in full is left PARTIAL, or INSUFFICIENT with nothing). Every transfer in one ledger batch,
 * every bill's payment in one statement (decision 089). Answers the amount paid now.
 */
async function payBills(
  db: Executor,
  bills: readonly SettlementRow[],
  currency: string,
  now: number,
): Promise<number> {
  const owing = bills.filter((bill) => bill.amount > bill.paid_amount);
  if (owing.length === 0) {
    return 0;
  }
  const mains = await getMemberMainAccountIds(
    db,
    [
      ...new Set(
        owing.flatMap((bill) =>
          bill.is_house_paid === 1 ? [bill.member_id] : [bill.member_id, bill.upline_id],
        ),
      ),
    ],
    currency,
    now,
  );
  const mainOf = (memberId: number): number => {
    const id = mains.get(memberId);
    if (id === undefined) {
      throw new Error(`contract settlement: no main account for member ${memberId}`);
    }
    return id;
  };
  const houses = new Map<string, number>();
  for (const bill of owing) {
    const shard = pickHouseShard(bill.member_id);
    if (bill.is_house_paid === 1 && !houses.has(shard)) {
      houses.set(shard, (await getHouseAccount(db, bill.member_id, currency, now)).id);
    }
  }
  const payerOf = (bill: SettlementRow): number =>
    bill.is_house_paid === 1 ? (houses.get(pickHouseShard(bill.member_id)) ?? 0) : mainOf(bill.upline_id);
  let pays: number[] = [];
  for (let attempt = 1; ; attempt += 1) {
    const balances = await getAccountBalances(
      db,
      owing.flatMap((bill) => (bill.is_house_paid === 1 ? [] : [payerOf(bill)])),
    );
    pays = owing.map((bill) => {
      const owed = bill.amount - bill.paid_amount;
      if (bill.is_house_paid === 1) {
        return owed;
      }
      const from = payerOf(bill);
      const pay = Math.min(owed, Math.max(0, balances.get(from) ?? 0));
      balances.set(from, (balances.get(from) ?? 0) - pay);
      return pay;
    });
    const transfers = owing.flatMap((bill, index): TransferRequest[] => {
      const pay = pays[index] ?? 0;
      return pay <= 0
        ? []
        : [
            {
              idempotencyKey: `contract:${bill.id}:${bill.paid_amount}`,
              kind: 'commission',
              reference: `contract:${bill.contract_id}`,
              debitAccountId: payerOf(bill),
              creditAccountId: mainOf(bill.member_id),
              amount: pay,
              metadata: { kind: bill.kind, settlementId: bill.id, periodStart: bill.period_start },
            },
          ];
    });
    try {
      await postTransfers(db, transfers, now);
      break;
    } catch (error) {
      // An upline spent between the read and the ledger's lock: its accounts are locked now, read them again.
      if (!isLedgerError(error, 'INSUFFICIENT_FUNDS') || attempt >= PAYMENT_ATTEMPTS) {
        throw error;
      }
    }
  }
  const payments = owing.flatMap((bill, index): SettlementPayment[] => {
    const pay = pays[index] ?? 0;
    const total = bill.paid_amount + pay;
    const status = total >= bill.amount ? 'PAID' : total > 0 ? 'PARTIAL' : 'INSUFFICIENT';
    return status === bill.status && pay <= 0
      ? []
      : [{ id: bill.id, paid_before: bill.paid_amount, paid_amount: total, status, updated_at: now }];
  });
  if ((await updateSettlementPayments(db, payments)) !== payments.length) {
    // Another payer got in between: this transaction's transfers must not stand.
    throw new Error('contract settlement: a bill was paid meanwhile');
  }
  return pays.reduce((sum, pay) => sum + pay, 0);
}

/**
 * Settles a period's bill again (decision 072): when the period now owes more than the bill says, the bill's figures
 * and amount rise to the new ones and the difference is paid (a dividend's waits for approval again). A bill never
 * falls, so nothing paid is taken back; a rejected dividend stays rejected. Answers what was paid now.
 */
async function topUp(
  db: Executor,
  existing: SettlementRow,
  fresh: Omit<SettlementRow, 'id'>,
  currency: string,
  now: number,
): Promise<{ settled: boolean; paid: number }> {
  const current = (await selectSettlement(db, existing.id)) ?? existing;
  if (fresh.amount <= current.amount || current.status === 'REJECTED') {
    return { settled: false, paid: 0 };
  }
  const status =
    current.kind === 'DIVIDEND3' && DIVIDENDS_NEED_APPROVAL
      ? 'AWAITING_APPROVAL'
      : current.paid_amount > 0
        ? 'PARTIAL'
        : 'INSUFFICIENT';
  const raised = await raiseSettlement(db, current.id, current.amount, {
    team_valid_bet: fresh.team_valid_bet,
    team_loss: fresh.team_loss,
    active_members: fresh.active_members,
    rate: fresh.rate,
    amount: fresh.amount,
    status,
    updated_at: now,
  });
  if (!raised || status === 'AWAITING_APPROVAL') {
    return { settled: raised, paid: 0 };
  }
  const bill = await selectSettlement(db, current.id);
  return { settled: true, paid: bill === undefined ? 0 : await payBills(db, [bill], currency, now) };
}

/** No valid bet, no active member and no team loss (nor gain) over the period: nothing to show or pay. */
function isIdle(measure: TeamMeasure): boolean {
  return measure.validBet === 0 && measure.activeMembers === 0 && measure.teamLoss === 0;
}

/** A candidate's bill of a period as measured: to write, or to raise an existing one to (`topUp`). */
function billOf(
  candidate: Candidate,
  measured: Measured,
  period: Period,
  now: number,
): Omit<SettlementRow, 'id'> {
  const { contract } = candidate;
  const status =
    measured.amount <= 0
      ? 'NOT_REACHED'
      : contract.kind === 'DIVIDEND3' && DIVIDENDS_NEED_APPROVAL
        ? 'AWAITING_APPROVAL'
        : 'INSUFFICIENT';
  return {
    contract_id: contract.id,
    kind: contract.kind,
    upline_id: contract.upline_id,
    member_id: contract.member_id,
    version_id: candidate.versionId,
    period_start: period.start,
    period_end: period.end,
    team_valid_bet: measured.measure.validBet,
    team_loss: measured.measure.teamLoss,
    active_members: measured.measure.activeMembers,
    rate: measured.rate,
    amount: Math.max(0, measured.amount),
    paid_amount: 0,
    is_house_paid: contract.is_house_paid,
    status,
    created_at: now,
    updated_at: now,
  };
}

/**
 * Writes the new bills of a chunk (one level's, decision 089) and pays them, in one transaction: the payers locked
 * in id order, the bills inserted in one statement (a bill another run wrote meanwhile is left to it), then paid
 * (`payBills`). A bill and its payment are lost together, or not at all, and the rerun writes them again (decision
 * 072).
 */
async function settleChunk(
  handle: DatabaseHandle,
  bills: readonly Omit<SettlementRow, 'id'>[],
  currency: string,
  now: number,
): Promise<{ settled: number; paid: number }> {
  return runInTransaction(handle, async (db) => {
    await commitWithoutWaitingOnPostgres(db, handle.dialect);
    // One upline's payments run one at a time: its balance is read and spent under its lock.
    const payers = bills.flatMap((bill) => (bill.is_house_paid === 1 ? [] : [bill.upline_id]));
    await lockMembers(
      db,
      [...new Set(payers)].sort((left, right) => left - right),
      handle.dialect,
    );
    const ids = await insertSettlements(db, bills);
    const written = bills.flatMap((bill) => {
      const id = ids.get(bill.contract_id);
      return id === undefined ? [] : [{ ...bill, id }];
    });
    const due = written.filter((bill) => bill.status === 'INSUFFICIENT');
    return { settled: written.length, paid: await payBills(db, due, currency, now) };
  });
}

/** Settles a bill written before again, in a transaction of its own, topping it up (`topUp`). */
async function settleAgain(
  handle: DatabaseHandle,
  existing: SettlementRow,
  fresh: Omit<SettlementRow, 'id'>,
  currency: string,
  now: number,
): Promise<{ settled: boolean; paid: number }> {
  return runInTransaction(handle, async (db) => {
    await commitWithoutWaitingOnPostgres(db, handle.dialect);
    if (existing.is_house_paid === 0) {
      await lockMember(db, existing.upline_id);
    }
    return topUp(db, existing, fresh, currency, now);
  });
}

/**
 * Settles one period of a kind for the given candidates, level by level from the top: a level's new bills in chunks
 * of `chunkSize`, then its bills written before that now owe more. `onBill` after each transaction.
 */
async function settlePeriod(
  handle: DatabaseHandle,
  kind: ContractKind,
  period: Period,
  settings: { currency: string; offset: number },
  now: number,
  options: { only?: (terms: ContractTerms) => boolean; chunkSize: number; onBill?: (() => void) | undefined },
): Promise<{ settled: number; paid: number }> {
  const candidates = await candidatesFor(handle.db, kind, period, options.only);
  const measured = await measure(handle.db, candidates, period, settings.offset);
  let settled = 0;
  let paid = 0;
  for (const level of byLevel(candidates)) {
    const fresh: Omit<SettlementRow, 'id'>[] = [];
    const again: { existing: SettlementRow; bill: Omit<SettlementRow, 'id'> }[] = [];
    for (const candidate of level) {
      const figures = measured.get(candidate.contract.id);
      if (figures === undefined) {
        continue;
      }
      const bill = billOf(candidate, figures, period, now);
      const { existing } = candidate;
      if (existing === undefined) {
        // A period in which the team did nothing writes no bill (decision 105): a real-time contract would
        // otherwise list 288 "Not reached" rows a day. A bill written before is still settled again below.
        if (!isIdle(figures.measure)) {
          fresh.push(bill);
        }
      } else if (bill.amount > existing.amount && existing.status !== 'REJECTED') {
        // A bill never falls and a rejected dividend stays rejected (topUp): only a rise is settled again.
        again.push({ existing, bill });
      }
    }
    for (let start = 0; start < fresh.length; start += options.chunkSize) {
      const outcome = await settleChunk(
        handle,
        fresh.slice(start, start + options.chunkSize),
        settings.currency,
        now,
      );
      settled += outcome.settled;
      paid += outcome.paid;
      options.onBill?.();
    }
    for (const { existing, bill } of again) {
      const outcome = await settleAgain(handle, existing, bill, settings.currency, now);
      settled += outcome.settled ? 1 : 0;
      paid += outcome.paid;
      options.onBill?.();
    }
  }
  return { settled, paid };
}

/** Pays again what bills left insufficient or partial still owe, each in a transaction of its own. */
async function retryUnpaid(
  handle: DatabaseHandle,
  kind: ContractKind,
  currency: string,
  now: number,
): Promise<number> {
  let retried = 0;
  for (const bill of await selectUnpaidSettlements(handle.db, kind, RETRIES_PER_RUN)) {
    await runInTransaction(handle, async (db) => {
      await lockMember(db, bill.upline_id);
      const current = await selectSettlement(db, bill.id);
      if (current !== undefined && (current.status === 'INSUFFICIENT' || current.status === 'PARTIAL')) {
        retried += (await payBills(db, [current], currency, now)) > 0 ? 1 : 0;
      }
    });
  }
  return retried;
}

/** Where a kind's settlement starts when it never ran: the first period any accepted terms were in force. */
async function firstStart(db: Executor, kind: ContractKind): Promise<number | undefined> {
  const contracts = await selectSettlingContracts(db, kind, Number.MAX_SAFE_INTEGER);
  const versions = await selectVersions(
    db,
    contracts.map((contract) => contract.id),
  );
  const starts = versions.flatMap((version) =>
    version.status === 'ACCEPTED' && version.effective_from !== null ? [version.effective_from] : [],
  );
  return starts.length === 0 ? undefined : Math.min(...starts);
}

export interface RunOptions {
  /** Settle periods ended by this instant (at most a day ahead of `now`; see `settleAsOperator`). */
  upTo?: number;
  /** Called after each transaction of bills has committed (the kill -9 test's progress signal). */
  onBill?: () => void;
  /** New bills per transaction (default 400): the kill -9 test sets a small one, to kill between two. */
  chunkSize?: number;
}

/**
 * One run of a kind's settlement: every period ended by `upTo` (dividends: every contract's period ending at a
 * report day's end) since the kind's cursor, then the retries of unpaid bills. Safe to run twice or after a crash.
 * The cursor only passes periods ended by `now`: a period settled while still open (an operator's `upTo` ahead of
 * the clock) is settled again by every run until it has ended, each topping up what it owes (decision 072).
 */
export async function runContractSettlement(
  handle: DatabaseHandle,
  kind: ContractKind,
  now: number = Date.now(),
  options: RunOptions = {},
): Promise<SettleResult> {
  const upTo = options.upTo ?? now;
  const chunkSize = Math.max(1, Math.floor(options.chunkSize ?? BILLS_PER_CHUNK));
  const deployment = await getDeploymentSettings(handle);
  const settings = { currency: deployment.currency.code, offset: deployment.reportUtcOffsetMinutes };
  const result: SettleResult = { settled: 0, paid: 0, retried: 0 };
  const from = (await selectCursor(handle.db, kind)) ?? (await firstStart(handle.db, kind));
  if (from !== undefined) {
    const step = (at: number): Period =>
      kind === 'DIVIDEND3'
        ? dividendPeriodOf('D', at, settings.offset)
        : salaryPeriodOf(kind, at, settings.offset);
    const lag = kind === 'RTSALARY3' ? REAL_TIME_LAG_MS : 0;
    let period = step(from);
    const until = Math.max(now, upTo);
    for (let count = 0; count < MAX_PERIODS_PER_RUN[kind] && period.end + lag <= until; count += 1) {
      if (kind === 'DIVIDEND3') {
        // A day's end closes the dividend periods of every contract whose period ends then.
        const dayEnd = period.end;
        for (const type of ['D', 'W', 'H', 'M'] as const) {
          const own = dividendPeriodOf(type, dayEnd - 1, settings.offset);
          if (own.end !== dayEnd) {
            continue;
          }
          const outcome = await settlePeriod(handle, kind, own, settings, now, {
            only: (terms) => (terms.kind === 'DIVIDEND3' ? terms.period === type : false),
            chunkSize,
            onBill: options.onBill,
          });
          result.settled += outcome.settled;
          result.paid += outcome.paid;
        }
      } else {
        const outcome = await settlePeriod(handle, kind, period, settings, now, {
          chunkSize,
          onBill: options.onBill,
        });
        result.settled += outcome.settled;
        result.paid += outcome.paid;
      }
      if (period.end + lag <= now) {
        await upsertCursor(handle.db, kind, period.end);
      }
      period = step(period.end);
    }
  }
  result.retried = await retryUnpaid(handle, kind, settings.currency, now);
  return result;
}

/** How far ahead of the clock an operator may settle: one day (the open report day, decision 072). */
export const OPERATOR_SETTLE_AHEAD_MS = 24 * 60 * 60_000;

/**
 * An operator settles a kind now, or as of `at` up to a day ahead: periods still open are then settled as they
 * stand, provisionally, and topped up once they end (decision 072). Audited. Further ahead is refused.
 */
export async function settleAsOperator(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  kind: ContractKind,
  at: number | undefined,
  now: number = Date.now(),
): Promise<SettleResult> {
  if (at !== undefined && at > now + OPERATOR_SETTLE_AHEAD_MS) {
    throw new AppError('contract.settle.too.far.ahead');
  }
  const result = await runContractSettlement(handle, kind, now, { upTo: at ?? now });
  await runInTransaction(handle, (db) =>
    recordOperatorAction(db, {
      actor,
      action: 'contract.settle',
      targetType: 'contract-kind',
      targetId: kind,
      details: { ...result, at: at ?? now },
      now,
    }),
  );
  return result;
}

/** An operator approves (pays) or rejects a dividend awaiting approval, audited in the same transaction. */
export async function decideDividend(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  settlementId: number,
  approve: boolean,
  now: number = Date.now(),
): Promise<Settlement> {
  const currency = (await getDeploymentSettings(handle)).currency.code;
  await runInTransaction(handle, async (db) => {
    const first = await selectSettlement(db, settlementId);
    if (first === undefined) {
      throw new AppError('not.found');
    }
    await lockMember(db, first.upline_id);
    const bill = await selectSettlement(db, settlementId);
    if (bill?.status !== 'AWAITING_APPROVAL') {
      throw new AppError('contract.invalid.transition');
    }
    const next = approve ? 'INSUFFICIENT' : 'REJECTED';
    if (
      !(await updateSettlementStatus(db, bill.id, 'AWAITING_APPROVAL', { status: next, updated_at: now }))
    ) {
      throw new AppError('contract.invalid.transition');
    }
    if (approve) {
      await payBills(db, [{ ...bill, status: next }], currency, now);
    }
    await recordOperatorAction(db, {
      actor,
      action: approve ? 'contract.dividend-approve' : 'contract.dividend-reject',
      targetType: 'contract-settlement',
      targetId: bill.id,
      details: { amount: bill.amount, contractId: bill.contract_id },
      now,
    });
  });
  const bill = await selectSettlement(handle.db, settlementId);
  if (bill === undefined) {
    throw new AppError('not.found');
  }
  const [answer] = await toSettlements(handle.db, [bill], null);
  if (answer === undefined) {
    throw new Error('contract settlement: no row to answer');
  }
  return answer;
}

async function toSettlements(
  db: Executor,
  rows: readonly SettlementRow[],
  viewerId: number | null,
): Promise<Settlement[]> {
  const names = new Map<number, string>();
  for (const id of new Set(rows.flatMap((row) => [row.upline_id, row.member_id]))) {
    names.set(id, (await findMemberById(db, id))?.username ?? '');
  }
  return rows.map((row) => ({
    id: row.id,
    contractId: row.contract_id,
    kind: row.kind as ContractKind,
    upline: { id: row.upline_id, account: names.get(row.upline_id) ?? '' },
    member: { id: row.member_id, account: names.get(row.member_id) ?? '' },
    periodStart: new Date(row.period_start).toISOString(),
    periodEnd: new Date(row.period_end).toISOString(),
    teamValidBet: row.team_valid_bet,
    teamLoss: row.team_loss,
    activeMembers: row.active_members,
    rate: row.rate,
    amount: row.amount,
    paidAmount: row.paid_amount,
    payer: row.is_house_paid === 1 ? 'HOUSE' : 'UPLINE',
    status: row.status as Settlement['status'],
    side: viewerId === null ? 'OPERATOR' : row.member_id === viewerId ? 'RECEIVED' : 'PAID',
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

/** The member's bills: what it receives, and what it pays its direct downlines. */
export async function listSettlements(
  handle: DatabaseHandle,
  memberId: number,
  query: SettlementQuery,
): Promise<SettlementPage> {
  const { rows, total } = await selectSettlementPage(
    handle.db,
    { memberId, side: query.side, kind: query.kind },
    toLimitOffset(query),
  );
  return toPage(await toSettlements(handle.db, rows, memberId), query, total);
}

/** Every member's bills for the operator, by kind, status (AWAITING_APPROVAL: the dividend queue) or member. */
export async function listSettlementsAsOperator(
  handle: DatabaseHandle,
  query: OperatorSettlementQuery,
): Promise<SettlementPage> {
  const { rows, total } = await selectSettlementPage(
    handle.db,
    { memberId: query.memberId, side: 'ALL', kind: query.kind, status: query.status },
    toLimitOffset(query),
  );
  return toPage(await toSettlements(handle.db, rows, null), query, total);
}
