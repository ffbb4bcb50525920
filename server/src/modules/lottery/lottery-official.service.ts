import type { ImportResultsResponse, ResultEntry } from '@plaza/contracts/lottery';
import { validateResult } from '@plaza/engines/lottery/result-structures';

import type { ClusterBus } from '../../cluster/cluster-bus';
import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import { finishIssueIfDrawn } from './lottery-draws.service';
import { requireDrawGame } from './lottery-games.service';
import { publishOfficialDraw } from './lottery-live';
import {
  confirmResultEntry,
  insertResultEntry,
  recordDrawResult,
  selectDraw,
  selectPendingResultEntries,
  selectResultEntry,
  supersedeResultEntries,
  voidDraw,
} from './lottery.repository';
import type { DrawRow, ResultEntryRow } from './lottery.repository';

/**
 * Official draws (Vietnamese, 4D; docs/product/lottery.md "Official results"): the result is the one the
 * lottery published, entered by one operator and confirmed by another (both audited), or imported from a
 * results feed. A draw the platform makes from its commitment refuses all of it: no operator action chooses,
 * redraws or edits such a result.
 */

/** One result a feed gives. */
export interface FeedResult {
  drawCode: string;
  issueNo: string;
  result: string[];
}

/** Where official results come from besides operators: a published feed, read through an adapter. */
export interface ResultsFeed {
  read(): Promise<{ results: FeedResult[]; refused: { line: number; reason: string }[] }>;
}

const LINE_PATTERN = /^([A-Z0-9_]+),(\d{8}(?:-\d{4})?),((?:\d{1,6})(?: \d{1,6})*)$/;

/** The file adapter: one draw a line, `<drawCode>,<issueNo>,<number> <number> …`; `#` starts a comment. */
export function createFileResultsFeed(content: string): ResultsFeed {
  return {
    read: () => {
      const results: FeedResult[] = [];
      const refused: { line: number; reason: string }[] = [];
      for (const [index, raw] of content.split(/\r?\n/).entries()) {
        const line = raw.trim();
        if (line === '' || line.startsWith('#')) {
          continue;
        }
        const match = LINE_PATTERN.exec(line);
        if (match === null) {
          refused.push({ line: index + 1, reason: 'malformed' });
          continue;
        }
        results.push({
          drawCode: match[1] ?? '',
          issueNo: match[2] ?? '',
          result: (match[3] ?? '').split(' '),
        });
      }
      return Promise.resolve({ results, refused });
    },
  };
}

function toResultEntry(row: ResultEntryRow): ResultEntry {
  return {
    entryId: String(row.id),
    drawCode: row.draw_code,
    issueNo: row.issue_no,
    result: JSON.parse(row.result) as string[],
    source: row.source === 'feed' ? 'feed' : 'operator',
    status: row.status === 'confirmed' ? 'confirmed' : row.status === 'superseded' ? 'superseded' : 'pending',
    enteredBy: row.entered_by === null ? '' : String(row.entered_by),
    confirmedBy: row.confirmed_by === null ? null : String(row.confirmed_by),
    enteredAt: new Date(row.entered_at).toISOString(),
  };
}

/** The official draw, refusing one the platform draws itself and a malformed result. */
async function requireOfficialDraw(
  db: Executor,
  drawCode: string,
  issueNo: string,
  result?: readonly string[],
): Promise<DrawRow> {
  const { game } = requireDrawGame(drawCode);
  const draw = await selectDraw(db, drawCode, issueNo);
  if (draw === undefined) {
    throw new AppError('not.found');
  }
  if (draw.chain_index !== null || game.isPlatformDrawn) {
    throw new AppError('lottery.draw.platform.run');
  }
  if (result !== undefined) {
    const problems = validateResult(game.structure, result);
    if (problems.length > 0) {
      throw new AppError('lottery.result.invalid', { problems: problems.map((problem) => ({ ...problem })) });
    }
  }
  return draw;
}

/** POST /ops/lottery/results: an operator enters a published result; it waits for a second operator. */
export async function enterResult(
  handle: DatabaseHandle,
  operator: AuthenticatedOperator,
  input: { drawCode: string; issueNo: string; result: string[] },
  now: number,
): Promise<ResultEntry> {
  return runInTransaction(handle, async (db) => {
    const draw = await requireOfficialDraw(db, input.drawCode, input.issueNo, input.result);
    if (draw.status !== 'pending' || now < draw.sales_close_at) {
      throw new AppError('already.processed');
    }
    const row = {
      draw_code: draw.draw_code,
      issue_no: draw.issue_no,
      result: JSON.stringify(input.result),
      source: 'operator',
      status: 'pending',
      entered_by: operator.id,
      confirmed_by: null,
      entered_at: now,
      confirmed_at: null,
    };
    const id = await insertResultEntry(db, row);
    await recordOperatorAction(db, {
      actor: operator,
      action: 'lottery-result.enter',
      targetType: 'lottery-draw',
      targetId: `${draw.draw_code}:${draw.issue_no}`,
      details: { entryId: id, result: input.result },
      now,
    });
    return toResultEntry({ ...row, id });
  });
}

/**
 * POST /ops/lottery/results/:entryId/confirm: a second operator confirms; the draw takes the result. Once committed,
 * every node's live connections hear of it through `bus` (decision 101).
 */
export async function confirmResult(
  handle: DatabaseHandle,
  bus: ClusterBus,
  operator: AuthenticatedOperator,
  entryId: number,
  now: number,
): Promise<ResultEntry> {
  const entry = await runInTransaction(handle, async (db) => {
    const entry = await selectResultEntry(db, entryId, handle.dialect);
    if (entry === undefined) {
      throw new AppError('not.found');
    }
    if (entry.entered_by === operator.id) {
      throw new AppError('lottery.result.same.operator');
    }
    const draw = await requireOfficialDraw(db, entry.draw_code, entry.issue_no);
    if (entry.status !== 'pending' || draw.status !== 'pending') {
      throw new AppError('already.processed');
    }
    await confirmResultEntry(db, entry.id, operator.id, now);
    await supersedeResultEntries(db, entry.draw_code, entry.issue_no);
    await recordDrawResult(db, draw.id, { seed: null, result: entry.result, source: 'operator', now });
    await finishIssueIfDrawn(db, draw.game_code, draw.issue_no);
    await recordOperatorAction(db, {
      actor: operator,
      action: 'lottery-result.confirm',
      targetType: 'lottery-draw',
      targetId: `${draw.draw_code}:${draw.issue_no}`,
      details: { entryId: entry.id, enteredBy: entry.entered_by },
      now,
    });
    return toResultEntry({ ...entry, status: 'confirmed', confirmed_by: operator.id, confirmed_at: now });
  });
  await publishOfficialDraw(handle, bus, entry);
  return entry;
}

/** GET /ops/lottery/results/pending. */
export async function listPendingResults(handle: DatabaseHandle): Promise<ResultEntry[]> {
  return (await selectPendingResultEntries(handle.db)).map(toResultEntry);
}

/**
 * Imports a feed's results: each line a draw's result, taken as confirmed (the feed is the source of truth,
 * docs/product/lottery.md#official-results); a result already imported is unchanged, a conflicting or malformed one
 * refused. Each imported result, once committed, is published to every node's live connections (decision 101).
 */
export async function importResults(
  handle: DatabaseHandle,
  bus: ClusterBus,
  operator: AuthenticatedOperator | null,
  feed: ResultsFeed,
  now: number,
): Promise<ImportResultsResponse> {
  const { results, refused } = await feed.read();
  let imported = 0;
  let unchanged = 0;
  for (const [index, item] of results.entries()) {
    try {
      const outcome = await runInTransaction(handle, async (db) => {
        const draw = await requireOfficialDraw(db, item.drawCode, item.issueNo, item.result);
        const text = JSON.stringify(item.result);
        if (draw.status === 'drawn') {
          return draw.result === text ? 'unchanged' : 'conflict';
        }
        if (draw.status !== 'pending' || now < draw.sales_close_at) {
          return 'not_drawn_yet';
        }
        const id = await insertResultEntry(db, {
          draw_code: draw.draw_code,
          issue_no: draw.issue_no,
          result: text,
          source: 'feed',
          status: 'confirmed',
          entered_by: operator?.id ?? null,
          confirmed_by: operator?.id ?? null,
          entered_at: now,
          confirmed_at: now,
        });
        await supersedeResultEntries(db, draw.draw_code, draw.issue_no);
        await recordDrawResult(db, draw.id, { seed: null, result: text, source: 'feed', now });
        await finishIssueIfDrawn(db, draw.game_code, draw.issue_no);
        if (operator !== null) {
          await recordOperatorAction(db, {
            actor: operator,
            action: 'lottery-result.import',
            targetType: 'lottery-draw',
            targetId: `${draw.draw_code}:${draw.issue_no}`,
            details: { entryId: id },
            now,
          });
        }
        return 'imported';
      });
      if (outcome === 'imported') {
        imported += 1;
        await publishOfficialDraw(handle, bus, item);
      } else if (outcome === 'unchanged') {
        unchanged += 1;
      } else {
        refused.push({ line: index + 1, reason: outcome });
      }
    } catch (error) {
      if (!(error instanceof AppError)) {
        throw error;
      }
      refused.push({ line: index + 1, reason: error.code });
    }
  }
  return { imported, unchanged, refused };
}

/**
 * POST /ops/lottery/draws/:drawCode/:issueNo/void: an official draw that did not take place; its bets are refunded.
 * Once committed, every node's live connections hear of it (decision 101).
 */
export async function voidOfficialDraw(
  handle: DatabaseHandle,
  bus: ClusterBus,
  operator: AuthenticatedOperator,
  drawCode: string,
  issueNo: string,
  reason: string,
  now: number,
): Promise<{ drawCode: string; issueNo: string; refundedBets: number }> {
  const voided = await runInTransaction(handle, async (db) => {
    const draw = await requireOfficialDraw(db, drawCode, issueNo);
    if (draw.status !== 'pending') {
      throw new AppError('already.processed');
    }
    await voidDraw(db, draw.id, now);
    // A result entered for it no longer waits for anyone.
    await supersedeResultEntries(db, draw.draw_code, draw.issue_no);
    await finishIssueIfDrawn(db, draw.game_code, draw.issue_no);
    await recordOperatorAction(db, {
      actor: operator,
      action: 'lottery-draw.void',
      targetType: 'lottery-draw',
      targetId: `${draw.draw_code}:${draw.issue_no}`,
      details: { reason },
      now,
    });
    // Settlement refunds the bets; the answer counts none yet.
    return { drawCode: draw.draw_code, issueNo: draw.issue_no, refundedBets: 0 };
  });
  await publishOfficialDraw(handle, bus, voided);
  return voided;
}
