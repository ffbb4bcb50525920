import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';

import { whitelabelQueryKey } from '../../lib/api/get-whitelabel';
import { setUpMemberPageTests, TEST_WHITELABEL } from '../../test/render-with-member';
import { AppDownloads } from './app-downloads';

setUpMemberPageTests();

function renderDownloads(resources: typeof TEST_WHITELABEL.resources) {
  const client = new QueryClient();
  client.setQueryData(whitelabelQueryKey, { ...TEST_WHITELABEL, resources });
  return render(
    <QueryClientProvider client={client}>
      <AppDownloads />
    </QueryClientProvider>,
  );
}

it("shows each platform's first download with its QR code drawn by the server, loaded near the screen", () => {
  renderDownloads([
    { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.me/' },
    { resourceType: 'Android', labelNameEn: 'Android app', url: 'https://plaza.example/app/plaza.apk' },
    { resourceType: 'MOBILECONFIG', labelNameEn: 'iOS app', url: '/wps/app/webclip.mobileconfig' },
    { resourceType: 'IOS', labelNameEn: 'iOS store', url: 'https://apps.example/plaza' },
  ]);

  const androidCode = screen.getByRole('img', { name: 'QR code to download the Android app' });
  expect(androidCode.getAttribute('src')).toBe('/wps/app/download-qr/android');
  expect(androidCode.getAttribute('loading')).toBe('lazy');
  expect(screen.getByRole('img', { name: 'QR code to download the iOS app' }).getAttribute('src')).toBe(
    '/wps/app/download-qr/ios',
  );
  expect(screen.getByRole('link', { name: 'Android' }).getAttribute('href')).toBe(
    'https://plaza.example/app/plaza.apk',
  );
  // The first iOS resource is the one offered (the server's code encodes the same one), made whole on this site.
  expect(screen.getByRole('link', { name: 'iOS' }).getAttribute('href')).toBe(
    `${window.location.origin}/wps/app/webclip.mobileconfig`,
  );
});

it('shows nothing where the brand offers no app', () => {
  const { container } = renderDownloads([
    { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.me/' },
  ]);
  expect(container.innerHTML).toBe('');
});
