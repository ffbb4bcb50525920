import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { hasSessionToken } from '../lib/session-token';

/**
 * Routes that need a member session (the lottery pages): without a token, stored or in the page address,
 * the visitor is sent to /login (docs/product/site.md#routes-and-screens).
 */
export function RequireToken({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  if (!hasSessionToken(search)) {
    return <Navigate to="/login" replace />;
  }
  return children;
}
