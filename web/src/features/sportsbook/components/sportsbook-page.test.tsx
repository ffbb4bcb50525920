import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { startI18n } from '../../../i18n/i18n';
import { whitelabelQueryKey } from '../../../lib/api/get-whitelabel';
import { LoginPromptContext } from '../../../lib/login-prompt';
import { serveApi, TEST_WHITELABEL } from '../../../test/render-with-member';
import { SportsbookPage } from './sportsbook-page';

const LAUNCH = 'POST /wps/relay/GCS_gameLaunchFB';
const SPORTSBOOK_URL = '/play/DEMO?token=sports-token&gameCode=DEMO_SPORTSBOOK&lang=en&playerId=7';

function renderPage() {
  const promptLogin = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(whitelabelQueryKey, TEST_WHITELABEL);
  const router = createMemoryRouter(
    [
      { path: '/fbSport', element: <SportsbookPage /> },
      { path: '/sports', element: <p>Sports providers</p> },
    ],
    { initialEntries: ['/fbSport'] },
  );
  render(
    <QueryClientProvider client={client}>
      <LoginPromptContext value={promptLogin}>
        <RouterProvider router={router} />
      </LoginPromptContext>
    </QueryClientProvider>,
  );
  return { promptLogin, router };
}

beforeAll(async () => {
  await startI18n('en');
});

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SportsbookPage', () => {
  it('asks a guest to log in on arrival and again from the page, launching nothing', () => {
    const server = serveApi({});
    const { promptLogin } = renderPage();
    expect(promptLogin).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Log in to play')).toBeTruthy();
    expect(screen.getByText('Sportsbook opens here once you are logged in.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(promptLogin).toHaveBeenCalledTimes(2);
    expect(server.calls).toHaveLength(0);
  });

  it("launches a member's sportsbook once and runs it in a frame filling the page", async () => {
    sessionStorage.setItem('token', 'member-token');
    const server = serveApi({ [LAUNCH]: { value: { url: SPORTSBOOK_URL, launchToken: 'sports-token' } } });
    renderPage();
    expect(screen.getByRole('status')).toBeTruthy();
    const frame = await screen.findByTitle('Sportsbook');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(SPORTSBOOK_URL);
    expect(screen.getByRole('heading', { level: 1, name: 'Sportsbook' })).toBeTruthy();
    // The spinner over the frame goes once the sportsbook's page has loaded.
    expect(screen.getByRole('status').textContent).toBe('Opening Sportsbook…');
    fireEvent.load(frame);
    expect(screen.queryByRole('status')).toBeNull();
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([LAUNCH]);
    expect(server.calls[0]?.body).toEqual({});
  });

  it('tells a trial member that a real account is needed', async () => {
    sessionStorage.setItem('token', 'trial-token');
    serveApi({ [LAUNCH]: { status: 403, errorCode: 'need.true.account', message: 'Real account needed.' } });
    renderPage();
    expect(
      await screen.findByText('This needs a real account. Please sign up or log in with a real account.'),
    ).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByTitle('Sportsbook')).toBeNull();
  });

  it('says why the launch failed and launches again on a retry', async () => {
    sessionStorage.setItem('token', 'member-token');
    let isDown = true;
    serveApi({
      [LAUNCH]: () =>
        isDown
          ? { status: 500, errorCode: 'unknown.error', message: 'Unknown error.' }
          : { value: { url: SPORTSBOOK_URL, launchToken: 'sports-token' } },
    });
    renderPage();
    expect(await screen.findByText('The game could not be opened')).toBeTruthy();
    expect(screen.getByText('Unknown error.')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Sportsbook')).toBeTruthy();
  });

  it('offers the other sports providers while the sportsbook is under maintenance', async () => {
    sessionStorage.setItem('token', 'member-token');
    serveApi({
      [LAUNCH]: {
        status: 503,
        errorCode: 'game.maintenance',
        message: 'This game is under maintenance.',
        details: { vassalage: 'DEMO', gameCode: 'DEMO_SPORTSBOOK', suggestions: [] },
      },
    });
    const { router } = renderPage();
    expect(await screen.findByText('Game under maintenance')).toBeTruthy();
    expect(screen.getByText('This game is under maintenance.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'See sports providers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sports'));
  });
});
