import { z } from 'zod';

/** One wallet of a member: the main wallet, or the wallet kept at a transfer-mode vendor. */
export const walletBalanceSchema = z.object({
  wallet: z.string(),
  vendorCode: z.string().nullable(),
  availBalance: z.number().int(),
});

/** GET /wps/v2/wallets/balance (T): every amount in minor units of `currency`. */
export const balanceSchema = z.object({
  sumBalance: z.number().int(),
  currency: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
  wallets: z.array(walletBalanceSchema),
});
export type Balance = z.infer<typeof balanceSchema>;
