import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** Solves a challenge the way the ALTCHA widget does and returns the `challenge` field to submit. */
export async function solveChallengeField(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) {
    throw new Error('The challenge could not be solved');
  }
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
