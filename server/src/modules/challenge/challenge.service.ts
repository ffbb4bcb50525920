import { createHash, randomBytes } from 'node:crypto';

import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { verificationChallengeSchema } from '@plaza/contracts/accounts';
import { z } from 'zod';

import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../http/app-error';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { claimFingerprint } from '../encryption/encryption.service';
import { insertServerSecret, selectServerSecret } from './challenge.repository';

const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
/** PBKDF2 rounds per guess and the range of the secret counter: about half a second of a phone's work. */
const CHALLENGE_COST = 100;
const COUNTER_RANGE = [2000, 5000] as const;

async function ensureSecret(handle: DatabaseHandle, name: string): Promise<string> {
  const existing = await selectServerSecret(handle.db, name);
  if (existing !== undefined) {
    return existing;
  }
  await insertServerSecret(handle.db, name, randomBytes(32).toString('base64url'), Date.now());
  const stored = await selectServerSecret(handle.db, name);
  if (stored === undefined) {
    throw new Error(`The secret ${name} could not be stored`);
  }
  return stored;
}

async function getChallengeSecrets(handle: DatabaseHandle) {
  return {
    hmacSignatureSecret: await ensureSecret(handle, 'altcha-signature'),
    hmacKeySignatureSecret: await ensureSecret(handle, 'altcha-key-signature'),
  };
}

/** A new signed ALTCHA v2 proof-of-work challenge (GET /wps/verification/challenge). */
export async function createVerificationChallenge(
  handle: DatabaseHandle,
  now: number = Date.now(),
): Promise<Challenge> {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: CHALLENGE_COST,
    counter: randomInt(COUNTER_RANGE[0], COUNTER_RANGE[1]),
    deriveKey,
    expiresAt: new Date(now + CHALLENGE_LIFETIME_MS),
    ...(await getChallengeSecrets(handle)),
  });
}

const submittedChallengeSchema = z.object({
  challenge: verificationChallengeSchema,
  solution: z.object({ counter: z.number().int(), derivedKey: z.string() }).loose(),
});

/**
 * Checks the `challenge` field of a login or registration: base64 of `{challenge, solution}` as the ALTCHA
 * widget submits it, signed by this server, unexpired, solved, and not used before. Refuses with
 * verification.required; does nothing when the deployment turned the challenge off.
 */
export async function requireSolvedChallenge(
  handle: DatabaseHandle,
  field: string | undefined,
  now: number = Date.now(),
): Promise<void> {
  if (!(await getDeploymentSettings(handle)).isChallengeEnabled) {
    return;
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(field ?? '', 'base64').toString('utf8'));
  } catch {
    throw new AppError('verification.required');
  }
  const submitted = submittedChallengeSchema.safeParse(decoded);
  if (!submitted.success) {
    throw new AppError('verification.required');
  }
  const result = await verifySolution({
    challenge: submitted.data.challenge,
    solution: submitted.data.solution,
    deriveKey,
    ...(await getChallengeSecrets(handle)),
  });
  if (!result.verified) {
    throw new AppError('verification.required');
  }
  const fingerprint = createHash('sha256')
    .update(`altcha:${submitted.data.challenge.parameters.nonce}`)
    .digest('hex');
  if (!(await claimFingerprint(handle, fingerprint, now + CHALLENGE_LIFETIME_MS, now))) {
    throw new AppError('verification.required');
  }
}
