import { generateKeyPairSync, randomBytes } from 'node:crypto';

import type { PublicKey } from '@plaza/contracts/system';

import type { DatabaseHandle } from '../../db/database';
import { insertServerKey, selectNewestServerKey } from './encryption.repository';
import type { ServerKeyRow } from './encryption.repository';

/**
 * Returns the deployment's RSA key pair for encrypted payloads (api-contract.md "Encrypted payloads"),
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
