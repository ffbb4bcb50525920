import { verificationChallengeSchema } from '@plaza/contracts/accounts';
import { solveChallenge } from 'altcha-lib';
// The browser build of the key derivation (Web Crypto); 'algorithms/pbkdf2' is the Node one (node:crypto).
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

import { ApiError, apiRequest } from '../api-client';

/** GET /wps/verification/challenge: a fresh ALTCHA v2 proof-of-work challenge (accepted once, so never cached). */
export function fetchVerificationChallenge(signal?: AbortSignal) {
  return apiRequest({
    method: 'GET',
    path: '/wps/verification/challenge',
    schema: verificationChallengeSchema,
    signal,
  });
}

/**
 * Runs the verification challenge of login and registration (docs/product/wire.md#the-verification-challenge):
 * fetches a challenge, solves it in the browser and returns the `challenge` field to send, base64 of `{challenge,
 * solution}` as the ALTCHA widget submits it (docs/product/wire.md#the-verification-challenge).
 */
export async function solveVerificationChallenge(): Promise<string> {
  const challenge = await fetchVerificationChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) {
    throw new ApiError('unknown.error', '', 0);
  }
  // The challenge and solution are ASCII (hex, base64 and numbers), which btoa encodes directly.
  return btoa(JSON.stringify({ challenge, solution }));
}
