import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { listDaysSettledBetween, reportDayStart, toReportDay } from '../bets/bets.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import {
  addDayMoney,
  isDaySummaryCurrent,
  rebuildMemberWindow,
  rewriteDay,
  selectSummarizedDays,
  selectSummaryState,
  selectTransfersAfter,
  upsertSummaryState,
} from './report-summary.repository';
import type { DayMoney, SummaryTransfer } from './report-summary.repository';
import { selectNewMembersByDay } from './reports.repository';

/*
 * The back office's daily summary (docs/decisions/068-report-daily-summary.md), kept by the job
 * `reports.daily-summary`:
 * - money per report day, added from the ledger in transfer order after a watermark, in the transaction that moves
 *   it (transfers never change once written): a rerun or a crash half-way never counts a transfer twice;
 * - each finished day's play (per vendor and game type), each member's play of the day and the day's new members,
 *   rewritten whole from the betting record's daily totals: once the day ends, again whenever its sums changed
 *   (a bet of it settled late), which the jobs find as the team figures do (decision 074, 069).
 * - each member's play over the last MEMBER_WINDOW_DAYS summarized days (decision 075), made again when a new day
 *   is summarized and changed with a day of it that is rewritten.
 * Today is never summarized: the reports read its rows live, as they read every day without a summary.
 */

/** Transfers and settlements younger than this are left for the next run: an older one may still be committing. */
const SETTLE_MS = 10_000;
const LEDGER_BATCH = 20_000;
/** How far back days are summarized and late settlements followed (the reports' ranges end at most this far back). */
export const SUMMARY_DAYS_BACK = 366;

/** Adds a transfer's money to its day's row as the reports count it; false when it is not money in or out. */
function addTransfer(row: DayMoney, transfer: SummaryTransfer): boolean {
  if (transfer.kind === 'deposit') {
    row.deposits += transfer.amount;
    row.deposit_count += 1;
  } else if (transfer.kind === 'withdrawal' && transfer.credit_kind === 'payment_channel') {
    // A withdrawal is paid when its money leaves the hold for the payment channel (not when it is requested).
    row.withdrawals += transfer.amount;
    row.withdrawal_count += 1;
  } else if (transfer.kind === 'bonus') {
    row.bonuses += transfer.amount;
  } else {
    return false;
  }
  return true;
}

/** Adds the ledger's transfers after the watermark to their days, a batch a transaction; answers how many. */
async function summarizeMoney(handle: DatabaseHandle, offset: number, before: number): Promise<number> {
  let added = 0;
  for (;;) {
    const count = await runInTransaction(handle, async (db) => {
      const afterId = (await selectSummaryState(db, 'ledger')) ?? 0;
      const transfers = await selectTransfersAfter(db, afterId, LEDGER_BATCH);
      const young = transfers.findIndex((transfer) => transfer.created_at >= before);
      const ready = young === -1 ? transfers : transfers.slice(0, young);
      const last = ready.at(-1);
      if (last === undefined) {
        return 0;
      }
      const days = new Map<number, DayMoney>();
      for (const transfer of ready) {
        const day = toReportDay(transfer.created_at, offset);
        const row = days.get(day) ?? {
          day,
          deposits: 0,
          deposit_count: 0,
          withdrawals: 0,
          withdrawal_count: 0,
          bonuses: 0,
        };
        if (addTransfer(row, transfer)) {
          days.set(day, row);
        }
      }
      await addDayMoney(db, [...days.values()]);
      await upsertSummaryState(db, 'ledger', last.id);
      return ready.length;
    });
    added += count;
    if (count < LEDGER_BATCH) {
      return added;
    }
  }
}

async function summarizeDay(db: Executor, day: number, offset: number, now: number): Promise<void> {
  const newMembers = await selectNewMembersByDay(db, {
    fromDay: day,
    toDay: day,
    fromAt: reportDayStart(day, offset),
    toAt: reportDayStart(day + 1, offset),
    offsetMs: offset * 60_000,
  });
  await rewriteDay(db, day, { newMembers: newMembers.get(day) ?? 0, summarizedAt: now });
}

/**
 * One run of the job: the ledger since the last run, every finished day of the last SUMMARY_DAYS_BACK not yet
 * summarized, and the summarized days whose bets settled since the last run when their sums changed. Answers the
 * days (re)written and the transfers added.
 */
export async function runDailySummary(
  handle: DatabaseHandle,
  now: number = Date.now(),
): Promise<{ days: number[]; transfers: number }> {
  const offset = (await getDeploymentSettings(handle)).reportUtcOffsetMinutes;
  const upTo = now - SETTLE_MS;
  const transfers = await summarizeMoney(handle, offset, upTo);
  // A day is finished once its last bets had time to commit; today is read live.
  const lastFinished = toReportDay(upTo, offset) - 1;
  const firstDay = toReportDay(now, offset) - SUMMARY_DAYS_BACK;
  const summarized = await selectSummarizedDays(handle.db, firstDay, lastFinished);
  const candidates = new Set<number>();
  for (let day = firstDay; day <= lastFinished; day += 1) {
    if (!summarized.has(day)) {
      candidates.add(day);
    }
  }
  // Days whose bets settled since the last run; the first run starts at the days it summarizes anyway.
  const after = (await selectSummaryState(handle.db, 'bets-settled')) ?? upTo;
  if (upTo > after) {
    for (const day of await listDaysSettledBetween(handle.db, { after, upTo, utcOffsetMinutes: offset })) {
      if (day >= firstDay && day <= lastFinished && !(await isDaySummaryCurrent(handle.db, day))) {
        candidates.add(day);
      }
    }
  }
  const days = [...candidates].sort((left, right) => left - right);
  for (const day of days) {
    await runInTransaction(handle, (db) => summarizeDay(db, day, offset, now));
  }
  // Every day up to the last finished one is summarized now: the members' window ends there (a new day once a day).
  if ((await selectSummaryState(handle.db, 'member-window')) !== lastFinished) {
    await runInTransaction(handle, (db) => rebuildMemberWindow(db, lastFinished));
  }
  await upsertSummaryState(handle.db, 'bets-settled', Math.max(after, upTo));
  await upsertSummaryState(handle.db, 'ran-at', now);
  return { days, transfers };
}

/** When the daily summary last ran, if ever (the screens show it beside the figures). */
export function readSummaryClock(db: Executor): Promise<number | undefined> {
  return selectSummaryState(db, 'ran-at');
}
