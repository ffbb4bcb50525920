/**
 * The exact odds of 8-deck baccarat, by combinatorial enumeration of every ordered sequence of six card
 * values drawn without replacement from a full shoe (10⁶ sequences, weighted by the number of card
 * sequences that give them). Each sequence is played through the same `playBaccaratCoup` the game uses, so
 * the figures prove the code, not a copy of the rules. Cards a coup does not use are still enumerated, which
 * leaves each coup's probability unchanged.
 *
 * Every weight and sum is an integer below 416·415·414·413·412·411 ≈ 5.0 × 10¹⁵ < 2⁵³, so double arithmetic
 * is exact here; the results are returned as fractions.
 */
import type { PlayingCard } from './baccarat';
import { BACCARAT_DECK_COUNT, identifyPlayingCard, playBaccaratCoup } from './baccarat';
import type { Fraction } from './rational';
import { createFraction } from './rational';

export interface BaccaratOdds {
  playerWinProbability: Fraction;
  bankerWinProbability: Fraction;
  tieProbability: Fraction;
  /** Expected return of a unit player bet: 2 on a win, 1 back on a tie. */
  playerReturn: Fraction;
  /** Expected return of a unit banker bet: 1.95 on a win, 1 back on a tie (commission not floored). */
  bankerReturn: Fraction;
  /** Expected return of a unit tie bet: 9 on a tie. */
  tieReturn: Fraction;
}

const DEALT_CARD_COUNT = 6;
const VALUE_COUNT = 10;

/** Computes the exact win, tie and return figures of an 8-deck shoe. */
export function computeBaccaratExactOdds(): BaccaratOdds {
  // One representative card per value: the value is all the tableau reads.
  const cardsByValue: PlayingCard[] = Array.from({ length: VALUE_COUNT }, (_, value) =>
    identifyPlayingCard(value === 0 ? 9 : value - 1),
  );
  // Tens and faces (16 per deck) count 0; ace to nine 4 per deck each.
  const remaining = Array.from({ length: VALUE_COUNT }, (_, value) =>
    value === 0 ? 16 * BACCARAT_DECK_COUNT : 4 * BACCARAT_DECK_COUNT,
  );
  const sequence: PlayingCard[] = [];
  const totals = { player: 0, banker: 0, tie: 0 };

  const enumerate = (weight: number): void => {
    if (sequence.length === DEALT_CARD_COUNT) {
      totals[playBaccaratCoup(sequence).winner] += weight;
      return;
    }
    for (let value = 0; value < VALUE_COUNT; value += 1) {
      const count = remaining[value] ?? 0;
      const card = cardsByValue[value];
      if (count === 0 || card === undefined) {
        continue;
      }
      remaining[value] = count - 1;
      sequence.push(card);
      enumerate(weight * count);
      sequence.pop();
      remaining[value] = count;
    }
  };
  enumerate(1);

  const shoeSize = 52 * BACCARAT_DECK_COUNT;
  let sequenceCount = 1;
  for (let index = 0; index < DEALT_CARD_COUNT; index += 1) {
    sequenceCount *= shoeSize - index;
  }
  if (
    totals.player + totals.banker + totals.tie !== sequenceCount ||
    sequenceCount > Number.MAX_SAFE_INTEGER
  ) {
    throw new Error('baccarat enumeration lost precision');
  }

  const denominator = BigInt(sequenceCount);
  const player = BigInt(totals.player);
  const banker = BigInt(totals.banker);
  const tie = BigInt(totals.tie);
  return {
    playerWinProbability: createFraction(player, denominator),
    bankerWinProbability: createFraction(banker, denominator),
    tieProbability: createFraction(tie, denominator),
    playerReturn: createFraction(2n * player + tie, denominator),
    bankerReturn: createFraction(195n * banker + 100n * tie, 100n * denominator),
    tieReturn: createFraction(9n * tie, denominator),
  };
}
