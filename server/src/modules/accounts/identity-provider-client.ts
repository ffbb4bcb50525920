import type { JsonWebKey } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { AppError } from '../../http/app-error';

/** How long a provider's key set is kept before it is asked again (a token under an unknown key asks at once). */
const KEY_SET_LIFETIME_MS = 5 * 60 * 1000;
const CALL_TIMEOUT_MS = 10_000;

/** One HTTP call to a sign-in provider: its status and its JSON body (undefined when not JSON). */
export type IdentityFetch = (
  url: string,
  init: { method: 'GET' | 'POST'; form?: Record<string, string> },
) => Promise<{ status: number; body: unknown }>;

/**
 * Calls providers: an address that begins with `/` is served by this very process (the demo deployment's stand-in
 * provider) and is answered by injection, with no network and whatever port the server listens on; any other goes
 * out over HTTPS.
 */
export function createIdentityFetch(app: FastifyInstance): IdentityFetch {
  return async (url, init) => {
    const body = init.form === undefined ? undefined : new URLSearchParams(init.form).toString();
    const headers: Record<string, string> =
      body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' };
    if (url.startsWith('/')) {
      const response = await app.inject({ method: init.method, url, headers, payload: body });
      let parsed: unknown;
      try {
        parsed = response.json();
      } catch {
        parsed = undefined;
      }
      return { status: response.statusCode, body: parsed };
    }
    const response = await fetch(url, {
      method: init.method,
      headers: { ...headers, accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    return { status: response.status, body: await response.json().catch(() => undefined) };
  };
}

function readKeys(body: unknown): JsonWebKey[] {
  if (typeof body !== 'object' || body === null || !('keys' in body) || !Array.isArray(body.keys)) {
    return [];
  }
  return body.keys.filter((key): key is JsonWebKey => typeof key === 'object' && key !== null);
}

/** Providers' key sets (JWKS), kept a few minutes and asked again when a token names a key not among them. */
export class KeySetCache {
  private readonly sets = new Map<string, { keys: JsonWebKey[]; fetchedAt: number }>();

  constructor(private readonly fetchIdentity: IdentityFetch) {}

  /** The key set at `uri`, fresh when `kid` is not in the kept one. */
  async read(uri: string, kid: string | undefined, now: number): Promise<JsonWebKey[]> {
    const kept = this.sets.get(uri);
    const hasKey = kept?.keys.some((key) => kid === undefined || key.kid === kid) ?? false;
    if (kept && hasKey && now - kept.fetchedAt < KEY_SET_LIFETIME_MS) {
      return kept.keys;
    }
    let answer: { status: number; body: unknown };
    try {
      answer = await this.fetchIdentity(uri, { method: 'GET' });
    } catch {
      throw new AppError('social.provider.unavailable');
    }
    if (answer.status !== 200) {
      throw new AppError('social.provider.unavailable');
    }
    const keys = readKeys(answer.body);
    this.sets.set(uri, { keys, fetchedAt: now });
    return keys;
  }
}

/** The `kid` an ID token's header names, if any (read before its key set is fetched). */
export function readTokenKeyId(token: string): string | undefined {
  try {
    const header: unknown = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8'));
    return typeof header === 'object' && header !== null && 'kid' in header && typeof header.kid === 'string'
      ? header.kid
      : undefined;
  } catch {
    return undefined;
  }
}
