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

/** GET /lgw/jackpot/wins/<roundId>: the round id of a win. */
export const jackpotWinParamsSchema = z.object({ roundId: z.string().trim().min(1).max(64) });

/**
 * GET /lgw/jackpot/wins/<roundId> (public): what anyone needs to check a jackpot win in the browser
 * (engines/src/jackpot.ts): the winning round's seeds (the server seed once its player rotated it: until then only its
 * hash, committed before the round), the rule it was drawn under and the value recorded.
 */
export const jackpotWinProofSchema = jackpotWinSchema.extend({
  roundId: z.string(),
  oneIn: z.number().int().positive(),
  draw: z.number().int().nonnegative(),
  serverSeedHash: z.string(),
  /** Null until the winner's seed is rotated out (revealed). */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
});
export type JackpotWinProof = z.infer<typeof jackpotWinProofSchema>;
