import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithMember, serveApi, setUpMemberPageTests } from '../../../test/render-with-member';
import { BonusDetailsPage } from './bonus-details-page';

function page(content: unknown[], pageNum = 1, totalPages = 1) {
  return { content, pageNum, pageSize: 20, total: content.length, totalPages };
}

/** The start of the local day `dayOffset` days from today, as the page sends range ends. */
function localDay(dayOffset: number): string {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + dayOffset).toISOString();
}

const WELCOME = {
  id: '31',
  time: new Date(2026, 0, 5, 10, 0, 0).toISOString(),
  amount: 2_500,
  balanceAfter: 12_500,
  reference: 'promotion:7',
  description: 'Welcome bonus',
};
const TAKEN_BACK = {
  id: '32',
  time: new Date(2026, 0, 6, 8, 30, 5).toISOString(),
  amount: -500,
  balanceAfter: 12_000,
  reference: 'promotion:7',
  description: null,
};
const WEEKLY = {
  id: '20',
  time: new Date(2026, 0, 1, 12, 0, 0).toISOString(),
  amount: 1_000,
  balanceAfter: 3_000,
  reference: 'promotion:9',
  description: 'Weekly cashback',
};

setUpMemberPageTests();

describe('BonusDetailsPage', () => {
  it('loads, then lists each bonus signed and coloured with the balance after it', async () => {
    serveApi({ 'GET /wps/member/bonuses': { value: page([TAKEN_BACK, WELCOME]) } });
    renderWithMember(<BonusDetailsPage />);
    expect(within(screen.getByRole('status')).getByText('Loading…')).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Bonus details' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Time', 'Description', 'Amount', 'Balance after'],
      // A bonus recorded without a description is named a bonus.
      ['2026-01-06 08:30:05', 'Bonus', '-$5.00', '$120.00'],
      ['2026-01-05 10:00:00', 'Welcome bonus', '+$25.00', '$125.00'],
    ]);
    expect(within(rows[1] as HTMLElement).getByText('-$5.00').className).toContain('records-amount--out');
    expect(within(rows[2] as HTMLElement).getByText('+$25.00').className).toContain('records-amount--in');
    expect(screen.queryByText('Loading…')).toBeNull();
    // Everything fits on one page: no page buttons.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('says when the range holds no bonus', async () => {
    serveApi({ 'GET /wps/member/bonuses': { value: page([]) } });
    renderWithMember(<BonusDetailsPage />);
    expect(await screen.findByText('No bonuses in this period')).toBeTruthy();
    expect(screen.getByText('Bonuses you receive from promotions are listed here.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages through the bonuses, asking the server for each page', async () => {
    const { calls } = serveApi({
      'GET /wps/member/bonuses': (call) => ({
        value: call.query.get('pageNum') === '2' ? page([WEEKLY], 2, 2) : page([TAKEN_BACK, WELCOME], 1, 2),
      }),
    });
    renderWithMember(<BonusDetailsPage />);
    await screen.findByText('Welcome bonus');
    expect(calls[0]?.query.get('pageNum')).toBe('1');
    expect(calls[0]?.query.get('pageSize')).toBe('20');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    expect(
      within(pages)
        .getByRole('button', { name: /Previous/ })
        .hasAttribute('disabled'),
    ).toBe(true);

    fireEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Weekly cashback')).toBeTruthy();
    expect(calls.at(-1)?.query.get('pageNum')).toBe('2');
    expect(screen.queryByText('Welcome bonus')).toBeNull();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Next/ }).hasAttribute('disabled')).toBe(true);
  });

  it('asks for the last 7 days, and for the first page of another range when one is chosen', async () => {
    const { calls } = serveApi({
      'GET /wps/member/bonuses': (call) => ({
        value: call.query.get('pageNum') === '2' ? page([WEEKLY], 2, 2) : page([WELCOME], 1, 2),
      }),
    });
    renderWithMember(<BonusDetailsPage />);
    await screen.findByText('Welcome bonus');
    expect(calls[0]?.query.get('from')).toBe(localDay(-6));
    expect(calls[0]?.query.get('to')).toBe(localDay(1));

    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByText('Weekly cashback');

    fireEvent.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('from')).toBe(localDay(-29)));
    expect(calls.at(-1)?.query.get('to')).toBe(localDay(1));
    expect(calls.at(-1)?.query.get('pageNum')).toBe('1');
    expect(await screen.findByText('Welcome bonus')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('shows a failure with a retry', async () => {
    let isDown = true;
    serveApi({
      'GET /wps/member/bonuses': () =>
        isDown
          ? {
              status: 429,
              errorCode: 'too.many.requests',
              message: 'Too many requests, please try again later.',
            }
          : { value: page([WELCOME]) },
    });
    renderWithMember(<BonusDetailsPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Loading failed')).toBeTruthy();
    // The server's message, already in the member's language.
    expect(within(alert).getByText('Too many requests, please try again later.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('+$25.00')).toBeTruthy();
  });
});
