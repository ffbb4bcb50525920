import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { showLanguage } from '../../../i18n/i18n';
import { renderWithMember, serveApi, setUpMemberPageTests } from '../../../test/render-with-member';
import { PersonalLossPage } from './personal-loss-page';

/** The start of the local day `dayOffset` days from today, as the page sends range ends. */
function localDay(dayOffset: number): string {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + dayOffset).toISOString();
}

// A losing week: wins − bets + bonus = 75.00 − 100.00 + 10.00 = −15.00.
const LOSS = {
  from: new Date(2026, 0, 9).toISOString(),
  to: new Date(2026, 0, 16).toISOString(),
  deposits: 50_000,
  withdrawals: 20_000,
  fees: 150,
  bets: 10_000,
  wins: 7_500,
  bonus: 1_000,
  adjustments: -300,
  profit: -1_500,
  byGameType: [
    { gameType: 'RNG', betCount: 12, validBet: 8_000, payout: 6_000, profit: -2_000 },
    { gameType: 'LIVE', betCount: 3, validBet: 2_000, payout: 2_500, profit: 500 },
    { gameType: 'KENO', betCount: 1, validBet: 0, payout: 0, profit: 0 },
  ],
};

const QUIET = {
  ...LOSS,
  deposits: 0,
  withdrawals: 0,
  fees: 0,
  bets: 0,
  wins: 0,
  bonus: 0,
  adjustments: 0,
  profit: 0,
  byGameType: [],
};

/** Each figure of a list as [label, amount], in the order shown. */
function figuresOf(list: HTMLElement) {
  return within(list)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

setUpMemberPageTests();

describe('PersonalLossPage', () => {
  it('loads, then shows the loss of the range in the danger colour with the figures it comes from', async () => {
    serveApi({ 'GET /wps/member/profit': { value: LOSS } });
    renderWithMember(<PersonalLossPage />);
    expect(within(screen.getByRole('status')).getByText('Loading…')).toBeTruthy();

    const result = await screen.findByRole('region', { name: 'Loss' });
    const amount = within(result).getByText('-$15.00');
    expect(amount.className).toContain('records-amount--out');
    expect(amount.className).not.toContain('records-amount--in');
    // `to` is exclusive: the last day shown is the one before it.
    expect(within(result).getByText('2026-01-09 to 2026-01-15')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();

    expect(figuresOf(screen.getByLabelText('Play'))).toEqual([
      ['Bets', '$100.00'],
      ['Wins', '$75.00'],
      ['Bonus', '$10.00'],
    ]);
    // Money moved in and out is shown apart, as it is not play.
    expect(figuresOf(screen.getByLabelText('Money in and out'))).toEqual([
      ['Deposits', '$500.00'],
      ['Withdrawals', '$200.00'],
      ['Fees', '$1.50'],
      ['Adjustments', '-$3.00'],
    ]);
  });

  it('splits the bets by game type, each result signed and coloured', async () => {
    serveApi({ 'GET /wps/member/profit': { value: LOSS } });
    renderWithMember(<PersonalLossPage />);
    const table = await screen.findByRole('table', { name: 'By game type' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Game type', 'Bets', 'Valid bet', 'Payout', 'Win/loss'],
      ['Casino', '12', '$80.00', '$60.00', '-$20.00'],
      ['Live casino', '3', '$20.00', '$25.00', '+$5.00'],
      // A type that is no category is named as the server sends it.
      ['KENO', '1', '$0.00', '$0.00', '$0.00'],
    ]);
    expect(within(rows[1] as HTMLElement).getByText('-$20.00').className).toContain('records-amount--out');
    expect(within(rows[2] as HTMLElement).getByText('+$5.00').className).toContain('records-amount--in');
    const even = within(rows[3] as HTMLElement).getByText('$0.00', { selector: '.records-amount' });
    expect(even.className).not.toMatch(/records-amount--(in|out)/);
  });

  it('names a gain a profit, signed and in the success colour', async () => {
    serveApi({
      'GET /wps/member/profit': { value: { ...LOSS, wins: 12_000, profit: 3_000 } },
    });
    renderWithMember(<PersonalLossPage />);
    const result = await screen.findByRole('region', { name: 'Profit' });
    const amount = within(result).getByText('+$30.00');
    expect(amount.className).toContain('records-amount--in');
    expect(screen.queryByText('Loss')).toBeNull();
  });

  it('shows zeros and no game-type table for a range without play', async () => {
    serveApi({ 'GET /wps/member/profit': { value: QUIET } });
    renderWithMember(<PersonalLossPage />);
    const result = await screen.findByRole('region', { name: 'Profit' });
    expect(within(result).getByText('$0.00')).toBeTruthy();
    expect(figuresOf(screen.getByLabelText('Play'))).toEqual([
      ['Bets', '$0.00'],
      ['Wins', '$0.00'],
      ['Bonus', '$0.00'],
    ]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks for the last 7 days, then for the range the member chooses', async () => {
    const { calls } = serveApi({ 'GET /wps/member/profit': { value: LOSS } });
    renderWithMember(<PersonalLossPage />);
    await screen.findByRole('region', { name: 'Loss' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('from')).toBe(localDay(-6));
    expect(calls[0]?.query.get('to')).toBe(localDay(1));
    expect(screen.getByRole('radio', { name: 'Last 7 days' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.query.get('from')).toBe(localDay(-29));
    expect(calls[1]?.query.get('to')).toBe(localDay(1));
    await screen.findByRole('region', { name: 'Loss' });

    fireEvent.click(screen.getByRole('radio', { name: 'Custom range' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]?.query.get('from')).toBe(new Date(2026, 0, 1).toISOString());
    expect(calls[2]?.query.get('to')).toBe(new Date(2026, 0, 6).toISOString());
  });

  it('shows a failure with a retry', async () => {
    let isDown = true;
    serveApi({
      'GET /wps/member/profit': () =>
        isDown
          ? {
              status: 429,
              errorCode: 'too.many.requests',
              message: 'Too many requests, please try again later.',
            }
          : { value: LOSS },
    });
    renderWithMember(<PersonalLossPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Loading failed')).toBeTruthy();
    // The server's message, already in the member's language.
    expect(within(alert).getByText('Too many requests, please try again later.')).toBeTruthy();
    expect(screen.queryByLabelText('Play')).toBeNull();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('-$15.00')).toBeTruthy();
  });

  it('writes the bet counts in the interface language, as the amounts', async () => {
    await showLanguage('pt', false);
    try {
      serveApi({
        'GET /wps/member/profit': {
          value: {
            ...LOSS,
            byGameType: [
              { gameType: 'RNG', betCount: 12_345, validBet: 8_000, payout: 6_000, profit: -2_000 },
            ],
          },
        },
      });
      renderWithMember(<PersonalLossPage />);
      const table = await screen.findByRole('table');
      expect(within(table).getByText('12.345')).toBeTruthy();
    } finally {
      await showLanguage('en', false);
    }
  });
});
