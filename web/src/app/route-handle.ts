import { createContext, useContext } from 'react';

import type { TranslationKey } from '../i18n/translation-key';

/** Page keys of the routes (docs/product/site.md#routes-and-screens), plus the pages that have none there. */
export type PageKey =
  | 'home'
  | 'promotions'
  | 'rng'
  | 'live'
  | 'fish'
  | 'pvp'
  | 'sports'
  | 'esports'
  | 'elott'
  | 'lott'
  | 'download'
  | 'pointMall'
  | 'help'
  | 'register'
  | 'login'
  | 'cockfight'
  | 'lottery'
  | 'seaLottery'
  | 'vnLottery'
  | 'seamless'
  | 'fbSport'
  | 'sportsLive'
  | 'chatRoom'
  | 'agent'
  | 'gamePage'
  | 'jackpot'
  | 'notFound';

/**
 * Page-title key of each page: ELOTT and LOTT share the lottery label, RNG uses casino
 * (docs/product/site.md#routes-and-screens).
 */
export const PAGE_TITLE_KEYS: Record<PageKey, TranslationKey> = {
  home: 'pageTitle.home',
  promotions: 'pageTitle.promotions',
  rng: 'category.casino',
  live: 'category.live',
  fish: 'category.fish',
  pvp: 'category.pvp',
  sports: 'category.sports',
  esports: 'category.esports',
  elott: 'category.lottery',
  lott: 'category.lottery',
  download: 'pageTitle.download',
  pointMall: 'pageTitle.pointMall',
  help: 'pageTitle.help',
  register: 'account.register',
  login: 'account.login',
  cockfight: 'category.cockfight',
  lottery: 'pageTitle.lottery',
  seaLottery: 'pageTitle.seaLottery',
  vnLottery: 'pageTitle.vnLottery',
  seamless: 'pageTitle.seamless',
  fbSport: 'pageTitle.sports',
  sportsLive: 'pageTitle.sportsLive',
  chatRoom: 'pageTitle.chatRoom',
  agent: 'pageTitle.agent',
  gamePage: 'gamePage.title',
  jackpot: 'pageTitle.jackpot',
  notFound: 'pageTitle.notFound',
};

/** What the shell needs to know about the page on screen. */
export interface RouteHandle {
  pageKey: PageKey;
  /** Game pages give the header a background and close the side menu (docs/product/site.md#routes-and-screens). */
  isGamePage: boolean;
  hasFooter: boolean;
}

/** The handle of a route: its page key, whether it is a game page, whether it has a footer. */
export function createRouteHandle(
  pageKey: PageKey,
  options: { isGamePage?: boolean; hasFooter?: boolean } = {},
): RouteHandle {
  return { pageKey, isGamePage: options.isGamePage ?? false, hasFooter: options.hasFooter ?? true };
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    'pageKey' in value &&
    typeof value.pageKey === 'string' &&
    Object.hasOwn(PAGE_TITLE_KEYS, value.pageKey) &&
    'isGamePage' in value &&
    typeof value.isGamePage === 'boolean' &&
    'hasFooter' in value &&
    typeof value.hasFooter === 'boolean'
  );
}

const NOT_FOUND_HANDLE = createRouteHandle('notFound');

/** The handles of the routes the address matches, outermost first (given by AppRoutes, router.tsx). */
export const RouteHandlesContext = createContext<readonly unknown[]>([]);

/** The handle of the deepest matched route. */
export function useRouteHandle(): RouteHandle {
  const handles = useContext(RouteHandlesContext);
  for (const handle of [...handles].reverse()) {
    if (isRouteHandle(handle)) {
      return handle;
    }
  }
  return NOT_FOUND_HANDLE;
}
