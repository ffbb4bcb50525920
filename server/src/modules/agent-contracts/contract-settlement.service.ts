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
import { findMemberById, lockMember } from '../accounts/members.service';
import { listSettledBetsPlacedBetween, sumDayByMember, toReportDay } from '../bets/bets.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import {
  getAccountBalance,
  getHouseAccount,
  getMemberMainAccount,
  postTransfers,
  sumRewardsToMembers,
} from '../ledger/ledger.service';
import { isLedgerError } from '../ledger/ledger.types';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import { listTeams } from '../team-tree/team-tree.service';
import {
  insertSettlement,
  raiseSettlement,
  selectCursor,
  selectSettlement,
  selectSettlementByPeriod,
  selectSettlementPage,
  selectSettlementsOfPeriod,
  selectSettlingContracts,
  selectUnpaidSettlements,
  selectVersions,
  sumPaidToMembers,
  updateSettlementPayment,
  updateSettlementStatus,
  upsertCursor,
} from './agent-contracts.repository';
import type { ContractRow, SettlementRow, VersionRow } from './agent-contracts.repository';
import { parseTerms, termsInForce } from './agent-contracts.service';
import { dividendPeriodOf, salaryPeriodOf } from './contract-periods';
import type { Period } from './contract-periods';
import { dividendAmount, realTimeAmount, salaryAmount } from './contract-terms';
import type { RealTimeBet, TeamMeasure } from './contract-terms';

/*
 * Settlement and payment (docs/product/agent-contracts.md "Settlement", decisions 070 and 071). A period is settled
 * for every contract whose terms were in force at its start, with those terms: one settlement row per (contract,
 * period), unique, written in the same transaction as its payment. The house pays the top contracted level; every
 * other bill is paid by the direct upline from its main wallet, which its own bill of the same period has just been
 * paid into (bills are settled top-down). An upline who cannot pay all leaves the bill PARTIAL or INSUFFICIENT,
 * retried by every later run. Ledger keys `contract:<settlement>:<paid before>` make a replayed payment move
 * nothing; the conditional change of `paid_amount` makes a second payer find nothing owed.
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

/** Orders contracts so that each upline's own contract of the kind comes before the ones it gave. */
function topDown(candidates: readonly Candidate[]): Candidate[] {
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
  return [...candidates].sort((left, right) => depthOf(left) - depthOf(right));
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
  const teams = await listTeams(
    db,
    candidates.map((candidate) => candidate.contract.member_id),
  );
  const result = new Map<number, Measured>();
  const kind = candidates[0]?.terms.kind;
  if (kind === undefined) {
    return result;
  }
  if (kind === 'HOURSAL3' || kind === 'RTSALARY3') {
    const everyone = [...new Set([...teams.values()].flat())];
    const bets = new Map<number, RealTimeBet[]>();
    for (const bet of await listSettledBetsPlacedBetween(db, everyone, {
      from: period.start,
      to: period.end,
    })) {
      const list = bets.get(bet.memberId) ?? [];
      list.push(bet);
      bets.set(bet.memberId, list);
    }
    for (const candidate of candidates) {
      const team = teams.get(candidate.contract.member_id) ?? [];
      const teamBets = team.flatMap((id) => bets.get(id) ?? []);
      const figures: TeamMeasure = {
        validBet: teamBets.reduce((sum, bet) => sum + bet.validBet, 0),
        teamLoss: 0,
        activeMembers: team.filter((id) => (bets.get(id) ?? []).length > 0).length,
      };
      const terms = candidate.terms;
      const paid =
        terms.kind === 'RTSALARY3'
          ? realTimeAmount(terms, teamBets)
          : terms.kind === 'DIVIDEND3'
            ? { rate: 0, amount: 0 }
            : salaryAmount(terms.tiers, figures);
      result.set(candidate.contract.id, { measure: figures, rate: paid.rate, amount: paid.amount });
    }
    return result;
  }
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

/**
 * Pays what a bill still owes, in the caller's transaction: all of it from the house, or from the upline's main
 * wallet as far as its balance goes. Answers the amount paid now.
 */
async function payBill(db: Executor, bill: SettlementRow, currency: string, now: number): Promise<number> {
  const owed = bill.amount - bill.paid_amount;
  if (owed <= 0) {
    return 0;
  }
  const to = await getMemberMainAccount(db, bill.member_id, currency, now);
  const from =
    bill.is_house_paid === 1
      ? await getHouseAccount(db, bill.member_id, currency, now)
      : await getMemberMainAccount(db, bill.upline_id, currency, now);
  const available = bill.is_house_paid === 1 ? owed : Math.max(0, await getAccountBalance(db, from.id));
  const pay = Math.min(owed, available);
  const settle = async (paid: number) => {
    const total = bill.paid_amount + paid;
    const status = total >= bill.amount ? 'PAID' : total > 0 ? 'PARTIAL' : 'INSUFFICIENT';
    if (status !== bill.status || paid > 0) {
      await updateSettlementPayment(db, bill.id, bill.paid_amount, {
        paid_amount: total,
        status,
        updated_at: now,
      });
    }
  };
  if (pay <= 0) {
    await settle(0);
    return 0;
  }
  try {
    await postTransfers(
      db,
      [
        {
          idempotencyKey: `contract:${bill.id}:${bill.paid_amount}`,
          kind: 'commission',
          reference: `contract:${bill.contract_id}`,
          debitAccountId: from.id,
          creditAccountId: to.id,
          amount: pay,
          metadata: { kind: bill.kind, settlementId: bill.id, periodStart: bill.period_start },
        },
      ],
      now,
    );
  } catch (error) {
    if (isLedgerError(error, 'INSUFFICIENT_FUNDS')) {
      await settle(0);
      return 0;
    }
    throw error;
  }
  await settle(pay);
  return pay;
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
  return { settled: true, paid: bill === undefined ? 0 : await payBill(db, bill, currency, now) };
}

/**
 * Writes one contract's bill of a period and pays it, in one transaction; a bill written before is topped up when
 * the period now owes more (`topUp`).
 */
async function settleOne(
  handle: DatabaseHandle,
  candidate: Candidate,
  measured: Measured,
  period: Period,
  currency: string,
  now: number,
): Promise<{ settled: boolean; paid: number }> {
  return runInTransaction(handle, async (db) => {
    const { contract } = candidate;
    // A bill and its payment are lost together, or not at all, and the rerun writes them again (decision 072).
    await commitWithoutWaitingOnPostgres(db, handle.dialect);
    if (contract.is_house_paid === 0) {
      // One upline's payments run one at a time: its balance is read and spent under this lock.
      await lockMember(db, contract.upline_id);
    }
    const status =
      measured.amount <= 0
        ? 'NOT_REACHED'
        : contract.kind === 'DIVIDEND3' && DIVIDENDS_NEED_APPROVAL
          ? 'AWAITING_APPROVAL'
          : 'INSUFFICIENT';
    const row: Omit<SettlementRow, 'id'> = {
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
    if (candidate.existing !== undefined) {
      return topUp(db, candidate.existing, row, currency, now);
    }
    if (!(await insertSettlement(db, row))) {
      return { settled: false, paid: 0 };
    }
    if (status !== 'INSUFFICIENT') {
      return { settled: true, paid: 0 };
    }
    const bill = await selectSettlementByPeriod(db, contract.id, period.start);
    if (bill === undefined) {
      throw new Error('contract settlement: not written');
    }
    return { settled: true, paid: await payBill(db, bill, currency, now) };
  });
}

/** Settles one period of a kind for the given candidates (top-down). */
async function settlePeriod(
  handle: DatabaseHandle,
  kind: ContractKind,
  period: Period,
  settings: { currency: string; offset: number },
  now: number,
  only?: (terms: ContractTerms) => boolean,
  onBill?: () => void,
): Promise<{ settled: number; paid: number }> {
  const candidates = await candidatesFor(handle.db, kind, period, only);
  const measured = await measure(handle.db, candidates, period, settings.offset);
  let settled = 0;
  let paid = 0;
  for (const candidate of topDown(candidates)) {
    const figures = measured.get(candidate.contract.id);
    if (figures === undefined) {
      continue;
    }
    const outcome = await settleOne(handle, candidate, figures, period, settings.currency, now);
    settled += outcome.settled ? 1 : 0;
    paid += outcome.paid;
    onBill?.();
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
        retried += (await payBill(db, current, currency, now)) > 0 ? 1 : 0;
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
  /** Called after each bill's transaction has committed (the kill -9 test's progress signal). */
  onBill?: () => void;
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
          const outcome = await settlePeriod(
            handle,
            kind,
            own,
            settings,
            now,
            (terms) => (terms.kind === 'DIVIDEND3' ? terms.period === type : false),
            options.onBill,
          );
          result.settled += outcome.settled;
          result.paid += outcome.paid;
        }
      } else {
        const outcome = await settlePeriod(handle, kind, period, settings, now, undefined, options.onBill);
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
      await payBill(db, { ...bill, status: next }, currency, now);
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
