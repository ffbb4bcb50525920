import { createPublicKey, verify } from 'node:crypto';
import type { JsonWebKey } from 'node:crypto';

import { AppError } from '../../http/app-error';

/** How far a provider's clock may be ahead of ours (`iat`) or behind it (`exp`). */
const CLOCK_SKEW_MS = 60 * 1000;

/** What an ID token must say to be accepted. */
export interface IdTokenExpectation {
  issuer: string;
  /** Our client id: it must be in `aud` (and be `azp` when `aud` names several). */
  audience: string;
  /** The nonce of the sign-in it answers; left out for tokens no sign-in of ours asked for (the phone check). */
  nonce?: string;
  now: number;
}

/** The claims Plaza reads from a verified ID token. */
export interface IdTokenClaims {
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
  name: string | null;
  phoneNumber: string | null;
}

function decodeSegment(segment: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('not an object');
  }
  return parsed as Record<string, unknown>;
}

function readText(claims: Record<string, unknown>, name: string): string | null {
  const value = claims[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Verifies an OpenID Connect ID token with node's crypto: an RS256 signature by a key of the provider's set (JWKS,
 * chosen by `kid`), then the issuer, the audience, the expiry and the nonce. Anything else (another algorithm,
 * `none` included, a key not in the set, a claim missing) is refused with social.token.invalid; a token past its
 * expiry with social.sign.in.expired.
 */
export function verifyIdToken(
  token: string,
  keys: readonly JsonWebKey[],
  expectation: IdTokenExpectation,
): IdTokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3) {
    throw new AppError('social.token.invalid');
  }
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  let header: Record<string, unknown>;
  let claims: Record<string, unknown>;
  try {
    header = decodeSegment(headerPart);
    claims = decodeSegment(payloadPart);
  } catch {
    throw new AppError('social.token.invalid');
  }
  if (header.alg !== 'RS256') {
    throw new AppError('social.token.invalid');
  }
  const key = keys.find(
    (candidate) => candidate.kty === 'RSA' && (header.kid === undefined || candidate.kid === header.kid),
  );
  if (!key) {
    throw new AppError('social.token.invalid');
  }
  let isSigned: boolean;
  try {
    isSigned = verify(
      'RSA-SHA256',
      Buffer.from(`${headerPart}.${payloadPart}`),
      createPublicKey({ key, format: 'jwk' }),
      Buffer.from(signaturePart, 'base64url'),
    );
  } catch {
    isSigned = false;
  }
  if (!isSigned) {
    throw new AppError('social.token.invalid');
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  const isOurs =
    audiences.includes(expectation.audience) &&
    (audiences.length === 1 || claims.azp === expectation.audience);
  const subject = readText(claims, 'sub');
  if (claims.iss !== expectation.issuer || !isOurs || subject === null) {
    throw new AppError('social.token.invalid');
  }
  if (expectation.nonce !== undefined && claims.nonce !== expectation.nonce) {
    throw new AppError('social.token.invalid');
  }
  if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number') {
    throw new AppError('social.token.invalid');
  }
  if (claims.iat * 1000 > expectation.now + CLOCK_SKEW_MS) {
    throw new AppError('social.token.invalid');
  }
  if (claims.exp * 1000 <= expectation.now - CLOCK_SKEW_MS) {
    throw new AppError('social.sign.in.expired');
  }
  return {
    subject,
    email: readText(claims, 'email'),
    isEmailVerified: claims.email_verified === true,
    name: readText(claims, 'name'),
    phoneNumber: readText(claims, 'phone_number'),
  };
}
