import type { CrashRevealedGame } from '@plaza/contracts/bgs';
import { buildHashChain, computeCrashPoint } from '@plaza/engines/crash';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { i18n, startI18n } from '../../../i18n/i18n';
import { formatHundredths } from '../../../lib/hundredths';
import { CrashGameVerify } from './crash-fairness-panel';

const SEED = '01f1eaf4f4747a5d2709705bd84776bfe9d5ec2140bb152fb6fbb687120ca6bc';
const SALT = '9414871b5294b3b2318df0786fcf5e724dc8a577aa01257eab3bb3f1b1e60c4f';
const chain = buildHashChain(SEED, 3);

/** Game `gameNumber` of the test chain as the game server answers it (crash point from engines/src/crash.ts). */
function revealedGame(gameNumber: number): CrashRevealedGame {
  const gameHash = chain.gameHashes[gameNumber - 1] ?? '';
  return {
    gameId: gameNumber,
    chainId: 1,
    gameNumber,
    crashPointHundredths: computeCrashPoint(gameHash, SALT),
    gameHash,
    previousHash: gameNumber === 1 ? chain.terminatingHash : (chain.gameHashes[gameNumber - 2] ?? ''),
    salt: SALT,
    crashedAt: '2026-01-02T03:04:05.000Z',
  };
}

function renderVerify(game: CrashRevealedGame) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CrashGameVerify game={game} onBack={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('verifying a crash game in the fairness panel', () => {
  beforeAll(async () => {
    await startI18n('en');
  });
  afterEach(cleanup);

  it('recomputes in the browser what the engine computed: the link to the hash before, and the crash point', async () => {
    for (const gameNumber of [1, 3]) {
      const game = revealedGame(gameNumber);
      renderVerify(game);
      fireEvent.click(screen.getByRole('button', { name: i18n.t('play.fairness.verify') }));
      expect(await screen.findByText(i18n.t('play.crash.fairness.linkMatches'))).toBeTruthy();
      expect(
        await screen.findByText(
          i18n.t('play.crash.fairness.pointMatches', {
            multiplier: formatHundredths(game.crashPointHundredths),
          }),
        ),
      ).toBeTruthy();
      cleanup();
    }
  });

  it('says so when the hash typed is not the game played after the one before', async () => {
    const game = revealedGame(2);
    const other = chain.gameHashes[2] ?? '';
    renderVerify(game);
    fireEvent.change(screen.getByLabelText(i18n.t('play.crash.fairness.gameHash')), {
      target: { value: other },
    });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('play.fairness.verify') }));
    expect(await screen.findByText(i18n.t('play.crash.fairness.linkDiffers'))).toBeTruthy();
    expect(
      await screen.findByText(
        i18n.t('play.crash.fairness.pointDiffers', {
          multiplier: formatHundredths(computeCrashPoint(other, SALT)),
          recorded: formatHundredths(game.crashPointHundredths),
        }),
      ),
    ).toBeTruthy();
  });
});
