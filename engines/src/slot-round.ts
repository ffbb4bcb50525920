/**
 * One slot round as it is bought and paid: the paid spin and every free spin it leads to (retriggers
 * included), each spin drawn from the next nonce. The game server settles a round with this, and the web
 * app's fairness panel replays a round with it, so both read the reels the same way.
 */
import { settleSlotSpin, SLOT_FLOAT_COUNT } from './slot';
import type { SlotMode, SlotSpinOutcome } from './slot';

/**
 * The most spins one round may take. Free spins retrigger rarely enough that a round this long has a chance
 * far below 10⁻³⁰⁰; the bound only keeps a defect from looping for ever.
 */
export const SLOT_ROUND_MAXIMUM_SPINS = 10_000;

export interface SlotRoundSpin extends SlotSpinOutcome {
  mode: SlotMode;
}

export interface SlotRoundOutcome {
  /** The paid spin first, then the free spins in order; spin i used nonce (first nonce + i). */
  spins: SlotRoundSpin[];
  /** Minor units: every spin's payout. */
  payout: number;
}

/**
 * Plays a round for a total bet of `stake`: `floatsOfSpin(i)` answers the SLOT_FLOAT_COUNT floats of spin i
 * (nonce = first nonce + i).
 */
export function playSlotRound(
  stake: number,
  floatsOfSpin: (spinIndex: number) => readonly number[],
): SlotRoundOutcome {
  const paid = settleSlotSpin({ stake, mode: 'base' }, floatsOfSpin(0));
  const spins: SlotRoundSpin[] = [{ ...paid, mode: 'base' }];
  let freeSpinsLeft = paid.freeSpinsAwarded;
  while (freeSpinsLeft > 0 && spins.length < SLOT_ROUND_MAXIMUM_SPINS) {
    const free = settleSlotSpin({ stake, mode: 'free' }, floatsOfSpin(spins.length));
    spins.push({ ...free, mode: 'free' });
    freeSpinsLeft += free.freeSpinsAwarded - 1;
  }
  return { spins, payout: spins.reduce((sum, spin) => sum + spin.payout, 0) };
}

/** Floats one spin of a round consumes. */
export const SLOT_ROUND_FLOATS_PER_SPIN = SLOT_FLOAT_COUNT;
