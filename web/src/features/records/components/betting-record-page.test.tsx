import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithMember, serveApi, setUpMemberPageTests } from '../../../test/render-with-member';
import { BettingRecordPage } from './betting-record-page';

const TOTALS = { betCount: 2, stake: 1_500, validBet: 1_500, payout: 2_500, profit: -500 };

const SETTLED = {
  id: '7',
  time: '2026-01-05T10:00:00.000Z',
  vassalage: 'BGS',
  vendorName: 'Plaza Originals',
  gameCode: 'BGS_SLOT',
  gameName: 'Plaza Gems',
  gameType: 'RNG',
  roundId: 'BGS-0123456789abcdef',
  stake: 1_000,
  validBet: 1_000,
  payout: 2_500,
  profit: 1_500,
  status: 'settled',
};
const OPEN = {
  ...SETTLED,
  id: '8',
  gameName: 'Live Baccarat',
  gameType: 'LIVE',
  roundId: 'round-8',
  stake: 500,
  validBet: 500,
  payout: null,
  profit: null,
  status: 'unsettled',
};

const LANES = {
  data: {
    lanes: [
      {
        title: 'RNG',
        cards: [
          { vassalage: 'BGS', accountTypeName: 'Plaza Originals', gameType: 'RNG', logoUrl: '' },
          { vassalage: 'DEMO', accountTypeName: 'Demo Studio', gameType: 'RNG', logoUrl: '' },
        ],
        gameClassify: [],
      },
      {
        title: 'LIVE',
        cards: [{ vassalage: 'DEMO', accountTypeName: 'Demo Studio', gameType: 'LIVE', logoUrl: '' }],
        gameClassify: [],
      },
    ],
  },
};

setUpMemberPageTests();

describe('BettingRecordPage', () => {
  it('lists bets with their result and the totals of the range, and filters by provider', async () => {
    const { calls } = serveApi({
      'POST /wps/relay/GCSGAME_newGameVendor': { value: LANES },
      'GET /wps/member/bets': (call) => ({
        value:
          call.query.get('vassalage') === 'DEMO'
            ? {
                content: [],
                pageNum: 1,
                pageSize: 20,
                total: 0,
                totalPages: 0,
                totals: { ...TOTALS, betCount: 0 },
              }
            : { content: [SETTLED, OPEN], pageNum: 1, pageSize: 20, total: 2, totalPages: 1, totals: TOTALS },
      }),
    });
    renderWithMember(<BettingRecordPage />);
    const table = await screen.findByRole('table', { name: 'Betting record' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Plaza Gems')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Plaza Originals · Casino')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('+$15.00')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Settled')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Open')).toBeTruthy();
    const totals = screen.getByLabelText('Totals of the period');
    expect(within(totals).getByText('Loss')).toBeTruthy();
    expect(within(totals).getByText('-$5.00')).toBeTruthy();

    // Each provider once, though DEMO serves two categories.
    const provider = screen.getByRole('combobox', { name: 'Provider' });
    expect(
      within(provider)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All providers', 'Plaza Originals', 'Demo Studio']);
    fireEvent.change(provider, { target: { value: 'DEMO' } });
    expect(await screen.findByText('No bets in this period')).toBeTruthy();
    expect(calls.at(-1)?.query.get('vassalage')).toBe('DEMO');
  });

  it('sums per report day and names where days begin', async () => {
    serveApi({
      'POST /wps/relay/GCSGAME_newGameVendor': { value: LANES },
      'GET /wps/member/bets': {
        value: { content: [], pageNum: 1, pageSize: 20, total: 0, totalPages: 0, totals: TOTALS },
      },
      'GET /wps/member/bets/daily': {
        value: { utcOffsetMinutes: -180, days: [{ date: '2026-01-05', ...TOTALS }], totals: TOTALS },
      },
    });
    renderWithMember(<BettingRecordPage />);
    await screen.findByText('No bets in this period');
    fireEvent.click(screen.getByRole('button', { name: 'By day' }));
    const table = await screen.findByRole('table', { name: 'By day' });
    expect(within(table).getByText('2026-01-05')).toBeTruthy();
    expect(screen.getByText('Days begin at midnight UTC−03:00.')).toBeTruthy();
  });

  it('shows a failure with a retry', async () => {
    let isDown = true;
    serveApi({
      'POST /wps/relay/GCSGAME_newGameVendor': { value: LANES },
      'GET /wps/member/bets': () =>
        isDown
          ? { status: 500, errorCode: 'unknown.error', message: 'Unknown error.' }
          : {
              value: {
                content: [SETTLED],
                pageNum: 1,
                pageSize: 20,
                total: 1,
                totalPages: 1,
                totals: TOTALS,
              },
            },
    });
    renderWithMember(<BettingRecordPage />);
    expect(await screen.findByText('Unknown error.')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Plaza Gems')).toBeTruthy();
  });
});
