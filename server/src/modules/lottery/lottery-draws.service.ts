import type { DrawIssue, DrawList, IssueStatus, LotteryArea } from '@plaza/contracts/lottery';
import { createChainSeed } from '@plaza/engines/lottery/draw-chain';
import { deriveIssueResult } from '@plaza/engines/lottery/draw-result';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { getDeploymentSettings } from '../deployment/deployment.service';
import type { LotteryGameDefinition } from './lottery-catalogue';
import { LOTTERY_GAMES, parseDrawCode } from './lottery-catalogue';
import { buildHashChain } from './lottery-chain';
import { countIssuesOfDay, planIssuesAhead } from './lottery-schedule';
import type { PlannedIssue } from './lottery-schedule';
import {
  insertChainIfAbsent,
  insertIssues,
  recordDrawResult,
  selectChain,
  selectChainsByKeys,
  selectDraw,
  selectDrawsOfIssue,
  selectDueDraws,
  selectIssue,
  selectLastIssueDrawAt,
  selectListedDraws,
  selectUpcomingIssues,
  updateIssueStatus,
  voidDraw,
} from './lottery.repository';
import type { DrawRow, IssueRow } from './lottery.repository';

/**
 * Issues and draws (docs/product/lottery.md "Draws anyone can verify"). The job `lottery.issues` lists each game's
 * issues ahead of time; a draw the platform makes gets the day's hash chain first, so its anchor is public before
 * the issue is listed, let alone on sale. The job `lottery.draw` draws each due draw from its committed seed with
 * the engine; nothing else writes a platform-run result, and no call lets anyone choose, redraw or edit one.
 */

/** A platform-run draw not made this long after its time is void (its bets refunded), not drawn late. */
export const MISSED_DRAW_GRACE_MS = 10 * 60 * 1000;
/** Draws made per run of the draw job. */
const DRAWS_PER_RUN = 200;

/** Whether the platform draws this game's results from its commitment in this deployment. */
export function isDrawnFromChain(game: LotteryGameDefinition, hasStandInDraws: boolean): boolean {
  return game.isPlatformDrawn || hasStandInDraws;
}

/** An issue's status at `now`, as the contract names it. */
export function toIssueStatus(row: Pick<IssueRow, 'status' | 'sales_close_at'>, now: number): IssueStatus {
  if (row.status === 'drawn') {
    return 'DRAWN';
  }
  if (row.status === 'void') {
    return 'VOID';
  }
  return now >= row.sales_close_at ? 'CLOSED' : 'OPEN';
}

/**
 * The chain of one draw code and day, made and stored the first time it is needed (inside the caller's
 * transaction): element k is s_k.
 */
async function ensureChain(
  db: Executor,
  drawCode: string,
  day: string,
  length: number,
  now: number,
): Promise<string[]> {
  let chain = await selectChain(db, drawCode, day);
  if (chain === undefined) {
    const finalSeed = createChainSeed();
    const seeds = buildHashChain(finalSeed, length);
    await insertChainIfAbsent(db, {
      draw_code: drawCode,
      day,
      final_seed: finalSeed,
      anchor: seeds[0] ?? '',
      length,
      created_at: now,
    });
    chain = await selectChain(db, drawCode, day);
    if (chain?.final_seed === finalSeed) {
      return seeds;
    }
  }
  if (chain === undefined) {
    throw new Error(`lottery chain ${drawCode} ${day} missing`);
  }
  // Stored before (by an earlier run, or another process just now): its seeds, from its secret end.
  return buildHashChain(chain.final_seed, chain.length);
}

async function listGameIssues(
  handle: DatabaseHandle,
  game: LotteryGameDefinition,
  now: number,
  hasStandInDraws: boolean,
): Promise<number> {
  const after = (await selectLastIssueDrawAt(handle.db, game.code)) ?? 0;
  const planned = planIssuesAhead(game, now, after);
  if (planned.length === 0) {
    return 0;
  }
  const withChain = isDrawnFromChain(game, hasStandInDraws);
  const chains = new Map<string, string[]>();
  const seedOf = (issue: PlannedIssue, drawCode: string): string | null =>
    withChain ? (chains.get(`${drawCode}:${issue.day}`)?.[issue.sequence] ?? null) : null;
  // An issue goes on sale no earlier than it is listed: its commitment is public before any bet.
  const issues = () =>
    planned.map((issue) => ({
      game_code: game.code,
      issue_no: issue.issueNo,
      day: issue.day,
      sequence: issue.sequence,
      sales_open_at: Math.max(issue.salesOpenAt, now),
      sales_close_at: issue.salesCloseAt,
      draw_at: issue.drawAt,
      stations: JSON.stringify(issue.stations.map((station) => station.code)),
      status: 'pending',
      settled_at: null,
      created_at: now,
    }));
  const draws = () =>
    planned.flatMap((issue) =>
      issue.draws.map((draw) => ({
        game_code: game.code,
        issue_no: issue.issueNo,
        draw_code: draw.drawCode,
        station: draw.station,
        day: issue.day,
        chain_index: withChain ? issue.sequence : null,
        beacon: '',
        secret_seed: seedOf(issue, draw.drawCode),
        seed: null,
        result: null,
        status: 'pending',
        source: null,
        sales_open_at: Math.max(issue.salesOpenAt, now),
        sales_close_at: issue.salesCloseAt,
        draw_at: issue.drawAt,
        drawn_at: null,
      })),
    );
  await runInTransaction(handle, async (db) => {
    // The day's chains first, in the same transaction: no issue is listed before its commitment.
    if (withChain) {
      for (const issue of planned) {
        for (const draw of issue.draws) {
          const key = `${draw.drawCode}:${issue.day}`;
          if (!chains.has(key)) {
            chains.set(key, await ensureChain(db, draw.drawCode, issue.day, countIssuesOfDay(game), now));
          }
        }
      }
    }
    await insertIssues(db, issues(), draws());
  });
  return planned.length;
}

/** The job `lottery.issues`: lists every game's issues ahead (idempotent: unique issue numbers). */
export async function scheduleIssues(
  handle: DatabaseHandle,
  now: number,
  options: { areas?: readonly LotteryArea[] } = {},
): Promise<number> {
  const { lottery } = await getDeploymentSettings(handle);
  let listed = 0;
  const games = LOTTERY_GAMES.filter((game) => options.areas?.includes(game.area) ?? true);
  for (const game of games) {
    listed += await listGameIssues(handle, game, now, lottery.hasStandInDraws);
  }
  return listed;
}

/** The issue of a game on sale at `at` (or the next), and the `count − 1` after it. */
export function listGameIssueRows(
  handle: DatabaseHandle,
  gameCode: string,
  at: number,
  count: number,
): Promise<IssueRow[]> {
  return selectUpcomingIssues(handle.db, gameCode, at, count);
}

/** Marks an issue drawn or void once none of its draws is pending. */
export async function finishIssueIfDrawn(db: Executor, gameCode: string, issueNo: string): Promise<void> {
  const draws = await selectDrawsOfIssue(db, gameCode, issueNo);
  if (draws.length === 0 || draws.some((draw) => draw.status === 'pending')) {
    return;
  }
  const issue = await selectIssue(db, gameCode, issueNo);
  if (issue !== undefined) {
    await updateIssueStatus(db, issue.id, draws.some((draw) => draw.status === 'drawn') ? 'drawn' : 'void');
  }
}

/** Derives one committed draw's result from its seed (the contract's result derivation, in the engine). */
export async function deriveDrawResult(
  draw: Pick<DrawRow, 'draw_code' | 'issue_no' | 'beacon'>,
  seed: string,
) {
  const parsed = parseDrawCode(draw.draw_code);
  if (parsed === undefined) {
    throw new Error(`unknown draw code ${draw.draw_code}`);
  }
  return deriveIssueResult({
    seed,
    gameCode: draw.draw_code,
    issueNo: draw.issue_no,
    beacon: draw.beacon,
    method: { kind: 'digits', structure: parsed.game.structure },
  });
}

/**
 * The job `lottery.draw`: draws every due committed draw from its seed, and voids one missed by more than
 * MISSED_DRAW_GRACE_MS (its bets are refunded by settlement). Each draw is recorded by a conditional update, so
 * two processes never draw one twice; an official draw without a commitment waits for its result.
 */
export async function drawDueDraws(
  handle: DatabaseHandle,
  now: number,
  options: { graceMs?: number } = {},
): Promise<{ drawn: number; voided: number; issues: { gameCode: string; issueNo: string }[] }> {
  const graceMs = options.graceMs ?? MISSED_DRAW_GRACE_MS;
  const due = await selectDueDraws(handle.db, now, DRAWS_PER_RUN);
  const decided: { draw: DrawRow; seed: string; result: string[] | undefined }[] = [];
  for (const draw of due) {
    if (draw.secret_seed === null) {
      continue;
    }
    const isMissed = now > draw.draw_at + graceMs;
    decided.push({
      draw,
      seed: draw.secret_seed,
      result: isMissed ? undefined : await deriveDrawResult(draw, draw.secret_seed),
    });
  }
  let drawn = 0;
  let voided = 0;
  // The issues this run changed (not those another process drew first): the live connections hear of them.
  const changed = new Map<string, { gameCode: string; issueNo: string }>();
  // One transaction for the run: each draw is recorded by a conditional update, then its issue finished.
  await runInTransaction(handle, async (db) => {
    for (const { draw, seed, result } of decided) {
      let isChanged: boolean;
      if (result === undefined) {
        isChanged = await voidDraw(db, draw.id, now);
        voided += isChanged ? 1 : 0;
      } else {
        isChanged = await recordDrawResult(db, draw.id, {
          seed,
          result: JSON.stringify(result),
          source: 'chain',
          now,
        });
        drawn += isChanged ? 1 : 0;
      }
      if (isChanged) {
        changed.set(`${draw.game_code}:${draw.issue_no}`, {
          gameCode: draw.game_code,
          issueNo: draw.issue_no,
        });
      }
    }
    const issues = new Map(decided.map(({ draw }) => [`${draw.game_code}:${draw.issue_no}`, draw]));
    for (const draw of issues.values()) {
      await finishIssueIfDrawn(db, draw.game_code, draw.issue_no);
    }
  });
  return { drawn, voided, issues: [...changed.values()] };
}

function toDrawIssue(draw: DrawRow, anchor: string, now: number): DrawIssue {
  const parsed = parseDrawCode(draw.draw_code);
  const status = toIssueStatus(draw, now);
  return {
    gameCode: draw.draw_code,
    issueNo: draw.issue_no,
    status,
    salesOpenAt: new Date(draw.sales_open_at).toISOString(),
    salesCloseAt: new Date(draw.sales_close_at).toISOString(),
    drawAt: new Date(draw.draw_at).toISOString(),
    chain: { anchor, index: draw.chain_index ?? 0 },
    beacon: draw.beacon,
    ...(status === 'DRAWN' && draw.seed !== null && draw.result !== null
      ? { seed: draw.seed, result: JSON.parse(draw.result) as string[] }
      : {}),
    structure: parsed?.game.structure.code ?? 'ssc',
  };
}

async function withAnchors(
  handle: DatabaseHandle,
  draws: readonly DrawRow[],
  now: number,
): Promise<DrawIssue[]> {
  const keys = [...new Map(draws.map((draw) => [`${draw.draw_code}:${draw.day}`, draw])).values()].map(
    (draw) => ({ draw_code: draw.draw_code, day: draw.day }),
  );
  const chains = new Map(
    (await selectChainsByKeys(handle.db, keys)).map((chain) => [
      `${chain.draw_code}:${chain.day}`,
      chain.anchor,
    ]),
  );
  return draws.map((draw) => toDrawIssue(draw, chains.get(`${draw.draw_code}:${draw.day}`) ?? '', now));
}

/** GET /lgw/draws: committed draws on sale or past, newest first. */
export async function listDraws(
  handle: DatabaseHandle,
  query: { gameCode?: string | undefined; limit: number },
  now: number,
): Promise<DrawList> {
  const draws = await selectListedDraws(handle.db, now, query.limit, query.gameCode);
  return { draws: await withAnchors(handle, draws, now) };
}

/** GET /lgw/draws/:gameCode/:issueNo: one committed draw, from the moment it is listed (404 for an official one). */
export async function getDraw(
  handle: DatabaseHandle,
  drawCode: string,
  issueNo: string,
  now: number,
): Promise<DrawIssue> {
  const draw = await selectDraw(handle.db, drawCode, issueNo);
  if (draw === undefined || draw.chain_index === null) {
    throw new AppError('not.found');
  }
  const [issue] = await withAnchors(handle, [draw], now);
  if (issue === undefined) {
    throw new AppError('not.found');
  }
  return issue;
}
