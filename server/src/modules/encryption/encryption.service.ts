import {
  constants,
  createDecipheriv,
  createHash,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
} from 'node:crypto';

import { ENCRYPTED_PAYLOAD_MAX_AGE_MS, encryptedPayloadSchema } from '@plaza/contracts/encryption';
import type { z } from 'zod';

import type { PublicKey } from '@plaza/contracts/system';

import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../http/app-error';
import { parseOrThrow } from '../../http/field-errors';
import {
  insertServerKey,
  insertUsedNonce,
  selectNewestServerKey,
  selectServerKeyById,
} from './encryption.repository';
import type { ServerKeyRow } from './encryption.repository';

/**
 * Returns the deployment's RSA key pair for encrypted payloads (docs/product/wire.md#encrypted-payloads),
 * creating a 2048-bit one on first use. The key is kept in the database so every server process shares it.
 */
export async function ensureServerKey(handle: DatabaseHandle): Promise<ServerKeyRow> {
  const existing = await selectNewestServerKey(handle.db);
  if (existing) {
    return existing;
  }
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key: ServerKeyRow = {
    id: randomBytes(8).toString('hex'),
    publicSpki: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    privatePem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  await insertServerKey(handle.db, key, Date.now());
  const stored = await selectNewestServerKey(handle.db);
  if (!stored) {
    throw new Error('The server key could not be stored');
  }
  return stored;
}

/** The public half as the wire sends it. */
export async function getPublicKey(handle: DatabaseHandle): Promise<PublicKey> {
  const key = await ensureServerKey(handle);
  return { keyId: key.id, spki: key.publicSpki };
}

const CLOCK_SKEW_MS = 60 * 1000;

function decryptToJson(privatePem: string, wrappedKey: string, iv: string, data: string): unknown {
  try {
    const aesKey = privateDecrypt(
      { key: privatePem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(wrappedKey, 'base64'),
    );
    const ivBytes = Buffer.from(iv, 'base64');
    const sealed = Buffer.from(data, 'base64');
    if (aesKey.length !== 32 || ivBytes.length !== 12 || sealed.length < 17) {
      return undefined;
    }
    const decipher = createDecipheriv('aes-256-gcm', aesKey, ivBytes);
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Opens the body of a call marked E and validates the payload with `schema`. A plain body, a payload that
 * does not decrypt, one whose timestamp is older than five minutes (or from the future), and a replayed one
 * are all refused with 400 request_param_err and change nothing (docs/product/wire.md#encrypted-payloads).
 */
export async function openEncryptedBody<T extends z.ZodType>(
  handle: DatabaseHandle,
  body: unknown,
  schema: T,
  now: number = Date.now(),
): Promise<z.infer<T>> {
  const envelope = encryptedPayloadSchema.safeParse(body);
  if (!envelope.success) {
    throw new AppError('request_param_err', { fields: { body: 'validation.invalid' } });
  }
  const key = await selectServerKeyById(handle.db, envelope.data.keyId);
  const payload =
    key && decryptToJson(key.privatePem, envelope.data.key, envelope.data.iv, envelope.data.data);
  if (payload === null || typeof payload !== 'object' || !('timestamp' in payload)) {
    throw new AppError('request_param_err', { fields: { body: 'validation.invalid' } });
  }
  const timestamp = payload.timestamp;
  if (
    typeof timestamp !== 'number' ||
    now - timestamp > ENCRYPTED_PAYLOAD_MAX_AGE_MS ||
    timestamp - now > CLOCK_SKEW_MS
  ) {
    throw new AppError('request_param_err', { fields: { timestamp: 'validation.invalid' } });
  }
  // Checked before the payload is remembered as used: a payload the call refuses leaves no trace.
  const parsed = parseOrThrow(schema, payload);
  const fingerprint = createHash('sha256').update(envelope.data.data).digest('hex');
  const isFirstUse = await claimFingerprint(
    handle,
    fingerprint,
    timestamp + ENCRYPTED_PAYLOAD_MAX_AGE_MS + CLOCK_SKEW_MS,
    now,
  );
  if (!isFirstUse) {
    throw new AppError('request_param_err', { fields: { body: 'validation.invalid' } });
  }
  return parsed;
}

/**
 * Marks a one-use value as used until `expiresAt` (its SHA-256 fingerprint, so the value itself is not kept):
 * true the first time, false for a replay. The encrypted payloads and the login challenge spend theirs here.
 */
export function claimFingerprint(
  handle: DatabaseHandle,
  fingerprint: string,
  expiresAt: number,
  now: number,
): Promise<boolean> {
  return insertUsedNonce(handle.db, fingerprint, expiresAt, now);
}
