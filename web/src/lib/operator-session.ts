import { operatorLoginResponseSchema, operatorMay } from '@plaza/contracts/operator';
import type { Operator, OperatorLoginResponse, OperatorPermission } from '@plaza/contracts/operator';
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';

import { ApiError, apiRequest } from './api-client';
import type { ApiRequest } from './api-client';
import { readStorage, writeStorage } from './safe-storage';

/**
 * The back office's operator session (docs/product/back-office.md#signing-in). Kept in sessionStorage: it ends
 * with the browser tab, and never mixes with the member's token of the player's site.
 */
const STORAGE_KEY = 'plaza.backoffice.session';

/** Why the sign-in page is showing: a sign-out, or a session the server no longer knows (expired, disabled). */
export type SessionEnd = 'signedOut' | 'expired';

let current: OperatorLoginResponse | null = readSession();
let lastEnd: SessionEnd | null = null;
const listeners = new Set<() => void>();

function readSession(): OperatorLoginResponse | null {
  if (typeof sessionStorage === 'undefined') {
    return null;
  }
  const text = readStorage(sessionStorage, STORAGE_KEY);
  if (text === null) {
    return null;
  }
  try {
    const parsed = operatorLoginResponseSchema.safeParse(JSON.parse(text));
    return parsed.success && Date.parse(parsed.data.expiresAt) > Date.now() ? parsed.data : null;
  } catch {
    return null;
  }
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** Keeps the session a sign-in answered. */
export function startOperatorSession(session: OperatorLoginResponse): void {
  writeStorage(sessionStorage, STORAGE_KEY, JSON.stringify(session));
  current = session;
  lastEnd = null;
  notify();
}

/** Forgets the session (sign-out, or the server answered 401). */
export function endOperatorSession(reason: SessionEnd): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the session in memory is gone all the same.
  }
  current = null;
  lastEnd = reason;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in operator's session, or null. */
export function useOperatorSession(): OperatorLoginResponse | null {
  return useSyncExternalStore(subscribe, () => current);
}

/** Why the last session ended, for the sign-in page's notice. */
export function useSessionEnd(): SessionEnd | null {
  return useSyncExternalStore(subscribe, () => lastEnd);
}

/** The signed-in operator (inside the back office's gate, always there). */
export function useOperator(): Operator {
  const session = useOperatorSession();
  if (session === null) {
    throw new Error('useOperator outside the signed-in back office');
  }
  return session.operator;
}

/** Whether the signed-in operator's role may do what `permission` names (the server checks it again). */
export function useOperatorMay(permission: OperatorPermission): boolean {
  const session = useOperatorSession();
  return session !== null && operatorMay(session.operator.role, permission);
}

/**
 * Calls the operator API with the operator's token. A 401 ends the session: the back office returns to its
 * sign-in with a notice that the session expired.
 */
export async function operatorRequest<Schema extends z.ZodType>(
  request: Omit<ApiRequest<Schema>, 'authorization'>,
): Promise<z.output<Schema>> {
  try {
    return await apiRequest({ ...request, authorization: current?.token ?? null });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && current !== null) {
      endOperatorSession('expired');
    }
    throw error;
  }
}
