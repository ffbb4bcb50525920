import type { Balance } from '@plaza/contracts/wallet';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithMember, serveApi, setUpMemberPageTests } from '../../../test/render-with-member';
import { WalletTransferPanel } from './wallet-transfer-panel';

function balanceOf(main: number, vendor: number): Balance {
  return {
    sumBalance: main + vendor,
    currency: 'USD',
    symbol: '$',
    decimals: 2,
    wallets: [
      { wallet: 'MAIN', vendorCode: null, availBalance: main },
      { wallet: 'DEMOTW', vendorCode: 'DEMOTW', availBalance: vendor },
    ],
  };
}

setUpMemberPageTests();

describe('WalletTransferPanel', () => {
  it('checks the amount against the source wallet, confirms, and shows the transfer done', async () => {
    const { calls } = serveApi({
      'POST /wps/relay/GCS_walletTransfer': {
        value: {
          transfers: [
            { referenceNo: 'T1', vendorCode: 'DEMOTW', direction: 'in', amount: 2_500, status: 'COMPLETED' },
          ],
          balance: balanceOf(7_500, 2_500),
        },
      },
    });
    renderWithMember(<WalletTransferPanel balance={balanceOf(10_000, 0)} vendors={['DEMOTW']} />);
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveProperty('value', 'MAIN');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveProperty('value', 'DEMOTW');

    fireEvent.change(screen.getByRole('textbox', { name: /^Amount/ }), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toContain('$100.00');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /^Amount/ }), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Confirm the transfer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('$25.00 from Main wallet to DEMOTW wallet')).toBeTruthy();
    expect(screen.getByText('Done')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      fromWallet: 'MAIN',
      toWallet: 'DEMOTW',
      amount: 2_500,
    });
  });

  it('brings every game wallet back, and says when a provider has not confirmed yet', async () => {
    const { calls } = serveApi({
      'POST /wps/relay/GCS_walletTransfer': {
        value: {
          transfers: [
            { referenceNo: 'T2', vendorCode: 'DEMOTW', direction: 'out', amount: 4_000, status: 'UNKNOWN' },
          ],
          balance: balanceOf(6_000, 4_000),
        },
      },
    });
    renderWithMember(<WalletTransferPanel balance={balanceOf(6_000, 4_000)} vendors={['DEMOTW']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Return all to main wallet' }));
    expect(screen.getByText('$40.00 in your game wallets will be moved to your main wallet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Being checked')).toBeTruthy();
    expect(screen.getByText(/The money is safe/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ returnAll: true });
  });

  it('shows a refusal in the confirmation and lets the member go back', async () => {
    serveApi({
      'POST /wps/relay/GCS_walletTransfer': {
        status: 502,
        errorCode: 'network.error',
        message: 'Network link is abnormal, please try again.',
      },
    });
    renderWithMember(<WalletTransferPanel balance={balanceOf(10_000, 0)} vendors={['DEMOTW']} />);
    fireEvent.click(screen.getByRole('button', { name: 'All of it' }));
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveProperty('value', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Network link is abnormal, please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('combobox', { name: 'From' })).toBeTruthy();
  });
});
