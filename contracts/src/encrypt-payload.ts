import type { EncryptedPayload } from './encryption';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) {
    bytes[index] = binary.charCodeAt(index);
  }
  return bytes;
}

/**
 * Encrypts a payload for a call marked E with Web Crypto (browsers and Node alike): a fresh AES-256-GCM key
 * and 12-byte IV, the key wrapped with the server's RSA-OAEP SHA-256 public key
 * (docs/product/wire.md#encrypted-payloads). The payload gets the current `timestamp` the server checks.
 */
export async function encryptPayload(
  publicKey: { keyId: string; spki: string },
  payload: Record<string, unknown>,
  now: number = Date.now(),
): Promise<EncryptedPayload> {
  const subtle = globalThis.crypto.subtle;
  const rsaKey = await subtle.importKey(
    'spki',
    fromBase64(publicKey.spki),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify({ ...payload, timestamp: now }));
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain));
  const rawKey = new Uint8Array(await subtle.exportKey('raw', aesKey));
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey));
  return { keyId: publicKey.keyId, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(sealed) };
}
