import { createHash } from 'node:crypto';

/**
 * The day's hash chain built on the server (docs/product/lottery-draws.md, and the engine's
 * draw-chain.ts): s_(k−1) = SHA-256(s_k) over the 32 raw bytes. The engine's `deriveHashChain` computes the same
 * chain through Web Crypto, one awaited digest per link; a fast game's day has 1,440 links, and Node's
 * synchronous hash builds them fifty times faster. lottery-chain.test.ts checks both give the same chain, and
 * every verification (server tests, the browser) goes through the engine.
 */
export function buildHashChain(finalSeedHex: string, length: number): string[] {
  if (!/^[0-9a-f]{64}$/.test(finalSeedHex) || !Number.isSafeInteger(length) || length < 0) {
    throw new RangeError('a chain needs a 64-hex-character seed and a non-negative length');
  }
  const chain = new Array<string>(length + 1);
  chain[length] = finalSeedHex;
  let bytes = Buffer.from(finalSeedHex, 'hex');
  for (let index = length - 1; index >= 0; index -= 1) {
    bytes = createHash('sha256').update(bytes).digest();
    chain[index] = bytes.toString('hex');
  }
  return chain;
}
