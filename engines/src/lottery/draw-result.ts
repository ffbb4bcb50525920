/**
 * Results of platform-run draws from an issue's random stream (docs/product/lottery-draws.md#results), and
 * the check anyone can run on a published issue. Values are taken in stream order:
 *
 * - Digit games, one value per digit of every number in result-table order: five-digit games (SSC family)
 *   5 values with m = 10; three-dice games (Kuai3 family) 3 values with m = 6, each plus 1; Vietnamese-structure
 *   games every prize number from the special prize down, each digit m = 10, written zero-padded to its
 *   prize's length. A structure's digit range (result-structures.ts) gives m and the offset, so one rule
 *   serves all three, and 4D stand-in draws as well.
 * - Games that draw without replacement (PK10, 11x5, raffles) shuffle their list by Fisher–Yates: for i from
 *   n−1 down to 1, j is the next value with m = i + 1, swap items i and j; the result is the list's order or
 *   its first entries.
 */
import { traceChainToAnchor, verifyChainSeed } from './draw-chain';
import type { DrawStreamInput, WordSource } from './draw-stream';
import { DrawStream, readUniformValue } from './draw-stream';
import type { ResultStructure } from './result-structures';
import { listResultPositions } from './result-structures';

/** How a game turns its stream into a result. */
export type DrawMethod =
  | { readonly kind: 'digits'; readonly structure: ResultStructure }
  | {
      readonly kind: 'shuffle';
      /** The list in its published starting order, e.g. "01" … "10" for PK10. */
      readonly items: readonly string[];
      /** How many entries of the shuffled list are the result (10 for PK10, 5 for 11x5). */
      readonly take: number;
    };

/** Draws every digit of a structure's result table from the stream, in table order. */
export async function drawDigitResult(structure: ResultStructure, source: WordSource): Promise<string[]> {
  const modulus = structure.digitMax - structure.digitMin + 1;
  const result: string[] = [];
  for (const tier of listResultPositions(structure)) {
    let number = '';
    for (let digit = 0; digit < tier.length; digit += 1) {
      number += String((await readUniformValue(source, modulus)) + structure.digitMin);
    }
    result.push(number);
  }
  return result;
}

/** Shuffles a copy of `items` by Fisher–Yates driven by the stream, exactly as the contract orders it. */
export async function shuffleByStream<Item>(items: readonly Item[], source: WordSource): Promise<Item[]> {
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index >= 1; index -= 1) {
    const other = await readUniformValue(source, index + 1);
    const item = shuffled[index];
    const swapped = shuffled[other];
    if (item === undefined || swapped === undefined) {
      throw new RangeError('shuffle index out of range');
    }
    shuffled[index] = swapped;
    shuffled[other] = item;
  }
  return shuffled;
}

/** Applies a draw method to a stream. */
export async function drawResultFromSource(method: DrawMethod, source: WordSource): Promise<string[]> {
  switch (method.kind) {
    case 'digits':
      return drawDigitResult(method.structure, source);
    case 'shuffle': {
      if (!Number.isSafeInteger(method.take) || method.take < 1 || method.take > method.items.length) {
        throw new RangeError('take must be from 1 to the number of items');
      }
      return (await shuffleByStream(method.items, source)).slice(0, method.take);
    }
  }
}

/** The result of one issue from its revealed seed, game code, issue number and beacon. */
export async function deriveIssueResult(input: DrawStreamInput & { method: DrawMethod }): Promise<string[]> {
  return drawResultFromSource(input.method, new DrawStream(input));
}

/** Everything a verification page shows about one issue, step by step. */
export interface DrawVerification {
  /** s_k, SHA-256(s_k), … down to what the anchor must equal (empty when the seed is malformed). */
  chainSteps: string[];
  /** SHA-256 applied `index` times to the seed gives the published anchor. */
  isSeedCommitted: boolean;
  /** The stream blocks the recomputation used, as hex. */
  blocks: string[];
  /** The result recomputed here (empty when the seed is malformed). */
  recomputedResult: string[];
  /** The recomputed result equals the published one, entry by entry. */
  isResultReproduced: boolean;
  /** Both checks hold. */
  isVerified: boolean;
}

/**
 * Recomputes a published issue: checks the revealed seed against the day's anchor, recomputes the result from
 * the seed, and compares it with the published result. Never throws on bad published data; it reports it
 * unverified instead.
 */
export async function verifyIssueDraw(
  input: DrawStreamInput & {
    method: DrawMethod;
    anchor: string;
    /** k, the issue's 1-based place in the day's chain. */
    index: number;
    /** The result as published. */
    result: readonly string[];
  },
): Promise<DrawVerification> {
  const isSeedCommitted = await verifyChainSeed({
    seed: input.seed,
    index: input.index,
    anchor: input.anchor,
  });
  let stream: DrawStream;
  let chainSteps: string[];
  try {
    stream = new DrawStream(input);
    chainSteps =
      Number.isSafeInteger(input.index) && input.index >= 0
        ? await traceChainToAnchor(input.seed, input.index)
        : [];
  } catch {
    return {
      chainSteps: [],
      isSeedCommitted: false,
      blocks: [],
      recomputedResult: [],
      isResultReproduced: false,
      isVerified: false,
    };
  }
  const recomputedResult = await drawResultFromSource(input.method, stream);
  const isResultReproduced =
    recomputedResult.length === input.result.length &&
    recomputedResult.every((value, position) => value === input.result[position]);
  return {
    chainSteps,
    isSeedCommitted,
    blocks: await stream.listBlocks(),
    recomputedResult,
    isResultReproduced,
    isVerified: isSeedCommitted && isResultReproduced,
  };
}
