import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { renderWithMember, serveApi, setUpMemberPageTests } from '../../../test/render-with-member';
import { DownlinePage } from './downline-page';

setUpMemberPageTests();

const FIGURES = {
  deposits: 10_000,
  withdrawals: 0,
  betCount: 3,
  betAmount: 3_000,
  validBet: 3_000,
  payout: 1_000,
  profitLoss: -2_000,
  bonus: 0,
  rebate: 0,
};

function row(id: number, account: string, isAgent: boolean, depth = 1) {
  return {
    id,
    account,
    nickname: null,
    type: isAgent ? 2 : 0,
    isAgent,
    uplineId: 1,
    depth,
    status: 'active',
    createdAt: '2026-11-20T08:00:00.000Z',
    lastLoginAt: null,
    balance: 12_345,
    directMembers: isAgent ? 2 : 0,
    teamSize: isAgent ? 5 : 0,
    figures: FIGURES,
    teamFigures: FIGURES,
  };
}

const RANGE = { period: 'THIS_MONTH', from: '2026-11-01', to: '2026-11-26', utcOffsetMinutes: 0 };

function renderAt(path: string) {
  renderWithMember(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/agent/downline" element={<DownlinePage />} />
        <Route path="/agent/downline/:agentId" element={<DownlinePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('DownlinePage', () => {
  it('lists the direct members, searches, sorts and drills into a sub-agent with a breadcrumb back', async () => {
    const { calls } = serveApi({
      'GET /wps/agent/downline': (call) =>
        call.query.get('parentId') === '9'
          ? {
              value: {
                content: [row(21, 'deepone', false, 2)],
                pageNum: 1,
                pageSize: 20,
                total: 1,
                totalPages: 1,
                range: RANGE,
                breadcrumb: [
                  { id: 1, account: 'demoagent' },
                  { id: 9, account: 'subagent' },
                ],
              },
            }
          : {
              value: {
                content: [row(9, 'subagent', true), row(10, 'player', false)],
                pageNum: 1,
                pageSize: 20,
                total: 2,
                totalPages: 1,
                range: RANGE,
                breadcrumb: [{ id: 1, account: 'demoagent' }],
              },
            },
    });
    renderAt('/agent/downline');
    expect(await screen.findByRole('link', { name: 'subagent' })).toBeTruthy();
    expect(screen.getByText('2 accounts')).toBeTruthy();
    expect(screen.getAllByText('-$20.00')).toHaveLength(2);
    expect(calls.at(-1)?.query.get('period')).toBe('THIS_MONTH');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'pla' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('search')).toBe('pla'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'profitLoss' } });
    fireEvent.click(screen.getByRole('button', { name: 'Descending' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('order')).toBe('asc'));
    expect(calls.at(-1)?.query.get('sort')).toBe('profitLoss');

    fireEvent.click(screen.getByRole('link', { name: 'Team of subagent' }));
    expect(await screen.findByRole('link', { name: 'deepone' })).toBeTruthy();
    expect(calls.at(-1)?.query.get('parentId')).toBe('9');
    const trail = screen.getByRole('navigation', { name: 'Team path' });
    expect(trail.textContent).toContain('My team');
    expect(trail.textContent).toContain('subagent');
    fireEvent.click(screen.getByRole('link', { name: 'My team' }));
    expect(await screen.findByRole('link', { name: 'player' })).toBeTruthy();
  });

  it('says who would appear when the team is empty', async () => {
    serveApi({
      'GET /wps/agent/downline': {
        value: {
          content: [],
          pageNum: 1,
          pageSize: 20,
          total: 0,
          totalPages: 0,
          range: RANGE,
          breadcrumb: [{ id: 1, account: 'demoagent' }],
        },
      },
    });
    renderAt('/agent/downline');
    expect(await screen.findByText('No one here yet')).toBeTruthy();
  });
});
