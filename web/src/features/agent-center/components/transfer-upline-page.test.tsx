import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { whitelabelQueryKey } from '../../../lib/api/get-whitelabel';
import { MemberCenterContext } from '../../../lib/member-center';
import { storeSessionToken } from '../../../lib/session-token';
import {
  createTestKeyPair,
  serveApi,
  setUpMemberPageTests,
  TEST_WHITELABEL,
} from '../../../test/render-with-member';
import { TransferUplinePage } from './transfer-upline-page';

setUpMemberPageTests();

const CONTEXT = {
  balance: 5_000,
  minAmount: 100,
  maxAmount: 100_000,
  dailyMaxAmount: 200_000,
  sentToday: 0,
  upline: { id: 7, account: 'bigboss' },
  canSendToUpline: true,
  canSendToDownline: false,
  paymentPassword: { isSet: true, isLocked: false },
};

const EMPTY_PAGE = { content: [], pageNum: 1, pageSize: 20, total: 0, totalPages: 0 };

function renderPage(isSwitchOn = true) {
  storeSessionToken('member-token');
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(whitelabelQueryKey, {
    ...TEST_WHITELABEL,
    featureSwitches: [{ modId: 'FUNDTRANS3', enabled: isSwitchOn ? '1' : '0', childrenNodes: [] }],
  });
  const openMemberCenter = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <MemberCenterContext value={{ openMemberCenter }}>
        <TransferUplinePage memberId={42} />
      </MemberCenterContext>
    </QueryClientProvider>,
  );
  return { openMemberCenter };
}

describe('TransferUplinePage', () => {
  it('checks the amount, confirms with the payment password and keeps one request id through a retry', async () => {
    const keys = await createTestKeyPair();
    let attempts = 0;
    const { calls } = serveApi({
      'GET /wps/member/transfers/context': { value: CONTEXT },
      'GET /wps/member/transfers': { value: EMPTY_PAGE },
      'GET /wps/system/publicKey': { value: keys.publicKey },
      'POST /wps/member/transfers/upline': () => {
        attempts += 1;
        return attempts === 1
          ? {
              errorCode: 'payment.password.incorrect',
              message: 'The payment password is incorrect.',
              details: { remainingAttempts: 4 },
            }
          : {
              value: {
                id: 't1',
                direction: 'TO_UPLINE',
                from: { id: 42, account: 'me' },
                to: { id: 7, account: 'bigboss' },
                amount: 1250,
                remark: null,
                time: '2026-11-26T10:00:00.000Z',
                balanceAfter: 3750,
              },
            };
      },
    });
    renderPage();
    expect(await screen.findByText('bigboss')).toBeTruthy();

    const amount = screen.getByRole('textbox', { name: /Amount/ });
    fireEvent.change(amount, { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('You have $50.00 in your main wallet.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(amount, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the transfer' });
    expect(within(dialog).getByText('$12.50')).toBeTruthy();
    expect(within(dialog).getByText('$37.50')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the money' }));
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Payment password/), { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the money' }));
    expect(await within(dialog).findByText(/incorrect\. 4 attempts left\./)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Payment password/), { target: { value: '2468' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the money' }));

    expect(await screen.findByText('$12.50 sent to bigboss. Your balance is now $37.50.')).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    const [first, second] = await Promise.all(posts.map((call) => keys.open(call.body)));
    expect(first).toMatchObject({ amount: 1250, paymentPassword: '1234' });
    expect(second).toMatchObject({ amount: 1250, paymentPassword: '2468' });
    expect(typeof first?.requestId).toBe('string');
    expect(second?.requestId).toBe(first?.requestId);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a payment password first, on the withdraw page', async () => {
    serveApi({
      'GET /wps/member/transfers/context': {
        value: { ...CONTEXT, paymentPassword: { isSet: false, isLocked: false } },
      },
      'GET /wps/member/transfers': { value: EMPTY_PAGE },
    });
    const { openMemberCenter } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Set it now' }));
    expect(openMemberCenter).toHaveBeenCalledWith('withdraw');
  });

  it('is not available when FUNDTRANS3 is off', () => {
    const { calls } = serveApi({});
    renderPage(false);
    expect(screen.getByText('This page is not available')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
