/** Every query of the lottery pages starts with this key, so placing or cancelling a bet refreshes them together. */
export const LOTTERY_QUERY_ROOT = 'lottery';

/** The wallet feature's query root: the header balance refreshes after a stake, a refund or a win. */
export const WALLET_QUERY_ROOT_KEY = ['wallet'] as const;

/*
 * The keys the live lottery frames touch (api/lottery-live.ts), here so that the app's start-up code, which
 * registers that handler, does not load the lottery's API modules and their schemas.
 */
export function issuesQueryKey(gameCode: string) {
  return [LOTTERY_QUERY_ROOT, 'issues', gameCode] as const;
}

export function drawsQueryKey(gameCode: string) {
  return [LOTTERY_QUERY_ROOT, 'draws', gameCode] as const;
}

export function drawQueryKey(gameCode: string, issueNo: string) {
  return [LOTTERY_QUERY_ROOT, 'draw', gameCode, issueNo] as const;
}

export function gameMenusQueryKey(language: string) {
  return [LOTTERY_QUERY_ROOT, 'menus', language] as const;
}
