import { z } from 'zod';

/**
 * Raffles (docs/product/raffle.md).
 *
 * GET  /wps/raffles                          public  → raffleListSchema (commitment, and once drawn the seed and result)
 * GET  /wps/member/raffles                   member  → raffleListSchema (with the member's tickets)
 * POST /wps/relay/MCS2_claimRafflePromotion  member  claimRaffleRequestSchema → raffleSchema
 *
 * A raffle's draw is committed before tickets open and verifiable as the contract's "Draws anyone can verify" says:
 * anchor = SHA-256(seed) (chain index 1), the stream keyed by the seed over `<code>:1::<j>`, the tickets 1..n
 * shuffled by Fisher–Yates, the first entries winning the prizes in order.
 */

export const RAFFLE_STATUSES = ['OPEN', 'DRAWN'] as const;
export const raffleStatusSchema = z.enum(RAFFLE_STATUSES);

export const raffleSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  drawAt: z.string(),
  validBetPerTicket: z.number().int(),
  maxTicketsPerMember: z.number().int(),
  prizes: z.array(z.number().int()),
  status: raffleStatusSchema,
  ticketCount: z.number().int(),
  chain: z.object({ anchor: z.string(), index: z.literal(1) }),
  beacon: z.literal(''),
  /** s_1 once drawn, else null. */
  seed: z.string().nullable(),
  /** The winning ticket numbers, first prize first, once drawn. */
  result: z.array(z.number().int()).nullable(),
  /** For a member: tickets earned so far (claimed or not) and the numbers of those claimed. */
  earnedTickets: z.number().int().nullable(),
  myTickets: z.array(z.number().int()).nullable(),
});
export type Raffle = z.infer<typeof raffleSchema>;

export const raffleListSchema = z.object({ list: z.array(raffleSchema) });
export type RaffleList = z.infer<typeof raffleListSchema>;

export const claimRaffleRequestSchema = z.object({ raffleId: z.number().int().min(1).max(2_147_483_647) });
