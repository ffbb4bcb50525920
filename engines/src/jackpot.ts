/**
 * The progressive jackpot's two rules (docs/decisions/081-progressive-jackpot.md), pure so that anyone can replay
 * them:
 *
 * - Contribution: each in-house slot stake adds `shareBasisPoints` ten-thousandths of itself to the pool, in whole
 *   minor units; what a stake's share leaves below one minor unit is carried, in ten-thousandths of a minor unit,
 *   to the next stake, so the pool receives exactly floor(total stakes × share / 10 000) over any run of stakes.
 * - Win: a slot round wins the pool when the jackpot draw of its provably-fair seeds is 0 among `oneIn` values.
 *   Block j (j = 0, 1, …) is HMAC-SHA256 with key the server seed's hex text (as every in-house draw) over the
 *   UTF-8 text `<clientSeed>:<nonce>:jackpot:<j>`; the blocks are read as unsigned 32-bit big-endian words u, and
 *   the draw is the first `u mod oneIn` with u < floor(2³² / oneIn) · oneIn (the lottery's unbiased rule of
 *   docs/product/lottery-draws.md#the-random-stream). The round's nonce is its first nonce, so the draw is fixed
 *   by the seeds committed before the bet and checkable once the server seed is revealed.
 */
import type { FairSeeds, HmacSha256, HmacSha256Async } from './fair-floats';
import { BLOCK_BYTE_COUNT, readWord } from './fair-floats';

/** Ten-thousandths: a share of 100 basis points is 1 %. */
export const BASIS_POINTS = 10_000;
const WORD_RANGE = 2 ** 32;
/** Blocks tried before giving up: each rejects all eight words with probability below 2⁻²⁵⁶ for any `oneIn`. */
const MAX_BLOCKS = 64;

/** What one stake adds to the pool, and the carry the next stake starts from. */
export interface Contribution {
  amount: number;
  carry: number;
}

/**
 * The pool's share of one stake: floor((stake × share + carry) / 10 000) minor units, the rest carried. `carry`
 * is in ten-thousandths of a minor unit, from 0 to 9 999.
 */
export function splitContribution(stake: number, shareBasisPoints: number, carry: number): Contribution {
  if (!Number.isSafeInteger(stake) || stake < 0) {
    throw new RangeError('stake must be a non-negative integer of minor units');
  }
  if (!Number.isSafeInteger(shareBasisPoints) || shareBasisPoints < 0 || shareBasisPoints > BASIS_POINTS) {
    throw new RangeError('share must be an integer from 0 to 10 000 basis points');
  }
  if (!Number.isSafeInteger(carry) || carry < 0 || carry >= BASIS_POINTS) {
    throw new RangeError('carry must be an integer from 0 to 9 999');
  }
  const total = BigInt(stake) * BigInt(shareBasisPoints) + BigInt(carry);
  return { amount: Number(total / BigInt(BASIS_POINTS)), carry: Number(total % BigInt(BASIS_POINTS)) };
}

function checkOneIn(oneIn: number): void {
  if (!Number.isSafeInteger(oneIn) || oneIn < 1 || oneIn > WORD_RANGE) {
    throw new RangeError('oneIn must be an integer from 1 to 2^32');
  }
}

/** The message of jackpot block `j` of a round. */
export function formatJackpotMessage(seeds: FairSeeds, block: number): string {
  return `${seeds.clientSeed}:${seeds.nonce}:jackpot:${block}`;
}

/**
 * How a round's jackpot draw came out, step by step, for a verifier to show: the block and the word of it that was
 * taken, the limit a word must be below to be taken, and the value (the round wins when it is 0).
 */
export interface JackpotDrawTrace {
  /** The HMAC message of the block the value came from. */
  message: string;
  block: number;
  /** Which 32-bit word of the block (0 to 7). */
  wordIndex: number;
  word: number;
  /** floor(2³² / oneIn) · oneIn: words from here up are skipped, so that every value is equally likely. */
  acceptedLimit: number;
  /** word mod oneIn, from 0 to oneIn − 1. */
  value: number;
  isWin: boolean;
}

function traceBlock(
  block: Uint8Array,
  oneIn: number,
  at: { block: number; message: string },
): JackpotDrawTrace | undefined {
  const acceptedLimit = WORD_RANGE - (WORD_RANGE % oneIn);
  for (let offset = 0; offset < BLOCK_BYTE_COUNT; offset += 4) {
    const word = readWord(block, offset);
    if (word < acceptedLimit) {
      const value = word % oneIn;
      return { ...at, wordIndex: offset / 4, word, acceptedLimit, value, isWin: value === 0 };
    }
  }
  return undefined;
}

/** The round's jackpot draw with how it was reached; `value` is in [0, oneIn) and the round wins when it is 0. */
export function traceJackpotDraw(seeds: FairSeeds, oneIn: number, hmac: HmacSha256): JackpotDrawTrace {
  checkOneIn(oneIn);
  for (let block = 0; block < MAX_BLOCKS; block += 1) {
    const message = formatJackpotMessage(seeds, block);
    const trace = traceBlock(hmac(seeds.serverSeed, message), oneIn, { block, message });
    if (trace !== undefined) {
      return trace;
    }
  }
  throw new Error('jackpot draw: no word accepted');
}

/** `traceJackpotDraw` over an asynchronous HMAC (the browser's Web Crypto), for a verifier page. */
export async function traceJackpotDrawAsync(
  seeds: FairSeeds,
  oneIn: number,
  hmac: HmacSha256Async,
): Promise<JackpotDrawTrace> {
  checkOneIn(oneIn);
  for (let block = 0; block < MAX_BLOCKS; block += 1) {
    const message = formatJackpotMessage(seeds, block);
    const trace = traceBlock(await hmac(seeds.serverSeed, message), oneIn, { block, message });
    if (trace !== undefined) {
      return trace;
    }
  }
  throw new Error('jackpot draw: no word accepted');
}

/** The round's jackpot draw, a value in [0, oneIn); the round wins the pool when it is 0. */
export function drawJackpot(seeds: FairSeeds, oneIn: number, hmac: HmacSha256): number {
  return traceJackpotDraw(seeds, oneIn, hmac).value;
}

/** `drawJackpot` over an asynchronous HMAC (the browser's Web Crypto). */
export async function drawJackpotAsync(
  seeds: FairSeeds,
  oneIn: number,
  hmac: HmacSha256Async,
): Promise<number> {
  return (await traceJackpotDrawAsync(seeds, oneIn, hmac)).value;
}

/** What the game server recorded of a round's jackpot draw: the rule then, the value drawn, and whether it won. */
export interface JackpotDrawRecord {
  oneIn: number;
  draw: number;
  isWin: boolean;
}

/** A round's jackpot draw recomputed from its seeds beside the server's record of it. */
export interface JackpotDrawCheck {
  /** The draw as the seeds make it; null when the rule recorded cannot be drawn (a one-in out of range). */
  trace: JackpotDrawTrace | null;
  /** The recomputed value and outcome (won or not) are the recorded ones. */
  isMatch: boolean;
}

/**
 * The verifier's check of a round's jackpot draw (in the browser, over Web Crypto): the draw recomputed from the
 * seeds under the rule the server recorded, and whether it gives the recorded value and the recorded outcome.
 */
export async function checkJackpotDrawAsync(
  seeds: FairSeeds,
  record: JackpotDrawRecord,
  hmac: HmacSha256Async,
): Promise<JackpotDrawCheck> {
  let trace: JackpotDrawTrace;
  try {
    trace = await traceJackpotDrawAsync(seeds, record.oneIn, hmac);
  } catch {
    return { trace: null, isMatch: false };
  }
  return { trace, isMatch: trace.value === record.draw && trace.isWin === record.isWin };
}

/** Whether a round with these seeds wins the pool at one chance in `oneIn`. */
export function isJackpotWin(seeds: FairSeeds, oneIn: number, hmac: HmacSha256): boolean {
  return drawJackpot(seeds, oneIn, hmac) === 0;
}
