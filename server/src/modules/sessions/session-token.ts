import { hash, randomBytes } from 'node:crypto';

/** A new opaque session token: 32 random bytes, base64url. */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a token: its SHA-256 (hex), so a leaked table grants no session. One-shot `hash`: every
 * vendor wallet call looks its launch token up by it, and a Hash object costs three times as much.
 */
export function hashSessionToken(token: string): string {
  return hash('sha256', token);
}

/** The session token of a request: its `Authorization` header, with or without the `Bearer ` prefix. */
export function readRequestToken(request: {
  headers: { authorization?: string | undefined };
}): string | undefined {
  const header = request.headers.authorization;
  if (!header) {
    return undefined;
  }
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : header;
  return token.trim() === '' ? undefined : token.trim();
}
