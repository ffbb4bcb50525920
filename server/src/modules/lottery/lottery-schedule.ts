import type { LotteryGameDefinition, LotteryStationDefinition } from './lottery-catalogue';
import { toDrawCode } from './lottery-catalogue';

/**
 * When a game's issues open, close and draw (docs/product/lottery.md "Issues"): pure arithmetic on the catalogue.
 * A business day is the game's local date; a fast game's issue k (1-based) of a day draws k periods after local
 * midnight and is numbered `YYYYMMDD-kkkk` (docs/product/lottery-rules.md#draw-schedules); a daily game's one issue
 * is numbered `YYYYMMDD`.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** Days before its draw that a daily game's issue goes on sale: Vietnamese the day before, 4D a week before. */
const SALES_DAYS: Record<'VN' | 'SEA' | 'FAST', number> = { VN: 1, SEA: 7, FAST: 0 };

/** Issues of a fast game listed ahead of time: enough for the longest chase. */
export const FAST_ISSUES_AHEAD = 125;

export interface PlannedDraw {
  drawCode: string;
  /** The station's code, '' for a game with one draw. */
  station: string;
}

export interface PlannedIssue {
  gameCode: string;
  issueNo: string;
  /** YYYYMMDD, the game's local business day. */
  day: string;
  /** k: the issue's 1-based place in the day, the index of its seed in the day's chain. */
  sequence: number;
  salesOpenAt: number;
  salesCloseAt: number;
  drawAt: number;
  /** For display: the stations drawing (Miền Bắc's province too). */
  stations: readonly LotteryStationDefinition[];
  draws: readonly PlannedDraw[];
}

/** The game's business day (local date) of an instant, as days since 1970-01-01. */
export function toBusinessDayNumber(game: LotteryGameDefinition, at: number): number {
  return Math.floor((at + game.utcOffsetMinutes * MINUTE_MS) / DAY_MS);
}

/** YYYYMMDD of a day number. */
export function formatDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The first instant (UTC ms) of a game's business day. */
export function businessDayStart(game: LotteryGameDefinition, day: number): number {
  return day * DAY_MS - game.utcOffsetMinutes * MINUTE_MS;
}

/** How many issues a day of the game holds: the length of the day's chain. */
export function countIssuesOfDay(game: LotteryGameDefinition): number {
  return game.schedule.kind === 'fast' ? Math.round(DAY_MS / (game.schedule.periodSeconds * 1000)) : 1;
}

/** The issues of one business day, in order (none on a day without a draw). */
export function planDay(game: LotteryGameDefinition, day: number): PlannedIssue[] {
  const dayText = formatDayNumber(day);
  const start = businessDayStart(game, day);
  const schedule = game.schedule;
  if (schedule.kind === 'fast') {
    const period = schedule.periodSeconds * 1000;
    const count = countIssuesOfDay(game);
    const issues: PlannedIssue[] = [];
    for (let sequence = 1; sequence <= count; sequence += 1) {
      const drawAt = start + sequence * period;
      issues.push({
        gameCode: game.code,
        issueNo: `${dayText}-${String(sequence).padStart(4, '0')}`,
        day: dayText,
        sequence,
        salesOpenAt: drawAt - period,
        salesCloseAt: drawAt - schedule.closeBeforeSeconds * 1000,
        drawAt,
        stations: [],
        draws: [{ drawCode: game.code, station: '' }],
      });
    }
    return issues;
  }
  const weekday = new Date(day * DAY_MS).getUTCDay();
  const isoDate = `${dayText.slice(0, 4)}-${dayText.slice(4, 6)}-${dayText.slice(6)}`;
  if (!schedule.weekdays.includes(weekday) || schedule.nonDrawDays.includes(isoDate)) {
    return [];
  }
  const drawAt = start + schedule.drawMinutes * MINUTE_MS;
  const stations = schedule.stations?.[weekday] ?? [];
  return [
    {
      gameCode: game.code,
      issueNo: dayText,
      day: dayText,
      sequence: 1,
      salesOpenAt: start - SALES_DAYS[game.area] * DAY_MS,
      salesCloseAt: drawAt - schedule.closeBeforeMinutes * MINUTE_MS,
      drawAt,
      stations,
      draws: game.isMultiStation
        ? stations.map((entry) => ({ drawCode: toDrawCode(game, entry.code), station: entry.code }))
        : [{ drawCode: game.code, station: '' }],
    },
  ];
}

/**
 * The issues to have listed at `now` that draw after `after` (the last one listed): a fast game's next
 * FAST_ISSUES_AHEAD issues, a daily game's issues until a day past its sales window (2 days Vietnamese, 8 for 4D).
 * An issue already closed but not yet drawn is listed too: listed first between its close and its draw (a fresh
 * start, or a game's first listing), it is the one current issue of the game until the next opens at its draw;
 * left out, the game had no issue on sale or past until then and its draw list was empty.
 */
export function planIssuesAhead(game: LotteryGameDefinition, now: number, after: number): PlannedIssue[] {
  const today = toBusinessDayNumber(game, now);
  const planned: PlannedIssue[] = [];
  const schedule = game.schedule;
  const horizon =
    schedule.kind === 'fast'
      ? now + FAST_ISSUES_AHEAD * schedule.periodSeconds * 1000
      : now + (SALES_DAYS[game.area] + 1) * DAY_MS;
  const lastDay = toBusinessDayNumber(game, horizon);
  for (let day = Math.max(today - 1, toBusinessDayNumber(game, after)); day <= lastDay; day += 1) {
    for (const issue of planDay(game, day)) {
      if (issue.drawAt > after && issue.drawAt > now && issue.drawAt <= horizon) {
        planned.push(issue);
      }
    }
  }
  return planned;
}
