/** What an account is for; the ledger treats every kind alike, callers choose which accounts a transfer joins. */
export const ACCOUNT_KINDS = [
  'member_main',
  'member_vendor',
  'house',
  'vendor_clearing',
  'payment_channel',
  'bonus',
  'agent_commission',
  /** A member's requested withdrawals, held until disbursed or returned (docs/decisions/008-withdrawals.md). */
  'withdrawal_hold',
  /** A progressive jackpot's pool, one per currency (docs/decisions/081-progressive-jackpot.md). */
  'jackpot',
] as const;

/** One of ACCOUNT_KINDS. */
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** Why money moved; recorded on each transfer for statements and audit. */
export const TRANSFER_KINDS = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'rollback',
  'transfer_in',
  'transfer_out',
  'adjustment',
  'bonus',
  'fee',
  'commission',
  /** Between an agent and a member of its team, or a member and its upline (docs/product/agents.md). */
  'team_transfer',
  /** Into a jackpot pool (a stake's share, the house's seed) or out of it (a win): decision 081. */
  'jackpot',
] as const;

/** One of TRANSFER_KINDS. */
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/** Whether a stored text is a known account kind. */
export function isAccountKind(value: string): value is AccountKind {
  return (ACCOUNT_KINDS as readonly string[]).includes(value);
}

/** Whether a stored text is a known transfer kind. */
export function isTransferKind(value: string): value is TransferKind {
  return (TRANSFER_KINDS as readonly string[]).includes(value);
}

/** A ledger account as the server uses it (never sent to a client as is). */
export interface LedgerAccount {
  id: number;
  code: string;
  kind: AccountKind;
  ownerId: number | null;
  currency: string;
  balance: number;
  allowNegative: boolean;
  createdAt: number;
}

/** What `ensureAccount` creates, or expects to find under `code`. */
export interface AccountDefinition {
  code: string;
  kind: AccountKind;
  ownerId: number | null;
  currency: string;
  allowNegative: boolean;
}

/**
 * One movement a caller asks for: `amount` minor units leave `debitAccountId` and arrive at
 * `creditAccountId`. The caller decides what a deposit or a bet is; the ledger only moves money.
 */
export interface TransferRequest {
  /** Unique per movement for ever; a retry sends the same key and the same payload. */
  idempotencyKey: string;
  kind: TransferKind;
  /** The cause, e.g. `deposit:17` or `seamless:DEMO:tx-123`. */
  reference: string;
  debitAccountId: number;
  creditAccountId: number;
  /** Positive integer count of minor units. */
  amount: number;
  /** Descriptive details kept with the transfer; not part of the idempotency payload. */
  metadata?: Record<string, unknown>;
}

/** A posted transfer, with both balances right after it. */
export interface TransferResult {
  transferId: number;
  idempotencyKey: string;
  kind: TransferKind;
  reference: string;
  batchId: string;
  debitAccountId: number;
  creditAccountId: number;
  amount: number;
  debitBalanceAfter: number;
  creditBalanceAfter: number;
  createdAt: number;
  /** True when the key had been posted before with the same payload: nothing moved this time. */
  isReplay: boolean;
}

/** A transfer a LedgerBook has posted and not yet written: its request and both balances right after it. */
export type PostedTransfer = Omit<TransferResult, 'transferId' | 'createdAt' | 'isReplay'>;

/** One line of an account's statement, seen from that account. */
export interface AccountStatementEntry {
  transferId: number;
  kind: TransferKind;
  reference: string;
  batchId: string;
  /** Signed: positive when money arrived at the account, negative when it left. */
  amount: number;
  balanceAfter: number;
  counterpartyAccountId: number;
  metadata: Record<string, unknown>;
  createdAt: number;
}

/** A page of an account's statement, newest first. */
export interface AccountStatementPage {
  entries: AccountStatementEntry[];
  /** Pass as `beforeId` for the next (older) page; null when this is the last page. */
  nextBeforeId: number | null;
}

/** Why the ledger refused; the closed list callers switch on. */
export type LedgerErrorCode =
  /** The amount is not a positive safe integer, or a balance would leave the safe integer range. */
  | 'INVALID_AMOUNT'
  /** Malformed request: empty key or reference, same account on both sides. */
  | 'INVALID_TRANSFER'
  | 'ACCOUNT_NOT_FOUND'
  /** The two accounts of a transfer hold different currencies. */
  | 'CURRENCY_MISMATCH'
  /** `ensureAccount` found the code taken by an account of another kind, owner, currency or overdraft rule. */
  | 'ACCOUNT_CONFLICT'
  /** The debit account may not go below zero and holds less than the amount; nothing of the batch is written. */
  | 'INSUFFICIENT_FUNDS'
  /** The idempotency key was posted before with a different payload. */
  | 'DUPLICATE_TRANSACTION'
  /**
   * Another transaction committed the same idempotency key while this one was posting it. Retrying the caller's
   * transaction is safe: it then sees a replay (or DUPLICATE_TRANSACTION).
   */
  | 'CONCURRENT_DUPLICATE';

/**
 * A refusal by the ledger. Thrown inside the caller's transaction, which must then roll back; callers turn the
 * code into their own answer (an AppError, a seamless-wallet status).
 */
export class LedgerError extends Error {
  readonly code: LedgerErrorCode;
  readonly details: Record<string, unknown>;

  constructor(code: LedgerErrorCode, details: Record<string, unknown> = {}) {
    super(`${code} ${JSON.stringify(details)}`);
    this.name = 'LedgerError';
    this.code = code;
    this.details = details;
  }
}

/** Whether `error` is a LedgerError with `code`. */
export function isLedgerError(error: unknown, code?: LedgerErrorCode): error is LedgerError {
  return error instanceof LedgerError && (code === undefined || error.code === code);
}
