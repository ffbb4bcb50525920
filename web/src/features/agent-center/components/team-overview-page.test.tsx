import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { renderWithMember, serveApi, setUpMemberPageTests } from '../../../test/render-with-member';
import { TeamOverviewPage } from './team-overview-page';

setUpMemberPageTests();

const FIGURES = {
  deposits: 150_000,
  withdrawals: 20_000,
  betCount: 12,
  betAmount: 90_000,
  validBet: 88_000,
  payout: 70_000,
  profitLoss: -18_000,
  bonus: 500,
  rebate: 300,
};

function overview(period: string, from: string, to: string) {
  return {
    agent: { id: 1, account: 'demoagent' },
    range: { period, from, to, utcOffsetMinutes: 0 },
    teamSize: 1234,
    directMembers: 20,
    subAgents: 3,
    newMembers: 5,
    activeMembers: 9,
    teamBalance: 4_000_000,
    figures: FIGURES,
    updatedAt: null,
  };
}

function trendDay(date: string, validBet: number) {
  return { ...FIGURES, date, validBet, newMembers: 1, activeMembers: 2 };
}

describe('TeamOverviewPage', () => {
  it("shows the team's figures for a period, another period when chosen, and the 30-day chart", async () => {
    const { calls } = serveApi({
      'GET /wps/agent/team/overview': (call) =>
        call.query.get('period') === 'THIS_MONTH'
          ? { value: { ...overview('THIS_MONTH', '2026-11-01', '2026-11-26'), teamSize: 1300 } }
          : { value: overview('TODAY', '2026-11-26', '2026-11-26') },
      'GET /wps/agent/team/trend': {
        value: {
          agent: { id: 1, account: 'demoagent' },
          utcOffsetMinutes: 0,
          days: [trendDay('2026-11-25', 1000), trendDay('2026-11-26', 88_000)],
        },
      },
    });
    renderWithMember(
      <MemoryRouter>
        <TeamOverviewPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(screen.getByText('$40,000.00')).toBeTruthy();
    expect(screen.getByText('-$180.00')).toBeTruthy();
    expect(screen.getByText('Bets (12)')).toBeTruthy();
    expect(screen.getByText('Report days 2026-11-26 to 2026-11-26')).toBeTruthy();
    expect(await screen.findByRole('img', { name: /Valid bets, last 2 days/ })).toBeTruthy();
    expect(calls.find((call) => call.path === '/wps/agent/team/trend')?.query.get('days')).toBe('30');

    fireEvent.click(screen.getByRole('radio', { name: 'This month' }));
    expect(await screen.findByText('1,300')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Custom range' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-02' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-09' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('period')).toBe('CUSTOM'));
    expect(calls.at(-1)?.query.get('from')).toBe('2026-11-02');
    expect(calls.at(-1)?.query.get('to')).toBe('2026-11-09');
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    serveApi({
      'GET /wps/agent/team/overview': {
        status: 500,
        errorCode: 'system.maintenance',
        message: 'Something went wrong.',
      },
      'GET /wps/agent/team/trend': {
        status: 500,
        errorCode: 'system.maintenance',
        message: 'Something went wrong.',
      },
    });
    renderWithMember(
      <MemoryRouter>
        <TeamOverviewPage />
      </MemoryRouter>,
    );
    expect((await screen.findAllByRole('button', { name: 'Try again' })).length).toBeGreaterThan(0);
  });
});
