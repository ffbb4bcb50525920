/**
 * The browser's hash primitives, Web Crypto's SHA-256 and HMAC-SHA256 over UTF-8 text: all that differs from
 * the server, which hashes with node:crypto; what is hashed and how the digests are read is engines/'s.
 */

const encoder = new TextEncoder();

function toHex(bytes: Uint8Array): string {
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** sha256 of a text, as lowercase hex (the commitment of a server seed is sha256 of its hex text). */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))));
}

/** HMAC-SHA256 of `message` under `key`, both as UTF-8 text, with Web Crypto. */
export async function hmacSha256InBrowser(key: string, message: string): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}
