import type { BgsRound } from '@plaza/contracts/bgs';
import { bgsRoundSchema } from '@plaza/contracts/bgs';
import type { Whitelabel } from '@plaza/contracts/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { i18n, startI18n } from '../../../i18n/i18n';
import { whitelabelQueryKey } from '../../../lib/api/get-whitelabel';
import fixtures from '../hooks/replay-round.fixtures.json';
import { VerifyRound } from './verify-round';

const WHITELABEL = {
  merchantCode: 'PLAZA',
  platform: 'WEB',
  brandName: 'Plaza',
  logoUrl: '',
  defaultLanguage: 'en',
  languages: ['en'],
  currency: { code: 'USD', symbol: '$', decimals: 2 },
  lotteryType: 'SEA',
  gameCategories: [],
  ageLimit: 18,
  licence: '',
  copyrightYear: 2023,
  featureSwitches: [],
  resources: [],
  customerService: [],
  imageCDN: '',
} satisfies Whitelabel;

const rounds: BgsRound[] = fixtures.rounds.map((round) => bgsRoundSchema.parse(round));

function renderVerify(round: BgsRound) {
  const client = new QueryClient();
  client.setQueryData(whitelabelQueryKey, WHITELABEL);
  render(
    <QueryClientProvider client={client}>
      <VerifyRound round={round} onBack={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('verifying a round in the fairness panel', () => {
  beforeAll(async () => {
    await startI18n('en');
  });
  afterEach(cleanup);

  it('recomputes a slot round with free spins in the browser and shows that it matches', async () => {
    const slot = rounds.find(
      (round) => round.gameCode === 'BGS_SLOT' && (round.fairness?.nonceCount ?? 0) > 1,
    );
    if (slot === undefined) {
      throw new Error('no slot round with free spins in the fixtures');
    }
    renderVerify(slot);
    expect(
      screen.getByText(
        i18n.t('play.fairness.nonceRange', {
          first: slot.fairness?.nonce,
          last: (slot.fairness?.nonce ?? 0) + (slot.fairness?.nonceCount ?? 0) - 1,
        }),
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('play.fairness.verify') }));
    expect(await screen.findByText(i18n.t('play.fairness.hashMatches'))).toBeTruthy();
    expect(await screen.findByText(new RegExp(`^${i18n.t('play.fairness.outcomeMatches')}`))).toBeTruthy();
  });

  it('says the outcome differs when the player changes the nonce, and the hash differs for another seed', async () => {
    const dice = rounds[0];
    if (dice === undefined) {
      throw new Error('no dice round in the fixtures');
    }
    renderVerify(dice);
    fireEvent.change(screen.getByLabelText(i18n.t('play.fairness.nonce')), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText(i18n.t('play.fairness.serverSeed')), {
      target: { value: 'a'.repeat(64) },
    });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('play.fairness.verify') }));
    expect(await screen.findByText(i18n.t('play.fairness.hashDiffers'))).toBeTruthy();
    expect(await screen.findByText(new RegExp(`^${i18n.t('play.fairness.outcomeDiffers')}`))).toBeTruthy();
  });

  it('asks for a rotation before a round whose seed is still secret can be verified', () => {
    const dice = rounds[0];
    if (dice === undefined || dice.fairness === null) {
      throw new Error('no dice round in the fixtures');
    }
    renderVerify({ ...dice, fairness: { ...dice.fairness, serverSeed: null } });
    expect(screen.getByText(i18n.t('play.fairness.notRevealed'))).toBeTruthy();
    const verify = screen.getByRole('button', { name: i18n.t('play.fairness.verify') });
    expect(verify.hasAttribute('disabled')).toBe(true);
  });

  it("recomputes a slot round's jackpot draw and shows it is the one recorded, and says so when a record differs", async () => {
    const slot = rounds.find((round) => round.gameCode === 'BGS_SLOT' && round.fairness?.nonce === 3);
    if (slot?.gameCode !== 'BGS_SLOT' || slot.jackpot === undefined || slot.jackpot === null) {
      throw new Error('no slot round with a jackpot draw in the fixtures');
    }
    renderVerify(slot);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('play.fairness.verify') }));
    const check = await screen.findByTestId('jackpot-check');
    // The draw as recorded by the game server: 12 658 of one in 20 000, not won.
    const notWon = i18n.t('jackpotRules.draw.notWon');
    expect(within(check).getByText('plaza-fixture:3:jackpot:0')).toBeTruthy();
    expect(within(check).getByText(i18n.t('jackpotRules.draw.rule', { oneIn: '20,000' }))).toBeTruthy();
    expect(
      within(check).getByText(i18n.t('jackpotRules.draw.matches', { value: '12,658', outcome: notWon })),
    ).toBeTruthy();
    cleanup();

    // A record that says the round won is not what the seeds give.
    renderVerify({ ...slot, jackpot: { ...slot.jackpot, draw: 0, isWin: true, amount: 125_000 } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('play.fairness.verify') }));
    const differs = await screen.findByTestId('jackpot-check');
    expect(
      within(differs).getByText(
        i18n.t('jackpotRules.draw.differs', {
          value: '12,658',
          outcome: notWon,
          recorded: '0',
          recordedOutcome: i18n.t('jackpotRules.draw.wonAmount', { amount: '$1,250.00' }),
        }),
      ),
    ).toBeTruthy();
  });

  it('shows no jackpot draw for a slot round drawn while no pool was open', async () => {
    const slot = rounds.find((round) => round.gameCode === 'BGS_SLOT');
    if (slot === undefined) {
      throw new Error('no slot round in the fixtures');
    }
    renderVerify({ ...slot, jackpot: null });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('play.fairness.verify') }));
    expect(await screen.findByText(i18n.t('play.fairness.hashMatches'))).toBeTruthy();
    expect(screen.queryByTestId('jackpot-check')).toBeNull();
  });
});
