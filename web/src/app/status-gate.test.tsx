import type { SystemStatus, Whitelabel } from '@plaza/contracts/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { startI18n } from '../i18n/i18n';
import { StatusGate } from './status-gate';

const WHITELABEL: Whitelabel = {
  merchantCode: 'PLAZA',
  platform: 'WEB',
  brandName: 'Plaza',
  logoUrl: '/media/logo/plaza.svg',
  defaultLanguage: 'en',
  languages: ['en', 'pt'],
  currency: { code: 'USD', symbol: '$', decimals: 2 },
  lotteryType: 'SEA',
  gameCategories: [],
  ageLimit: 18,
  licence: 'Curaçao',
  copyrightYear: 2023,
  featureSwitches: [],
  resources: [],
  customerService: [{ title: 'Live chat', csType: 'LIVECHAT', links: ['https://chat.example/'] }],
  imageCDN: '',
};

function status(code: 0 | 1 | 2, message: string | null = null): SystemStatus {
  return {
    status: code,
    maintenance: code === 1,
    maintenanceMessage: message,
    regionRestriction: code === 2,
    location: { ip: '203.0.113.7', countryCode: 'XX' },
    info: { mainDomain: 'plaza.example', analytics: { gtagId: null }, imageCDN: '', launchGameCDN: '' },
  };
}

function ok(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, value }), { status: 200 });
}

function serve(systemStatus: SystemStatus | 'down') {
  let isDown = systemStatus === 'down';
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('/wps/system/status')) {
      return isDown
        ? Promise.reject(new TypeError('offline'))
        : Promise.resolve(ok(systemStatus === 'down' ? status(0) : systemStatus));
    }
    if (url.startsWith('/wps/system/whitelabel')) {
      return Promise.resolve(ok(WHITELABEL));
    }
    return Promise.resolve(
      ok({
        domain: 'plaza.example',
        isAllowed: true,
        area: 'MEMBER',
        mainDomain: 'plaza.example',
        agentDomain: null,
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { recover: () => (isDown = false) };
}

function renderGate() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StatusGate>
        <p>the site</p>
      </StatusGate>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await startI18n('en');
});

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StatusGate', () => {
  it('shows the site when the status is normal', async () => {
    serve(status(0));
    renderGate();
    expect(await screen.findByText('the site')).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it('shows the maintenance page with its message and customer service', async () => {
    serve(status(1, 'Back at 10:00 UTC'));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Under maintenance' })).toBeTruthy();
    expect(await screen.findByText('Back at 10:00 UTC')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Contact customer service' })).toBeTruthy();
    expect(screen.queryByText('the site')).toBeNull();
  });

  it('shows the region-blocked page with the visitor IP', async () => {
    serve(status(2));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeTruthy();
    expect(screen.getByText('203.0.113.7')).toBeTruthy();
  });

  it('offers a retry when the status call fails', async () => {
    const server = serve('down');
    renderGate();
    // The status call is retried once before the error shows.
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Network link is abnormal, please try again.')).toBeTruthy();
    server.recover();
    fireEvent.click(retry);
    expect(await screen.findByText('the site')).toBeTruthy();
  });
});
