import type { CatalogueLane, VendorCardItem } from '@plaza/contracts/catalogue';
import { gameCategorySchema } from '@plaza/contracts/system';
import type { GameCategory } from '@plaza/contracts/system';

import type { TranslationKey } from '../i18n/translation-key';

/** Game categories whose page is a game list with vendor tabs (docs/product/site.md#routes-and-screens). */
export const GAME_LIST_CATEGORIES = ['RNG', 'LIVE', 'PVP', 'FISH'] as const satisfies readonly GameCategory[];
export type GameListCategory = (typeof GAME_LIST_CATEGORIES)[number];

/** Game categories whose page is a game center listing the vendors (docs/product/site.md#routes-and-screens). */
export const GAME_CENTER_CATEGORIES = [
  'COCKFIGHT',
  'ESPORTS',
  'SPORTS',
  'ELOTT',
] as const satisfies readonly GameCategory[];
export type GameCenterCategory = (typeof GAME_CENTER_CATEGORIES)[number];

export type NavigationId =
  | 'home'
  | 'lottery'
  | 'live'
  | 'sports'
  | 'esports'
  | 'fish'
  | 'casino'
  | 'pvp'
  | 'cockfight'
  | 'promotions'
  | 'chatRoom';

export type NavigationEntry =
  | {
      kind: 'route';
      id: NavigationId;
      labelKey: TranslationKey;
      path: string;
      /** The vendors of the category, listed in the header's drop-down; empty for home and promotions. */
      vendors: VendorCardItem[];
    }
  | { kind: 'customerService'; id: 'customerService'; labelKey: TranslationKey };

/**
 * Page-title label of each category: LOTT and ELOTT share the lottery label, RNG uses casino
 * (docs/product/site.md#routes-and-screens).
 */
export const CATEGORY_LABEL_KEYS: Record<GameCategory, TranslationKey> = {
  LOTT: 'category.lottery',
  ELOTT: 'category.lottery',
  LIVE: 'category.live',
  SPORTS: 'category.sports',
  ESPORTS: 'category.esports',
  FISH: 'category.fish',
  RNG: 'category.casino',
  PVP: 'category.pvp',
  COCKFIGHT: 'category.cockfight',
};

/** The label of a game type as records name it (RNG, LIVE, …), or undefined for a type that is no category. */
export function getGameTypeLabelKey(gameType: string): TranslationKey | undefined {
  const category = gameCategorySchema.safeParse(gameType);
  return category.success ? CATEGORY_LABEL_KEYS[category.data] : undefined;
}

const CATEGORY_ROUTES: Record<Exclude<GameCategory, 'LOTT' | 'ELOTT'>, { id: NavigationId; path: string }> = {
  LIVE: { id: 'live', path: '/live' },
  SPORTS: { id: 'sports', path: '/sports' },
  ESPORTS: { id: 'esports', path: '/esports' },
  FISH: { id: 'fish', path: '/fish' },
  RNG: { id: 'casino', path: '/rng' },
  PVP: { id: 'pvp', path: '/pvp' },
  COCKFIGHT: { id: 'cockfight', path: '/cockfight' },
};

/**
 * Where the lottery entry goes, by the category's first vendor: the Vietnamese lottery to /vnLottery, the
 * Southeast-Asia lottery to /seaLottery, a generic lottery or e-lottery (LOTT, ELOTT) to /lottery.
 */
export function getLotteryPath(firstVendor: string | undefined): string {
  if (firstVendor === 'TCG_LOTTO_VN') {
    return '/vnLottery';
  }
  if (firstVendor === 'TCG_SEA') {
    return '/seaLottery';
  }
  return '/lottery';
}

/**
 * The header and side-menu navigation (docs/product/site.md#routes-and-screens): home, then one entry per game
 * category that has at least one vendor (LOTT and ELOTT make one lottery entry), then promotions, the chat room
 * while it is switched on (CHATROOM3; the side menu shows it, the header leaves it out), and customer service, always
 * last.
 */
export function buildNavigation(
  lanes: readonly CatalogueLane[],
  options: { hasChatRoom?: boolean } = {},
): NavigationEntry[] {
  const entries: NavigationEntry[] = [
    { kind: 'route', id: 'home', labelKey: 'navigation.home', path: '/', vendors: [] },
  ];
  let lottery: NavigationEntry | undefined;
  for (const lane of lanes) {
    const firstCard = lane.cards[0];
    if (firstCard === undefined) {
      continue;
    }
    if (lane.title === 'LOTT' || lane.title === 'ELOTT') {
      if (lottery?.kind === 'route') {
        lottery.vendors.push(...lane.cards);
        continue;
      }
      lottery = {
        kind: 'route',
        id: 'lottery',
        labelKey: CATEGORY_LABEL_KEYS[lane.title],
        path: getLotteryPath(firstCard.vendorCode),
        vendors: [...lane.cards],
      };
      entries.push(lottery);
      continue;
    }
    const route = CATEGORY_ROUTES[lane.title];
    entries.push({
      kind: 'route',
      id: route.id,
      labelKey: CATEGORY_LABEL_KEYS[lane.title],
      path: route.path,
      vendors: [...lane.cards],
    });
  }
  entries.push({
    kind: 'route',
    id: 'promotions',
    labelKey: 'navigation.promotions',
    path: '/promotions',
    vendors: [],
  });
  if (options.hasChatRoom === true) {
    entries.push({
      kind: 'route',
      id: 'chatRoom',
      labelKey: 'navigation.chatRoom',
      path: '/chatRoom',
      vendors: [],
    });
  }
  entries.push({ kind: 'customerService', id: 'customerService', labelKey: 'navigation.customerService' });
  return entries;
}

/** The address of one vendor under a navigation entry: the category page with the vendor selected. */
export function getVendorPath(entryPath: string, vendor: VendorCardItem): string {
  return `${entryPath}?${new URLSearchParams({ vassalage: vendor.vendorCode }).toString()}`;
}

/** The address of a game's page (docs/product/game-page.md). */
export function getGamePagePath(game: { vendorCode: string; gameCode: string }): string {
  return `/game/${encodeURIComponent(game.vendorCode)}/${encodeURIComponent(game.gameCode)}`;
}

/** The page of a game category (the home page's "See all"); lottery categories go to the lottery section. */
export function getCategoryPath(gameType: GameCategory): string {
  return gameType === 'LOTT' || gameType === 'ELOTT' ? '/lott' : CATEGORY_ROUTES[gameType].path;
}
