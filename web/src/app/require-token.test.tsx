import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { RequireToken } from './require-token';

afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/lottery',
        element: (
          <RequireToken>
            <p>lottery page</p>
          </RequireToken>
        ),
      },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RequireToken', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('sends a visitor without a token to /login', async () => {
    const router = renderAt('/lottery?gameCode=SEA');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the page with a stored token', async () => {
    sessionStorage.setItem('token', 'stored-token');
    renderAt('/lottery');
    expect(await screen.findByText('lottery page')).toBeTruthy();
  });

  it('accepts a token from the page address and keeps it', async () => {
    renderAt('/lottery?token=from-query&gameCode=SEA');
    expect(await screen.findByText('lottery page')).toBeTruthy();
    expect(sessionStorage.getItem('token')).toBe('from-query');
  });
});
