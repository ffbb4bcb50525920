import type { Settlement } from '@plaza/contracts/agent-contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithMember, serveApi, setUpMemberPageTests } from '../../../test/render-with-member';
import { SettlementsPage } from './settlements-page';

setUpMemberPageTests();

const bill = (id: number, fields: Partial<Settlement>): Settlement => ({
  id,
  contractId: id,
  kind: 'DAILYSAL3',
  upline: { id: 1, account: 'demoagent' },
  member: { id: 2, account: 'demosub' },
  periodStart: '2026-11-26T00:00:00.000Z',
  periodEnd: '2026-11-27T00:00:00.000Z',
  teamValidBet: 500_000,
  teamLoss: 0,
  activeMembers: 3,
  rate: 100,
  amount: 5_000,
  paidAmount: 5_000,
  payer: 'UPLINE',
  status: 'PAID',
  side: 'RECEIVED',
  updatedAt: '2026-11-27T00:05:00.000Z',
  ...fields,
});

describe('SettlementsPage', () => {
  it('signs each amount by the way its money moved for the viewer', async () => {
    serveApi({
      'GET /wps/contracts/settlements': {
        value: {
          pageNum: 1,
          pageSize: 20,
          totalPages: 1,
          total: 4,
          content: [
            // Its own bill, paid by the platform: money in.
            bill(1, { payer: 'HOUSE', amount: 12_000, paidAmount: 12_000 }),
            // A downline's bill it paid from its wallet: money out.
            bill(2, {
              side: 'PAID',
              member: { id: 3, account: 'demomember3' },
              amount: 3_000,
              paidAmount: 3_000,
            }),
            // A downline's bill the platform paid: nothing left the viewer's wallet.
            bill(3, {
              side: 'PAID',
              payer: 'HOUSE',
              member: { id: 4, account: 'demomember4' },
              amount: 7_000,
              paidAmount: 7_000,
            }),
            // Nothing owed: no sign at all.
            bill(4, { amount: 0, paidAmount: 0, rate: 0, status: 'NOT_REACHED', teamValidBet: 1_000 }),
          ],
        },
      },
    });
    renderWithMember(<SettlementsPage kind="DAILYSAL3" />);
    const rows = await screen.findAllByRole('row');
    const amountOf = (account: string) => {
      const row = rows.find((each) => within(each).queryByText(new RegExp(account)) !== null);
      const cell = row?.querySelector('.contract-amount');
      return cell?.textContent;
    };
    expect(amountOf('From the platform')).toBe('+$120.00');
    expect(amountOf('To demomember3')).toBe('−$30.00');
    expect(amountOf('To demomember4')).toBe('$70.00');
    const houseRow = rows.find((each) => within(each).queryByText(/To demomember4/) !== null);
    expect(houseRow === undefined ? null : within(houseRow).getByText('Paid by the platform')).toBeTruthy();
    const notReached = rows.find((each) => within(each).queryByText('Not reached') !== null);
    expect(notReached?.querySelector('.contract-amount')?.textContent).toBe('$0.00');
  });
});
