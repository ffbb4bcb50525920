import { z } from 'zod';

/**
 * The seamless wallet API that game vendors call (docs/product/vendor-wallet.md#the-vendor-wallet-api): POST JSON
 * to /gateway/seamless/<VENDOR_CODE>/<operation>, signed with X-Signature = hex HMAC-SHA256(raw body, secret).
 */
export const SEAMLESS_OPERATIONS = ['balance', 'bet', 'win', 'rollback'] as const;
export type SeamlessOperation = (typeof SEAMLESS_OPERATIONS)[number];

export const SEAMLESS_STATUSES = [
  'OK',
  'INSUFFICIENT_FUNDS',
  'INVALID_TOKEN',
  'INVALID_SIGNATURE',
  'PLAYER_BLOCKED',
  'INVALID_REQUEST',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_NOT_FOUND',
  'TRANSACTION_ROLLED_BACK',
  'INTERNAL_ERROR',
] as const;
export type SeamlessStatus = (typeof SEAMLESS_STATUSES)[number];

/** The header that carries the request's signature. */
export const SEAMLESS_SIGNATURE_HEADER = 'x-signature';

const identifier = z.string().trim().min(1).max(128);
const amount = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** `balance`: a launch token alone (the vendor learns who plays), or a player id. */
export const seamlessBalanceRequestSchema = z
  .object({
    requestId: identifier,
    token: z.string().min(1).max(255).optional(),
    playerId: identifier.optional(),
    currency: z.string().min(3).max(8).optional(),
    gameCode: identifier.optional(),
  })
  .refine((body) => body.token !== undefined || body.playerId !== undefined, {
    message: 'token or playerId',
  });
export type SeamlessBalanceRequest = z.infer<typeof seamlessBalanceRequestSchema>;

const moneyCall = {
  requestId: identifier,
  playerId: identifier,
  currency: z.string().min(3).max(8),
  gameCode: identifier,
  roundId: identifier,
  transactionId: identifier,
};

/** `bet`: takes `amount` from the player; needs the launch token. */
export const seamlessBetRequestSchema = z.object({
  ...moneyCall,
  token: z.string().min(1).max(255),
  amount: amount.refine((value) => value > 0, { message: 'positive' }),
});
export type SeamlessBetRequest = z.infer<typeof seamlessBetRequestSchema>;

/** `win`: pays `amount` (zero settles a lost round); the token may have expired. */
export const seamlessWinRequestSchema = z.object({
  ...moneyCall,
  token: z.string().max(255).optional(),
  amount,
  refTransactionId: identifier.optional(),
});
export type SeamlessWinRequest = z.infer<typeof seamlessWinRequestSchema>;

/** `rollback`: reverses exactly what the referenced bet moved, once; `amount`, when sent, is informative. */
export const seamlessRollbackRequestSchema = z.object({
  ...moneyCall,
  token: z.string().max(255).optional(),
  amount: amount.optional(),
  refTransactionId: identifier,
});
export type SeamlessRollbackRequest = z.infer<typeof seamlessRollbackRequestSchema>;

/** Every answer, HTTP 200 for each business outcome. */
export const seamlessResponseSchema = z.object({
  status: z.enum(SEAMLESS_STATUSES),
  balance: z.number().int().optional(),
  transactionId: z.string().optional(),
  platformTransactionId: z.string().optional(),
  playerId: z.string().optional(),
  currency: z.string().optional(),
});
export type SeamlessResponse = z.infer<typeof seamlessResponseSchema>;
