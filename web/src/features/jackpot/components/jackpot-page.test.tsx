import type { Jackpot, JackpotWinProof } from '@plaza/contracts/jackpot';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { i18n, startI18n } from '../../../i18n/i18n';
import { whitelabelQueryKey } from '../../../lib/api/get-whitelabel';
import { TEST_WHITELABEL } from '../../../test/render-with-member';
import { JackpotPage } from './jackpot-page';

// A slot round the game server recorded as a jackpot win (engines/src/jackpot-draws.fixtures.json): its draw at one
// chance in 20 000 is 0 for these seeds.
const WIN: JackpotWinProof = {
  displayName: 'ja****er',
  amount: 1_250_000,
  wonAt: '2026-11-27T06:00:00.000Z',
  roundId: 'BGS-fixture-46248',
  oneIn: 20_000,
  draw: 0,
  serverSeedHash: '577dd1e1f8fe5887d78631167ffce2d080b73621a628ddf569ffac9470790e3b',
  serverSeed: 'b1a5e5c0d3f1e2a4b6c8d0e2f4a6b8c0d2e4f6a8b0c2d4e6f8a0b2c4d6e8f0a2',
  clientSeed: 'plaza-fixture',
  nonce: 46_248,
};

const JACKPOT: Jackpot = {
  currency: 'USD',
  amount: 731_204,
  shareBasisPoints: 100,
  oneIn: 20_000,
  seedAmount: 500_000,
  wins: [
    { displayName: WIN.displayName, amount: WIN.amount, wonAt: WIN.wonAt, roundId: WIN.roundId },
    { displayName: 'lu****98', amount: 2_040_000, wonAt: '2026-11-20T10:00:00.000Z', roundId: null },
  ],
};

/** The server's answers: the jackpot, and one win's proof (`proof`), as GET /lgw/jackpot/wins/<id> gives them. */
function serve(proof: JackpotWinProof) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(url, 'http://localhost').pathname;
      const body =
        path === '/lgw/jackpot'
          ? { success: true, value: JACKPOT }
          : path === `/lgw/jackpot/wins/${proof.roundId}`
            ? { success: true, value: proof }
            : { success: false, errorCode: 'not.found', message: 'Not found.' };
      return Promise.resolve(new Response(JSON.stringify(body), { status: body.success ? 200 : 404 }));
    }),
  );
}

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(whitelabelQueryKey, TEST_WHITELABEL);
  const router = createMemoryRouter([{ path: '/jackpot', element: <JackpotPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the jackpot rules page', () => {
  beforeAll(async () => {
    await startI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('states the share, the exact chance, the seed-reset amount and the latest wins, each win with its check', async () => {
    serve(WIN);
    renderPage('/jackpot');
    expect((await screen.findByTestId('jackpot-chance')).textContent).toBe(
      i18n.t('jackpotRules.chance', { oneIn: '20,000', percent: '0.005%' }),
    );
    const game = i18n.t('play.game.BGS_SLOT');
    expect(screen.getByText(i18n.t('jackpotRules.feedText', { share: '1%', game }))).toBeTruthy();
    expect(screen.getByText(i18n.t('jackpotRules.seedText', { amount: '$5,000.00' }))).toBeTruthy();
    expect(
      screen.getByText(i18n.t('jackpotRules.winFormula', { oneIn: '20,000', limit: '4,294,960,000' })),
    ).toBeTruthy();
    const wins = screen.getByRole('table', { name: i18n.t('jackpotRules.winsTitle') });
    const rows = within(wins).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('$12,500.00')).toBeTruthy();
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: i18n.t('jackpotRules.verifyWin', { name: 'ja****er' }) })
        .getAttribute('href'),
    ).toBe('/jackpot?win=BGS-fixture-46248');
    // The demo's history win has no round, so nothing to check.
    expect(within(rows[2] as HTMLElement).getByText(i18n.t('jackpotRules.noDraw'))).toBeTruthy();
  });

  it("recomputes a win's draw in the browser from its revealed seeds and finds the commitment and the record", async () => {
    serve(WIN);
    renderPage('/jackpot?win=BGS-fixture-46248');
    const check = await screen.findByTestId('jackpot-win-check');
    expect(within(check).getByText(i18n.t('jackpotRules.hashMatches'))).toBeTruthy();
    const draw = within(check).getByTestId('jackpot-check');
    expect(within(draw).getByText('plaza-fixture:46248:jackpot:0')).toBeTruthy();
    expect(
      within(draw).getByText(
        i18n.t('jackpotRules.draw.matches', {
          value: '0',
          outcome: i18n.t('jackpotRules.draw.wonAmount', { amount: '$12,500.00' }),
        }),
      ),
    ).toBeTruthy();
  });

  it('says when a win cannot be checked yet, and when a record is not what the seeds give', async () => {
    serve({ ...WIN, serverSeed: null });
    renderPage('/jackpot?win=BGS-fixture-46248');
    expect(await screen.findByText(i18n.t('jackpotRules.seedSecret'))).toBeTruthy();
    expect(screen.queryByTestId('jackpot-check')).toBeNull();
    cleanup();
    vi.unstubAllGlobals();

    serve({ ...WIN, nonce: 3 });
    renderPage('/jackpot?win=BGS-fixture-46248');
    const draw = await screen.findByTestId('jackpot-check');
    expect(
      within(draw).getByText(
        i18n.t('jackpotRules.draw.differs', {
          value: '12,658',
          outcome: i18n.t('jackpotRules.draw.notWon'),
          recorded: '0',
          recordedOutcome: i18n.t('jackpotRules.draw.wonAmount', { amount: '$12,500.00' }),
        }),
      ),
    ).toBeTruthy();
  });
});
