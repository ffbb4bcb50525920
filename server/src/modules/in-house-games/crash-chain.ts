import { hashHexText } from '@plaza/engines/crash';

/** Every this many links one hash is kept, so any game's hash is at most this many sha256 away. */
const CHECKPOINT_EVERY = 1_000;

/**
 * The game hashes of a committed chain (engines/src/crash.ts: game n's hash is sha256 applied
 * length − n + 1 times to the secret seed), without holding them all: one pass over the chain keeps every
 * thousandth link, and a game's hash is recomputed from the nearest one. 100,000 games cost one pass of
 * 100,000 sha256 (about a tenth of a second) when the chain is committed or the server starts, then at most
 * a thousand per game.
 */
export class CrashChainHashes {
  /** sha256 of game 1's hash, published before any game. */
  readonly terminatingHash: string;
  private readonly checkpoints: string[];

  constructor(
    seed: string,
    readonly length: number,
  ) {
    const checkpoints = [seed];
    let hash = seed;
    for (let step = 1; step <= length; step += 1) {
      hash = hashHexText(hash);
      if (step % CHECKPOINT_EVERY === 0) {
        checkpoints.push(hash);
      }
    }
    this.checkpoints = checkpoints;
    this.terminatingHash = hashHexText(hash);
  }

  /** The hash of game `gameNumber` (1 to length) in play order. */
  getGameHash(gameNumber: number): string {
    if (!Number.isSafeInteger(gameNumber) || gameNumber < 1 || gameNumber > this.length) {
      throw new RangeError(`the chain has no game ${gameNumber}`);
    }
    const steps = this.length - gameNumber + 1;
    let hash = this.checkpoints[Math.floor(steps / CHECKPOINT_EVERY)];
    if (hash === undefined) {
      throw new Error('crash chain: missing checkpoint');
    }
    for (let step = 0; step < steps % CHECKPOINT_EVERY; step += 1) {
      hash = hashHexText(hash);
    }
    return hash;
  }
}
