import { z } from 'zod';

/**
 * The demo studio (vendor DEMO), the demo deployment's stand-in for a third-party game studio: its game page
 * at /play/DEMO calls its own server under /demo-studio/DEMO/api/…, which moves money only through the seamless
 * wallet API signed with DEMO's secret (docs/decisions/012-in-house-games.md). Only DEMO_SLOT is playable.
 */

/** The one DEMO game with a real game behind it. */
export const DEMO_PLAYABLE_GAME = 'DEMO_SLOT';

/** Symbols on the demo slot's three reels. */
export const DEMO_SLOT_SYMBOLS = ['seven', 'bar', 'bell', 'lemon', 'cherry'] as const;
export type DemoSlotSymbol = (typeof DEMO_SLOT_SYMBOLS)[number];

const launchToken = z.string().min(1).max(255);

export const demoSessionRequestSchema = z.object({ token: launchToken, gameCode: z.string().min(1).max(64) });
export type DemoSessionRequest = z.infer<typeof demoSessionRequestSchema>;
export const demoSessionSchema = z.object({
  playerId: z.string(),
  currency: z.string(),
  balance: z.number().int(),
  gameCode: z.string(),
  /** False for every DEMO game but DEMO_SLOT: the page says so instead of pretending to play. */
  isPlayable: z.boolean(),
  minBet: z.number().int(),
  maxBet: z.number().int(),
  /** The studio's stated return to player, exact. */
  rtp: z.string(),
});
export type DemoSession = z.infer<typeof demoSessionSchema>;

export const demoSpinRequestSchema = z.object({
  token: launchToken,
  stake: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type DemoSpinRequest = z.infer<typeof demoSpinRequestSchema>;
export const demoSpinSchema = z.object({
  roundId: z.string(),
  reels: z.array(z.enum(DEMO_SLOT_SYMBOLS)).length(3),
  stake: z.number().int(),
  payout: z.number().int(),
  balance: z.number().int(),
});
export type DemoSpin = z.infer<typeof demoSpinSchema>;
