import { randomInt } from 'node:crypto';

import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import type { FastifyInstance } from 'fastify';

import type { DatabaseHandle } from '../db/database';
import { createMember } from '../modules/accounts/accounts.service';
import { saveDeploymentSettings } from '../modules/deployment/deployment.service';
import { getPublicKey } from '../modules/encryption/encryption.service';

/** A private address of its own for each login, so that many logins stay under the per-address rate limits. */
function randomAddress(): string {
  return `10.${randomInt(100, 200)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** Turns off what stands between a test and a login: the proof-of-work challenge and region rules. */
export async function relaxLoginChecks(handle: DatabaseHandle): Promise<void> {
  await saveDeploymentSettings(handle, { isChallengeEnabled: false, allowedRegions: [] });
}

/**
 * Creates a member (type 0 unless told) and logs it in through POST /wps/session/login; answers its id and
 * session token. Call relaxLoginChecks first.
 */
export async function createLoggedInMember(
  app: FastifyInstance,
  handle: DatabaseHandle,
  username: string,
  options: { type?: number } = {},
): Promise<{ memberId: number; token: string }> {
  const password = 'Secret1234';
  const memberId = await createMember(handle, {
    username,
    password,
    type: options.type ?? 0,
    isFirstLogin: false,
  });
  const response = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: randomAddress(),
    payload: await encryptPayload(await getPublicKey(handle), { username, password }),
  });
  const body = response.json<{ success: boolean; value?: { token: string } }>();
  if (!body.success || body.value === undefined) {
    throw new Error(`member login failed: ${response.body}`);
  }
  return { memberId, token: body.value.token };
}

/** Starts a trial (type 4) member through POST /wps/session/login/freeplay; answers its id and token. */
export async function createTrialMember(
  app: FastifyInstance,
  handle: DatabaseHandle,
): Promise<{ memberId: number; token: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    remoteAddress: randomAddress(),
    payload: await encryptPayload(await getPublicKey(handle), { os: 'linux', platform: 'W' }),
  });
  const body = response.json<{ success: boolean; value?: { token: string; userInfo: { id: number } } }>();
  if (!body.success || body.value === undefined) {
    throw new Error(`trial login failed: ${response.body}`);
  }
  return { memberId: body.value.userInfo.id, token: body.value.token };
}
