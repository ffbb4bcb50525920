import { z } from 'zod';

/**
 * The transfer-wallet protocol: how the platform moves a player's money to and from a vendor that keeps its own
 * balance (docs/decisions/010-vendor-wallet.md). The platform calls POST <apiUrl>/balance, /transfer and
 * /transfer/status with JSON signed like the seamless wallet (X-Signature = hex HMAC-SHA256 of the raw body
 * with the vendor's secret). A transfer is idempotent at the vendor by `referenceNo`.
 */
export const vendorBalanceRequestSchema = z.object({ playerId: z.string(), currency: z.string() });
export const vendorBalanceAnswerSchema = z.object({
  status: z.string(),
  balance: z.number().int().optional(),
});

export const TRANSFER_DIRECTIONS = ['in', 'out'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

export const vendorTransferRequestSchema = z.object({
  referenceNo: z.string().min(1).max(64),
  playerId: z.string().min(1),
  currency: z.string(),
  /** 'in': money arrives at the vendor; 'out': it leaves the vendor back to the platform. */
  direction: z.enum(TRANSFER_DIRECTIONS),
  amount: z.number().int().positive(),
});
export type VendorTransferRequest = z.infer<typeof vendorTransferRequestSchema>;

/** 'OK' (done), 'INSUFFICIENT_FUNDS' (an 'out' for more than the player holds there), 'INVALID_REQUEST'. */
export const vendorTransferAnswerSchema = z.object({
  status: z.enum(['OK', 'INSUFFICIENT_FUNDS', 'INVALID_REQUEST', 'INVALID_SIGNATURE']),
  balance: z.number().int().optional(),
});

export const vendorTransferStatusRequestSchema = z.object({ referenceNo: z.string().min(1).max(64) });
/** What became of a transfer the platform never heard back about. */
export const vendorTransferStatusAnswerSchema = z.object({
  status: z.enum(['COMPLETED', 'FAILED', 'NOT_FOUND']),
});
