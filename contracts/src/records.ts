import { z } from 'zod';

/**
 * Member-center records (docs/product/records.md): the account record (transactionHistory), personal profit and
 * loss (personalProfit) and bonus details. Paths: docs/decisions/007-payments-and-records.md.
 */

/** The longest time range one records query may cover, in days (the web's presets go to 30). */
export const RECORDS_MAX_RANGE_DAYS = 93;
/**
 * The range a records query covers when it names none: the last 7 days, a preset of the records pages
 * (docs/product/records.md#ranges-and-pages).
 */
export const RECORDS_DEFAULT_RANGE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Query fields of a page: 1-based page number and page size. */
export const pageQueryShape = {
  pageNum: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
};

/** Query fields of a time range: ISO 8601 instants, `from` inclusive, `to` exclusive. */
export const timeRangeQueryShape = {
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
};

/**
 * Refuses a range that ends before it starts or covers more than RECORDS_MAX_RANGE_DAYS (a field error on `to`).
 */
export function refineTimeRange(query: { from?: string | undefined; to?: string | undefined }): boolean {
  if (query.from === undefined || query.to === undefined) {
    return true;
  }
  const from = Date.parse(query.from);
  const to = Date.parse(query.to);
  return from <= to && to - from <= RECORDS_MAX_RANGE_DAYS * DAY_MS;
}

/** A page of `item`, newest first (docs/product/records.md#ranges-and-pages). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
}

/**
 * What a ledger movement was, as the account record shows it. `transfer` joins transfer_in and transfer_out
 * (main wallet ↔ vendor wallet).
 */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'rollback',
  'transfer',
  'adjustment',
  'bonus',
  'fee',
  'commission',
  /** Money sent to or received from one's upline or a member of one's team (the agent center's transfers). */
  'team_transfer',
] as const;
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

/** Accepts `type=bet&type=win` or `types=bet,win`. */
const transactionTypesSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((part) => part !== '') : value),
  z.array(transactionTypeSchema).max(TRANSACTION_TYPES.length),
);

/** GET /wps/member/transactions (T): type filter, time range, page. */
export const transactionQuerySchema = z
  .object({
    types: transactionTypesSchema.optional(),
    ...timeRangeQueryShape,
    ...pageQueryShape,
  })
  .refine(refineTimeRange, { path: ['to'] });
export type TransactionQuery = z.infer<typeof transactionQuerySchema>;

/** One movement of the member's money, seen from the wallet it touched. */
export const transactionSchema = z.object({
  /**
   * `<ledger transfer id>:<wallet>`: unique per line (a transfer between two of the member's wallets is two
   * lines, one per wallet).
   */
  id: z.string(),
  /** ISO 8601. */
  time: z.string(),
  type: transactionTypeSchema,
  /** 'MAIN' or the vendor code of a vendor wallet. */
  wallet: z.string(),
  /** Signed minor units: positive arrived in the wallet, negative left it. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  /** The cause, e.g. `deposit:17`, `seamless:DEMO:round-1`, `withdrawal:4`. */
  reference: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionPageSchema = pageOf(transactionSchema);
export type TransactionPage = z.infer<typeof transactionPageSchema>;

/** GET /wps/member/profit (T): a time range. */
export const profitQuerySchema = z
  .object({ ...timeRangeQueryShape })
  .refine(refineTimeRange, { path: ['to'] });
export type ProfitQuery = z.infer<typeof profitQuerySchema>;

/**
 * Personal profit and loss over a range, minor units. `bets` are net of rolled-back bets; `profit` is what the
 * member's play and bonuses brought: wins − bets + bonus (deposits, withdrawals, fees and adjustments are
 * shown beside it but are not play).
 */
export const profitSchema = z.object({
  from: z.string(),
  to: z.string(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  fees: z.number().int(),
  bets: z.number().int(),
  wins: z.number().int(),
  bonus: z.number().int(),
  adjustments: z.number().int(),
  profit: z.number().int(),
  /**
   * The bets placed in the range per game type (LIVE, RNG, …), from the betting record: count, stakes that count
   * (rolled-back bets do not), what they paid, and the result of the settled ones (payout − valid bet).
   */
  byGameType: z.array(
    z.object({
      gameType: z.string(),
      betCount: z.number().int(),
      validBet: z.number().int(),
      payout: z.number().int(),
      profit: z.number().int(),
    }),
  ),
});
export type Profit = z.infer<typeof profitSchema>;

/** GET /wps/member/bonuses (T): time range, page. */
export const bonusQuerySchema = z
  .object({ ...timeRangeQueryShape, ...pageQueryShape })
  .refine(refineTimeRange, { path: ['to'] });
export type BonusQuery = z.infer<typeof bonusQuerySchema>;

/** One bonus paid to (or taken back from) the member. */
export const bonusEntrySchema = z.object({
  id: z.string(),
  time: z.string(),
  /** Signed minor units. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reference: z.string(),
  /** What the bonus was for, as recorded with it (a promotion's title), or null. */
  description: z.string().nullable(),
});
export type BonusEntry = z.infer<typeof bonusEntrySchema>;

export const bonusPageSchema = pageOf(bonusEntrySchema);
export type BonusPage = z.infer<typeof bonusPageSchema>;
