import { z } from 'zod';

/**
 * The body of a call marked E (docs/product/wire.md#encrypted-payloads): an AES-256-GCM ciphertext of the JSON
 * payload (tag appended), its 12-byte IV, and the AES key wrapped with the server's RSA-OAEP (SHA-256) key.
 */
export const encryptedPayloadSchema = z.object({
  keyId: z.string().min(1).max(64),
  key: z.string().min(1).max(2048),
  iv: z.string().min(1).max(64),
  data: z.string().min(1).max(262_144),
});
export type EncryptedPayload = z.infer<typeof encryptedPayloadSchema>;

/** How old an encrypted payload's timestamp may be. */
export const ENCRYPTED_PAYLOAD_MAX_AGE_MS = 5 * 60 * 1000;
