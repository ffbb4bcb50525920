import { randomInt } from 'node:crypto';

import type { Language } from '@plaza/contracts/languages';
import type {
  LotteryArea,
  LotteryBetType,
  LotteryGameDetail,
  LotteryGameList,
  LotteryGameMenus,
  LotteryGameSummary,
  LotteryIssue,
  LotteryIssueList,
  LotteryLaunchRequest,
  LotteryLimits,
  LotteryOdds,
  OpenedNumber,
  OpenedNumberPage,
  QuickPickResponse,
} from '@plaza/contracts/lottery';
import { BET_TYPE_GROUPS, LOTTERY_AREAS, MAX_CHASE_ISSUES } from '@plaza/contracts/lottery';
import type { BetTypeGroup } from './lottery-bet-groups';
import { groupOfBetCode } from './lottery-bet-groups';
import { checkSelection } from '@plaza/engines/lottery/bet-type';
import { findBetType, listBetTypes } from '@plaza/engines/lottery/lottery-bet-types';
import type { LotteryBetType as EngineBetType } from '@plaza/engines/lottery/lottery-bet-types';
import type { OddsEntry, OddsEntryData, OddsTableData } from '@plaza/engines/lottery/lottery-odds';
import { validateOddsTable, parseOddsTable } from '@plaza/engines/lottery/odds-validator';
import { createFraction } from '@plaza/engines/rational';
import type { Fraction } from '@plaza/engines/rational';

import type { DatabaseHandle } from '../../db/database';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { toLimitOffset, toPage } from '../../http/paging';
import { getDeploymentSettings } from '../deployment/deployment.service';
import type { DeploymentSettings } from '../deployment/deployment.schema';
import type { LotteryGameDefinition } from './lottery-catalogue';
import { findLotteryGame, findStation, LOTTERY_GAMES, parseDrawCode } from './lottery-catalogue';
import { toIssueStatus } from './lottery-draws.service';
import {
  countFinishedIssues,
  selectDrawsOfIssues,
  selectFinishedIssues,
  selectGameConfig,
  selectPopularGameCodes,
  selectRecentGameCodes,
  selectUpcomingIssues,
  upsertGameConfig,
} from './lottery.repository';
import type { IssueRow } from './lottery.repository';

/** The lottery's games as the member and operator calls show them (docs/product/lottery.md). */

export type LotterySettings = DeploymentSettings['lottery'];

const POPULAR_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const RECENT_GAMES = 8;
/** Stake limits per combination, minor units, and per combination in points. */
const STAKE_LIMITS = { min: 1, max: 100_000_000 };
const POINT_LIMITS = { min: 1, max: 100_000 };

/** The game with this code, or 404 game.not.found. */
export function requireGame(gameCode: string): LotteryGameDefinition {
  const game = findLotteryGame(gameCode);
  if (game === undefined) {
    throw new AppError('game.not.found');
  }
  return game;
}

type GameConfigRow = Awaited<ReturnType<typeof selectGameConfig>>;

function oddsOf(game: LotteryGameDefinition, config: GameConfigRow): OddsTableData {
  return config?.odds === null || config?.odds === undefined
    ? game.defaultOdds
    : (JSON.parse(config.odds) as OddsTableData);
}

function limitsOf(config: GameConfigRow, settings: LotterySettings): LotteryLimits {
  return {
    maxStakePerNumber: config?.max_stake_per_number ?? settings.maxStakePerNumber,
    maxLiabilityPerDraw: config?.max_liability_per_draw ?? settings.maxLiabilityPerDraw,
  };
}

/** A game's odds table in force: the operator's, or the catalogue's default. */
export async function readOddsTable(db: Executor, game: LotteryGameDefinition): Promise<OddsTableData> {
  return oddsOf(game, await selectGameConfig(db, game.code));
}

/** A game's limits in force: the operator's, or the deployment's. */
export async function readLimits(
  db: Executor,
  game: LotteryGameDefinition,
  settings: LotterySettings,
): Promise<LotteryLimits> {
  return limitsOf(await selectGameConfig(db, game.code), settings);
}

/** A game's odds table and limits in force, from one read of its configuration (a slip needs both). */
export async function readGameTerms(
  db: Executor,
  game: LotteryGameDefinition,
  settings: LotterySettings,
): Promise<{ odds: OddsTableData; limits: LotteryLimits }> {
  const config = await selectGameConfig(db, game.code);
  return { odds: oddsOf(game, config), limits: limitsOf(config, settings) };
}

/** The bet types a game offers: those of its structure its odds table prices, in reference order. */
export function listOfferedBetTypes(game: LotteryGameDefinition, odds: OddsTableData): EngineBetType[] {
  return listBetTypes(game.structure).filter((definition) => odds[definition.code] !== undefined);
}

function toIssue(row: IssueRow, game: LotteryGameDefinition, language: Language, now: number): LotteryIssue {
  const stationCodes = JSON.parse(row.stations) as string[];
  return {
    gameCode: row.game_code,
    issueNo: row.issue_no,
    status: toIssueStatus(row, now),
    salesOpenAt: new Date(row.sales_open_at).toISOString(),
    salesCloseAt: new Date(row.sales_close_at).toISOString(),
    drawAt: new Date(row.draw_at).toISOString(),
    stations: stationCodes.map((code) => ({
      code,
      name: findStation(game, code)?.names[language] ?? code,
      drawCode: game.isMultiStation ? `${game.code}_${code}` : game.code,
    })),
  };
}

async function summarize(
  handle: DatabaseHandle,
  game: LotteryGameDefinition,
  language: Language,
  now: number,
): Promise<LotteryGameSummary> {
  const [current] = await selectUpcomingIssues(handle.db, game.code, now, 1);
  return {
    gameCode: game.code,
    name: game.names[language],
    area: game.area,
    prizeMode: game.prizeMode,
    structure: game.structure.code,
    periodSeconds: game.schedule.kind === 'fast' ? game.schedule.periodSeconds : null,
    isPlatformDrawn: game.isPlatformDrawn,
    page: game.page,
    currentIssue: current === undefined ? null : toIssue(current, game, language, now),
  };
}

async function summarizeAll(
  handle: DatabaseHandle,
  games: readonly LotteryGameDefinition[],
  language: Language,
  now: number,
): Promise<LotteryGameSummary[]> {
  const summaries: LotteryGameSummary[] = [];
  for (const game of games) {
    summaries.push(await summarize(handle, game, language, now));
  }
  return summaries;
}

/** GET /lgw/games/game_menus. */
export async function getGameMenus(
  handle: DatabaseHandle,
  language: Language,
  now: number,
): Promise<LotteryGameMenus> {
  const menus: { area: LotteryArea; games: LotteryGameSummary[] }[] = [];
  for (const area of LOTTERY_AREAS) {
    const games = LOTTERY_GAMES.filter((game) => game.area === area);
    menus.push({ area, games: await summarizeAll(handle, games, language, now) });
  }
  return { menus, serverTime: new Date(now).toISOString() };
}

/**
 * GET /lgw/vn/games/game_menu: the Vietnamese games, and the Vietnamese-structure fast games under ELOTT (the
 * prize mode the lobby picks when the e-lottery carries a Vietnamese card, docs/product/lottery.md).
 */
export async function getVietnameseMenu(
  handle: DatabaseHandle,
  prizeMode: 'LOTT' | 'ELOTT' | undefined,
  language: Language,
  now: number,
): Promise<LotteryGameList> {
  const games = LOTTERY_GAMES.filter(
    (game) =>
      (game.area === 'VN' && prizeMode !== 'ELOTT') || (game.code.startsWith('VNF_') && prizeMode !== 'LOTT'),
  );
  return { games: await summarizeAll(handle, games, language, now), serverTime: new Date(now).toISOString() };
}

/** GET /lgw/vn/games/game_menu/recent: the games the member bet on lately. */
export async function getRecentGames(
  handle: DatabaseHandle,
  memberId: number,
  language: Language,
  now: number,
): Promise<LotteryGameList> {
  const codes = await selectRecentGameCodes(handle.db, memberId, RECENT_GAMES);
  const games = codes.flatMap((code) => findLotteryGame(code) ?? []);
  return { games: await summarizeAll(handle, games, language, now), serverTime: new Date(now).toISOString() };
}

/** GET /lgw/games/popular: the games most bet on over 7 days, then the fast games, to fill a row of six. */
export async function getPopularGames(
  handle: DatabaseHandle,
  language: Language,
  now: number,
): Promise<LotteryGameList> {
  const codes = await selectPopularGameCodes(handle.db, now - POPULAR_WINDOW_MS, 6);
  const chosen = codes.flatMap((code) => findLotteryGame(code) ?? []);
  for (const game of LOTTERY_GAMES) {
    if (chosen.length >= 6) {
      break;
    }
    if (game.area === 'FAST' && !chosen.includes(game)) {
      chosen.push(game);
    }
  }
  return {
    games: await summarizeAll(handle, chosen, language, now),
    serverTime: new Date(now).toISOString(),
  };
}

function toRowRule(row: EngineBetType['selectionRule']['rows'][number]) {
  return {
    label: row.label,
    allowed: row.allowed instanceof RegExp ? null : [...row.allowed],
    pattern: row.allowed instanceof RegExp ? row.allowed.source : null,
    minPicks: row.minPicks,
    maxPicks: row.maxPicks,
  };
}

function toBetType(
  definition: EngineBetType,
  odds: OddsEntryData,
  game: LotteryGameDefinition,
): LotteryBetType {
  const group: BetTypeGroup = groupOfBetCode(definition.code);
  return {
    code: definition.code,
    name: definition.name,
    group: (BET_TYPE_GROUPS as readonly string[]).includes(group) ? group : 'other',
    oddsKind: definition.oddsKind,
    odds: odds,
    rows: definition.selectionRule.rows.map(toRowRule),
    minTotalPicks: definition.selectionRule.minTotalPicks,
    isInPoints: definition.oddsKind === 'points',
    isMultiStation: game.isMultiStation,
  };
}

/** GET /lgw/games/:gameCode. */
export async function getGameDetail(
  handle: DatabaseHandle,
  gameCode: string,
  language: Language,
  now: number,
): Promise<LotteryGameDetail> {
  const game = requireGame(gameCode);
  const { lottery } = await getDeploymentSettings(handle);
  const odds = await readOddsTable(handle.db, game);
  return {
    ...(await summarize(handle, game, language, now)),
    betTypes: listOfferedBetTypes(game, odds).flatMap((definition) => {
      const entry = odds[definition.code];
      return entry === undefined ? [] : [toBetType(definition, entry, game)];
    }),
    pricePerPoint: lottery.pricePerPoint,
    stakeLimits: STAKE_LIMITS,
    pointLimits: POINT_LIMITS,
    maxChaseIssues: MAX_CHASE_ISSUES,
  };
}

/** The stake limits of a selection, by whether it is staked in points. */
export function stakeLimitsOf(isInPoints: boolean): { min: number; max: number } {
  return isInPoints ? POINT_LIMITS : STAKE_LIMITS;
}

/** GET /lgw/games/:gameCode/issues: the issue on sale or next, and the ones after it. */
export async function listGameIssues(
  handle: DatabaseHandle,
  gameCode: string,
  count: number,
  language: Language,
  now: number,
): Promise<LotteryIssueList> {
  const game = requireGame(gameCode);
  const rows = await selectUpcomingIssues(handle.db, game.code, now, count);
  return {
    issues: rows.map((row) => toIssue(row, game, language, now)),
    serverTime: new Date(now).toISOString(),
  };
}

function pickRandom<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(...pool.splice(randomInt(pool.length), 1));
  }
  return chosen;
}

function randomDigits(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}

/** A random pick a row allows: from its list, or digits of the length its pattern asks for. */
function randomPicks(row: EngineBetType['selectionRule']['rows'][number], count: number): string[] {
  if (!(row.allowed instanceof RegExp)) {
    return pickRandom(row.allowed, count).sort();
  }
  const length = /\\d\{(\d)\}/.exec(row.allowed.source)?.[1] ?? '4';
  const picks = new Set<string>();
  while (picks.size < count) {
    picks.add(randomDigits(Number(length)));
  }
  return [...picks].sort();
}

/** POST /lgw/games/:gameCode/quick-pick: a random valid selection, `picks` per list row where it allows. */
export async function quickPick(
  handle: DatabaseHandle,
  gameCode: string,
  betCode: string,
  picks: number | undefined,
): Promise<QuickPickResponse> {
  const game = requireGame(gameCode);
  const odds = await readOddsTable(handle.db, game);
  const definition = findBetType(game.structure, betCode);
  if (definition === undefined || odds[betCode] === undefined) {
    throw new AppError('lottery.selection.invalid', { betCode, reason: 'not_offered' });
  }
  const rows = definition.selectionRule.rows;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const selection: string[][] = rows.map((row) => {
      const wanted = Math.min(Math.max(picks ?? row.minPicks, row.minPicks, 1), row.maxPicks);
      return randomPicks(row, wanted);
    });
    if (checkSelection(definition, selection) === null) {
      return { selection };
    }
  }
  throw new AppError('lottery.selection.invalid', { betCode, reason: 'no_combination' });
}

/** The results of finished issues, a station's draw each. */
async function toOpenedNumbers(
  handle: DatabaseHandle,
  issues: readonly IssueRow[],
  language: Language,
  now: number,
): Promise<OpenedNumber[]> {
  const draws = await selectDrawsOfIssues(handle.db, issues);
  return issues.map((issue) => {
    const game = findLotteryGame(issue.game_code);
    const stationCodes = JSON.parse(issue.stations) as string[];
    return {
      gameCode: issue.game_code,
      issueNo: issue.issue_no,
      drawAt: new Date(issue.draw_at).toISOString(),
      status: toIssueStatus(issue, now),
      structure: game?.structure.code ?? 'ssc',
      results: draws
        .filter(
          (draw) =>
            draw.game_code === issue.game_code &&
            draw.issue_no === issue.issue_no &&
            draw.status === 'drawn' &&
            draw.result !== null,
        )
        .map((draw) => {
          const station =
            draw.station === '' && !(game?.isMultiStation ?? false) ? (stationCodes[0] ?? '') : draw.station;
          const name = game === undefined ? station : (findStation(game, station)?.names[language] ?? '');
          return {
            drawCode: draw.draw_code,
            station,
            stationName: name,
            result: JSON.parse(draw.result ?? '[]') as string[],
          };
        }),
    };
  });
}

/** Results history of some games, newest first, a page at a time. */
export async function listOpenedNumbers(
  handle: DatabaseHandle,
  gameCodes: readonly string[],
  paging: { pageNum: number; pageSize: number },
  language: Language,
  now: number,
): Promise<OpenedNumberPage> {
  const { limit, offset } = toLimitOffset(paging);
  const [rows, total] = await Promise.all([
    selectFinishedIssues(handle.db, gameCodes, limit, offset),
    countFinishedIssues(handle.db, gameCodes),
  ]);
  return toPage(await toOpenedNumbers(handle, rows, language, now), paging, total);
}

/** The fast games of a prize mode (LOTT and its spelling Lott mean every platform-run game). */
export function listGameCodesOfMode(prizeMode: string): string[] {
  return LOTTERY_GAMES.filter((game) =>
    prizeMode === 'ELOTT' ? game.prizeMode === 'ELOTT' : game.isPlatformDrawn,
  ).map((game) => game.code);
}

/** The parsed odds of the game's table, for placement and settlement. */
export function parseGameOdds(
  game: LotteryGameDefinition,
  odds: OddsTableData,
): ReadonlyMap<string, OddsEntry> {
  return parseOddsTable(game.structure, odds);
}

/** "99" or "98.5" → 99/100, 985/1000. */
export function parsePercent(text: string): Fraction {
  const [whole = '0', fraction = ''] = text.split('.');
  const scale = 10n ** BigInt(fraction.length);
  return createFraction(BigInt(whole) * scale + BigInt(fraction === '' ? '0' : fraction), 100n * scale);
}

function formatPercent(value: Fraction): string {
  const scaled = (value.numerator * 1_000_000n) / value.denominator;
  const text = scaled.toString().padStart(5, '0');
  return `${text.slice(0, -4)}.${text.slice(-4)}`;
}

/** GET /ops/lottery/games/:gameCode/odds. */
export async function getOdds(handle: DatabaseHandle, gameCode: string): Promise<LotteryOdds> {
  const game = requireGame(gameCode);
  const { lottery } = await getDeploymentSettings(handle);
  const odds = await readOddsTable(handle.db, game);
  const validation = validateOddsTable(game.structure, odds, parsePercent(lottery.maxRtpPercent));
  return {
    gameCode: game.code,
    odds: odds,
    rtps: validation.rtps.map((figure) => ({
      code: figure.code,
      variant: figure.variant,
      rtpPercent: formatPercent(figure.rtp),
    })),
    maxRtpPercent: lottery.maxRtpPercent,
  };
}

/**
 * Validates an odds table with the engine's exact RTP validator against the deployment's maximum
 * (docs/product/lottery-rules.md#odds-and-rtp); refused with the problems and the bet types above it.
 */
export function validateOdds(game: LotteryGameDefinition, odds: OddsTableData, maxRtpPercent: string): void {
  const validation = validateOddsTable(game.structure, odds, parsePercent(maxRtpPercent));
  if (validation.problems.length > 0) {
    throw new AppError('request_param_err', {
      fields: { odds: 'lottery.odds.invalid' },
      problems: validation.problems.map((problem) => ({ ...problem })),
    });
  }
  if (validation.violations.length > 0) {
    throw new AppError('lottery.odds.rtp.exceeded', {
      maxRtpPercent,
      violations: validation.violations.map((figure) => ({
        code: figure.code,
        variant: figure.variant,
        rtpPercent: formatPercent(figure.rtp),
      })),
    });
  }
}

/** Stores a validated odds table (the operator routes audit it). */
export async function saveOdds(
  db: Executor,
  game: LotteryGameDefinition,
  odds: OddsTableData,
  now: number,
): Promise<void> {
  await upsertGameConfig(db, game.code, { odds: JSON.stringify(odds) }, now);
}

export async function saveLimits(
  db: Executor,
  game: LotteryGameDefinition,
  limits: LotteryLimits,
  now: number,
): Promise<void> {
  await upsertGameConfig(
    db,
    game.code,
    { max_stake_per_number: limits.maxStakePerNumber, max_liability_per_draw: limits.maxLiabilityPerDraw },
    now,
  );
}

/**
 * The lottery launch of POST /wps/game/launchGame (docs/product/lottery.md): the lottery page of the area (or of the game) to
 * open, on its betting view or its lobby. No launch token: the lottery's calls take the member's session.
 */
export function launchLottery(payload: LotteryLaunchRequest): { url: string; launchToken: string } {
  const game = payload.lottoGameCode === undefined ? undefined : requireGame(payload.lottoGameCode);
  const page =
    game?.page ??
    (payload.lottoArea === 'VN' ? '/vnLottery' : payload.lottoArea === 'SEA' ? '/seaLottery' : '/lottery');
  const query = new URLSearchParams({ view: payload.lottoView, prizeMode: payload.lottoPrizeMode });
  if (game !== undefined) {
    query.set('gameCode', game.code);
  }
  if (payload.backUrl !== undefined && payload.backUrl.startsWith('/')) {
    query.set('backUrl', payload.backUrl);
  }
  return { url: `${page}?${query.toString()}`, launchToken: '' };
}

/** The game a draw code belongs to, or 404. */
export function requireDrawGame(drawCode: string): { game: LotteryGameDefinition; station: string } {
  const parsed = parseDrawCode(drawCode);
  if (parsed === undefined) {
    throw new AppError('not.found');
  }
  return parsed;
}
