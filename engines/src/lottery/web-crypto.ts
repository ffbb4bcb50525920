/**
 * The two hash primitives of platform-run draws, SHA-256 and HMAC-SHA256, through Web Crypto
 * (`globalThis.crypto.subtle`), which Node 20 and every browser provide with the same interface. The server
 * draws and the browser verifies with one implementation, so a verifier cannot drift from the code that drew.
 * Everything here is async because Web Crypto is.
 */

/** Named through `globalThis` because Node's typings and the DOM's declare Web Crypto under different names. */
type SubtleCryptoApi = (typeof globalThis)['crypto']['subtle'];

/** A prepared HMAC key (`CryptoKey`). */
export type HmacKey = Awaited<ReturnType<SubtleCryptoApi['importKey']>>;

const HEX_PATTERN = /^(?:[0-9a-fA-F]{2})*$/;

function readSubtleCrypto(): SubtleCryptoApi {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) {
    // Browsers expose Web Crypto only in secure contexts (https or localhost).
    throw new Error('Web Crypto (crypto.subtle) is not available in this context');
  }
  return subtle;
}

/** Decodes hex text (either case) into bytes; refuses odd lengths and non-hex characters. */
export function convertHexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!HEX_PATTERN.test(hex)) {
    throw new RangeError('expected hex text with an even number of characters');
  }
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

/** Encodes bytes as lowercase hex, the form every published seed and anchor takes. */
export function convertBytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) {
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

/** SHA-256 of raw bytes. */
export async function computeSha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await readSubtleCrypto().digest('SHA-256', bytes));
}

/** Prepares an HMAC-SHA256 key once, so a stream of many blocks imports it once. */
export async function importHmacKey(keyBytes: Uint8Array<ArrayBuffer>): Promise<HmacKey> {
  return readSubtleCrypto().importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

/** HMAC-SHA256 of the UTF-8 encoding of `message` under a prepared key. */
export async function computeHmacSha256(key: HmacKey, message: string): Promise<Uint8Array<ArrayBuffer>> {
  const data = new TextEncoder().encode(message);
  return new Uint8Array(await readSubtleCrypto().sign('HMAC', key, data));
}

/** 32 random bytes from the platform's cryptographic generator: the secret end of a day's chain. */
export function createRandomSeedBytes(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}
