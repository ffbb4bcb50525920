import { z } from 'zod';

/**
 * The progressive jackpot (docs/decisions/081-progressive-jackpot.md): a pool fed by a share of every in-house slot
 * stake, won by a slot round whose provably-fair jackpot draw is 0 (engines/src/jackpot.ts). Amounts in minor units
 * of `currency`.
 */
export const jackpotWinSchema = z.object({
  /** The winner's masked name. */
  displayName: z.string(),
  amount: z.number().int(),
  /** ISO 8601. */
  wonAt: z.string(),
  /** The winning in-house round, to verify once its server seed is revealed; null for the demo's history. */
  roundId: z.string().nullable(),
});
export type JackpotWin = z.infer<typeof jackpotWinSchema>;

/** GET /lgw/jackpot (public): the pool now, its rules and its latest wins, newest first. */
export const jackpotSchema = z.object({
  currency: z.string(),
  amount: z.number().int(),
  /** The share of each in-house slot stake the pool receives, in basis points (100 = 1 %). */
  shareBasisPoints: z.number().int(),
  /** A slot round wins with one chance in `oneIn`. */
  oneIn: z.number().int(),
  /** What the pool starts again from after a win. */
  seedAmount: z.number().int(),
  wins: z.array(jackpotWinSchema),
});
export type Jackpot = z.infer<typeof jackpotSchema>;

/**
 * What the live streams send (docs/decisions/082-live-wallet-events.md), one server-sent event each: `wallet` tells a
 * member's tabs their money changed (they refetch it); `jackpot` carries the pool's amount, and the win when one
 * emptied it.
 */
export const jackpotEventSchema = z.object({
  amount: z.number().int(),
  win: jackpotWinSchema.nullable(),
});
export type JackpotEvent = z.infer<typeof jackpotEventSchema>;
