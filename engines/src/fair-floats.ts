/**
 * Everything of provably-fair randomness but the hash itself (the scheme is documented in
 * `provably-fair.ts`): which HMAC messages a bet's floats need, how the digests become floats, and how a float
 * picks an index. Kept apart from `provably-fair.ts` (which hashes with node:crypto) so that it imports
 * nothing of Node's: the game server derives floats with these functions over node:crypto's HMAC, and the web
 * app's fairness panel with the very same functions over Web Crypto's, so the two can differ only in the
 * primitive, which RFC 4231 fixes.
 */

/** The three inputs that fix every random byte of one bet. */
export interface FairSeeds {
  /** 64 lowercase hex characters, secret until rotated. */
  serverSeed: string;
  /** Chosen by the player so the house cannot have picked the outcome alone. */
  clientSeed: string;
  /** Counts the bets made with this pair of seeds, from 0. */
  nonce: number;
}

/** HMAC-SHA256 of `message` under `key`, both taken as UTF-8 text: the 32-byte digest. */
export type HmacSha256 = (key: string, message: string) => Uint8Array;

/** The same primitive where it is asynchronous (Web Crypto). */
export type HmacSha256Async = (key: string, message: string) => Promise<Uint8Array>;

/** Bytes one HMAC-SHA256 block gives. */
export const BLOCK_BYTE_COUNT = 32;
const FLOAT_BYTE_COUNT = 4;
const FLOATS_PER_BLOCK = BLOCK_BYTE_COUNT / FLOAT_BYTE_COUNT;
const WORD_RANGE = 2 ** 32;

/**
 * The message of the block for one cursor: `clientSeed:nonce:cursor`. It stays unambiguous even if the client
 * seed holds colons, because the last two fields are integers and can be split off from the right.
 */
export function formatBlockMessage(seeds: FairSeeds, cursor: number): string {
  return `${seeds.clientSeed}:${seeds.nonce}:${cursor}`;
}

/** The messages of the blocks that `count` floats of a bet need, cursor 0 first (eight floats a block). */
export function listFloatBlockMessages(seeds: FairSeeds, count: number): string[] {
  return Array.from({ length: Math.ceil(count / FLOATS_PER_BLOCK) }, (_, cursor) =>
    formatBlockMessage(seeds, cursor),
  );
}

/** The big-endian 32-bit word at `offset` of a block. */
export function readWord(block: Uint8Array, offset: number): number {
  return (
    (block[offset] ?? 0) * 0x1000000 +
    ((block[offset + 1] ?? 0) << 16) +
    ((block[offset + 2] ?? 0) << 8) +
    (block[offset + 3] ?? 0)
  );
}

/**
 * The first `count` floats of the given blocks, four bytes each: b0/256 + b1/256² + b2/256³ + b3/256⁴, which is
 * exactly the big-endian word over 2³² (32 bits fit a double).
 */
export function readFloatsFromBlocks(blocks: readonly Uint8Array[], count: number): number[] {
  const floats: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const block = blocks[Math.floor(index / FLOATS_PER_BLOCK)];
    if (block === undefined || block.length < BLOCK_BYTE_COUNT) {
      throw new RangeError(`block ${Math.floor(index / FLOATS_PER_BLOCK)} is missing or short`);
    }
    floats.push(readWord(block, (index % FLOATS_PER_BLOCK) * FLOAT_BYTE_COUNT) / WORD_RANGE);
  }
  return floats;
}

/** The first `count` floats of a bet, blocks made by `hmac` keyed by the server seed's text. */
export function deriveFloats(seeds: FairSeeds, count: number, hmac: HmacSha256): number[] {
  const blocks = listFloatBlockMessages(seeds, count).map((message) => hmac(seeds.serverSeed, message));
  return readFloatsFromBlocks(blocks, count);
}

/** `deriveFloats` over an asynchronous HMAC (the browser's Web Crypto). */
export async function deriveFloatsAsync(
  seeds: FairSeeds,
  count: number,
  hmac: HmacSha256Async,
): Promise<number[]> {
  const blocks = await Promise.all(
    listFloatBlockMessages(seeds, count).map((message) => hmac(seeds.serverSeed, message)),
  );
  return readFloatsFromBlocks(blocks, count);
}

/**
 * Reads the float a game relies on at `index`, failing loudly when the caller drew too few: a silent
 * fallback would change outcomes.
 */
export function readFloat(floats: readonly number[], index: number): number {
  const float = floats[index];
  if (float === undefined || !(float >= 0 && float < 1)) {
    throw new RangeError(`float ${index} is missing or outside [0, 1)`);
  }
  return float;
}

/**
 * Maps a float to an index in [0, size) the way published verifiers do, `floor(float × size)`. With 2³²
 * float values each index is reached `floor` or `ceil` of 2³²/size times, a relative bias below size/2³²
 * (under 10⁻⁸ for a 416-card shoe), which the games accept to stay checkable by standard tools.
 */
export function pickIndex(float: number, size: number): number {
  return Math.floor(float * size);
}
