import { useSearchParams } from 'react-router';

/** The lottery pages' views, kept in the page address so each can be linked, reloaded and shared. */
export type LotteryView = 'lobby' | 'betting' | 'results' | 'bets' | 'verify';

export interface LotteryAddress {
  view: LotteryView;
  gameCode: string | null;
  issueNo: string | null;
}

/**
 * Reads the address: `gameCode` opens a game's betting page (docs/product/lottery-pages.md), `view` another view of it
 * (results, my bets, verify with `issueNo`); without either, the lobby.
 */
export function readLotteryAddress(params: URLSearchParams): LotteryAddress {
  const gameCode = params.get('gameCode');
  const issueNo = params.get('issueNo');
  const view = params.get('view');
  if (view === 'bets') {
    return { view, gameCode, issueNo: null };
  }
  if (gameCode === null || gameCode === '') {
    return { view: 'lobby', gameCode: null, issueNo: null };
  }
  if (view === 'results') {
    return { view, gameCode, issueNo: null };
  }
  if (view === 'verify') {
    return { view, gameCode, issueNo };
  }
  return { view: 'betting', gameCode, issueNo: null };
}

/**
 * The address of a view. A `token` the page was opened with is not carried on: the app stored it for the
 * session when it read it (lib/session-token.ts), and an address is better without it.
 */
export function buildLotteryHref(target: Partial<LotteryAddress> & { view: LotteryView }): string {
  const params = new URLSearchParams();
  if (target.gameCode !== undefined && target.gameCode !== null) {
    params.set('gameCode', target.gameCode);
  }
  if (target.view !== 'lobby' && target.view !== 'betting') {
    params.set('view', target.view);
  }
  if (target.issueNo !== undefined && target.issueNo !== null) {
    params.set('issueNo', target.issueNo);
  }
  const query = params.toString();
  return query === '' ? '?' : `?${query}`;
}

/** The current address and a way to link within the page. */
export function useLotteryAddress(): LotteryAddress & {
  href: (target: Partial<LotteryAddress> & { view: LotteryView }) => string;
} {
  const [params] = useSearchParams();
  return { ...readLotteryAddress(params), href: buildLotteryHref };
}
