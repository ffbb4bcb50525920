import type { GameItem } from '@plaza/contracts/games';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { whitelabelQueryKey } from '../../../lib/api/get-whitelabel';
import { LoginPromptContext } from '../../../lib/login-prompt';
import { serveApi, setUpMemberPageTests, TEST_WHITELABEL } from '../../../test/render-with-member';
import { GameDetailPage } from './game-detail-page';
import { HomeGameSections } from './home-game-sections';

setUpMemberPageTests();

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
const DICE = game(2, 'Dice', { gameClassify: 'AC', rtp: '99.00%' });
const LANES = [
  {
    title: 'RNG',
    cards: [
      { vassalage: 'BGS', accountTypeName: 'Plaza Originals', gameType: 'RNG', logoUrl: '/media/v/BGS.svg' },
    ],
    gameClassify: ['SLOT'],
  },
];

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(whitelabelQueryKey, TEST_WHITELABEL);
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomeGameSections /> },
      { path: '/game/:vendor/:gameCode', element: <GameDetailPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <LoginPromptContext value={vi.fn()}>
        <RouterProvider router={router} />
      </LoginPromptContext>
    </QueryClientProvider>,
  );
  return router;
}

describe('HomeGameSections', () => {
  it('shows placeholder rows, then hot, new and the best of each category with See all, and the vendors', async () => {
    serveApi({
      'POST /wps/relay/GCSGAME_homeSections': {
        value: { hot: [GEMS], new: [GEMS], categories: [{ gameType: 'RNG', games: [GEMS, DICE] }] },
      },
      'POST /wps/relay/GCSGAME_newGameVendor': { value: { data: { lanes: LANES } } },
      'POST /wps/relay/GCSGAME_getRankList': { value: { list: [] } },
    });
    renderAt('/');
    expect(screen.getAllByRole('status', { name: 'Loading…' }).length).toBeGreaterThan(0);
    const hot = await screen.findByRole('region', { name: 'Hot games' });
    expect(within(hot).getByRole('button', { name: 'Play Plaza Gems' })).toBeTruthy();
    expect(within(hot).getByRole('link', { name: 'About Plaza Gems' }).getAttribute('href')).toBe(
      '/game/BGS/CODE_1',
    );
    expect(screen.getByRole('region', { name: 'New games' })).toBeTruthy();
    const casino = screen.getByRole('region', { name: 'Best of Casino' });
    expect(within(casino).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/rng');
    expect(within(casino).getByText('RTP 99.00%')).toBeTruthy();
    const vendors = await screen.findByRole('region', { name: 'Game providers' });
    expect(within(vendors).getByRole('link', { name: 'Plaza Originals' }).getAttribute('href')).toBe(
      '/rng?vassalage=BGS',
    );
  });
});

describe('GameDetailPage', () => {
  it('shows the art, description, facts, fairness and similar games of a game', async () => {
    const { calls } = serveApi({
      'POST /wps/relay/GCSGAME_gameDetail': {
        value: {
          game: DICE,
          description: 'Roll over or under a target.',
          volatility: 'LOW',
          isProvablyFair: true,
          similar: [GEMS],
        },
      },
    });
    renderAt('/game/BGS/CODE_2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dice' })).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('GCSGAME_gameDetail'))?.body).toEqual({
      vassalage: 'BGS',
      gameCode: 'CODE_2',
    });
    expect(screen.getByText('Roll over or under a target.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Dice artwork' })).toBeTruthy();
    expect(screen.getByText('99.00%')).toBeTruthy();
    expect(screen.getByText('Low')).toBeTruthy();
    expect(screen.getByText('$0.10 to $100.00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Provably fair' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    const similar = screen.getByRole('region', { name: 'Similar games' });
    expect(within(similar).getByRole('button', { name: 'Play Plaza Gems' })).toBeTruthy();
  });

  it('says a game that is not in the catalogue is not available, with the way home', async () => {
    serveApi({
      'POST /wps/relay/GCSGAME_gameDetail': {
        status: 404,
        errorCode: 'game.not.found',
        message: 'No such game.',
      },
    });
    renderAt('/game/BGS/NOPE');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('This game is not available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
