import type { GameItem, GamePage, VendorLane } from '@plaza/contracts/games';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { startI18n } from '../../../i18n/i18n';
import { whitelabelQueryKey } from '../../../lib/api/get-whitelabel';
import { LoginPromptContext } from '../../../lib/login-prompt';
import { GameListPage } from './game-list-page';
import { TEST_WHITELABEL } from '../../../test/render-with-member';

const LANES: VendorLane[] = [
  {
    title: 'RNG',
    cards: [
      {
        vassalage: 'BGS',
        accountTypeName: 'Plaza Originals',
        gameType: 'RNG',
        logoUrl: '/media/vendors/BGS.svg',
      },
      {
        vassalage: 'DEMO',
        accountTypeName: 'Demo Studio',
        gameType: 'RNG',
        logoUrl: '/media/vendors/DEMO.svg',
      },
    ],
    gameClassify: ['SLOT', 'TG'],
  },
];

function game(nodeId: number, gameName: string, extra: Partial<GameItem> = {}): GameItem {
  return {
    nodeId,
    vassalage: 'BGS',
    accountTypeName: 'Plaza Originals',
    gameCode: `CODE_${nodeId}`,
    gameName,
    gameType: 'RNG',
    gameClassify: 'SLOT',
    imageUrl: `/media/games/${nodeId}.svg`,
    isHot: false,
    isNew: false,
    isMaintenance: false,
    minBet: 10,
    maxBet: 10_000,
    rtp: null,
    ...extra,
  };
}

const GEMS = game(1, 'Plaza Gems', { isHot: true, isNew: true, rtp: '96.47%' });
const DICE = game(2, 'Dice', { gameClassify: 'AC' });
const OCEAN = game(3, 'Ocean Treasure', { vassalage: 'DEMO', isMaintenance: true });

function page(content: GameItem[]): GamePage {
  return {
    content,
    pageNum: 1,
    pageSize: 24,
    totalPages: content.length > 0 ? 1 : 0,
    totalElements: content.length,
  };
}

interface Call {
  path: string;
  body: Record<string, unknown>;
}

type Answer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

function ok(value: unknown) {
  return { status: 200, body: { success: true, value } };
}

function failure(status: number, errorCode: string, message: string, value?: unknown) {
  return { status, body: { success: false, errorCode, message, value } };
}

/** Answers the lobby's calls from `routes` (by relay name), keeping every call made. */
function serve(routes: Record<string, (body: Record<string, unknown>) => Answer>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.split('?')[0] ?? url;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const name = path.replace('/wps/relay/', '').replace('/wps/game/', '');
    const route =
      routes[name] ?? (name === 'GCSGAME_newGameVendor' ? () => ok({ data: { lanes: LANES } }) : undefined);
    const answer = route === undefined ? failure(404, 'not.found', 'Not found.') : await route(body);
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls: (name: string) => calls.filter((call) => call.path.endsWith(name)) };
}

const emptyBoard = () => ok({ list: [] });

function renderLobby(path = '/rng') {
  const promptLogin = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(whitelabelQueryKey, TEST_WHITELABEL);
  const router = createMemoryRouter(
    [
      { path: '/rng', element: <GameListPage category="RNG" /> },
      { path: '/live', element: <GameListPage category="LIVE" /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <LoginPromptContext value={promptLogin}>
        <RouterProvider router={router} />
      </LoginPromptContext>
    </QueryClientProvider>,
  );
  return { promptLogin, router };
}

beforeAll(async () => {
  await startI18n('en');
});

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('GameLobby', () => {
  it('shows skeletons, then the games of the category with their badges and the winner board', async () => {
    const server = serve({
      GCSGAME_gameList: () => ok(page([GEMS, DICE, OCEAN])),
      GCSGAME_getRankList: () =>
        ok({
          list: [
            {
              vo: {
                rank: 1,
                account: 'de****er',
                winAmount: 1_234_567,
                vassalage: 'BGS',
                gameCode: 'CODE_1',
                gameName: 'Plaza Gems',
                gameType: 'RNG',
                imageUrl: null,
                winTime: '2024-01-01T00:00:00.000Z',
              },
            },
          ],
        }),
    });
    renderLobby();
    expect(await screen.findAllByRole('status', { name: 'Loading…' })).not.toHaveLength(0);
    const gems = await screen.findByRole('button', { name: 'Play Plaza Gems' });
    expect(gems.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(gems).getByText('RTP 96.47%')).toBeTruthy();
    expect(screen.getByText('Plaza Originals, Hot, New')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play Ocean Treasure' }).closest('li')?.className).toContain(
      'game-card--maintenance',
    );
    expect(screen.getByText('3 of 3 games')).toBeTruthy();
    expect(await screen.findByText('$12,345.67')).toBeTruthy();
    expect(screen.getByText('de****er')).toBeTruthy();
    expect(server.calls('GCSGAME_gameList')[0]?.body).toMatchObject({
      gameType: 'RNG',
      pageNum: 1,
      pageSize: 24,
    });
    expect(server.calls('GCSGAME_getRankList')[0]?.body).toEqual({
      category: 'ALL',
      language: 'en',
      limit: 20,
    });
  });

  it('filters by vendor tab and classify chip, keeping the filters in the address', async () => {
    const server = serve({ GCSGAME_gameList: () => ok(page([GEMS])), GCSGAME_getRankList: emptyBoard });
    const { router } = renderLobby();
    await screen.findByRole('button', { name: 'Play Plaza Gems' });
    fireEvent.click(screen.getByRole('tab', { name: 'Demo Studio' }));
    fireEvent.click(screen.getByRole('button', { name: 'Table games' }));
    await waitFor(() =>
      expect(server.calls('GCSGAME_gameList').at(-1)?.body).toMatchObject({
        gameType: 'RNG',
        vassalage: 'DEMO',
        gameClassify: 'TG',
      }),
    );
    expect(router.state.location.search).toBe('?vassalage=DEMO&classify=TG');
    expect(screen.getByRole('tab', { name: 'Demo Studio' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Table games' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('moves between vendor tabs with the arrow keys', async () => {
    serve({ GCSGAME_gameList: () => ok(page([GEMS])), GCSGAME_getRankList: emptyBoard });
    renderLobby();
    const all = await screen.findByRole('tab', { name: 'All providers' });
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Plaza Originals' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Plaza Originals' }));
    fireEvent.keyDown(document.activeElement ?? all, { key: 'End' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Demo Studio' }).getAttribute('aria-selected')).toBe('true'),
    );
  });

  it('searches once typing pauses and offers to clear a search that finds nothing', async () => {
    const server = serve({
      GCSGAME_gameList: (body) => ok(page(body.keyword === undefined ? [GEMS, DICE] : [])),
      GCSGAME_getRankList: emptyBoard,
    });
    renderLobby();
    await screen.findByRole('button', { name: 'Play Dice' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'z' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No games match “zzz”')).toBeTruthy();
    // Only the settled text was sent.
    expect(server.calls('GCSGAME_gameList').map((call) => call.body.keyword)).toEqual([undefined, 'zzz']);
    // The empty state's button, beside the one inside the search box.
    const clearButtons = screen.getAllByRole('button', { name: 'Clear search' });
    expect(clearButtons).toHaveLength(2);
    fireEvent.click(clearButtons[1] ?? document.body);
    expect(await screen.findByRole('button', { name: 'Play Dice' })).toBeTruthy();
  });

  it('offers a retry when the list fails to load', async () => {
    let isDown = true;
    serve({
      GCSGAME_gameList: () => (isDown ? failure(500, 'unknown.error', 'Unknown error.') : ok(page([DICE]))),
      GCSGAME_getRankList: emptyBoard,
    });
    renderLobby();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').textContent).toContain('Unknown error.');
    isDown = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Play Dice' })).toBeTruthy();
  });

  it('asks a guest to log in instead of launching or keeping a favourite, sending nothing', async () => {
    const server = serve({ GCSGAME_gameList: () => ok(page([GEMS])), GCSGAME_getRankList: emptyBoard });
    const { promptLogin } = renderLobby();
    fireEvent.click(await screen.findByRole('button', { name: 'Play Plaza Gems' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Plaza Gems to favourites' }));
    expect(promptLogin).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(await screen.findByText('Log in to see your favourites')).toBeTruthy();
    expect(server.calls('launchGame')).toHaveLength(0);
    expect(server.calls('MCSFE_addFavoriteGameV2')).toHaveLength(0);
    expect(server.calls('MCSFE_getFavoriteGames')).toHaveLength(0);
  });

  it('tells a trial member that a real account is needed to launch or to keep favourites', async () => {
    sessionStorage.setItem('token', 'trial-token');
    const trialRefusal = () => failure(403, 'need.true.account', 'A real account is needed.');
    const server = serve({
      GCSGAME_gameList: () => ok(page([GEMS])),
      GCSGAME_getRankList: emptyBoard,
      MCSFE_getFavoriteGames: trialRefusal,
      launchGame: trialRefusal,
    });
    renderLobby();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Plaza Gems to favourites' }));
    let dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(
      within(dialog).getByText('This needs a real account. Please sign up or log in with a real account.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls('MCSFE_addFavoriteGameV2')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Play Plaza Gems' }));
    dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(
      within(dialog).getByText('This needs a real account. Please sign up or log in with a real account.'),
    ).toBeTruthy();
    expect(server.calls('launchGame')[0]?.body).toEqual({ vassalage: 'BGS', gameCode: 'CODE_1' });
  });

  it('stars a favourite at once and takes the star back when the server refuses', async () => {
    sessionStorage.setItem('token', 'member-token');
    let release: (answer: { status: number; body: unknown }) => void = () => undefined;
    serve({
      GCSGAME_gameList: () => ok(page([GEMS, DICE])),
      GCSGAME_getRankList: emptyBoard,
      MCSFE_getFavoriteGames: () => ok({ nodeIds: [] }),
      MCSFE_addFavoriteGameV2: () => new Promise((resolve) => (release = resolve)),
    });
    renderLobby();
    const star = await screen.findByRole('button', { name: 'Add Dice to favourites' });
    fireEvent.click(star);
    const starred = await screen.findByRole('button', { name: 'Remove Dice from favourites' });
    expect(starred.getAttribute('aria-pressed')).toBe('true');
    release(failure(500, 'unknown.error', 'Unknown error.'));
    const restored = await screen.findByRole('button', { name: 'Add Dice to favourites' });
    expect(restored.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('alert').textContent).toBe(
      'Your favourites could not be updated. Unknown error.',
    );
  });

  it('keeps a new favourite and lists it under Favourites', async () => {
    sessionStorage.setItem('token', 'member-token');
    let favorites: number[] = [];
    const server = serve({
      GCSGAME_gameList: () => ok(page([GEMS, DICE])),
      GCSGAME_getRankList: emptyBoard,
      MCSFE_getFavoriteGames: () => ok({ nodeIds: favorites }),
      MCSFE_addFavoriteGameV2: (body) => {
        favorites = [Number(body.nodeId), ...favorites];
        return ok({ nodeIds: favorites });
      },
      MCSFE_getFavoriteGamesList: () =>
        ok(page([GEMS, DICE].filter((item) => favorites.includes(item.nodeId)))),
    });
    renderLobby();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Plaza Gems to favourites' }));
    await waitFor(() => expect(server.calls('MCSFE_addFavoriteGameV2')).toHaveLength(1));
    expect(server.calls('MCSFE_addFavoriteGameV2')[0]?.body).toEqual({ nodeId: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    const list = await screen.findByRole('list', { name: 'Favourites' });
    expect(within(list).getByRole('button', { name: 'Play Plaza Gems' })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Play Dice' })).toBeNull();
    expect(server.calls('MCSFE_getFavoriteGamesList')[0]?.body).toMatchObject({ gameType: 'RNG' });
  });

  it('opens a launched game, and offers other games when one is under maintenance', async () => {
    sessionStorage.setItem('token', 'member-token');
    const opened = vi.fn<(url?: string | URL, target?: string) => Window | null>(
      () => ({ opener: {} }) as Window,
    );
    vi.stubGlobal('open', opened);
    const server = serve({
      GCSGAME_gameList: () => ok(page([GEMS, OCEAN])),
      GCSGAME_getRankList: emptyBoard,
      MCSFE_getFavoriteGames: () => ok({ nodeIds: [] }),
      launchGame: (body) =>
        body.gameCode === OCEAN.gameCode
          ? failure(503, 'game.maintenance', 'This game is under maintenance.', {
              vassalage: 'DEMO',
              gameCode: OCEAN.gameCode,
              suggestions: [GEMS],
            })
          : ok({ url: '/play/BGS?token=abc', launchToken: 'abc' }),
    });
    renderLobby();
    fireEvent.click(await screen.findByRole('button', { name: 'Play Ocean Treasure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Game under maintenance' });
    expect(within(dialog).getByText('This game is under maintenance.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Play Plaza Gems' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('/play/BGS?token=abc', '_blank'));
    expect(server.calls('launchGame').map((call) => call.body.gameCode)).toEqual([
      OCEAN.gameCode,
      GEMS.gameCode,
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why a launch failed', async () => {
    sessionStorage.setItem('token', 'member-token');
    serve({
      GCSGAME_gameList: () => ok(page([GEMS])),
      GCSGAME_getRankList: emptyBoard,
      MCSFE_getFavoriteGames: () => ok({ nodeIds: [] }),
    });
    renderLobby();
    fireEvent.click(await screen.findByRole('button', { name: 'Play Plaza Gems' }));
    const dialog = await screen.findByRole('dialog', { name: 'The game could not be opened' });
    expect(within(dialog).getByText('Not found.')).toBeTruthy();
  });

  it("shows each live table's limits and seated players to a member, refreshed from GLS2_roomList", async () => {
    sessionStorage.setItem('token', 'member-token');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const baccarat = game(10, 'Live Baccarat', {
      vassalage: 'DEMO',
      accountTypeName: 'Demo Studio',
      gameCode: 'DEMO_LIVE_BACCARAT',
      gameType: 'LIVE',
      gameClassify: null,
    });
    const roulette = game(11, 'Live Roulette', {
      vassalage: 'DEMO',
      accountTypeName: 'Demo Studio',
      gameCode: 'DEMO_LIVE_ROULETTE',
      gameType: 'LIVE',
      gameClassify: null,
    });
    const room = (gameCode: string, playerCount: number, minBet: number) => ({
      roomId: 1,
      vassalage: 'DEMO',
      gameCode,
      roomName: gameCode,
      minBet,
      maxBet: 100_000,
      status: 'open',
      playerCount,
    });
    let seated = 3;
    const server = serve({
      GCSGAME_newGameVendor: () =>
        ok({ data: { lanes: [{ title: 'LIVE', cards: LANES[0]?.cards ?? [], gameClassify: [] }] } }),
      GCSGAME_gameList: () => ok(page([baccarat, roulette])),
      GCSGAME_getRankList: emptyBoard,
      MCSFE_getFavoriteGames: () => ok({ nodeIds: [] }),
      GLS2_roomList: () =>
        ok({ list: [room('DEMO_LIVE_BACCARAT', seated, 100), room('DEMO_LIVE_ROULETTE', 1, 150)] }),
    });
    renderLobby('/live');
    const card = await screen.findByRole('button', { name: 'Play Live Baccarat' });
    expect(await within(card).findByText('Limits $1–$1,000')).toBeTruthy();
    expect(within(card).getByText('3 players seated')).toBeTruthy();
    const rouletteCard = screen.getByRole('button', { name: 'Play Live Roulette' });
    expect(within(rouletteCard).getByText('Limits $1.50–$1,000')).toBeTruthy();
    expect(within(rouletteCard).getByText('1 player seated')).toBeTruthy();
    expect(screen.getByText('Demo Studio, Limits $1–$1,000, 3 players seated')).toBeTruthy();
    expect(server.calls('GLS2_roomList')[0]?.body).toEqual({});
    seated = 4;
    // Read again after 30 s while the page is visible.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(await within(card).findByText('4 players seated')).toBeTruthy();
    expect(server.calls('GLS2_roomList')).toHaveLength(2);
  });

  it('shows live cards to a guest without the live figures, asking nothing of GLS2_roomList', async () => {
    const server = serve({
      GCSGAME_newGameVendor: () =>
        ok({ data: { lanes: [{ title: 'LIVE', cards: LANES[0]?.cards ?? [], gameClassify: [] }] } }),
      GCSGAME_gameList: () => ok(page([game(10, 'Live Baccarat', { gameType: 'LIVE', gameClassify: null })])),
      GCSGAME_getRankList: emptyBoard,
    });
    renderLobby('/live');
    const card = await screen.findByRole('button', { name: 'Play Live Baccarat' });
    expect(within(card).queryByText(/seated/)).toBeNull();
    expect(server.calls('GLS2_roomList')).toHaveLength(0);
  });

  it("shows the progressive jackpot's pool and its latest win over the jackpot games of the casino lobby", async () => {
    serve({
      GCSGAME_newGameVendor: () =>
        ok({ data: { lanes: [{ ...LANES[0], title: 'RNG', gameClassify: ['SLOT', 'JP'] }] } }),
      GCSGAME_gameList: () => ok(page([GEMS])),
      GCSGAME_getRankList: emptyBoard,
      '/lgw/jackpot': () =>
        ok({
          currency: 'USD',
          amount: 2_373_415,
          shareBasisPoints: 100,
          oneIn: 20_000,
          seedAmount: 500_000,
          wins: [
            { displayName: 'so****ai', amount: 915_640, wonAt: '2026-11-23T03:45:03.081Z', roundId: null },
          ],
        }),
    });
    renderLobby('/rng');
    await screen.findByRole('button', { name: 'Play Plaza Gems' });
    expect(screen.queryByRole('region', { name: 'Jackpot' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Jackpot' }));
    const jackpot = await screen.findByRole('region', { name: 'Jackpot' });
    // The pool in the ticker's Chinese-locale grouping, with the currency's decimals.
    await waitFor(() =>
      expect(within(jackpot).getByTestId('jackpot-reading').textContent).toBe('Jackpot: 23,734.15'),
    );
    expect(within(jackpot).getByTestId('jackpot-win').textContent).toContain('so****ai');
  });
});
