import { useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

import { GameRowsSkeleton } from '../components/game-row';
import { HomePage } from '../features/home/components/home-page';
import type { LotteryVariant } from '../features/lottery/components/lottery-page';
import { GAME_CENTER_CATEGORIES, GAME_LIST_CATEGORIES } from '../lib/game-navigation';
import type { GameCenterCategory, GameListCategory } from '../lib/game-navigation';
import { AccountRoute } from './account-route';
import { SocialCallbackRoute } from './social-callback-route';
import { agentCenterRoute } from './agent-center-routes';
import { createLazyScreen } from './lazy-screen';
import { NotFoundPage } from './not-found-page';
import { RequireToken } from './require-token';
import { createRouteHandle, RouteHandlesContext } from './route-handle';
import type { PageKey } from './route-handle';
import { RouteErrorBoundary } from './route-error-screen';
import { AppShell } from './shell/app-shell';

// Screens loaded on demand (docs/product/site.md#routes-and-screens): promotions, lottery, points mall, the
// sportsbook, the embedded game, game list center, game center, help and download.
const PromotionsScreen = createLazyScreen(() =>
  import('../features/promotions/components/promotions-page').then((module) => module.PromotionsPage),
);
const LotteryScreen = createLazyScreen(() =>
  import('../features/lottery/components/lottery-page').then((module) => module.LotteryPage),
);
const PointsMallScreen = createLazyScreen(() =>
  import('../features/points-mall/components/points-mall-page').then((module) => module.PointsMallPage),
);
const SportsbookScreen = createLazyScreen(() =>
  import('../features/sportsbook/components/sportsbook-page').then((module) => module.SportsbookPage),
);
// Sports live and hot matches (docs/product/sports.md), and its strip above the sports page's vendors.
const SportsLiveScreen = createLazyScreen(() =>
  import('../features/sports-live/components/sports-live-page').then((module) => module.SportsLivePage),
);
const SportsLiveStripScreen = createLazyScreen(
  () =>
    import('../features/sports-live/components/sports-live-strip').then((module) => module.SportsLiveStrip),
  { fallback: <></> },
);
const EmbeddedGameScreen = createLazyScreen(() =>
  import('../features/embedded-game/components/embedded-game-page').then((module) => module.EmbeddedGamePage),
);
const GameListScreen = createLazyScreen(() =>
  import('../features/game-lobby/components/game-list-page').then((module) => module.GameListPage),
);
const HelpScreen = createLazyScreen(() =>
  import('../features/help/components/help-page').then((module) => module.HelpPage),
);
const DownloadScreen = createLazyScreen(() =>
  import('../features/install-app/components/download-page').then((module) => module.DownloadPage),
);
const GameCenterScreen = createLazyScreen(() =>
  import('../features/game-lobby/components/game-center-page').then((module) => module.GameCenterPage),
);

// The home page's games (skeleton rows while their code loads) and a game's page (docs/product/home.md,
// docs/product/game-page.md).
const HomeGamesScreen = createLazyScreen(
  () =>
    import('../features/game-lobby/components/home-game-sections').then((module) => module.HomeGameSections),
  { fallback: <GameRowsSkeleton />, hasFirstMessagesOnly: true },
);
// The jackpot's rules and the check of its wins (docs/decisions/065-jackpot-rules-and-draw-check.md).
const JackpotScreen = createLazyScreen(() =>
  import('../features/jackpot/components/jackpot-page').then((module) => module.JackpotPage),
);
const GameDetailScreen = createLazyScreen(() =>
  import('../features/game-lobby/components/game-detail-page').then((module) => module.GameDetailPage),
);

// The game window the lobby opens (/play/<vendor>?token=…): outside the page shell, a game of its own.
const GameWindowScreen = createLazyScreen(() =>
  import('./game-window-route').then((module) => module.GameWindowRoute),
);

// Plaza's customer service chat (CBS_launchChat's chatUrl): a page of its own in the 440x750 service window.
const SupportChatScreen = createLazyScreen(() =>
  import('../features/support-chat/components/support-chat-page').then((module) => module.SupportChatPage),
);

// The members' chat room (docs/decisions/037-chat-room.md).
const ChatRoomScreen = createLazyScreen(() =>
  import('../features/chat-room/components/chat-room-page').then((module) => module.ChatRoomPage),
);

const HOME_PATHS = ['/', '/index', '/index.html', '/home'];

const GAME_CENTER_PAGE_KEYS: Record<GameCenterCategory, PageKey> = {
  COCKFIGHT: 'cockfight',
  ESPORTS: 'esports',
  SPORTS: 'sports',
  ELOTT: 'elott',
};

const GAME_LIST_PAGE_KEYS: Record<GameListCategory, PageKey> = {
  RNG: 'rng',
  LIVE: 'live',
  PVP: 'pvp',
  FISH: 'fish',
};

const LOTTERY_VARIANTS: readonly LotteryVariant[] = ['lottery', 'seaLottery', 'vnLottery'];

/** Every route (docs/product/site.md#routes-and-screens) inside the page shell. */
export const routes: RouteObject[] = [
  { path: '/play/:vendor', element: <GameWindowScreen /> },
  { path: '/support/chat', element: <SupportChatScreen /> },
  {
    element: <AppShell />,
    children: [
      ...HOME_PATHS.map((path) => ({
        path,
        element: <HomePage games={<HomeGamesScreen />} />,
        handle: createRouteHandle('home'),
      })),
      {
        path: '/game/:vendor/:gameCode',
        element: <GameDetailScreen />,
        handle: createRouteHandle('gamePage'),
      },
      { path: '/login', element: <AccountRoute mode="login" />, handle: createRouteHandle('login') },
      { path: '/register', element: <AccountRoute mode="register" />, handle: createRouteHandle('register') },
      { path: '/sign-in/callback', element: <SocialCallbackRoute />, handle: createRouteHandle('login') },
      { path: '/help', element: <HelpScreen />, handle: createRouteHandle('help') },
      { path: '/download', element: <DownloadScreen />, handle: createRouteHandle('download') },
      ...GAME_CENTER_CATEGORIES.map((category) => ({
        path: `/${category.toLowerCase()}`,
        element:
          category === 'SPORTS' ? (
            <>
              <SportsLiveStripScreen />
              <GameCenterScreen categories={[category]} />
            </>
          ) : (
            <GameCenterScreen categories={[category]} />
          ),
        handle: createRouteHandle(GAME_CENTER_PAGE_KEYS[category]),
      })),
      ...GAME_LIST_CATEGORIES.map((category) => ({
        path: `/${category.toLowerCase()}`,
        element: <GameListScreen category={category} />,
        handle: createRouteHandle(GAME_LIST_PAGE_KEYS[category], { isGamePage: true }),
      })),
      ...LOTTERY_VARIANTS.map((variant) => ({
        path: `/${variant}`,
        element: (
          <RequireToken>
            <LotteryScreen variant={variant} />
          </RequireToken>
        ),
        handle: createRouteHandle(variant, { isGamePage: true, hasFooter: false }),
      })),
      { path: '/promotions', element: <PromotionsScreen />, handle: createRouteHandle('promotions') },
      { path: '/jackpot', element: <JackpotScreen />, handle: createRouteHandle('jackpot') },
      { path: '/pointMall', element: <PointsMallScreen />, handle: createRouteHandle('pointMall') },
      {
        path: '/seamless',
        element: <EmbeddedGameScreen />,
        handle: createRouteHandle('seamless', { isGamePage: true, hasFooter: false }),
      },
      {
        path: '/fbSport',
        element: <SportsbookScreen />,
        handle: createRouteHandle('fbSport', { hasFooter: false }),
      },
      {
        path: '/sportsLive',
        element: <SportsLiveScreen />,
        handle: createRouteHandle('sportsLive'),
      },
      { path: '/chatRoom', element: <ChatRoomScreen />, handle: createRouteHandle('chatRoom') },
      {
        path: '/lott',
        element: <GameCenterScreen categories={['LOTT', 'ELOTT']} />,
        handle: createRouteHandle('lott'),
      },
      agentCenterRoute,
      { path: '*', element: <NotFoundPage />, handle: createRouteHandle('notFound') },
    ],
  },
];

/**
 * The page the address asks for (a BrowserRouter above it: history mode), with the handles of the routes it matches
 * for the shell (useRouteHandle) and the error screen for a page that fails while rendering. Declared routes rather
 * than a data router: the site loads no data through the router, and React Router's data router is ~14 KB of the
 * first screen's JavaScript (brotli) more (docs/decisions/049-home-page-first-screen.md).
 */
export function AppRoutes() {
  const location = useLocation();
  const page = useRoutes(routes);
  const handles = useMemo(
    () => (matchRoutes(routes, location) ?? []).map((match): unknown => match.route.handle),
    [location],
  );
  return (
    <RouteHandlesContext value={handles}>
      <RouteErrorBoundary pathname={location.pathname}>{page}</RouteErrorBoundary>
    </RouteHandlesContext>
  );
}
