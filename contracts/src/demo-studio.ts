import { z } from 'zod';

/**
 * The demo studio (vendor DEMO), the demo deployment's stand-in for a third-party game studio: its game page
 * at /play/DEMO calls its own server under /demo-studio/DEMO/api/…, which moves money only through the seamless
 * wallet API signed with DEMO's secret (docs/decisions/012-in-house-games.md). Every DEMO game plays: the
 * slot-like ones spin the studio's three-reel slot, every other one is a "pick an outcome" market fitting its
 * category (a match, a table's side bet, a fish to aim at, a hand against the banker's).
 */

/** Symbols on the demo slot's three reels. */
export const DEMO_SLOT_SYMBOLS = ['seven', 'bar', 'bell', 'lemon', 'cherry'] as const;
export type DemoSlotSymbol = (typeof DEMO_SLOT_SYMBOLS)[number];

/** The markets of the demo studio's non-slot games; the web names each market and its outcomes. */
export const DEMO_MARKET_IDS = [
  'football',
  'esports',
  'cockfight',
  'baccarat',
  'roulette',
  'sicbo',
  'dragonTiger',
  'blackjack',
  'fish',
  'cards',
  'plinko',
  'keno',
] as const;
export type DemoMarketId = (typeof DEMO_MARKET_IDS)[number];

const launchToken = z.string().min(1).max(255);
const gameCode = z.string().min(1).max(64);
const stake = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const demoSessionRequestSchema = z.object({ token: launchToken, gameCode });
export type DemoSessionRequest = z.infer<typeof demoSessionRequestSchema>;

export const demoOutcomeSchema = z.object({
  /** Unique within its market (`home`, `banker`, `goldenDragon`, …). */
  id: z.string(),
  /** Decimal odds, the stake included, as text with two decimals ("2.13"). */
  odds: z.string(),
  /** The exact return of a pick of this outcome: its probability times its odds ("95.85%"). */
  rtp: z.string(),
});
export type DemoOutcome = z.infer<typeof demoOutcomeSchema>;

export const demoSessionSchema = z.object({
  playerId: z.string(),
  currency: z.string(),
  balance: z.number().int(),
  gameCode: z.string(),
  /** The game's name from the catalogue, in the request's language. */
  gameName: z.string(),
  /** True for every DEMO game the studio serves (each is a slot or a market); kept for callers that ask. */
  isPlayable: z.boolean(),
  /** `slot` spins the three-reel slot (POST …/spin); `market` picks one of `market.outcomes` (POST …/pick). */
  kind: z.enum(['slot', 'market']),
  /** The market of a `market` game, null for a slot. */
  market: z
    .object({ id: z.enum(DEMO_MARKET_IDS), outcomes: z.array(demoOutcomeSchema).min(2).max(4) })
    .nullable(),
  minBet: z.number().int(),
  maxBet: z.number().int(),
  /**
   * The game's return to player, exact: the slot's, or a market's range over its outcomes ("95.85%–96.00%"),
   * each outcome's odds being floored to hundredths below the studio's 96% target.
   */
  rtp: z.string(),
});
export type DemoSession = z.infer<typeof demoSessionSchema>;

export const demoSpinRequestSchema = z.object({ token: launchToken, gameCode, stake });
export type DemoSpinRequest = z.infer<typeof demoSpinRequestSchema>;
export const demoSpinSchema = z.object({
  roundId: z.string(),
  reels: z.array(z.enum(DEMO_SLOT_SYMBOLS)).length(3),
  stake: z.number().int(),
  payout: z.number().int(),
  balance: z.number().int(),
});
export type DemoSpin = z.infer<typeof demoSpinSchema>;

export const demoPickRequestSchema = z.object({
  token: launchToken,
  gameCode,
  /** One of the game's market outcome ids; any other is refused (400 request_param_err). */
  outcome: z.string().min(1).max(32),
  stake,
});
export type DemoPickRequest = z.infer<typeof demoPickRequestSchema>;
export const demoPickSchema = z.object({
  roundId: z.string(),
  /** The outcome the player picked. */
  outcome: z.string(),
  /** The outcome the studio drew. */
  drawn: z.string(),
  odds: z.string(),
  stake: z.number().int(),
  /** floor(stake × odds) when the pick is drawn, else 0. */
  payout: z.number().int(),
  balance: z.number().int(),
});
export type DemoPick = z.infer<typeof demoPickSchema>;
