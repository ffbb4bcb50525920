import type { RegisterRequest } from '@plaza/contracts/registration';

import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../http/app-error';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { verifyIdToken } from './id-token';
import { readTokenKeyId } from './identity-provider-client';
import type { KeySetCache } from './identity-provider-client';

/**
 * The third-party phone check of registration (docs/product/registration.md#the-third-party-phone-check): given the
 * service's channel and the ID token it issued once the visitor confirmed a number, the number confirmed (E.164), or
 * a refusal.
 */
export type PhoneCheck = (
  check: { channel: string | undefined; idToken: string },
  now: number,
) => Promise<string>;

/**
 * The phone check of the deployment's `phoneCheck` setting: an ID token of the configured issuer for the configured
 * audience, signed by a key of its set, whose `phone_number` is the number confirmed (how Firebase's phone sign-in
 * answers; the demo deployment's stand-in provider answers the same way). None configured: refused.
 */
export function createPhoneCheck(handle: DatabaseHandle, keySets: KeySetCache): PhoneCheck {
  return async ({ idToken }, now) => {
    const settings = (await getDeploymentSettings(handle)).phoneCheck;
    if (settings === null) {
      throw new AppError('operation.not.enabled');
    }
    const keys = await keySets.read(settings.jwksUri, readTokenKeyId(idToken), now);
    const claims = verifyIdToken(idToken, keys, {
      issuer: settings.issuer,
      audience: settings.audience,
      now,
    });
    if (claims.phoneNumber === null) {
      throw new AppError('social.token.invalid');
    }
    return claims.phoneNumber;
  };
}

/** Refuses a registration whose phone the third-party check did not confirm as the number typed. */
export async function requireCheckedPhone(
  checkPhone: PhoneCheck | undefined,
  request: Pick<RegisterRequest, 'firebaseChannel' | 'firebaseIdToken'>,
  expectedPhone: string,
  now: number,
): Promise<void> {
  if (checkPhone === undefined || request.firebaseIdToken === undefined) {
    throw new AppError('operation.not.enabled');
  }
  const phone = await checkPhone({ channel: request.firebaseChannel, idToken: request.firebaseIdToken }, now);
  if (phone !== expectedPhone) {
    throw new AppError('verification.code.invalid');
  }
}
