import type { Language } from '@plaza/contracts/languages';
import type {
  CalendarDraw,
  CalendarIssue,
  LotteryCalendarPage,
  LotteryExposurePage,
  LotteryLimits,
  OpsLotteryGame,
} from '@plaza/contracts/lottery';
import { parseOddsEntry } from '@plaza/engines/lottery/lottery-odds';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { toLimitOffset, toPage } from '../../http/paging';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { ceilTimes, highestOdds } from './lottery-bets.service';
import { findStation, LOTTERY_GAMES } from './lottery-catalogue';
import type { LotteryGameDefinition } from './lottery-catalogue';
import { toIssueStatus } from './lottery-draws.service';
import { readLimits, readOddsTable, requireGame } from './lottery-games.service';
import {
  countCalendarIssues,
  countPendingEntriesOfDraws,
  insertIssues,
  selectCalendarIssues,
  selectChainsByKeys,
  selectDrawsOfIssues,
  selectExposurePage,
} from './lottery.repository';
import type { DrawRow, IssueRow } from './lottery.repository';
import { businessDayStart, planDay } from './lottery-schedule';
import type { PlannedIssue } from './lottery-schedule';

/**
 * What the back office's lottery screens read (docs/decisions/064-back-office-lottery.md): the games with their
 * schedules, a day of a game's issues with every draw's state, the limits in force and the exposure of an issue.
 * Nothing here changes anything; the changes are the operator calls of lottery-official and lottery-config.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function formatLocalTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** GET /ops/lottery/games. */
export function listOpsGames(language: Language): OpsLotteryGame[] {
  return LOTTERY_GAMES.map((game) => {
    const schedule = game.schedule;
    const daily = schedule.kind === 'daily' ? schedule : undefined;
    return {
      gameCode: game.code,
      name: game.names[language],
      area: game.area,
      structure: game.structure.code,
      isPlatformDrawn: game.isPlatformDrawn,
      isMultiStation: game.isMultiStation,
      periodSeconds: schedule.kind === 'fast' ? schedule.periodSeconds : null,
      drawTime: daily === undefined ? null : formatLocalTime(daily.drawMinutes),
      utcOffsetMinutes: game.utcOffsetMinutes,
      weekdays: daily === undefined ? [0, 1, 2, 3, 4, 5, 6] : [...daily.weekdays],
      stationsByWeekday: Object.entries(daily?.stations ?? {}).map(([weekday, stations]) => ({
        weekday: Number(weekday),
        stations: stations.map((station) => ({ code: station.code, name: station.names[language] })),
      })),
      nonDrawDays: daily === undefined ? [] : [...daily.nonDrawDays],
    };
  });
}

function stationName(game: LotteryGameDefinition, station: string, language: Language): string {
  return station === '' ? game.names[language] : (findStation(game, station)?.names[language] ?? station);
}

function toCalendarDraw(
  game: LotteryGameDefinition,
  draw: DrawRow,
  anchors: ReadonlyMap<string, string>,
  pending: ReadonlyMap<string, number>,
  language: Language,
): CalendarDraw {
  return {
    drawCode: draw.draw_code,
    station: draw.station,
    stationName: stationName(game, draw.station, language),
    status: draw.status === 'drawn' ? 'DRAWN' : draw.status === 'void' ? 'VOID' : 'PENDING',
    result: draw.result === null ? null : (JSON.parse(draw.result) as string[]),
    source:
      draw.source === 'chain' || draw.source === 'operator' || draw.source === 'feed' ? draw.source : null,
    commitment:
      draw.chain_index === null
        ? null
        : { anchor: anchors.get(`${draw.draw_code}:${draw.day}`) ?? '', index: draw.chain_index },
    pendingEntries: pending.get(`${draw.draw_code}:${draw.issue_no}`) ?? 0,
  };
}

/** The business day of `YYYY-MM-DD` as days since 1970-01-01, or 400 on the field when it is no date. */
function parseDay(day: string): number {
  const at = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day) {
    throw new AppError('request_param_err', { fields: { day: 'validation.invalid' } });
  }
  return Math.floor(at / DAY_MS);
}

/** GET /ops/lottery/calendar: a game's issues of one day; those of its schedule not listed yet as SCHEDULED. */
export async function getCalendar(
  handle: DatabaseHandle,
  query: { gameCode: string; day: string; status?: CalendarIssue['status'] | undefined },
  paging: { pageNum: number; pageSize: number },
  language: Language,
  now: number,
): Promise<LotteryCalendarPage> {
  const game = requireGame(query.gameCode);
  const dayNumber = parseDay(query.day);
  const dayText = query.day.replaceAll('-', '');
  const planned = planDay(game, dayNumber);
  const weekday = new Date(dayNumber * DAY_MS).getUTCDay();
  const start = businessDayStart(game, dayNumber);
  const window = { gameCode: game.code, day: dayText, from: start, to: start + DAY_MS, now };
  const status = query.status === 'SCHEDULED' ? undefined : query.status;
  const listedTotal = await countCalendarIssues(handle.db, { ...window, status: undefined });
  const base = { day: query.day, weekday, isNonDrawDay: planned.length === 0 && listedTotal === 0 };
  if (listedTotal === 0) {
    // Not listed yet (or long gone): the schedule's issues, without draws.
    const scheduled =
      query.status === undefined || query.status === 'SCHEDULED'
        ? planned.map<CalendarIssue>((issue) => ({
            issueNo: issue.issueNo,
            status: 'SCHEDULED',
            salesOpenAt: new Date(issue.salesOpenAt).toISOString(),
            salesCloseAt: new Date(issue.salesCloseAt).toISOString(),
            drawAt: new Date(issue.drawAt).toISOString(),
            settled: false,
            draws: issue.draws.map((draw) => ({
              drawCode: draw.drawCode,
              station: draw.station,
              stationName: stationName(game, draw.station, language),
              status: 'PENDING',
              result: null,
              source: null,
              commitment: null,
              pendingEntries: 0,
            })),
          }))
        : [];
    const { limit, offset } = toLimitOffset(paging);
    return { ...toPage(scheduled.slice(offset, offset + limit), paging, scheduled.length), ...base };
  }
  if (query.status === 'SCHEDULED') {
    return { ...toPage([], paging, 0), ...base };
  }
  const filtered = { ...window, status };
  const total = status === undefined ? listedTotal : await countCalendarIssues(handle.db, filtered);
  const issues = await selectCalendarIssues(handle.db, filtered, toLimitOffset(paging));
  const draws = await selectDrawsOfIssues(handle.db, issues);
  const chains = await selectChainsByKeys(
    handle.db,
    draws
      .filter((draw) => draw.chain_index !== null)
      .map((draw) => ({ draw_code: draw.draw_code, day: draw.day })),
  );
  const anchors = new Map(chains.map((chain) => [`${chain.draw_code}:${chain.day}`, chain.anchor]));
  const pending = await countPendingEntriesOfDraws(handle.db, game.code, dayText);
  const content = issues.map<CalendarIssue>((issue: IssueRow) => ({
    issueNo: issue.issue_no,
    status: toIssueStatus(issue, now),
    salesOpenAt: new Date(issue.sales_open_at).toISOString(),
    salesCloseAt: new Date(issue.sales_close_at).toISOString(),
    drawAt: new Date(issue.draw_at).toISOString(),
    settled: issue.settled_at !== null,
    draws: draws
      .filter((draw) => draw.issue_no === issue.issue_no)
      .map((draw) => toCalendarDraw(game, draw, anchors, pending, language)),
  }));
  return { ...toPage(content, paging, total), ...base };
}

/** GET /ops/lottery/games/:gameCode/limits: the operator's limits, or the deployment's. */
export async function getLimits(
  handle: DatabaseHandle,
  gameCode: string,
): Promise<LotteryLimits & { gameCode: string }> {
  const game = requireGame(gameCode);
  const { lottery } = await getDeploymentSettings(handle);
  return { gameCode: game.code, ...(await readLimits(handle.db, game, lottery)) };
}

/**
 * GET /ops/lottery/exposure: the stake on each number of each bet type of one issue, most first, with the points
 * staked on it (lô) and what settlement pays on it each time it is drawn at the odds recorded on its bets
 * (docs/decisions/076-exposure-liability-and-promotion-covers.md), beside the game's limits and the issue's own liability count.
 * A number staked before 0068 has no recorded liability: it is estimated at the odds in force, as before.
 */
export async function getExposure(
  handle: DatabaseHandle,
  query: { gameCode: string; issueNo: string },
  paging: { pageNum: number; pageSize: number },
): Promise<LotteryExposurePage> {
  const game = requireGame(query.gameCode);
  const { lottery } = await getDeploymentSettings(handle);
  const limits = await readLimits(handle.db, game, lottery);
  const odds = await readOddsTable(handle.db, game);
  const { rows, total, issueLiability } = await selectExposurePage(
    handle.db,
    { gameCode: game.code, issueNo: query.issueNo },
    toLimitOffset(paging),
  );
  const content = rows.map((row) => {
    const entry = odds[row.bet_code];
    return {
      station: row.station,
      betCode: row.bet_code,
      pick: row.pick,
      stake: row.stake,
      points: row.points === 0 ? null : row.points,
      liability:
        row.liability ?? (entry === undefined ? 0 : ceilTimes(row.stake, highestOdds(parseOddsEntry(entry)))),
    };
  });
  return {
    ...toPage(content, paging, total),
    gameCode: game.code,
    issueNo: query.issueNo,
    limits,
    issueLiability,
  };
}

/**
 * Lists an official issue of the past without a commitment (the demo's draws waiting for an operator's result,
 * demo-lottery-official.ts): on sale from `salesOpenAt`, closed and due, waiting for its result. Listed once.
 */
export async function listOfficialIssue(
  handle: DatabaseHandle,
  issue: PlannedIssue,
  salesOpenAt: number,
): Promise<void> {
  await runInTransaction(handle, (db) =>
    insertIssues(
      db,
      [
        {
          game_code: issue.gameCode,
          issue_no: issue.issueNo,
          day: issue.day,
          sequence: issue.sequence,
          sales_open_at: salesOpenAt,
          sales_close_at: issue.salesCloseAt,
          draw_at: issue.drawAt,
          stations: JSON.stringify(issue.stations.map((station) => station.code)),
          status: 'pending',
          settled_at: null,
          created_at: salesOpenAt,
        },
      ],
      issue.draws.map((draw) => ({
        game_code: issue.gameCode,
        issue_no: issue.issueNo,
        draw_code: draw.drawCode,
        station: draw.station,
        day: issue.day,
        chain_index: null,
        beacon: '',
        secret_seed: null,
        seed: null,
        result: null,
        status: 'pending',
        source: null,
        sales_open_at: salesOpenAt,
        sales_close_at: issue.salesCloseAt,
        draw_at: issue.drawAt,
        drawn_at: null,
      })),
    ),
  );
}
