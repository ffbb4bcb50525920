/**
 * The random stream of a platform-run draw (docs/product/lottery-draws.md#the-random-stream): block j (j = 0, 1, 2, …) is HMAC-SHA256 with key the 32 bytes of the issue's seed s_k over the UTF-8
 * text `<gameCode>:<issueNo>:<beacon>:<j>`; the stream is the blocks one after another, read as unsigned 32-bit
 * big-endian integers u. A value in [0, m) is `u mod m`, skipping every u ≥ floor(2^32 / m) · m, so each value
 * is exactly equally likely (no modulo bias).
 */
import type { HmacKey } from './web-crypto';
import { computeHmacSha256, convertBytesToHex, convertHexToBytes, importHmacKey } from './web-crypto';

const WORD_RANGE = 2 ** 32;
const BLOCK_BYTE_COUNT = 32;
const WORD_BYTE_COUNT = 4;
const SEED_HEX_PATTERN = /^[0-9a-f]{64}$/;

/** Anything that yields 32-bit words in order: the HMAC stream, or a crafted list in a test. */
export interface WordSource {
  /** The next unsigned 32-bit integer of the stream. */
  readNextWord(): Promise<number>;
}

/** What fixes an issue's stream: the revealed seed and the issue's public identifiers. */
export interface DrawStreamInput {
  /** s_k as 64 lowercase hex characters. */
  seed: string;
  gameCode: string;
  issueNo: string;
  /** Public randomness fixed before sales open, or the empty string. */
  beacon: string;
}

/**
 * The largest multiple of m not above 2^32: words at or above it are skipped. For m = 10 it is 4,294,967,290,
 * so the six words 4,294,967,290 … 4,294,967,295 are skipped.
 */
export function computeRejectionLimit(modulus: number): number {
  if (!Number.isSafeInteger(modulus) || modulus < 1 || modulus > WORD_RANGE) {
    throw new RangeError('modulus must be an integer from 1 to 2^32');
  }
  return Math.floor(WORD_RANGE / modulus) * modulus;
}

/** Reads the next value in [0, m) from a stream, skipping the words the contract skips. */
export async function readUniformValue(source: WordSource, modulus: number): Promise<number> {
  const limit = computeRejectionLimit(modulus);
  for (;;) {
    const word = await source.readNextWord();
    if (word < limit) {
      return word % modulus;
    }
  }
}

/** The HMAC stream of one issue, computed a block at a time as words are read. */
export class DrawStream implements WordSource {
  readonly #input: DrawStreamInput;
  // Promises, filled in order, so that words read without awaiting each other still get their own places.
  readonly #blocks: Promise<Uint8Array>[] = [];
  #key: Promise<HmacKey> | undefined;
  #wordIndex = 0;

  constructor(input: DrawStreamInput) {
    if (!SEED_HEX_PATTERN.test(input.seed)) {
      throw new RangeError('seed must be 64 lowercase hex characters (32 bytes)');
    }
    // The message's fields are split by colons; a colon inside the game code or issue number would let two
    // different issues share a message.
    if (input.gameCode.includes(':') || input.issueNo.includes(':')) {
      throw new RangeError('gameCode and issueNo must not contain ":"');
    }
    this.#input = input;
  }

  /** The UTF-8 text HMAC'd for block j. */
  static formatBlockMessage(input: Omit<DrawStreamInput, 'seed'>, blockIndex: number): string {
    return `${input.gameCode}:${input.issueNo}:${input.beacon}:${blockIndex}`;
  }

  /** Every block computed so far, as hex, in order: what a verification page shows. */
  async listBlocks(): Promise<string[]> {
    const blocks = await Promise.all(this.#blocks);
    return blocks.map((block) => convertBytesToHex(block));
  }

  readNextWord(): Promise<number> {
    const wordsPerBlock = BLOCK_BYTE_COUNT / WORD_BYTE_COUNT;
    const blockIndex = Math.floor(this.#wordIndex / wordsPerBlock);
    const offset = (this.#wordIndex % wordsPerBlock) * WORD_BYTE_COUNT;
    this.#wordIndex += 1;
    if (blockIndex === this.#blocks.length) {
      this.#blocks.push(this.#computeBlock(blockIndex));
    }
    const block = this.#blocks[blockIndex];
    if (block === undefined) {
      throw new Error('blocks are computed in order');
    }
    return block.then((bytes) =>
      new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(offset),
    );
  }

  async #computeBlock(blockIndex: number): Promise<Uint8Array> {
    this.#key ??= importHmacKey(convertHexToBytes(this.#input.seed));
    return computeHmacSha256(await this.#key, DrawStream.formatBlockMessage(this.#input, blockIndex));
  }
}
