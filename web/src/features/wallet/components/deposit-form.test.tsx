import type { PaymentChannel } from '@plaza/contracts/payments';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DepositForm } from './deposit-form';
import { renderWithMember, serveApi, setUpMemberPageTests } from '../../../test/render-with-member';

const SANDBOX: PaymentChannel = {
  code: 'SANDBOX',
  kind: 'INSTANT',
  type: 'SANDBOX',
  name: 'Sandbox',
  nameKey: null,
  minAmount: 100,
  maxAmount: 1_000_000,
  fixedAmounts: [],
  receivingAccount: null,
};

const BANK: PaymentChannel = {
  code: 'BANK',
  kind: 'MANUAL',
  type: 'BANK_TRANSFER',
  name: 'Bank transfer',
  nameKey: null,
  minAmount: 1000,
  maxAmount: 5_000_000,
  fixedAmounts: [],
  receivingAccount: {
    bankName: 'Plaza Demo Bank',
    accountName: 'Plaza Ltd',
    accountNumber: '0001 2345',
    branch: null,
  },
};

function amountInput() {
  return screen.getByRole('textbox', { name: /^Amount/ });
}

function submitAmount(text: string) {
  fireEvent.change(amountInput(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

setUpMemberPageTests();

describe('DepositForm', () => {
  it('checks the amount against the channel in the member’s language and sends nothing', () => {
    const { calls } = serveApi({});
    renderWithMember(<DepositForm channel={SANDBOX} />);

    submitAmount('');
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount.');
    submitAmount('ten');
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount in digits, such as 100 or 100.50.');
    submitAmount('0.99');
    expect(screen.getByRole('alert').textContent).toBe('The minimum is $1.00.');
    submitAmount('10000.01');
    expect(screen.getByRole('alert').textContent).toBe('The maximum is $10,000.00.');
    submitAmount('1.005');
    expect(screen.getByRole('alert').textContent).toBe('Use at most 2 decimals.');
    submitAmount('1.000');
    expect(screen.getByRole('alert').textContent).toBe('Use at most 2 decimals.');

    expect(screen.queryByText('Confirm your deposit')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('asks for confirmation before money moves, then sends the exact minor units', async () => {
    const { calls } = serveApi({ 'POST /wps/payment/deposit': { value: { id: '41', status: 'COMPLETED' } } });
    renderWithMember(<DepositForm channel={SANDBOX} />);

    submitAmount('1.15');
    expect(screen.getByText('Confirm your deposit')).toBeTruthy();
    expect(screen.getByText('$1.15')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    expect(await screen.findByText('$1.15 deposited')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ channelCode: 'SANDBOX', amount: 115 });
  });

  it('goes back to the amount from the confirmation without sending anything', () => {
    const { calls } = serveApi({});
    renderWithMember(<DepositForm channel={SANDBOX} />);
    submitAmount('5');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(amountInput()).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows a failure on the confirmation step, and a retry sends the same request id', async () => {
    let attempt = 0;
    const { calls } = serveApi({
      'POST /wps/payment/deposit': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 429,
              errorCode: 'too.many.requests',
              message: 'Too many requests, please try again later.',
            }
          : { value: { id: '42', status: 'COMPLETED' } };
      },
    });
    renderWithMember(<DepositForm channel={SANDBOX} />);
    submitAmount('12.50');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    expect(await screen.findByText('Too many requests, please try again later.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    expect(await screen.findByText('$12.50 deposited')).toBeTruthy();
    const [first, second] = calls.map((call) => call.body as { requestId: string; amount: number });
    expect(first?.amount).toBe(1250);
    expect(first?.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.requestId).toBe(first?.requestId);
  });

  it('offers only the fixed amounts of a channel that has them', async () => {
    const { calls } = serveApi({ 'POST /wps/payment/deposit': { value: { id: '43', status: 'COMPLETED' } } });
    renderWithMember(<DepositForm channel={{ ...SANDBOX, fixedAmounts: [5000, 10_050] }} />);
    expect(screen.queryByRole('textbox', { name: /^Amount/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount.');

    fireEvent.click(screen.getByRole('button', { name: '$100.50' }));
    expect(screen.getByRole('button', { name: '$100.50' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ amount: 10_050 });
  });

  it('shows a manual bank transfer as pending with the account to pay into', async () => {
    serveApi({ 'POST /wps/payment/deposit': { value: { id: '44', status: 'PENDING' } } });
    renderWithMember(<DepositForm channel={BANK} />);
    submitAmount('40');
    expect(
      screen.getByText(
        'After you confirm you will see the account to pay into; the deposit is added once our team has checked your payment.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    expect(await screen.findByText('Deposit of $40.00 waiting for your payment')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('Plaza Demo Bank')).toBeTruthy();
    expect(screen.getByText('0001 2345')).toBeTruthy();
  });
});
