// The back office's lottery calls (docs/decisions/064-back-office-lottery.md).
import {
  importResultsResponseSchema,
  lotteryCalendarPageSchema,
  lotteryExposurePageSchema,
  lotteryLimitsResponseSchema,
  lotteryOddsSchema,
  opsLotteryGameListSchema,
  resultEntryListSchema,
  resultEntrySchema,
  voidDrawResponseSchema,
} from '@plaza/contracts/lottery';
import type {
  ImportResultsResponse,
  LotteryCalendarPage,
  LotteryExposurePage,
  LotteryLimits,
  LotteryOdds,
  OddsTableWire,
  OpsLotteryGame,
  ResultEntry,
} from '@plaza/contracts/lottery';

import { operatorRequest } from '../../../lib/operator-session';

export async function fetchLotteryGames(): Promise<OpsLotteryGame[]> {
  const list = await operatorRequest({
    method: 'GET',
    path: '/ops/lottery/games',
    schema: opsLotteryGameListSchema,
  });
  return list.games;
}

export function fetchCalendar(query: Record<string, string>): Promise<LotteryCalendarPage> {
  return operatorRequest({
    method: 'GET',
    path: '/ops/lottery/calendar',
    query,
    schema: lotteryCalendarPageSchema,
  });
}

export function voidDraw(drawCode: string, issueNo: string, reason: string) {
  return operatorRequest({
    method: 'POST',
    path: `/ops/lottery/draws/${drawCode}/${issueNo}/void`,
    body: { reason },
    schema: voidDrawResponseSchema,
  });
}

export async function fetchPendingResults(): Promise<ResultEntry[]> {
  const list = await operatorRequest({
    method: 'GET',
    path: '/ops/lottery/results/pending',
    schema: resultEntryListSchema,
  });
  return list.entries;
}

export function enterResult(body: {
  drawCode: string;
  issueNo: string;
  result: string[];
}): Promise<ResultEntry> {
  return operatorRequest({ method: 'POST', path: '/ops/lottery/results', body, schema: resultEntrySchema });
}

export function confirmResult(entryId: string): Promise<ResultEntry> {
  return operatorRequest({
    method: 'POST',
    path: `/ops/lottery/results/${entryId}/confirm`,
    schema: resultEntrySchema,
  });
}

export function importResults(content: string): Promise<ImportResultsResponse> {
  return operatorRequest({
    method: 'POST',
    path: '/ops/lottery/results/import',
    body: { content },
    schema: importResultsResponseSchema,
  });
}

export function fetchOdds(gameCode: string): Promise<LotteryOdds> {
  return operatorRequest({
    method: 'GET',
    path: `/ops/lottery/games/${gameCode}/odds`,
    schema: lotteryOddsSchema,
  });
}

export function saveOdds(gameCode: string, odds: OddsTableWire): Promise<LotteryOdds> {
  return operatorRequest({
    method: 'PUT',
    path: `/ops/lottery/games/${gameCode}/odds`,
    body: { odds },
    schema: lotteryOddsSchema,
  });
}

export function fetchLimits(gameCode: string) {
  return operatorRequest({
    method: 'GET',
    path: `/ops/lottery/games/${gameCode}/limits`,
    schema: lotteryLimitsResponseSchema,
  });
}

export function saveLimits(gameCode: string, limits: LotteryLimits) {
  return operatorRequest({
    method: 'PUT',
    path: `/ops/lottery/games/${gameCode}/limits`,
    body: limits,
    schema: lotteryLimitsResponseSchema,
  });
}

export function fetchExposure(query: Record<string, string>): Promise<LotteryExposurePage> {
  return operatorRequest({
    method: 'GET',
    path: '/ops/lottery/exposure',
    query,
    schema: lotteryExposurePageSchema,
  });
}
