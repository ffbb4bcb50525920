import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { useMemberInfo } from '../../features/account/api/get-member-info';
import { AccountModalContext } from '../../features/account/hooks/use-account-modal';
import type { AccountModalControls } from '../../features/account/hooks/use-account-modal';
import { startI18n } from '../../i18n/i18n';
import { whitelabelQueryKey } from '../../lib/api/get-whitelabel';
import { useMemberCenter } from '../../lib/member-center';
import { clearSessionStorage, storeSessionToken } from '../../lib/session-token';
import { serveApi, TEST_WHITELABEL } from '../../test/render-with-member';
import { MemberCenterProvider } from './member-center-provider';

function member(isTrial: boolean) {
  return {
    id: 3,
    account: isTrial ? 'trial123' : 'alex',
    nickname: null,
    type: isTrial ? 4 : 0,
    isAgent: false,
    isTrial,
    language: 'en',
    icon: null,
    email: null,
    mobile: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

function DepositButton() {
  const { openMemberCenter } = useMemberCenter();
  // The member's name once known: the provider reads the same query, so it knows the member in the same render.
  const member = useMemberInfo();
  return (
    <>
      {member.data === undefined ? null : <span>{member.data.account}</span>}
      <button type="button" onClick={() => openMemberCenter('depositv2')}>
        open deposit
      </button>
    </>
  );
}

function renderProvider() {
  const accountModal: AccountModalControls = {
    openMode: null,
    openAccountModal: vi.fn(),
    switchAccountMode: vi.fn(),
    closeAccountModal: vi.fn(),
    completeLogin: vi.fn(),
    openPasswordChange: vi.fn(),
    openForgotPassword: vi.fn(),
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(whitelabelQueryKey, TEST_WHITELABEL);
  render(
    <QueryClientProvider client={client}>
      <AccountModalContext value={accountModal}>
        <MemberCenterProvider>
          <DepositButton />
        </MemberCenterProvider>
      </AccountModalContext>
    </QueryClientProvider>,
  );
  return accountModal;
}

const WALLET_ROUTES = {
  'GET /wps/payment/channels': { value: [] },
  'GET /wps/payment/deposits': { value: { content: [], pageNum: 1, pageSize: 10, total: 0, totalPages: 0 } },
  'GET /wps/payment/withdrawal/records': {
    value: { content: [], pageNum: 1, pageSize: 10, total: 0, totalPages: 0 },
  },
  'GET /wps/member/promotion-state': {
    value: { availablePromoCount: 2, bonusesEnabled: true, hasVip: false, vipLabelName: '', vipRankLevel: 0 },
  },
  'GET /wps/member/paymentPassword': {
    value: { isSet: false, isLocked: false, lockedUntil: null, hasBoundMobile: false },
  },
};

beforeAll(async () => {
  await startI18n('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSessionStorage();
});

describe('MemberCenterProvider', () => {
  it('asks a guest to log in instead of opening the member center', () => {
    serveApi({});
    const accountModal = renderProvider();
    fireEvent.click(screen.getByRole('button', { name: 'open deposit' }));
    expect(accountModal.openAccountModal).toHaveBeenCalledWith('login');
    expect(screen.queryByRole('dialog', { name: 'Member center' })).toBeNull();
  });

  it('tells a trial member a real account is needed', async () => {
    storeSessionToken('trial-token');
    serveApi({ 'GET /wps/member/info': { value: member(true) } });
    renderProvider();
    await screen.findByText('trial123');
    fireEvent.click(screen.getByRole('button', { name: 'open deposit' }));
    expect(
      await screen.findByText('This needs a real account. Please sign up or log in with a real account.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Member center' })).toBeNull();
  });

  it('opens a member on the page asked for; arrow keys move between pages and Escape closes it', async () => {
    storeSessionToken('member-token');
    serveApi({ 'GET /wps/member/info': { value: member(false) }, ...WALLET_ROUTES });
    renderProvider();
    fireEvent.click(screen.getByRole('button', { name: 'open deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member center' });
    const deposit = screen.getByRole('tab', { name: 'Deposit' });
    expect(deposit.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No payment methods')).toBeTruthy();

    fireEvent.keyDown(deposit, { key: 'ArrowDown' });
    const withdraw = screen.getByRole('tab', { name: 'Withdraw' });
    expect(withdraw.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(withdraw);
    expect(await screen.findByText('Set your payment password')).toBeTruthy();
    fireEvent.keyDown(withdraw, { key: 'End' });
    const tabs = screen.getAllByRole('tab');
    const lastTab = tabs[tabs.length - 1];
    expect(lastTab?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(lastTab);
    // The reward center's count badge: rewards ready to claim.
    const rewardCenter = screen.getByRole('tab', { name: /Reward center/ });
    await waitFor(() => expect(rewardCenter.textContent).toContain('2'));

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member center' })).toBeNull());
  });

  it('does not list the bonus pages where bonuses are off (Brazil), the wallet pages stay', async () => {
    storeSessionToken('member-token');
    serveApi({
      'GET /wps/member/info': { value: member(false) },
      ...WALLET_ROUTES,
      'GET /wps/member/promotion-state': {
        value: {
          availablePromoCount: 0,
          bonusesEnabled: false,
          hasVip: false,
          vipLabelName: '',
          vipRankLevel: 0,
        },
      },
    });
    renderProvider();
    fireEvent.click(screen.getByRole('button', { name: 'open deposit' }));
    await screen.findByRole('dialog', { name: 'Member center' });
    await waitFor(() => expect(screen.queryByRole('tab', { name: /Reward center/ })).toBeNull());
    for (const name of ['Bonus details', 'Manual rebate', 'VIP', 'Missions', 'Invite friends']) {
      expect(screen.queryByRole('tab', { name: new RegExp(`^${name}`) })).toBeNull();
    }
    expect(screen.getByRole('tab', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Deposit' }).getAttribute('aria-selected')).toBe('true');
  });
});
