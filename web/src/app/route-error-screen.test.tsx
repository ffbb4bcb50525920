import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';

import { startI18n } from '../i18n/i18n';
import { createRouteHandle, RouteHandlesContext, useRouteHandle } from './route-handle';
import { RouteErrorBoundary } from './route-error-screen';

beforeAll(async () => {
  await startI18n('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('the page failed');
}

function Pages() {
  const { pathname } = useLocation();
  return (
    <>
      <Link to="/help">help</Link>
      <RouteErrorBoundary pathname={pathname}>
        {pathname === '/broken' ? <Broken /> : <p>the help page</p>}
      </RouteErrorBoundary>
    </>
  );
}

it('shows the error screen in place of a page that fails, and the next page once the address changes', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/broken']}>
      <Pages />
    </MemoryRouter>,
  );
  expect(screen.getByRole('alert').textContent).toContain('Something went wrong');

  fireEvent.click(screen.getByRole('link', { name: 'help' }));
  expect(await screen.findByText('the help page')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

function PageKey() {
  return <p>{useRouteHandle().pageKey}</p>;
}

it("gives the shell the deepest matched route's handle, and not found without one", () => {
  const { rerender } = render(
    <RouteHandlesContext
      value={[createRouteHandle('agent'), undefined, createRouteHandle('help'), undefined]}
    >
      <PageKey />
    </RouteHandlesContext>,
  );
  expect(screen.getByText('help')).toBeTruthy();

  rerender(
    <RouteHandlesContext value={[undefined]}>
      <PageKey />
    </RouteHandlesContext>,
  );
  expect(screen.getByText('notFound')).toBeTruthy();
});
