import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { HeaderBalance } from './header-balance';
import { renderWithMember, serveApi, setUpMemberPageTests } from '../../../test/render-with-member';

function balance(sumBalance: number) {
  return {
    sumBalance,
    currency: 'USD',
    symbol: '$',
    decimals: 2,
    wallets: [{ wallet: 'MAIN', vendorCode: null, availBalance: sumBalance }],
  };
}

setUpMemberPageTests();

describe('HeaderBalance', () => {
  it('shows the balance with no decimals, cut off rather than rounded up, and the full amount in its name', async () => {
    serveApi({ 'GET /wps/v2/wallets/balance': { value: balance(123_499) } });
    renderWithMember(<HeaderBalance />);
    const button = await screen.findByRole('button', { name: 'Balance $1,234.99, open the member center' });
    expect(button.textContent).toBe('$1,234');
  });

  it('spins the refresh button while the balance reloads and shows the new amount', async () => {
    let amount = 1000;
    let release: () => void = () => undefined;
    serveApi({
      'GET /wps/v2/wallets/balance': () => ({ value: balance(amount) }),
    });
    renderWithMember(<HeaderBalance />);
    await screen.findByRole('button', { name: /Balance \$10\.00/ });

    amount = 2550;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answered = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementationOnce(async (...args) => {
      await slow;
      return answered?.(...args) ?? Promise.reject(new Error('no fetch'));
    });
    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    fireEvent.click(refresh);
    await waitFor(() => expect(refresh.getAttribute('aria-busy')).toBe('true'));
    expect(refresh.className).toContain('header-balance__refresh--spinning');
    release();
    expect(await screen.findByRole('button', { name: /Balance \$25\.50/ })).toBeTruthy();
    expect(refresh.getAttribute('aria-busy')).toBe('false');
  });

  it('opens the member center on the balance, and on the deposit page from the deposit button', async () => {
    serveApi({ 'GET /wps/v2/wallets/balance': { value: balance(0) } });
    const openMemberCenter = vi.fn();
    renderWithMember(<HeaderBalance />, { openMemberCenter });
    fireEvent.click(await screen.findByRole('button', { name: /^Balance \$0\.00/ }));
    expect(openMemberCenter).toHaveBeenLastCalledWith();
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(openMemberCenter).toHaveBeenLastCalledWith('depositv2');
  });
});
