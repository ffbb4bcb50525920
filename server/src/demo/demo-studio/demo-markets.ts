import type { DemoMarketId, DemoOutcome } from '@plaza/contracts/demo-studio';
import { randomInt } from 'node:crypto';

import { DEMO_SLOT_RTP } from './demo-slot';

/**
 * The demo studio's "pick an outcome" rounds, for every DEMO game that is not slot-like: a market of two to four
 * outcomes, each with a probability in basis points (summing to exactly 10,000) and decimal odds of the studio's
 * 96% target divided by the probability, floored to hundredths. Flooring makes 96% an upper bound; the exact
 * return of a pick is its probability times its floored odds, and a game states the range over its outcomes.
 * Payouts are floor(stake × odds) in minor units.
 */
export const DEMO_PROBABILITY_DENOMINATOR = 10_000;
/** The studio's target return, in basis points, before the odds are floored. */
export const DEMO_MARKET_TARGET_RTP = 9_600;

interface OutcomeDefinition {
  id: string;
  /** Basis points of DEMO_PROBABILITY_DENOMINATOR. */
  probability: number;
}

/** Each market's outcomes and their probabilities, in the order the screen shows them. */
export const DEMO_MARKETS: Readonly<Record<DemoMarketId, readonly OutcomeDefinition[]>> = {
  football: [
    { id: 'home', probability: 4_500 },
    { id: 'draw', probability: 2_500 },
    { id: 'away', probability: 3_000 },
  ],
  esports: [
    { id: 'home', probability: 5_200 },
    { id: 'away', probability: 4_800 },
  ],
  cockfight: [
    { id: 'meron', probability: 4_850 },
    { id: 'wala', probability: 4_850 },
    { id: 'draw', probability: 300 },
  ],
  baccarat: [
    { id: 'banker', probability: 4_586 },
    { id: 'player', probability: 4_462 },
    { id: 'tie', probability: 952 },
  ],
  roulette: [
    { id: 'red', probability: 4_865 },
    { id: 'black', probability: 4_865 },
    { id: 'green', probability: 270 },
  ],
  sicbo: [
    { id: 'big', probability: 4_861 },
    { id: 'small', probability: 4_861 },
    { id: 'triple', probability: 278 },
  ],
  dragonTiger: [
    { id: 'dragon', probability: 4_626 },
    { id: 'tiger', probability: 4_626 },
    { id: 'tie', probability: 748 },
  ],
  blackjack: [
    { id: 'player', probability: 4_240 },
    { id: 'dealer', probability: 4_910 },
    { id: 'push', probability: 850 },
  ],
  fish: [
    { id: 'smallFish', probability: 7_000 },
    { id: 'bigFish', probability: 2_500 },
    { id: 'goldenDragon', probability: 500 },
  ],
  cards: [
    { id: 'player', probability: 5_000 },
    { id: 'banker', probability: 5_000 },
  ],
  plinko: [
    { id: 'left', probability: 3_500 },
    { id: 'centre', probability: 3_000 },
    { id: 'right', probability: 3_500 },
  ],
  keno: [
    { id: 'odd', probability: 5_000 },
    { id: 'even', probability: 5_000 },
  ],
};

/** The DEMO games that spin the studio's three-reel slot. */
export const DEMO_SLOT_GAMES: readonly string[] = [
  'DEMO_SLOT',
  'DEMO_SLOT_PHARAOH',
  'DEMO_SLOT_DRAGON',
  'DEMO_SLOT_WILD_WEST',
  'DEMO_SLOT_OCEAN',
  'DEMO_JACKPOT_WHEEL',
  'DEMO_SCRATCH',
];

/** The market of every other DEMO game. */
export const DEMO_GAME_MARKETS: Readonly<Record<string, DemoMarketId>> = {
  DEMO_SPORTSBOOK: 'football',
  DEMO_ESPORTS: 'esports',
  DEMO_COCKFIGHT: 'cockfight',
  DEMO_LIVE_BACCARAT: 'baccarat',
  DEMO_LIVE_ROULETTE: 'roulette',
  DEMO_LIVE_SICBO: 'sicbo',
  DEMO_LIVE_DRAGON_TIGER: 'dragonTiger',
  DEMO_LIVE_BLACKJACK: 'blackjack',
  DEMO_BLACKJACK: 'blackjack',
  DEMO_FISH_HUNTER: 'fish',
  DEMO_FISH_OCEAN_KING: 'fish',
  DEMO_FISH_DRAGON: 'fish',
  DEMO_TEXAS_HOLDEM: 'cards',
  DEMO_TEEN_PATTI: 'cards',
  DEMO_NIU_NIU: 'cards',
  DEMO_RUMMY: 'cards',
  DEMO_VIDEO_POKER: 'cards',
  DEMO_PLINKO: 'plinko',
  DEMO_KENO: 'keno',
};

export type DemoGameKind = { kind: 'slot' } | { kind: 'market'; marketId: DemoMarketId } | { kind: 'none' };

/** Whether a DEMO game spins the slot, picks from a market, or is not one the studio serves. */
export function findDemoGameKind(gameCode: string): DemoGameKind {
  if (DEMO_SLOT_GAMES.includes(gameCode)) {
    return { kind: 'slot' };
  }
  const marketId = Object.hasOwn(DEMO_GAME_MARKETS, gameCode) ? DEMO_GAME_MARKETS[gameCode] : undefined;
  return marketId === undefined ? { kind: 'none' } : { kind: 'market', marketId };
}

/** The odds of an outcome in hundredths: the target return over its probability, floored. */
export function findOddsInHundredths(probability: number): number {
  return Math.floor((DEMO_MARKET_TARGET_RTP * 100) / probability);
}

/** Hundredths as decimal odds text ("2.13"). */
export function formatOdds(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/**
 * The exact return of a pick, in millionths: probability (basis points) times odds (hundredths). Both are
 * integers, so nothing is rounded.
 */
export function findOutcomeReturn(outcome: OutcomeDefinition): number {
  return outcome.probability * findOddsInHundredths(outcome.probability);
}

/** Millionths as a percentage with two to four decimals, exact ("95.85%", "95.8405%"). */
export function formatReturn(millionths: number): string {
  const decimals = String(millionths % 10_000)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${Math.floor(millionths / 10_000)}.${decimals}%`;
}

/** A market's outcomes as the session shows them: id, odds and the exact return of picking it. */
export function describeMarket(marketId: DemoMarketId): DemoOutcome[] {
  return DEMO_MARKETS[marketId].map((outcome) => ({
    id: outcome.id,
    odds: formatOdds(findOddsInHundredths(outcome.probability)),
    rtp: formatReturn(findOutcomeReturn(outcome)),
  }));
}

/** A market's stated return: the range of its outcomes' exact returns, or the one figure when they agree. */
export function describeMarketReturn(marketId: DemoMarketId): string {
  const returns = DEMO_MARKETS[marketId].map(findOutcomeReturn);
  const lowest = Math.min(...returns);
  const highest = Math.max(...returns);
  return lowest === highest ? formatReturn(lowest) : `${formatReturn(lowest)}–${formatReturn(highest)}`;
}

/** The outcome a roll in [0, DEMO_PROBABILITY_DENOMINATOR) lands on, outcomes taking consecutive ranges. */
export function findOutcomeAtRoll(marketId: DemoMarketId, roll: number): string {
  let upper = 0;
  for (const outcome of DEMO_MARKETS[marketId]) {
    upper += outcome.probability;
    if (roll < upper) {
      return outcome.id;
    }
  }
  throw new RangeError(`roll ${roll} outside the market ${marketId}`);
}

/** Draws a market's outcome with the crypto generator, uniform over the basis points. */
export function drawOutcome(marketId: DemoMarketId): string {
  return findOutcomeAtRoll(marketId, randomInt(DEMO_PROBABILITY_DENOMINATOR));
}

/** The odds of an outcome of a market in hundredths, or undefined when the market has no such outcome. */
export function findOutcomeOdds(marketId: DemoMarketId, outcomeId: string): number | undefined {
  const outcome = DEMO_MARKETS[marketId].find((candidate) => candidate.id === outcomeId);
  return outcome === undefined ? undefined : findOddsInHundredths(outcome.probability);
}

/**
 * What a pick pays: floor(stake × odds) when it is the drawn outcome, else 0. The stake is split into whole
 * hundreds and the rest so that the product stays exact in integers.
 */
export function payPick(picked: string, drawn: string, stake: number, oddsInHundredths: number): number {
  if (picked !== drawn) {
    return 0;
  }
  return Math.floor(stake / 100) * oddsInHundredths + Math.floor(((stake % 100) * oddsInHundredths) / 100);
}

/**
 * The return to player the demo studio states for a game in the catalogue, shown on its tile and page before play:
 * the slot's own figure, and for a game of several outcomes the lowest of their returns, floored to 0.01% so the
 * figure is never higher than any bet pays back (the game's own screen shows the whole range). Null for a game the
 * studio does not run.
 */
export function findStatedDemoReturn(gameCode: string): string | null {
  const kind = findDemoGameKind(gameCode);
  if (kind.kind === 'slot') {
    return DEMO_SLOT_RTP;
  }
  if (kind.kind === 'none') {
    return null;
  }
  const lowest = Math.min(...DEMO_MARKETS[kind.marketId].map(findOutcomeReturn));
  const hundredths = Math.floor(lowest / 100);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}%`;
}
