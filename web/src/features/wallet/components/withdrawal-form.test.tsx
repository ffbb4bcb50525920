import type { BoundAccount, WithdrawalChannel } from '@plaza/contracts/withdrawals';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { WithdrawalForm } from './withdrawal-form';
import {
  createTestKeyPair,
  renderWithMember,
  serveApi,
  setUpMemberPageTests,
} from '../../../test/render-with-member';

const BANK_PAYOUT: WithdrawalChannel = {
  code: 'BANK_PAYOUT',
  name: 'Bank transfer',
  accountKind: 'BANK',
  minAmount: 1000,
  maxAmount: 5_000_000,
  dailyCountLimit: 5,
  usedToday: 1,
  fee: { fixed: 100, percentBasisPoints: 0 },
};

const EWALLET_PAYOUT: WithdrawalChannel = {
  code: 'EWALLET_PAYOUT',
  name: 'E-wallet',
  accountKind: 'EWALLET',
  minAmount: 500,
  maxAmount: 1_000_000,
  dailyCountLimit: 3,
  usedToday: 3,
  fee: { fixed: 0, percentBasisPoints: 150 },
};

const CHASE: BoundAccount = {
  id: '7',
  kind: 'BANK',
  providerCode: 'CHASE',
  providerName: 'JPMorgan Chase',
  accountNumberMasked: '********9012',
  holderName: 'Alex Morgan',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function withdrawalAnswer(amount: number, fee: number) {
  return {
    id: '90',
    channelCode: 'BANK_PAYOUT',
    channelName: 'Bank transfer',
    destination: {
      kind: 'BANK',
      providerCode: 'CHASE',
      providerName: 'JPMorgan Chase',
      accountNumberMasked: '********9012',
      holderName: 'Alex Morgan',
    },
    amount,
    fee,
    payoutAmount: amount - fee,
    disbursedAmount: 0,
    receivedAmount: 0,
    refundedAmount: 0,
    remainingAmount: amount - fee,
    status: 'PENDING',
    rejectReason: null,
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    completedAt: null,
    payouts: [],
  };
}

function typeAmount(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /^Amount/ }), { target: { value: text } });
}

setUpMemberPageTests();

describe('WithdrawalForm', () => {
  it('shows each channel’s limits, fee and today’s count, and checks the amount against them and the wallet', () => {
    serveApi({ 'GET /wps/payment/withdrawal/quote': { value: { amount: 0, fee: 0, payoutAmount: 0 } } });
    renderWithMember(
      <WithdrawalForm channels={[BANK_PAYOUT]} accounts={[CHASE]} available={2500} blockedReason={null} />,
    );
    const channel = screen.getByRole('radio', { name: /Bank transfer/ });
    expect(channel.closest('label')?.textContent).toContain('$10.00 to $50,000.00 · Fee $1.00');
    expect(channel.closest('label')?.textContent).toContain('1/5 today');

    typeAmount('9.99');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('The minimum is $10.00.');
    typeAmount('25.01');
    expect(screen.getByRole('alert').textContent).toBe('You have $25.00 in your main wallet.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s fee quote, then asks for the payment password before the encrypted request', async () => {
    const keys = await createTestKeyPair();
    const { calls } = serveApi({
      'GET /wps/payment/withdrawal/quote': { value: { amount: 2000, fee: 100, payoutAmount: 1900 } },
      'GET /wps/system/publicKey': { value: keys.publicKey },
      'POST /wps/payment/withdrawal': { value: withdrawalAnswer(2000, 100) },
    });
    renderWithMember(
      <WithdrawalForm channels={[BANK_PAYOUT]} accounts={[CHASE]} available={50_000} blockedReason={null} />,
    );
    typeAmount('20');
    expect(await screen.findByText('$19.00')).toBeTruthy();
    expect(calls.find((call) => call.path === '/wps/payment/withdrawal/quote')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your withdrawal' });
    expect(within(dialog).getByText('JPMorgan Chase ********9012')).toBeTruthy();
    expect(within(dialog).getByText('$20.00')).toBeTruthy();
    expect(within(dialog).getByText('$1.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/wps/payment/withdrawal')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/^Payment password/), { target: { value: 'Pay-123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(
      await screen.findByText(
        'Withdrawal of $20.00 requested; $19.00 will be paid to you once it is approved.',
      ),
    ).toBeTruthy();
    const request = calls.find((call) => call.path === '/wps/payment/withdrawal');
    expect(await keys.open(request?.body)).toMatchObject({
      channelCode: 'BANK_PAYOUT',
      boundAccountId: '7',
      amount: 2000,
      paymentPassword: 'Pay-123456',
    });
  });

  it('shows a wrong payment password with the attempts left, and keeps the dialog open', async () => {
    const keys = await createTestKeyPair();
    serveApi({
      'GET /wps/payment/withdrawal/quote': { value: { amount: 2000, fee: 100, payoutAmount: 1900 } },
      'GET /wps/system/publicKey': { value: keys.publicKey },
      'POST /wps/payment/withdrawal': {
        errorCode: 'payment.password.incorrect',
        message: 'The payment password is incorrect.',
        details: { remainingAttempts: 1 },
      },
    });
    renderWithMember(
      <WithdrawalForm channels={[BANK_PAYOUT]} accounts={[CHASE]} available={50_000} blockedReason={null} />,
    );
    typeAmount('20');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your withdrawal' });
    fireEvent.change(within(dialog).getByLabelText(/^Payment password/), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(
      await within(dialog).findByText('The payment password is incorrect. 1 attempt left.'),
    ).toBeTruthy();
  });

  it('holds the request while the turnover is open, the daily count is used up, or no account fits', () => {
    serveApi({});
    const { unmount } = renderWithMember(
      <WithdrawalForm
        channels={[BANK_PAYOUT]}
        accounts={[CHASE]}
        available={50_000}
        blockedReason="You can request a withdrawal once the turnover requirement is met."
      />,
    );
    expect(
      screen.getByText('You can request a withdrawal once the turnover requirement is met.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
    unmount();

    renderWithMember(
      <WithdrawalForm
        channels={[EWALLET_PAYOUT, BANK_PAYOUT]}
        accounts={[CHASE]}
        available={50_000}
        blockedReason={null}
      />,
    );
    // It starts on the channel the member can use: a bank account is bound and requests are left.
    expect(screen.getByRole('radio', { name: /Bank transfer/, checked: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: /E-wallet/ }));
    expect(
      screen.getByText(
        'You have made the 3 withdrawals this method allows in 24 hours. Please try again later.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Bind an e-wallet below to use this method.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('combobox', { name: /^Pay to/ })).toBeNull();
  });
});
