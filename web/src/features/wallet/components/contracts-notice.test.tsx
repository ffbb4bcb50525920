import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ContractsNotice } from './contracts-notice';
import { MyWalletPage } from './my-wallet-page';
import { renderWithMember, serveApi, setUpMemberPageTests } from '../../../test/render-with-member';

const balance = {
  sumBalance: 5000,
  currency: 'USD',
  symbol: '$',
  decimals: 2,
  wallets: [{ wallet: 'MAIN', vendorCode: null, availBalance: 5000 }],
};
const none = { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 };

setUpMemberPageTests();

describe('the wallet page’s contracts (consolidated funds)', () => {
  it('names the contracts the member holds, from the consolidated funds’ fields', async () => {
    serveApi({
      'GET /wps/v2/wallets/balance': { value: balance },
      'POST /wps/relay/GCS_merchantWallet': { value: { isSingle: 1, transferVendors: [] } },
      'GET /wps/member/info/funds/consolidated': {
        value: { ...balance, ...none, dailysalreqtype: 1, divtypereq: 1 },
      },
    });
    renderWithMember(<MyWalletPage />);
    const list = await screen.findByRole('list', { name: 'Your contracts' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Daily salary',
      'Dividend',
    ]);
    expect(screen.getByRole('button', { name: 'See my contracts' })).toBeTruthy();
  });

  it('shows nothing when the member has no contract', () => {
    const { container } = renderWithMember(<ContractsNotice summary={none} />);
    expect(container.querySelector('.wallet-contracts')).toBeNull();
  });
});
