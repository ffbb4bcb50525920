import type { TransferDirection } from '@plaza/contracts/transfer-wallet';
import type {
  Balance,
  MerchantWallet,
  VendorTransferOutcome,
  WalletTransferRequest,
  WalletTransferResponse,
} from '@plaza/contracts/wallet';
import { randomBytes, randomUUID } from 'node:crypto';

import type { DatabaseHandle } from '../../db/database';
import type { Executor } from '../../db/transaction';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import {
  ensureAccount,
  getHouseAccount,
  getMemberMainAccount,
  ledgerAccountCodes,
  postTransfers,
} from '../ledger/ledger.service';
import type { LedgerAccount } from '../ledger/ledger.types';
import { isLedgerError } from '../ledger/ledger.types';
import { toPlayerId } from '../vendors/player-ids';
import type { VendorDirectory, VendorIntegration } from '../vendors/vendor-directory';
import { getMemberBalance } from '../wallet/wallet.service';
import type { TransferWalletClient } from './transfer-wallet-client';
import {
  hasOpenTransfer,
  insertVendorTransfer,
  selectOpenTransfers,
  selectVendorTransfer,
  updateVendorTransferStatus,
} from './transfer-wallet.repository';
import type { VendorTransferRow } from './transfer-wallet.repository';

/** What moving money to and from transfer-mode vendors needs. */
export interface TransferWalletDependencies {
  handle: DatabaseHandle;
  vendors: VendorDirectory;
  client: TransferWalletClient;
  now?: () => number;
}

/** An open transfer is asked about again after this long without news. */
export const RECONCILE_AFTER_MS = 30_000;
/** The member's main wallet, as a wallet transfer request names it. */
const MAIN_WALLET = 'MAIN';

const nowOf = (dependencies: TransferWalletDependencies) => dependencies.now?.() ?? Date.now();

function newReferenceNo(): string {
  return `PT${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** The member's wallet at a vendor: money the vendor holds for them, as far as the platform knows. */
function getVendorWalletAccount(
  db: Executor,
  memberId: number,
  vendorCode: string,
  currency: string,
  now: number,
): Promise<LedgerAccount> {
  return ensureAccount(
    db,
    {
      code: ledgerAccountCodes.memberVendor(memberId, vendorCode),
      kind: 'member_vendor',
      ownerId: memberId,
      currency,
      allowNegative: false,
    },
    now,
  );
}

async function requireTransferVendor(
  dependencies: TransferWalletDependencies,
  vendorCode: string,
): Promise<VendorIntegration> {
  const vendor = await dependencies.vendors.get(vendorCode);
  if (vendor === undefined) {
    throw new AppError('not.found');
  }
  if (vendor.walletMode !== 'transfer') {
    throw new AppError('function.not.available');
  }
  return vendor;
}

function toOutcome(
  row: Pick<VendorTransferRow, 'reference_no' | 'vendor_code' | 'direction' | 'amount' | 'status'>,
): VendorTransferOutcome {
  return {
    referenceNo: row.reference_no,
    vendorCode: row.vendor_code,
    direction: row.direction === 'out' ? 'out' : 'in',
    amount: row.amount,
    status: row.status as VendorTransferOutcome['status'],
  };
}

/** Puts back in the main wallet what an 'in' transfer took, once (the status change guards it). */
async function failTransferIn(
  db: Executor,
  transfer: VendorTransferRow,
  currency: string,
  reason: string,
  now: number,
) {
  if (!(await updateVendorTransferStatus(db, transfer.id, ['PENDING', 'UNKNOWN'], 'FAILED', reason, now))) {
    return;
  }
  const vendorWallet = await getVendorWalletAccount(
    db,
    transfer.member_id,
    transfer.vendor_code,
    currency,
    now,
  );
  const main = await getMemberMainAccount(db, transfer.member_id, currency, now);
  await postTransfers(
    db,
    [
      {
        idempotencyKey: `vendor-transfer:${transfer.reference_no}:reversal`,
        kind: 'transfer_out',
        reference: `vendor-transfer:${transfer.reference_no}`,
        debitAccountId: vendorWallet.id,
        creditAccountId: main.id,
        amount: transfer.amount,
        metadata: { vendor: transfer.vendor_code, reason },
      },
    ],
    now,
  );
}

/**
 * Credits the main wallet with what an 'out' transfer brought back, once. When the vendor paid out more than
 * the platform's record of the vendor wallet (the player won there since the last sync), the difference is
 * first booked as the player's winnings at that vendor.
 */
async function completeTransferOut(db: Executor, transfer: VendorTransferRow, currency: string, now: number) {
  if (!(await updateVendorTransferStatus(db, transfer.id, ['PENDING', 'UNKNOWN'], 'COMPLETED', null, now))) {
    return;
  }
  const vendorWallet = await getVendorWalletAccount(
    db,
    transfer.member_id,
    transfer.vendor_code,
    currency,
    now,
  );
  const main = await getMemberMainAccount(db, transfer.member_id, currency, now);
  const shortfall = transfer.amount - vendorWallet.balance;
  const house = shortfall > 0 ? await getHouseAccount(db, transfer.member_id, currency, now) : undefined;
  await postTransfers(
    db,
    [
      ...(house !== undefined
        ? [
            {
              idempotencyKey: `vendor-transfer:${transfer.reference_no}:sync`,
              kind: 'win' as const,
              reference: `vendor-sync:${transfer.vendor_code}`,
              debitAccountId: house.id,
              creditAccountId: vendorWallet.id,
              amount: shortfall,
              metadata: { vendor: transfer.vendor_code },
            },
          ]
        : []),
      {
        idempotencyKey: `vendor-transfer:${transfer.reference_no}`,
        kind: 'transfer_out',
        reference: `vendor-transfer:${transfer.reference_no}`,
        debitAccountId: vendorWallet.id,
        creditAccountId: main.id,
        amount: transfer.amount,
        metadata: { vendor: transfer.vendor_code },
      },
    ],
    now,
  );
}

/** Applies what the vendor said (or that it said nothing) to a transfer left PENDING by its request. */
async function settle(
  dependencies: TransferWalletDependencies,
  transfer: VendorTransferRow,
  outcome: 'COMPLETED' | 'FAILED' | 'UNKNOWN',
  reason: string | null,
): Promise<VendorTransferRow> {
  const currency = await dependencies.vendors.getCurrency();
  const now = nowOf(dependencies);
  await runInTransaction(dependencies.handle, async (db) => {
    if (outcome === 'UNKNOWN') {
      await updateVendorTransferStatus(db, transfer.id, ['PENDING', 'UNKNOWN'], 'UNKNOWN', reason, now);
    } else if (transfer.direction === 'in') {
      if (outcome === 'COMPLETED') {
        await updateVendorTransferStatus(db, transfer.id, ['PENDING', 'UNKNOWN'], 'COMPLETED', null, now);
      } else {
        await failTransferIn(db, transfer, currency, reason ?? 'refused', now);
      }
    } else if (outcome === 'COMPLETED') {
      await completeTransferOut(db, transfer, currency, now);
    } else {
      await updateVendorTransferStatus(db, transfer.id, ['PENDING', 'UNKNOWN'], 'FAILED', reason, now);
    }
  });
  const settled = await selectVendorTransfer(dependencies.handle.db, transfer.id);
  if (settled === undefined) {
    throw new Error(`vendor_transfer ${transfer.id} vanished`);
  }
  return settled;
}

/**
 * Moves `amount` between the main wallet and a transfer-mode vendor. 'in': the money leaves the main wallet
 * first (held in the member's vendor wallet), then the vendor is asked; a refusal gives it back, silence leaves
 * the transfer UNKNOWN for the reconciler. 'out': the vendor is asked first; the main wallet is credited only
 * once it said yes.
 */
export async function transferWithVendor(
  dependencies: TransferWalletDependencies,
  memberId: number,
  vendorCode: string,
  direction: TransferDirection,
  amount: number,
): Promise<VendorTransferOutcome> {
  const vendor = await requireTransferVendor(dependencies, vendorCode);
  const currency = await dependencies.vendors.getCurrency();
  const now = nowOf(dependencies);
  const referenceNo = newReferenceNo();
  let transfer: VendorTransferRow;
  try {
    transfer = await runInTransaction(dependencies.handle, async (db) => {
      const row = {
        member_id: memberId,
        vendor_code: vendor.code,
        direction,
        amount,
        reference_no: referenceNo,
        status: 'PENDING',
        failure: null,
        created_at: now,
        updated_at: now,
      };
      const id = await insertVendorTransfer(db, row);
      if (direction === 'in') {
        const main = await getMemberMainAccount(db, memberId, currency, now);
        const vendorWallet = await getVendorWalletAccount(db, memberId, vendor.code, currency, now);
        await postTransfers(
          db,
          [
            {
              idempotencyKey: `vendor-transfer:${referenceNo}`,
              kind: 'transfer_in',
              reference: `vendor-transfer:${referenceNo}`,
              debitAccountId: main.id,
              creditAccountId: vendorWallet.id,
              amount,
              metadata: { vendor: vendor.code },
            },
          ],
          now,
        );
      }
      return { id, ...row };
    });
  } catch (error) {
    if (isLedgerError(error, 'INSUFFICIENT_FUNDS')) {
      throw new AppError('balance.insufficient');
    }
    throw error;
  }
  const result = await dependencies.client.transfer(vendor, {
    referenceNo,
    playerId: toPlayerId(memberId),
    currency,
    direction,
    amount,
  });
  if (!result.isKnown) {
    return toOutcome(await settle(dependencies, transfer, 'UNKNOWN', result.reason));
  }
  const isDone = result.answer.status === 'OK';
  return toOutcome(
    await settle(
      dependencies,
      transfer,
      isDone ? 'COMPLETED' : 'FAILED',
      isDone ? null : result.answer.status,
    ),
  );
}

/**
 * Brings the platform's record of a member's vendor wallet in line with what the vendor says it holds: the
 * difference is the player's result at that vendor since the last sync (a win or a bet against the house).
 * Skipped while a transfer with that vendor is open, since its money is then on neither side for certain.
 */
export async function syncVendorWallet(
  dependencies: TransferWalletDependencies,
  memberId: number,
  vendor: VendorIntegration,
): Promise<void> {
  const currency = await dependencies.vendors.getCurrency();
  const result = await dependencies.client.balance(vendor, toPlayerId(memberId), currency);
  if (!result.isKnown || result.answer.status !== 'OK' || result.answer.balance === undefined) {
    return;
  }
  const vendorBalance = result.answer.balance;
  const now = nowOf(dependencies);
  await runInTransaction(dependencies.handle, async (db) => {
    if (await hasOpenTransfer(db, memberId, vendor.code)) {
      return;
    }
    const vendorWallet = await getVendorWalletAccount(db, memberId, vendor.code, currency, now);
    const difference = vendorBalance - vendorWallet.balance;
    if (difference === 0) {
      return;
    }
    const house = await getHouseAccount(db, memberId, currency, now);
    await postTransfers(
      db,
      [
        {
          idempotencyKey: `vendor-sync:${vendor.code}:${memberId}:${randomUUID()}`,
          kind: difference > 0 ? 'win' : 'bet',
          reference: `vendor-sync:${vendor.code}`,
          debitAccountId: difference > 0 ? house.id : vendorWallet.id,
          creditAccountId: difference > 0 ? vendorWallet.id : house.id,
          amount: Math.abs(difference),
          metadata: { vendor: vendor.code, vendorBalance },
        },
      ],
      now,
    );
  });
}

/** The transfer-mode vendors, in the order the vendor directory knows them. */
async function listTransferVendors(dependencies: TransferWalletDependencies): Promise<VendorIntegration[]> {
  return (await dependencies.vendors.list()).filter((vendor) => vendor.walletMode === 'transfer');
}

/** Syncs every transfer-mode vendor wallet of a member (the consolidated view, "refresh"). */
export async function syncAllVendorWallets(
  dependencies: TransferWalletDependencies,
  memberId: number,
): Promise<void> {
  for (const vendor of await listTransferVendors(dependencies)) {
    await syncVendorWallet(dependencies, memberId, vendor);
  }
}

/** "Return all": everything the member holds at transfer-mode vendors comes back to the main wallet. */
export async function returnAllToMain(
  dependencies: TransferWalletDependencies,
  memberId: number,
): Promise<VendorTransferOutcome[]> {
  const currency = await dependencies.vendors.getCurrency();
  const outcomes: VendorTransferOutcome[] = [];
  for (const vendor of await listTransferVendors(dependencies)) {
    const balance = await dependencies.client.balance(vendor, toPlayerId(memberId), currency);
    if (balance.isKnown && balance.answer.status === 'OK' && (balance.answer.balance ?? 0) > 0) {
      outcomes.push(
        await transferWithVendor(dependencies, memberId, vendor.code, 'out', balance.answer.balance ?? 0),
      );
    }
  }
  return outcomes;
}

/**
 * A transfer between wallets: "return all" brings every transfer-mode vendor's balance back to the main wallet; otherwise
 * the money goes from the main wallet to a vendor ('in') or from a vendor to the main wallet ('out'). A request
 * between two vendors, or from the main wallet to itself, is refused. Answers the transfers and the balance after.
 */
export async function transferBetweenWallets(
  dependencies: TransferWalletDependencies,
  memberId: number,
  request: WalletTransferRequest,
): Promise<WalletTransferResponse> {
  let transfers: VendorTransferOutcome[];
  if ('returnAll' in request) {
    transfers = await returnAllToMain(dependencies, memberId);
  } else if (request.fromWallet === MAIN_WALLET && request.toWallet !== MAIN_WALLET) {
    transfers = [await transferWithVendor(dependencies, memberId, request.toWallet, 'in', request.amount)];
  } else if (request.toWallet === MAIN_WALLET && request.fromWallet !== MAIN_WALLET) {
    transfers = [await transferWithVendor(dependencies, memberId, request.fromWallet, 'out', request.amount)];
  } else {
    throw new AppError('request_param_err', { fields: { toWallet: 'validation.invalid' } });
  }
  return { transfers, balance: await getMemberBalance(dependencies.handle, memberId) };
}

/** The consolidated funds: every transfer-mode vendor wallet synced with its vendor, then the member's balance. */
export async function getConsolidatedBalance(
  dependencies: TransferWalletDependencies,
  memberId: number,
): Promise<Balance> {
  await syncAllVendorWallets(dependencies, memberId);
  return getMemberBalance(dependencies.handle, memberId);
}

/** The wallet mode: single wallet when no vendor keeps its own balance; else the vendors that do. */
export async function getMerchantWallet(dependencies: TransferWalletDependencies): Promise<MerchantWallet> {
  const transferVendors = await listTransferVendors(dependencies);
  return {
    isSingle: transferVendors.length === 0 ? 1 : 0,
    transferVendors: transferVendors.map((vendor) => vendor.code),
  };
}

/**
 * Asks vendors about transfers whose outcome is open and older than RECONCILE_AFTER_MS, and settles each by
 * the answer: COMPLETED completes it, FAILED or NOT_FOUND (the vendor never took it) fails it; no answer leaves
 * it open for the next round. Answers how many were settled.
 */
export async function reconcileOpenTransfers(dependencies: TransferWalletDependencies): Promise<number> {
  const open = await selectOpenTransfers(
    dependencies.handle.db,
    nowOf(dependencies) - RECONCILE_AFTER_MS,
    100,
  );
  let settled = 0;
  for (const transfer of open) {
    const vendor = await dependencies.vendors.get(transfer.vendor_code);
    if (vendor === undefined) {
      continue;
    }
    const result = await dependencies.client.status(vendor, transfer.reference_no);
    if (!result.isKnown) {
      await settle(dependencies, transfer, 'UNKNOWN', result.reason);
      continue;
    }
    const isDone = result.answer.status === 'COMPLETED';
    await settle(
      dependencies,
      transfer,
      isDone ? 'COMPLETED' : 'FAILED',
      isDone ? null : result.answer.status,
    );
    settled += 1;
  }
  return settled;
}
