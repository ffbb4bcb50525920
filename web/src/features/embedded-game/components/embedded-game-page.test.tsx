import type { GameItem } from '@plaza/contracts/games';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { startI18n } from '../../../i18n/i18n';
import { whitelabelQueryKey } from '../../../lib/api/get-whitelabel';
import { LoginPromptContext } from '../../../lib/login-prompt';
import { serveApi, TEST_WHITELABEL } from '../../../test/render-with-member';
import type { RecordedCall } from '../../../test/render-with-member';
import { EmbeddedGamePage } from './embedded-game-page';

const LAUNCH = 'POST /wps/game/launchGame';
const GAME_LIST = 'POST /wps/relay/GCSGAME_gameList';

function game(
  vassalage: string,
  gameCode: string,
  gameName: string,
  extra: Partial<GameItem> = {},
): GameItem {
  return {
    nodeId: gameCode.length + gameName.length,
    vassalage,
    accountTypeName: vassalage === 'BGS' ? 'Plaza Originals' : 'Demo Studio',
    gameCode,
    gameName,
    gameType: 'RNG',
    gameClassify: 'SLOT',
    imageUrl: `/media/games/${gameCode}.svg`,
    isHot: false,
    isNew: false,
    isMaintenance: false,
    minBet: 10,
    maxBet: 10_000,
    rtp: null,
    ...extra,
  };
}

const FRUITS = game('DEMO', 'DEMO_SLOT', 'Golden Fruits');
const OCEAN = game('DEMO', 'DEMO_SLOT_OCEAN', 'Ocean Treasure', { isMaintenance: true });
const GEMS = game('BGS', 'BGS_SLOT', 'Plaza Gems');

/** GCSGAME_gameList searched by code: the catalogue's games whose code contains the keyword. */
function searchCatalogue(call: RecordedCall) {
  const body = call.body as { keyword: string; vassalage: string };
  const content = [FRUITS, OCEAN, GEMS].filter(
    (item) => item.vassalage === body.vassalage && item.gameCode.includes(body.keyword),
  );
  return { value: { content, pageNum: 1, pageSize: 100, totalPages: 1, totalElements: content.length } };
}

function renderPage(path: string) {
  const promptLogin = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(whitelabelQueryKey, TEST_WHITELABEL);
  const router = createMemoryRouter([{ path: '/seamless', element: <EmbeddedGamePage /> }], {
    initialEntries: [path],
  });
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
});

describe('EmbeddedGamePage', () => {
  it('says no game is open when the address names none, and launches nothing', () => {
    sessionStorage.setItem('token', 'member-token');
    const server = serveApi({});
    const { promptLogin } = renderPage('/seamless?vassalage=DEMO');
    expect(screen.getByText('No game is open')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    expect(server.calls).toHaveLength(0);
    expect(promptLogin).not.toHaveBeenCalled();
  });

  it("runs the named game in a frame titled with the game's name", async () => {
    sessionStorage.setItem('token', 'member-token');
    const url = '/play/DEMO?token=t1&gameCode=DEMO_SLOT&lang=en&playerId=7';
    const server = serveApi({
      [GAME_LIST]: searchCatalogue,
      [LAUNCH]: { value: { url, launchToken: 't1' } },
    });
    renderPage('/seamless?vassalage=DEMO&gameCode=DEMO_SLOT');
    const frame = await screen.findByTitle('Golden Fruits');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(url);
    const launches = server.calls.filter((call) => call.path === '/wps/game/launchGame');
    expect(launches.map((call) => call.body)).toEqual([{ vassalage: 'DEMO', gameCode: 'DEMO_SLOT' }]);
  });

  it('asks a guest to log in and launches nothing', async () => {
    const server = serveApi({ [GAME_LIST]: searchCatalogue });
    const { promptLogin } = renderPage('/seamless?vassalage=DEMO&gameCode=DEMO_SLOT');
    expect(await screen.findByText('Golden Fruits opens here once you are logged in.')).toBeTruthy();
    expect(promptLogin).toHaveBeenCalledTimes(1);
    expect(server.calls.some((call) => call.path === '/wps/game/launchGame')).toBe(false);
  });

  it('tells a trial member that a real account is needed', async () => {
    sessionStorage.setItem('token', 'trial-token');
    serveApi({
      [GAME_LIST]: searchCatalogue,
      [LAUNCH]: { status: 403, errorCode: 'need.true.account', message: 'Real account needed.' },
    });
    renderPage('/seamless?vassalage=DEMO&gameCode=DEMO_SLOT');
    expect(
      await screen.findByText('This needs a real account. Please sign up or log in with a real account.'),
    ).toBeTruthy();
  });

  it('offers other games for one under maintenance and runs the one chosen in its place', async () => {
    sessionStorage.setItem('token', 'member-token');
    const server = serveApi({
      [GAME_LIST]: searchCatalogue,
      [LAUNCH]: (call) =>
        (call.body as { gameCode: string }).gameCode === OCEAN.gameCode
          ? {
              status: 503,
              errorCode: 'game.maintenance',
              message: 'This game is under maintenance.',
              details: { vassalage: 'DEMO', gameCode: OCEAN.gameCode, suggestions: [GEMS, FRUITS] },
            }
          : { value: { url: '/play/BGS?token=t2&gameCode=BGS_SLOT', launchToken: 't2' } },
    });
    const { router } = renderPage('/seamless?vassalage=DEMO&gameCode=DEMO_SLOT_OCEAN');
    expect(await screen.findByText('Game under maintenance')).toBeTruthy();
    expect(screen.getByText('This game is under maintenance.')).toBeTruthy();
    const suggestions = screen.getByRole('list', { name: 'Try one of these instead' });
    expect(within(suggestions).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(suggestions).getByRole('button', { name: 'Play Plaza Gems' }));
    await waitFor(() => expect(router.state.location.search).toBe('?vassalage=BGS&gameCode=BGS_SLOT'));
    expect((await screen.findByTitle('Plaza Gems')).getAttribute('src')).toBe(
      '/play/BGS?token=t2&gameCode=BGS_SLOT',
    );
    expect(
      server.calls.filter((call) => call.path === '/wps/game/launchGame').map((call) => call.body),
    ).toEqual([
      { vassalage: 'DEMO', gameCode: 'DEMO_SLOT_OCEAN' },
      { vassalage: 'BGS', gameCode: 'BGS_SLOT' },
    ]);
  });
});
