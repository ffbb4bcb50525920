import { z } from 'zod';

import { typedTextSchema } from './typed-text';

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

/** GCS_merchantWallet (T): isSingle 1 when every vendor plays from the main wallet (seamless). */
export const merchantWalletSchema = z.object({
  isSingle: z.union([z.literal(0), z.literal(1)]),
  /** Vendors that keep their own balance: money is moved to and from them with GCS_walletTransfer. */
  transferVendors: z.array(z.string()),
});
export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

/**
 * GCS_walletTransfer (T): move `amount` between the main wallet ('MAIN') and a transfer-mode vendor's wallet
 * (its vendor code), or `returnAll` to bring every vendor wallet back to the main wallet.
 */
export const walletTransferRequestSchema = z.union([
  z.object({
    fromWallet: typedTextSchema(1, 32),
    toWallet: typedTextSchema(1, 32),
    amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  }),
  z.object({ returnAll: z.literal(true) }),
]);
export type WalletTransferRequest = z.infer<typeof walletTransferRequestSchema>;

/** One transfer with a vendor: COMPLETED, FAILED (nothing moved), or UNKNOWN/PENDING (being checked). */
export const vendorTransferOutcomeSchema = z.object({
  referenceNo: z.string(),
  vendorCode: z.string(),
  direction: z.enum(['in', 'out']),
  amount: z.number().int(),
  status: z.enum(['PENDING', 'COMPLETED', 'FAILED', 'UNKNOWN']),
});
export type VendorTransferOutcome = z.infer<typeof vendorTransferOutcomeSchema>;

export const walletTransferResponseSchema = z.object({
  transfers: z.array(vendorTransferOutcomeSchema),
  balance: balanceSchema,
});
export type WalletTransferResponse = z.infer<typeof walletTransferResponseSchema>;
