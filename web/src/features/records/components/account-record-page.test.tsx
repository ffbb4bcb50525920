import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithMember, serveApi, setUpMemberPageTests } from '../../../test/render-with-member';
import { AccountRecordPage } from './account-record-page';

function page(content: unknown[], pageNum = 1, totalPages = 1) {
  return { content, pageNum, pageSize: 20, total: content.length, totalPages };
}

const BET = {
  id: '11',
  time: '2026-01-05T10:00:00.000Z',
  type: 'bet',
  wallet: 'MAIN',
  amount: -1200,
  balanceAfter: 8800,
  reference: 'seamless:DEMO:round-1',
};

setUpMemberPageTests();

describe('AccountRecordPage', () => {
  it('lists movements signed, filters by type and pages, asking the server each time', async () => {
    const { calls } = serveApi({
      'GET /wps/member/transactions': (call) => ({
        value: call.query.get('pageNum') === '2' ? page([], 2, 2) : page([BET], 1, 2),
      }),
    });
    renderWithMember(<AccountRecordPage />);
    expect(await screen.findByText('-$12.00')).toBeTruthy();
    expect(screen.getByText('$88.00')).toBeTruthy();
    expect(screen.getByText('Main wallet')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Win' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('types')).toBe('bet,win'));
    expect(screen.getByRole('button', { name: 'All types' }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(await screen.findByRole('button', { name: /Next/ }));
    expect(await screen.findByText('No transactions in this period')).toBeTruthy();
    expect(calls.at(-1)?.query.get('pageNum')).toBe('2');
  });

  it('checks a custom range before asking for it', async () => {
    const { calls } = serveApi({ 'GET /wps/member/transactions': { value: page([]) } });
    renderWithMember(<AccountRecordPage />);
    await screen.findByText('No transactions in this period');
    const asked = calls.length;

    fireEvent.click(screen.getByRole('radio', { name: 'Custom range' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('The end day must not be before the start day.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Choose at most 93 days.')).toBeTruthy();
    expect(calls).toHaveLength(asked);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(asked));
    expect(calls.at(-1)?.query.get('from')).toBe(new Date(2026, 0, 1).toISOString());
    expect(calls.at(-1)?.query.get('to')).toBe(new Date(2026, 0, 6).toISOString());
  });

  it('shows a failure with a retry', async () => {
    let isDown = true;
    serveApi({
      'GET /wps/member/transactions': () =>
        isDown
          ? { status: 500, errorCode: 'unknown.error', message: 'Unknown error.' }
          : { value: page([BET]) },
    });
    renderWithMember(<AccountRecordPage />);
    expect(await screen.findByText('Unknown error.')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('-$12.00')).toBeTruthy();
  });
});
